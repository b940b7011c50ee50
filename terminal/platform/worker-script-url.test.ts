// The worker's URL policy: the one URL it was made for becomes a trusted script URL, any other is refused.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's trustedTypes: records each policy made and wraps what it passes. */
function fakeTrustedTypes() {
  const made: string[] = [];
  return {
    made,
    createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
      made.push(name);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  };
}

describe("workerScriptUrl", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("without Trusted Types (an older browser), is the URL itself", async () => {
    const { workerScriptUrl } = await import("./worker-script-url.ts");
    expect(workerScriptUrl("/terminal/sw.js")).toBe("/terminal/sw.js");
  });

  it("with Trusted Types, wraps the worker's URL through one policy named as the CSP allows", async () => {
    const trustedTypes = fakeTrustedTypes();
    vi.stubGlobal("trustedTypes", trustedTypes);
    const { workerScriptUrl } = await import("./worker-script-url.ts");
    expect(workerScriptUrl("/terminal/sw.js")).toEqual({ trusted: "/terminal/sw.js" });
    // A second registration (an update check) reuses the policy: a second createPolicy of the name would throw.
    expect(workerScriptUrl("/terminal/sw.js")).toEqual({ trusted: "/terminal/sw.js" });
    expect(trustedTypes.made).toEqual(["terminal-sw"]);
  });

  it("refuses any other URL, so the policy cannot launder a script of someone else's", async () => {
    vi.stubGlobal("trustedTypes", fakeTrustedTypes());
    const { workerScriptUrl } = await import("./worker-script-url.ts");
    workerScriptUrl("/terminal/sw.js");
    expect(() => workerScriptUrl("https://evil.example/sw.js")).toThrow(/Only the terminal's service worker/);
  });
});
