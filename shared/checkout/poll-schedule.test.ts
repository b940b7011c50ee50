import { describe, expect, it } from "vitest";
import { DEFAULT_POLL_POLICY, nextPollDelay } from "./poll-schedule.ts";

const visible = { hidden: false, consecutiveErrors: 0 };

describe("nextPollDelay", () => {
  it("polls every 2 s while visible and every 10 s while hidden", () => {
    expect(nextPollDelay(visible)).toBe(2_000);
    expect(nextPollDelay({ ...visible, hidden: true })).toBe(10_000);
  });

  it.each([
    [1, 4_000],
    [2, 8_000],
    [3, 16_000],
    [4, 30_000],
    [10, 30_000],
    [1_000, 30_000],
  ])("backs off exponentially after %i failed polls: %i ms, capped at 30 s", (errors, delay) => {
    expect(nextPollDelay({ ...visible, consecutiveErrors: errors })).toBe(delay);
  });

  it("never backs off to less than the hidden pace", () => {
    expect(nextPollDelay({ ...visible, hidden: true, consecutiveErrors: 1 })).toBe(10_000);
    expect(nextPollDelay({ ...visible, hidden: true, consecutiveErrors: 3 })).toBe(16_000);
  });

  it("waits at least Retry-After, even beyond the cap", () => {
    expect(nextPollDelay({ ...visible, consecutiveErrors: 1, retryAfterSeconds: 1 })).toBe(4_000);
    expect(nextPollDelay({ ...visible, consecutiveErrors: 1, retryAfterSeconds: 7 })).toBe(7_000);
    expect(nextPollDelay({ ...visible, consecutiveErrors: 1, retryAfterSeconds: 45 })).toBe(45_000);
  });

  it("follows a custom policy", () => {
    const policy = { ...DEFAULT_POLL_POLICY, visibleMs: 500, maxBackoffMs: 3_000 };
    expect(nextPollDelay(visible, policy)).toBe(500);
    expect(nextPollDelay({ ...visible, consecutiveErrors: 2 }, policy)).toBe(2_000);
    expect(nextPollDelay({ ...visible, consecutiveErrors: 5 }, policy)).toBe(3_000);
  });
});
