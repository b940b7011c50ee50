/** Wakes a checkout each time the countdown's second changes, not a drifting 1000 ms later. */
import type { SessionTimers } from "./session-timers.ts";

export interface CountdownTickerHost {
  /** Milliseconds left until the deadline on the server's clock, or undefined when there is no deadline to count to. */
  msLeft(): number | undefined;
  tick(): void;
  /** The checkout has nothing left to count down (final, or unable to go on). */
  ended(): boolean;
}

export class CountdownTicker {
  readonly #host: CountdownTickerHost;
  readonly #timers: SessionTimers;
  #timer: unknown;

  constructor(host: CountdownTickerHost, timers: SessionTimers) {
    this.#host = host;
    this.#timers = timers;
  }

  /** Starts ticking, unless it already does. */
  start(): void {
    if (this.#timer !== undefined) return;
    const leftMs = this.#host.msLeft();
    if (leftMs === undefined) return;
    const delay = leftMs > 0 ? leftMs % 1000 || 1000 : 1000;
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      this.#host.tick();
      // The tick may already have started the next one (a state change does); otherwise go on while it counts.
      if (!this.#host.ended()) this.start();
    }, delay);
  }

  stop(): void {
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
