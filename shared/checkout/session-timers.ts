/** The timer functions a checkout session schedules with, so tests and other hosts can pass their own. */

export interface SessionTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** globalThis itself: its setTimeout is looked up at each call, so fake timers installed later apply. */
export const globalTimers: SessionTimers = globalThis;
