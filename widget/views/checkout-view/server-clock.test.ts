import { describe, expect, it } from "vitest";
import { serverOffsetMs } from "./server-clock.ts";

describe("serverOffsetMs", () => {
  it("reads the offset from a fresh invoice's created_at", () => {
    const local = Date.parse("2026-01-01T12:00:00.000Z");
    expect(serverOffsetMs(local / 1000 - 3600, local)).toBe(-3_599_500);
    expect(serverOffsetMs(local / 1000 + 600, local)).toBe(600_500);
  });
  it("ignores what one-second resolution cannot tell apart", () => {
    const local = Date.parse("2026-01-01T12:00:00.400Z");
    expect(serverOffsetMs(Math.floor(local / 1000), local)).toBe(0);
  });
});
