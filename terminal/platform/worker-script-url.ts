/** The service worker's URL as a Trusted Type, which the terminal's CSP requires of `register()`. */
import type { Workbox } from "workbox-window";

/** What `new Workbox()` takes as the worker's URL: a string, or a TrustedScriptURL. */
type WorkerScriptUrl = ConstructorParameters<typeof Workbox>[0];

/** The part of the Trusted Types API used here (TypeScript's DOM library does not have it yet). */
interface ScriptUrlPolicies {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): WorkerScriptUrl };
}

/** The terminal's one Trusted Types policy of its own, made once: a second createPolicy of the name would throw. */
let workerUrlPolicy: ReturnType<ScriptUrlPolicies["createPolicy"]> | undefined;

/**
 * The worker's URL as the terminal's CSP requires it (`require-trusted-types-for 'script'`): `register()` refuses a
 * plain string there, so without this the worker, the offline reload and the install check all fail. The policy
 * passes the worker's own URL and nothing else. A browser without Trusted Types gets the string.
 */
export function workerScriptUrl(url: string): WorkerScriptUrl {
  const policies = (globalThis as { trustedTypes?: ScriptUrlPolicies }).trustedTypes;
  if (policies === undefined) return url;
  workerUrlPolicy ??= policies.createPolicy("terminal-sw", {
    createScriptURL(candidate) {
      if (candidate !== url)
        throw new TypeError(`Only the terminal's service worker may be registered, not ${candidate}`);
      return candidate;
    },
  });
  return workerUrlPolicy.createScriptURL(url);
}
