/**
 * Moves the cached payment's countdown (shown after a reload without a network): no session ticks it, so this
 * re-renders the screen each time its second changes, on the server-clock offset the sale last knew.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { CountdownTicker } from "../../../shared/checkout/countdown-ticker.ts";
import { globalTimers } from "../../../shared/checkout/session-timers.ts";

export class CachedCountdown implements ReactiveController {
  readonly #ticker: CountdownTicker;
  /** The cached invoice's expires_at (Unix seconds, server clock), while the screen shows it. */
  #expiresAt: number | undefined;
  #serverOffsetMs = 0;

  constructor(host: ReactiveControllerHost) {
    this.#ticker = new CountdownTicker(
      { msLeft: () => this.#msLeft(), tick: () => host.requestUpdate(), ended: () => (this.#msLeft() ?? 0) <= 0 },
      globalTimers,
    );
    host.addController(this);
  }

  /** The screen shows the cached invoice expiring at `expiresAt` (or, undefined, shows none): tick until then. */
  follow(expiresAt: number | undefined, serverOffsetMs: number): void {
    this.#expiresAt = expiresAt;
    this.#serverOffsetMs = serverOffsetMs;
    if ((this.#msLeft() ?? 0) > 0) this.#ticker.start();
    else this.#ticker.stop();
  }

  hostDisconnected(): void {
    this.#ticker.stop();
  }

  #msLeft(): number | undefined {
    return this.#expiresAt === undefined ? undefined : this.#expiresAt * 1000 - (Date.now() + this.#serverOffsetMs);
  }
}
