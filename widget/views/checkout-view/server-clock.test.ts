import { describe, expect, it } from "vitest";
import { ServerClock } from "./server-clock.ts";

describe("ServerClock", () => {
  it("reads the offset from a fresh invoice's created_at", () => {
    const local = Date.parse("2026-01-01T12:00:00.000Z");
    const clock = new ServerClock(() => local);
    expect(clock.observeCreatedAt(local / 1000 - 3600)).toBe(true);
    expect(clock.offsetMs).toBe(-3_599_500);
    expect(clock.observeCreatedAt(local / 1000 + 600)).toBe(true);
    expect(clock.offsetMs).toBe(600_500);
  });
  it("ignores what one-second resolution cannot tell apart", () => {
    const local = Date.parse("2026-01-01T12:00:00.400Z");
    const clock = new ServerClock(() => local);
    expect(clock.observeCreatedAt(Math.floor(local / 1000))).toBe(false);
    expect(clock.offsetMs).toBe(0);
  });
});
