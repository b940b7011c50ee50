import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Big from "big.js";
import { fiatEquivalent } from "./fiat-equivalent.ts";

describe("fiatEquivalent", () => {
  it("gives the fiat value at the invoice's rate, rounded half up to the minor unit", () => {
    expect(fiatEquivalent("27", "0.92592592", "EUR")).toEqual({ value: "25.00", rate: "0.9259" });
    expect(fiatEquivalent("13.5", "0.92592592", "EUR")).toEqual({ value: "12.50", rate: "0.9259" });
    // A price of one unit of money or more is written like money; a smaller one keeps four significant digits.
    expect(fiatEquivalent("0.01", "2777.77777777", "EUR")).toEqual({ value: "27.78", rate: "2777.78" });
    expect(fiatEquivalent("1000", "0.0000123456", "USD")).toEqual({ value: "0.01", rate: "0.00001235" });
    // The yen has no minor unit, the Kuwaiti dinar three.
    expect(fiatEquivalent("27", "149.25373134", "JPY")).toEqual({ value: "4030", rate: "149" });
    expect(fiatEquivalent("27", "0.30769230", "KWD")).toEqual({ value: "8.308", rate: "0.30769" });
  });
  it("shows nothing without a rate, for a crypto order currency or for anything that is not a plain decimal", () => {
    expect(fiatEquivalent("27", undefined, "EUR")).toBeNull();
    expect(fiatEquivalent("27", "1", "USDT")).toBeNull();
    expect(fiatEquivalent("2.7e1", "1", "EUR")).toBeNull();
    expect(fiatEquivalent("27", "-1", "EUR")).toBeNull();
    expect(fiatEquivalent("27", "1", "constructor")).toBeNull();
  });
  it("agrees with big.js on any amount and rate", () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 18 }))
      .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed(scale));
    fc.assert(
      fc.property(decimal, decimal, (amount, rate) => {
        const got = fiatEquivalent(amount, rate, "EUR");
        expect(got?.value).toBe(new Big(amount).times(rate).round(2, Big.roundHalfUp).toFixed(2));
        const price = new Big(rate);
        // Written like money from one unit up; below, four significant digits and at least four decimals.
        const digits = price.gte(1) ? 2 : price.eq(0) ? 4 : Math.max(4, -price.e - 1 + 4);
        expect(got?.rate).toBe(price.round(digits, Big.roundHalfUp).toFixed(digits));
      }),
    );
  });
});
