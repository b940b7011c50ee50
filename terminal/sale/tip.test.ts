import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { percentTip, tipMinor } from "./tip.ts";

describe("tips", () => {
  it("computes 10% of 12.50 as 1.25 and rounds half up (15% of 0.10 → 0.02)", () => {
    expect(percentTip(1250n, 10)).toBe(125n);
    expect(percentTip(10n, 15)).toBe(2n);
    expect(percentTip(1000n, 12.5)).toBe(125n);
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
