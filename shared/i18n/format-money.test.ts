import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";

describe("formatMoney", () => {
  it("formats fiat with the currency's minor unit", () => {
    expect(formatMoney("1234.5", "EUR", "de")).toBe("1.234,50\u00a0€");
    expect(formatMoney("12.50", "EUR", "en")).toBe("€12.50");
    expect(formatMoney("1000", "JPY", "en")).toBe("¥1,000");
    expect(formatMoney("10.00", "USD", "en")).toBe("$10.00");
    expect(formatMoney("10", "USD", "en")).toBe("$10.00");
    expect(formatMoney("1.5", "KWD", "en")).toBe("KWD\u00a01.500");
  });
  it("keeps a fiat amount's extra digits, up to the 20 every engine can write", () => {
    expect(formatMoney("0.125", "USD", "en")).toBe("$0.125");
    expect(formatMoney("0.123456789012345678912345", "USD", "en")).toBe("$0.12345678901234567891");
  });
  it("keeps every digit of a token amount, beyond what a float holds", () => {
    expect(formatMoney("12345.123456789012345678", "ETH", "en")).toBe("12,345.123456789012345678 ETH");
    expect(formatMoney("12345678901234567.123456", "USDT", "en")).toBe("12,345,678,901,234,567.123456 USDT");
    expect(formatMoney("0.10", "USDT", "fr")).toBe("0,10 USDT");
  });
  it("round-trips any decimal string's digits in English", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }), (units, scale) => {
        const s = units.toString().padStart(scale + 1, "0");
        const dec = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
        const out = formatMoney(dec, "ETH", "en").replace(/,/g, "").replace(" ETH", "");
        expect(out).toBe(dec);
      }),
    );
  });
  it("keeps a token amount in reading order inside a right-to-left sentence", () => {
    expect(formatMoney("1", "USDT", "he")).toBe("\u20661 USDT\u2069");
  });
  it("shows a malformed amount as it came instead of guessing", () => {
    expect(formatMoney("1e5", "USDT", "en")).toBe("1e5 USDT");
    expect(formatMoney(".5", "USDT", "en")).toBe(".5 USDT");
  });
  it("formats a sign and leading zeros (SIGNED_DECIMAL): a formatter shows what it is given", () => {
    expect(formatMoney("-1.50", "USDT", "en")).toBe("-1.50 USDT");
    expect(formatMoney("01.5", "USDT", "en")).toBe("1.5 USDT");
    expect(formatMoney("-2.5", "EUR", "en")).toBe("-€2.50");
  });
});
