/** roundUpSignificant: the readable, never-too-low amounts the stub shows people (payment method minimums). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dec, roundUpSignificant } from "./money.ts";

const significantDigits = (s: string): number => s.replace(".", "").replace(/^0+/, "").replace(/0+$/, "").length;
const decimals = (s: string): number => (s.includes(".") ? s.length - s.indexOf(".") - 1 : 0);

/** A positive decimal string: an integer part and a fraction of up to 30 digits, as a minimum in a token can be. */
const positiveDecimal = fc
  .tuple(fc.stringMatching(/^(0|[1-9]\d{0,6})$/), fc.stringMatching(/^\d{0,30}$/))
  .map(([int, frac]) => (frac === "" ? int : `${int}.${frac}`))
  .filter((s) => /[1-9]/.test(s));

describe("roundUpSignificant", () => {
  it("reads well and is never below the value it rounds", () => {
    expect(roundUpSignificant(dec("5").div(dec("3000")), 6, 18)).toBe("0.00166667");
    expect(roundUpSignificant(dec("1").div(dec("3")), 6, 2)).toBe("0.34");
    expect(roundUpSignificant(dec("5"), 6, 6)).toBe("5");
    expect(roundUpSignificant(dec("1234567.1"), 6, 6)).toBe("1234570");
  });

  it("keeps at most 6 significant digits and the token's decimals, at or above the value and as close as that allows", () => {
    fc.assert(
      fc.property(positiveDecimal, fc.integer({ min: 0, max: 18 }), (value, dp) => {
        const x = dec(value);
        const out = roundUpSignificant(x, 6, dp);
        const y = dec(out);
        expect(y.gte(x)).toBe(true);
        expect(decimals(out)).toBeLessThanOrEqual(dp);
        expect(significantDigits(out)).toBeLessThanOrEqual(6);
        // No more than one step of either rounding above the value: one unit in the 6th digit or in the last decimal.
        const step = dec("1e-" + String(dp)).plus(x.times("0.00001"));
        expect(y.minus(x).lte(step)).toBe(true);
      }),
    );
  });
});
