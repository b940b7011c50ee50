import { describe, expect, it } from "vitest";
import {
  afterFailure,
  FREE_FAILURES,
  nextTryAt,
  NO_PIN_ATTEMPTS,
  waitAfter,
  withClockSetBack,
  type PinAttempts,
} from "./pin-attempts.ts";

const T0 = 1_800_000_000_000;

function failures(n: number, at = T0): PinAttempts {
  let attempts = NO_PIN_ATTEMPTS;
  for (let i = 0; i < n; i++) attempts = afterFailure(attempts, at);
  return attempts;
}

describe("PIN attempt limit", () => {
  it("lets the first four wrong PINs pass without a wait, then waits 30 s, doubling up to 15 minutes", () => {
    expect([0, 1, 2, 3].map(waitAfter)).toEqual([0, 0, 0, 0]);
    expect([4, 5, 6, 7, 8, 9, 10, 50].map((n) => waitAfter(n) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("names when the next try is allowed, counted from the last failure", () => {
    expect(nextTryAt(failures(FREE_FAILURES - 1), T0)).toBeNull();
    expect(nextTryAt(failures(FREE_FAILURES), T0 + 1000)).toBe(T0 + 30_000);
    expect(nextTryAt(failures(FREE_FAILURES), T0 + 30_000)).toBeNull();
  });

  it("allows about a hundred tries a day: all 4-digit PINs would take months", () => {
    let attempts = failures(FREE_FAILURES);
    let now = T0;
    let tries = 0;
    while (now < T0 + 24 * 3_600_000) {
      now = nextTryAt(attempts, now) ?? now;
      attempts = afterFailure(attempts, now);
      tries++;
    }
    // Every 4-digit PIN, at this day's pace: at least three months.
    expect(10_000 / tries).toBeGreaterThan(90);
  });

  it("restarts the wait from now when the clock was set back, rather than ending or stretching it", () => {
    const attempts = failures(FREE_FAILURES, T0);
    const dayBefore = T0 - 24 * 3_600_000;
    const fixed = withClockSetBack(attempts, dayBefore);
    expect(nextTryAt(fixed, dayBefore)).toBe(dayBefore + 30_000);
    expect(withClockSetBack(attempts, T0 + 5)).toBe(attempts);
  });
});
