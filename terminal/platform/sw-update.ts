/** Service-worker registration through workbox-window, with an update that waits until staff apply it. */

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
  // Both off the first frame's path: the worker registers after the first paint.
  const [{ Workbox }, { workerScriptUrl }] = await Promise.all([
    import("workbox-window"),
    import("./worker-script-url.ts"),
  ]);
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
