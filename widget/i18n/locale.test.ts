import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addEnglishTexts, directionOf, isLocaleReady, loadLocale, LOCALES, pickLocale, translator } from "./locale.ts";
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
