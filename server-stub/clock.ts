/** The stub's controllable clock: real time plus an offset, or frozen, so tests can move invoices past their deadline. */

export interface Clock {
  /** Current time in Unix seconds (integer). */
  now(): number;
  /** Current time in milliseconds. */
  nowMs(): number;
  /** Makes `now()` answer `seconds` from this moment on (time keeps flowing unless frozen). */
  set(seconds: number): void;
  advance(seconds: number): void;
  /** Back to where the clock was created: its `start` (time flowing from there again), or real time without one. */
  restart(): void;
}

export interface ClockOptions {
  /** Start at this Unix time (seconds) instead of the real time. */
  start?: number;
  /** A frozen clock only moves through set/advance: deterministic tests. */
  frozen?: boolean;
  /** Source of real time, for tests. */
  realNowMs?: () => number;
}

export function createClock(options: ClockOptions = {}): Clock {
  const real = options.realNowMs ?? (() => Date.now());
  const frozen = options.frozen ?? false;
  const set = (seconds: number): void => {
    if (frozen) frozenMs = seconds * 1000;
    else offsetMs = seconds * 1000 - real();
  };
  let frozenMs = (options.start ?? Math.floor(real() / 1000)) * 1000;
  let offsetMs = options.start === undefined ? 0 : options.start * 1000 - real();
  const nowMs = (): number => (frozen ? frozenMs : real() + offsetMs);
  return {
    nowMs,
    now: () => Math.floor(nowMs() / 1000),
    set,
    restart() {
      if (options.start !== undefined) set(options.start);
      else if (frozen) frozenMs = Math.floor(real() / 1000) * 1000;
      else offsetMs = 0;
    },
    advance(seconds) {
      if (frozen) frozenMs += seconds * 1000;
      else offsetMs += seconds * 1000;
    },
  };
}
