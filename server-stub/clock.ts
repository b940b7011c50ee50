/**
 * The stub's controllable clock, in two times, as Stripe's test clocks keep them: business time (`now`: deadlines,
 * created_at, expiry, confirmations), which tests move to push invoices past their deadline, and wall time
 * (`wallNow`), which they never move: the signed-request window, the webhook signature's `t` and every piece of
 * security state (a retired secret's grace, the rate limits) keep to it, so a merchant's SDK on its system clock keeps
 * working however far a test moved the stub, and moving the clock buys nobody trust or requests.
 */

export interface Clock {
  /** Business time in Unix seconds (integer): what deadlines, created_at and expiry follow. */
  now(): number;
  /** Business time in milliseconds. */
  nowMs(): number;
  /**
   * Wall time in Unix seconds: real time (a frozen clock's start, for deterministic tests), never moved by set or
   * advance. The request timestamp window, `GET /v1/time`'s server_time and the webhook signature's `t` use it.
   */
  wallNow(): number;
  /** Wall time in milliseconds: what the rate-limit windows count in, so moving business time resets no limit. */
  wallNowMs(): number;
  /** Makes `now()` answer `seconds` from this moment on (time keeps flowing unless frozen); wall time stays. */
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
  const frozenWall = frozenMs / 1000;
  let offsetMs = options.start === undefined ? 0 : options.start * 1000 - real();
  const nowMs = (): number => (frozen ? frozenMs : real() + offsetMs);
  return {
    nowMs,
    now: () => Math.floor(nowMs() / 1000),
    wallNow: () => (frozen ? frozenWall : Math.floor(real() / 1000)),
    wallNowMs: () => (frozen ? frozenWall * 1000 : real()),
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
