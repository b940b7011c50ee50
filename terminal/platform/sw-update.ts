/** Service-worker registration through workbox-window, with an update that waits until staff apply it. */
import type { Workbox } from "workbox-window";

export interface UpdateHandle {
  /** Activates the waiting worker and reloads once it controls the page. */
  apply(): void;
}

/**
 * Registers `sw.js` after the first paint. `waiting` means a new version is installed; it never activates by
 * itself (skipWaiting is off), so a payment on screen cannot be swapped under the customer's eyes.
 */
export async function registerServiceWorker(onWaiting: (update: UpdateHandle) => void): Promise<void> {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import("workbox-window");
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(workerScriptUrl(`${base}sw.js`), { scope: base });
  wb.addEventListener("waiting", () => {
    onWaiting({
      apply() {
        wb.addEventListener("controlling", () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  await wb.register();
  // A tablet stays open for days: look for a new version every hour as well as on each load.
  setInterval(() => void wb.update(), 60 * 60 * 1000);
}

/** What `new Workbox()` takes as the worker's URL: a string, or a TrustedScriptURL. */
type WorkerScriptUrl = ConstructorParameters<typeof Workbox>[0];

/** The part of the Trusted Types API used here (TypeScript's DOM library does not have it yet). */
interface ScriptUrlPolicies {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): WorkerScriptUrl };
}

/** The terminal's one Trusted Types policy of its own, made once: a second createPolicy of the name would throw. */
let workerUrlPolicy: ReturnType<ScriptUrlPolicies["createPolicy"]> | undefined;

/**
 * The worker's URL as the terminal's CSP requires it (`require-trusted-types-for 'script'`): `register()` refuses a
 * plain string there, so without this the worker, the offline reload and the install check all fail. The policy
 * passes the worker's own URL and nothing else. A browser without Trusted Types gets the string.
 */
function workerScriptUrl(url: string): WorkerScriptUrl {
  const policies = (globalThis as { trustedTypes?: ScriptUrlPolicies }).trustedTypes;
  if (policies === undefined) return url;
  workerUrlPolicy ??= policies.createPolicy("terminal-sw", {
    createScriptURL(candidate) {
      if (candidate !== url) throw new TypeError(`Only the terminal's service worker may be registered, not ${candidate}`);
      return candidate;
    },
  });
  return workerUrlPolicy.createScriptURL(url);
}
