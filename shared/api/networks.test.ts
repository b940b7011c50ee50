import { describe, expect, it } from "vitest";
import { FIAT_CURRENCIES, isCrypto, isFiat, minorUnitsOf } from "./networks.ts";
import { checkInvoiceAmountPrecision } from "./amount-checks.ts";
import { fiatEquivalent } from "../checkout/fiat-equivalent.ts";
import { formatMoney } from "../i18n/format-money.ts";

/** Names every object answers through its prototype: none of them is a currency. */
const INHERITED = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf"];

describe("minorUnitsOf", () => {
  it("gives the ISO 4217 minor unit of a fiat currency", () => {
    expect(["EUR", "USD", "JPY", "KWD", "TND"].map(minorUnitsOf)).toEqual([2, 2, 0, 3, 3]);
    for (const currency of FIAT_CURRENCIES) expect(minorUnitsOf(currency)).toBeTypeOf("number");
  });

  it("knows no minor unit for a token, an unknown code or another spelling", () => {
    expect(["USDT", "ETH", "XXX", "eur", "", " EUR"].map(minorUnitsOf)).toEqual(Array(6).fill(undefined));
  });

  it.each(INHERITED)("takes %s, a name every object inherits, for no currency", (name) => {
    expect(minorUnitsOf(name)).toBeUndefined();
    expect(isFiat(name)).toBe(false);
    expect(isCrypto(name)).toBe(false);
  });

  it.each(INHERITED)("lets no reader of minor units treat %s as fiat", (name) => {
    expect(fiatEquivalent("10", "0.9", name)).toBeNull();
    expect(formatMoney("10.5", name, "en")).toBe(`10.5 ${name}`);
    expect(checkInvoiceAmountPrecision("10.123456789", name)).toBeNull();
  });
});
