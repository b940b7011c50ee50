import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fromDecimal, minorUnitOf, toDecimal } from "./money.ts";

describe("money in minor units", () => {
  it("round-trips any plain decimal with the right number of places", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 3 }), (minor, unit) => {
        expect(fromDecimal(toDecimal(minor, unit), unit)).toBe(minor);
      }),
    );
  });

  it("rejects strings that are not plain decimals or carry too many decimals", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const v = fromDecimal(s, 2);
        if (v !== null) expect(/^\s*\d+(\.\d+)?\s*$/.test(s)).toBe(true);
      }),
    );
    expect(fromDecimal("1e3", 2)).toBeNull();
    expect(fromDecimal("-1", 2)).toBeNull();
    expect(fromDecimal("1.005", 2)).toBeNull();
    expect(fromDecimal("1.500", 2)).toBe(150n);
    // Staff typed it: spaces around and leading zeros are read (UNSIGNED_DECIMAL), a bare point is not.
    expect(fromDecimal(" 012.5 ", 2)).toBe(1250n);
    expect(fromDecimal(".5", 2)).toBeNull();
    expect(fromDecimal("5.", 2)).toBeNull();
  });

  it("knows each currency's places, two for one it does not list", () => {
    expect([minorUnitOf("EUR"), minorUnitOf("JPY"), minorUnitOf("KWD"), minorUnitOf("XXX")]).toEqual([2, 0, 3, 2]);
  });
});
