import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addEnglishTexts, directionOf, formatAmount, formatDuration, isLocaleReady, loadLocale, LOCALES, pickLocale, translator } from "./locale.ts";
import { en } from "./messages.ts";
import { walletEn } from "./wallet-messages.ts";

describe("pickLocale", () => {
  it("prefers the attribute, then the browser's list, then English", () => {
    expect(pickLocale("de-AT", ["fr"])).toBe("de");
    expect(pickLocale(null, ["pt-BR", "es-MX"])).toBe("es");
    expect(pickLocale("xx", ["zz"])).toBe("en");
    expect(pickLocale("AR")).toBe("ar");
  });
  it("never throws on any string and always returns a supported locale", () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), (a, list) => LOCALES.includes(pickLocale(a, list))));
  });
});

describe("messages", () => {
  // First in the file: module state is per test file, so no other test has loaded Spanish yet.
  it("speaks English at once and another language once its chunk has loaded", async () => {
    expect(isLocaleReady("en")).toBe(true);
    expect(isLocaleReady("es")).toBe(false);
    expect(translator("es")("title")).toBe("Pay with crypto");
    await loadLocale("es");
    expect(isLocaleReady("es")).toBe(true);
    expect(translator("es")("title")).toBe("Pagar con cripto");
  });
  it("every locale names every placeholder the English text has", async () => {
    for (const locale of LOCALES) {
      await loadLocale(locale);
      const t = translator(locale);
      for (const [key, text] of Object.entries(en)) {
        const want = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const got = [...t(key as keyof typeof en).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(got, `${locale}.${key}`).toEqual(want);
      }
    }
  });
  it("every other locale has the wallet button's texts, with the English placeholders", async () => {
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      await loadLocale(locale);
      const t = translator(locale);
      for (const [key, text] of Object.entries(walletEn)) {
        const got = t(key as keyof typeof walletEn);
        expect(got, `${locale}.${key}`).not.toBe(text);
        expect([...got.matchAll(/\{(\w+)\}/g)].map((m) => m[1]), `${locale}.${key}`).toEqual([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      }
    }
  });
  it("says the wallet's texts in English once its chunk added them", () => {
    addEnglishTexts(walletEn);
    expect(translator("en")("wallet_pay", { wallet: "Rabby" })).toBe("Pay with Rabby");
  });
  it("fills values and writes Arabic right to left", async () => {
    await loadLocale("fr");
    expect(translator("en")("expires_in", { time: "4:05" })).toBe("Expires in 4:05");
    expect(translator("fr")("method_name", { token: "USDT", network: "Tron" })).toBe("USDT sur Tron");
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("de")).toBe("ltr");
  });
});

describe("formatAmount", () => {
  it("formats fiat with the currency's minor unit", () => {
    expect(formatAmount("1234.5", "EUR", "de")).toBe("1.234,50\u00a0€");
    expect(formatAmount("1000", "JPY", "en")).toBe("¥1,000");
    expect(formatAmount("10.00", "USD", "en")).toBe("$10.00");
  });
  it("keeps every digit of a token amount, beyond what a float holds", () => {
    expect(formatAmount("12345.123456789012345678", "ETH", "en")).toBe("12,345.123456789012345678 ETH");
    expect(formatAmount("0.10", "USDT", "fr")).toBe("0,10 USDT");
  });
  it("round-trips any decimal string's digits in English", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }), (units, scale) => {
        const s = units.toString().padStart(scale + 1, "0");
        const dec = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
        const out = formatAmount(dec, "ETH", "en").replace(/,/g, "").replace(" ETH", "");
        expect(out).toBe(dec);
      }),
    );
  });
  it("shows a malformed amount as it came instead of guessing", () => {
    expect(formatAmount("1e5", "USDT", "en")).toBe("1e5 USDT");
  });
});

describe("formatDuration", () => {
  it("shows minutes and seconds, hours when needed", () => {
    expect(formatDuration(245, "en")).toBe("4:05");
    expect(formatDuration(3723, "en")).toBe("1:02:03");
    expect(formatDuration(-3, "en")).toBe("0:00");
  });
});
