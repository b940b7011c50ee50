import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { fromBaseUnits, MAX_BASE_UNITS, paymentUnits, toBaseUnits } from "./index.ts";

/** Independent of the code under test: the shortest spelling of a plain decimal. */
function normalize(x: string): string {
  const [whole = "", fraction = ""] = x.split(".");
  const w = whole.replace(/^0+(?=\d)/, "");
  const f = fraction.replace(/0+$/, "");
  return f ? `${w}.${f}` : w;
}

/** Independent comparison of two plain decimals by padding both parts to equal width. */
function compareDecimals(a: string, b: string): number {
  const [aw = "", af = ""] = a.split(".");
  const [bw = "", bf = ""] = b.split(".");
  const wl = Math.max(aw.length, bw.length);
  const fl = Math.max(af.length, bf.length);
  const pa = aw.padStart(wl, "0") + af.padEnd(fl, "0");
  const pb = bw.padStart(wl, "0") + bf.padEnd(fl, "0");
  return pa < pb ? -1 : pa > pb ? 1 : 0;
}

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(..."0123456789"), { minLength: min, maxLength: max }).map((d) => d.join(""));
/** A decimal that fits `decimals` places (trailing zeros allowed up to that width). */
const decimalFor = (decimals: number) =>
  fc.tuple(digits(1, 22), digits(0, decimals)).map(([w, f]) => (f ? `${w}.${f}` : w));
const decimalsArb = fc.constantFrom(0, 2, 6, 8, 9, 18, 24);

describe("toBaseUnits", () => {
  it.each([
    ["10.5", 6, 10_500_000n],
    ["0.01", 18, 10_000_000_000_000_000n],
    ["10.5", 18, 10_500_000_000_000_000_000n],
    ["1", 24, 10n ** 24n],
    ["0.000000000000000000000001", 24, 1n],
    ["1.50", 1, 15n],
    ["007.000", 0, 7n],
    ["0", 9, 0n],
    ["123456789012345678901234.5", 9, 123456789012345678901234_500000000n],
  ] as const)("%s with %i decimals → %s", (decimal, decimals, units) => {
    expect(toBaseUnits(decimal, decimals)).toBe(units);
  });

  it.each(["", " 1", "1 ", "1.", ".5", "+1", "1e5", "1,5", "0x10", "١٢", "NaN", "Infinity", "1.2.3"])(
    "rejects the malformed amount %j",
    (bad) => {
      expect(() => toBaseUnits(bad, 6)).toThrow(/plain decimal/);
    },
  );

  it("rejects a negative amount", () => {
    expect(() => toBaseUnits("-1", 6)).toThrow(/negative/);
    expect(() => toBaseUnits("-0.5", 6)).toThrow(/negative/);
  });

  it("rejects digits beyond the token's precision instead of rounding", () => {
    expect(() => toBaseUnits("10.1234567", 6)).toThrow(/more than 6 decimal places/);
    expect(() => toBaseUnits("0.0000000000000000000000001", 24)).toThrow(/more than 24/);
    expect(() => toBaseUnits("1.5", 0)).toThrow(/more than 0/);
  });

  it("takes up to 36 decimals and says which range it takes", () => {
    expect(toBaseUnits("1", 36)).toBe(10n ** 36n);
    expect(() => toBaseUnits("1", 37)).toThrow("decimals must be an integer from 0 to 36, got 37");
    expect(() => toBaseUnits("1", -1)).toThrow("decimals must be an integer from 0 to 36, got -1");
  });

  it("rejects impossible decimals", () => {
    expect(() => toBaseUnits("1", -1)).toThrow(RangeError);
    expect(() => toBaseUnits("1", 1.5)).toThrow(RangeError);
  });

  it("either throws an Error or the input was a plain decimal, for any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), decimalsArb, (s, d) => {
        let units: bigint;
        try {
          units = toBaseUnits(s, d);
        } catch (e) {
          expect(e).toBeInstanceOf(Error);
          return;
        }
        expect(s).toMatch(/^\d+(\.\d+)?$/);
        expect(units >= 0n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("is monotone: orders base units as the decimals are ordered", () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((d) => fc.tuple(fc.constant(d), decimalFor(d), decimalFor(d))),
        ([d, a, b]) => {
          const ua = toBaseUnits(a, d);
          const ub = toBaseUnits(b, d);
          expect(ua > ub ? 1 : ua < ub ? -1 : 0).toBe(compareDecimals(a, b));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("fromBaseUnits", () => {
  it.each([
    [10_500_000n, 6, "10.5"],
    [0n, 18, "0"],
    [1n, 24, "0.000000000000000000000001"],
    [100n, 2, "1"],
    [123n, 0, "123"],
    [10n ** 16n, 18, "0.01"],
  ] as const)("%s with %i decimals → %s", (units, decimals, decimal) => {
    expect(fromBaseUnits(units, decimals)).toBe(decimal);
  });

  it("rejects negative units", () => {
    expect(() => fromBaseUnits(-1n, 6)).toThrow(/negative/);
  });

  it("round-trips a decimal to its normalized spelling", () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((d) => fc.tuple(fc.constant(d), decimalFor(d))),
        ([d, x]) => {
          expect(fromBaseUnits(toBaseUnits(x, d), d)).toBe(normalize(x));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("round-trips base units exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), decimalsArb, (units, d) => {
        expect(toBaseUnits(fromBaseUnits(units, d), d)).toBe(units);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("paymentUnits", () => {
  it("reads a payment's amount as toBaseUnits does: written back for a URI, trailing zeros dropped, a leading zero kept", () => {
    expect(fromBaseUnits(paymentUnits("10.500000", 6), 6)).toBe("10.5");
    expect(fromBaseUnits(paymentUnits("0.50", 9), 9)).toBe("0.5");
    expect(fromBaseUnits(paymentUnits("25.00", 8), 8)).toBe("25");
    expect(() => paymentUnits("1.5", 0)).toThrow(RangeError);
  });

  it("refuses an amount beyond 2^256 - 1 base units and takes 2^256 - 1 itself", () => {
    const max = (1n << 256n) - 1n;
    expect(MAX_BASE_UNITS).toBe(max);
    expect(paymentUnits(max.toString(), 0)).toBe(max);
    expect(paymentUnits(`${max.toString().slice(0, -18)}.${max.toString().slice(-18)}`, 18)).toBe(max);
    expect(() => paymentUnits((max + 1n).toString(), 0)).toThrow(RangeError);
    expect(() => paymentUnits(`1${"0".repeat(80)}`, 6)).toThrow(/does not fit a uint256/);
    // Display arithmetic is not a payment: toBaseUnits itself has no ceiling.
    expect(toBaseUnits(`1${"0".repeat(80)}`, 6)).toBe(10n ** 86n);
  });
});
