/** Keeps the screen on while the payment screen is up, and takes the lock again when the tab comes back. */

export class ScreenWakeLock {
  #sentinel: WakeLockSentinel | null = null;
  #wanted = false;

  constructor() {
    document.addEventListener("visibilitychange", this.#onVisibility);
  }

  /** The browser drops the lock whenever the page is hidden; this re-requests it on return. */
  #onVisibility = () => {
    if (this.#wanted && document.visibilityState === "visible") void this.#request();
  };

  get held(): boolean {
    return this.#sentinel !== null && !this.#sentinel.released;
  }

  async acquire(): Promise<void> {
    this.#wanted = true;
    await this.#request();
  }

  async release(): Promise<void> {
    this.#wanted = false;
    const s = this.#sentinel;
    this.#sentinel = null;
    await s?.release().catch(() => undefined);
  }

  async #request(): Promise<void> {
    if (!("wakeLock" in navigator) || this.held || document.visibilityState !== "visible") return;
    try {
      this.#sentinel = await navigator.wakeLock.request("screen");
    } catch {
      // Denied (battery saver, policy): the payment still works, the screen may just dim.
    }
  }
}
