import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countdown, countdownLabel } from "./countdown.ts";

const T0 = 1_700_000_000; // invoice created_at, Unix seconds
const EXPIRES = T0 + 900; // a 15-minute window

describe("countdown", () => {
  it("counts down from expires_at on the local clock when no offset is known", () => {
    expect(countdown(EXPIRES, T0 * 1000, { createdAt: T0 })).toEqual({
      secondsLeft: 900,
      urgent: false,
      expired: false,
    });
    expect(countdown(EXPIRES, (T0 + 61) * 1000 + 500, { createdAt: T0 }).secondsLeft).toBe(839);
  });

  it("corrects by the server offset (server − local)", () => {
    // Local clock 2 minutes behind the server: 120 s of the window are already gone.
    const local = T0 * 1000 - 120_000;
    expect(countdown(EXPIRES, local, { createdAt: T0 }).secondsLeft).toBe(1020);
    expect(countdown(EXPIRES, local, { createdAt: T0, serverOffsetMs: 120_000 }).secondsLeft).toBe(900);
    // Local clock ahead: a negative offset gives the time back.
    expect(countdown(EXPIRES, (EXPIRES + 30) * 1000, { serverOffsetMs: -60_000 }).secondsLeft).toBe(30);
  });

  it("rounds up, so 0:00 shows only once the deadline has passed", () => {
    expect(countdown(EXPIRES, EXPIRES * 1000 - 1).secondsLeft).toBe(1);
    expect(countdown(EXPIRES, EXPIRES * 1000 - 1).expired).toBe(false);
    expect(countdown(EXPIRES, EXPIRES * 1000)).toMatchObject({ secondsLeft: 0, expired: true });
    expect(countdown(EXPIRES, EXPIRES * 1000 + 90_000)).toMatchObject({ secondsLeft: 0, expired: true });
  });

  it("turns urgent exactly at the last quarter of the window", () => {
    const quarterLeftMs = (900 / 4) * 1000; // 225 s
    expect(countdown(EXPIRES, EXPIRES * 1000 - quarterLeftMs - 1, { createdAt: T0 }).urgent).toBe(false);
    expect(countdown(EXPIRES, EXPIRES * 1000 - quarterLeftMs, { createdAt: T0 }).urgent).toBe(true);
    expect(countdown(EXPIRES, EXPIRES * 1000 - 1000, { createdAt: T0 }).urgent).toBe(true);
  });

  it("takes the quarter of the invoice's own window", () => {
    const created = EXPIRES - 3600; // one hour window: urgent from 15 minutes left
    expect(countdown(EXPIRES, (EXPIRES - 901) * 1000, { createdAt: created }).urgent).toBe(false);
    expect(countdown(EXPIRES, (EXPIRES - 900) * 1000, { createdAt: created }).urgent).toBe(true);
  });

  it("falls back to the last minute when created_at is unknown", () => {
    expect(countdown(EXPIRES, (EXPIRES - 61) * 1000).urgent).toBe(false);
    expect(countdown(EXPIRES, (EXPIRES - 60) * 1000).urgent).toBe(true);
  });
});

describe("countdownLabel", () => {
  it("shows minutes and seconds, hours when needed", () => {
    expect(countdownLabel(245, "en")).toBe("4:05");
    expect(countdownLabel(3599, "en")).toBe("59:59");
    expect(countdownLabel(3600, "en")).toBe("1:00:00");
    expect(countdownLabel(3723, "en")).toBe("1:02:03");
    expect(countdownLabel(26 * 3600 + 61, "en")).toBe("26:01:01");
    expect(countdownLabel(-3, "en")).toBe("0:00");
  });

  it("writes Latin digits in every language, as amounts are (shared/i18n/digits.ts)", () => {
    expect(countdownLabel(245, "ar-EG")).toBe("4:05");
  });

  it("reads back as the number of seconds it was given", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86400 }), (s) => {
        const label = countdownLabel(s, "en");
        const back = label
          .split(":")
          .map(Number)
          .reduce((acc: number, p: number) => acc * 60 + p, 0);
        const shape = s >= 3600 ? /^\d+:\d\d:\d\d$/ : /^\d+:\d\d$/;
        return back === s && shape.test(label);
      }),
    );
  });
});
