import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { percentHundredths, percentTip, tipMinor } from "./tip.ts";

describe("tips", () => {
  it("computes 10% of 12.50 as 1.25 and rounds half up (15% of 0.10 → 0.02)", () => {
    expect(percentTip(1250n, 10)).toBe(125n);
    expect(percentTip(10n, 15)).toBe(2n);
    expect(percentTip(1000n, 12.5)).toBe(125n);
  });

  it("charges a two-decimal preset at its exact rate: 12.25 % of 100.00 is 12.25, not 12.30", () => {
    expect(percentTip(10000n, 12.25)).toBe(1225n);
    expect(percentTip(10000n, "12.25")).toBe(1225n);
    expect(percentTip(200n, 0.05)).toBe(0n);
    expect(percentTip(1000n, 0.05)).toBe(1n);
    expect(percentHundredths(7.5)).toBe(750n);
  });

  it("matches exact decimal arithmetic for every two-decimal percent", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 10_000 }), (sub, hundredths) => {
        const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
        const exact = sub * BigInt(hundredths);
        const want = exact / 10_000n + ((exact % 10_000n) * 2n >= 10_000n ? 1n : 0n);
        expect(percentTip(sub, Number(text))).toBe(want);
      }),
    );
  });

  it("refuses a percent that is not a plain decimal of at most two places", () => {
    expect(() => percentHundredths(12.345)).toThrow(RangeError);
    expect(() => percentHundredths(-1)).toThrow(RangeError);
    expect(() => percentHundredths("12.250")).toThrow(RangeError);
    expect(() => percentHundredths("1e1")).toThrow(RangeError);
    expect(percentHundredths("012.25")).toBe(1225n);
  });

  it("never exceeds the subtotal for presets up to 100%", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 100 }), (sub, pct) => {
        const tip = percentTip(sub, pct);
        expect(tip >= 0n && tip <= sub).toBe(true);
      }),
    );
  });

  it("uses a custom tip as given and none as zero", () => {
    expect(tipMinor(999n, { kind: "custom", minor: 300n })).toBe(300n);
    expect(tipMinor(999n, { kind: "none" })).toBe(0n);
  });
});
