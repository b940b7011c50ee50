// The terminal's security headers: a CSP with no inline or eval escape hatch, its API reachable, never framed.
import { describe, expect, it } from "vitest";
import { TERMINAL_API_SOURCES, terminalSecurityHeaders } from "./page-security.ts";

/** The directives of a CSP, by name, each with its list of sources. */
function directives(policy: string): Map<string, string[]> {
  const entries = policy.split(";").map((d) => d.trim().split(/\s+/));
  return new Map(entries.map(([name = "", ...sources]) => [name, sources]));
}

/**
 * Whether a CSP source list lets the terminal (served from `self`) reach `url`, for the source forms the terminal's
 * policy uses: `'self'`, a scheme (`https:`), a host with a `*.` label and a `:*` port.
 */
function admits(sources: readonly string[], url: string, self: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === new URL(self).origin;
    if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return target.protocol === source;
    const match = /^([a-z]+):\/\/(\*\.)?([^:/]+)(?::(\*|\d+))?$/.exec(source);
    if (match === null) return false;
    const [, scheme, anySubdomain, host, port] = match;
    const hostMatches = anySubdomain ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
    const portMatches = port === "*" || (port ?? "") === target.port;
    return target.protocol === `${scheme}:` && hostMatches && portMatches;
  });
}

describe("terminalSecurityHeaders", () => {
  const headers = terminalSecurityHeaders();
  const csp = directives(headers["content-security-policy"] ?? "");
  const self = "https://pos.shop.example";

  it("runs only the terminal's own files: no inline script or style, no eval, no nonce, Trusted Types required", () => {
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    expect(headers["content-security-policy"]).not.toMatch(/unsafe-|nonce-|sha\d+-|data:|blob:/);
    // No wildcard source: `*` would admit any http origin too.
    expect([...csp.values()].flat()).not.toContain("*");
    expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
    // Lit's template policy and the terminal's worker-URL policy (worker-script-url.ts); no other, no duplicate.
    expect(csp.get("trusted-types")).toEqual(["lit-html", "terminal-sw"]);
  });

  it("is never framed, sends no referrer and forbids sniffing", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(headers).toMatchObject({
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
    });
  });

  it("reaches and frames any https API host and this device over http, no other machine over plain http", () => {
    const apiSources = TERMINAL_API_SOURCES.split(" ");
    expect(csp.get("connect-src")).toEqual(apiSources);
    // The provider's hosted page, embedded from the same API hosts (`payment_url?embed=true`).
    expect(csp.get("frame-src")).toEqual(apiSources);
    for (const url of [
      "https://api.paymos.example/v1/time",
      "https://10.0.0.5:8443/v1",
      "http://localhost:4010/v1",
      "http://127.0.0.1:4010/pay/inv_1?embed=true",
      "http://pos.localhost/v1",
      `${self}/v1/time`,
    ]) {
      expect(admits(apiSources, url, self), url).toBe(true);
    }
    for (const url of [
      "http://api.paymos.example/v1",
      "http://192.168.1.20:4010/v1",
      "http://localhost.evil.example/v1",
      "http://127.0.0.1.evil.example/v1",
      "ws://localhost:4010/",
      "ftp://localhost/",
    ]) {
      expect(admits(apiSources, url, self), url).toBe(false);
    }
  });
});
