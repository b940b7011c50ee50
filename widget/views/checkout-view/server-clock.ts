/** Estimates server time − local time, so the countdown follows the invoice's clock even on a phone set wrong. */

/** Below this the correction is noise (created_at has one-second resolution); above it the customer would see a wrong deadline. */
const SIGNIFICANT_MS = 1500;

export class ServerClock {
  #offsetMs = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** From the created_at (Unix seconds) of an invoice the server created just now, for cross-origin pages. */
  observeCreatedAt(createdAtSeconds: number): boolean {
    return this.#set(createdAtSeconds * 1000 + 500 - this.now());
  }

  #set(offset: number): boolean {
    const next = Math.abs(offset) < SIGNIFICANT_MS ? 0 : Math.round(offset);
    if (next === this.#offsetMs) return false;
    this.#offsetMs = next;
    return true;
  }
}
