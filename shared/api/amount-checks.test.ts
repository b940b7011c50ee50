import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAmount, checkInvoiceAmountPrecision, checkTokenAmountPrecision } from "./amount-checks.ts";

describe("checkAmount", () => {
  it.each([
    ["10", null],
    ["10.50", null],
    ["0.01", null],
    ["0.000000000000000000000001", null],
    ["99999999999999999999", null],
    ["99999999999999999999.99", null],
  ])("accepts %j", (value, code) => {
    expect(checkAmount(value)).toBe(code);
  });

  it.each([
    [undefined, "field_required"],
    [null, "field_required"],
    ["", "field_required"],
    ["   ", "field_required"],
    [10, "field_invalid_format"],
    [true, "field_invalid_format"],
    ["1e5", "field_invalid_format"],
    [" 1", "field_invalid_format"],
    ["1 ", "field_invalid_format"],
    ["01", "field_invalid_format"],
    ["01.5", "field_invalid_format"],
    ["00", "field_invalid_format"],
    [".5", "field_invalid_format"],
    ["5.", "field_invalid_format"],
    ["1,5", "field_invalid_format"],
    ["1_000", "field_invalid_format"],
    ["+1", "field_invalid_format"],
    ["--1", "field_invalid_format"],
    ["NaN", "field_invalid_format"],
    ["Infinity", "field_invalid_format"],
    ["0x10", "field_invalid_format"],
    ["１", "field_invalid_format"], // full-width digit: \d in JS is ASCII only, keep it that way
    ["-1", "field_must_be_positive"],
    ["-0.5", "field_must_be_positive"],
    ["0", "field_must_be_positive"],
    ["0.00", "field_must_be_positive"],
    ["-0", "field_must_be_positive"],
    ["100000000000000000000", "amount_too_large"], // 21 integer digits
    ["123456789012345678901.5", "amount_too_large"],
  ])("refuses %j with %s", (value, code) => {
    expect(checkAmount(value)).toBe(code);
  });

  it("accepts exactly what a plain positive decimal with at most 20 integer digits is (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("0", "1", "9", ".", "-", "e", " ", "+", ","), maxLength: 25 }),
        (s) => {
          if (checkAmount(s) === null) {
            expect(s).toMatch(/^\d{1,20}(\.\d+)?$/);
            expect(/[1-9]/.test(s)).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("never accepts arbitrary strings that are not plain positive decimals (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (checkAmount(s) === null) {
          expect(s).toMatch(/^\d{1,20}(\.\d+)?$/);
          expect(s).toMatch(/[1-9]/);
        }
      }),
    );
  });

  it("accepts every generated positive decimal (property)", () => {
    const positive = fc
      .tuple(
        fc.bigInt({ min: 0n, max: 10n ** 20n - 1n }),
        fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
      )
      .map(([int, frac]) => (frac === undefined ? `${int}` : `${int}.${frac}`))
      .filter((s) => /[1-9]/.test(s));
    fc.assert(
      fc.property(positive, (s) => {
        expect(checkAmount(s)).toBeNull();
      }),
    );
  });
});

describe("checkInvoiceAmountPrecision", () => {
  it("holds fiat to the ISO 4217 minor unit", () => {
    expect(checkInvoiceAmountPrecision("10.50", "USD")).toBeNull();
    expect(checkInvoiceAmountPrecision("10.505", "USD")).toBe("amount_too_many_decimals");
    expect(checkInvoiceAmountPrecision("1000", "JPY")).toBeNull();
    expect(checkInvoiceAmountPrecision("1000.5", "JPY")).toBe("amount_too_many_decimals");
    expect(checkInvoiceAmountPrecision("1.125", "KWD")).toBeNull();
    expect(checkInvoiceAmountPrecision("1.1255", "KWD")).toBe("amount_too_many_decimals");
  });

  it("holds a crypto amount to the token's decimals once the network is known", () => {
    expect(checkInvoiceAmountPrecision("1.1234567", "USDT", "TRC20")).toBe("amount_too_many_decimals");
    expect(checkInvoiceAmountPrecision("1.123456", "USDT", "TRC20")).toBeNull();
    // USDT has 18 decimals on BNB Smart Chain
    expect(checkInvoiceAmountPrecision("1.1234567", "USDT", "BEP20")).toBeNull();
    expect(checkInvoiceAmountPrecision("1.1234567", "USDT")).toBeNull();
  });
});

describe("checkTokenAmountPrecision", () => {
  it("refuses more decimals than the token has and ignores unknown pairs", () => {
    expect(checkTokenAmountPrecision("0.0000000001", "SOL", "SOL")).toBe("amount_too_many_decimals");
    expect(checkTokenAmountPrecision("0.000000001", "SOL", "SOL")).toBeNull();
    expect(checkTokenAmountPrecision("0.0000000001", "DOGE", "SOL")).toBeNull();
    expect(checkTokenAmountPrecision("0.0000000001", "SOL", "MOON")).toBeNull();
  });
});
