import { describe, expect, it } from "vitest";
import { beforeAll } from "vitest";
import { en } from "./messages.ts";
import { catalogue, loadLocale, translator } from "./translate.ts";
import { LOCALES, type Locale } from "../settings/settings-rules.ts";

beforeAll(() => loadLocale("de"));

describe("i18n", () => {
  /** Values that legitimately read as in English: placeholders only, and words a language shares with English. */
  const SAME_AS_ENGLISH: Partial<Record<Locale, readonly string[]>> = {
    de: ["pin.label", "problem.code", "receipt.token", "receipt.status", "history.filterStatus"],
    es: ["pin.label", "pay.cancelNo"],
    "pt-BR": ["pin.label"],
    it: ["pay.cancelNo", "nav.report"],
    nl: ["history.open"],
    id: ["sale.tip", "receipt.tip"],
  };

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`${locale} has exactly the English keys, each translated, with the same placeholders`, async () => {
      const messages = await catalogue(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(messages[key], key).toBeTruthy();
        expect(placeholders(messages[key]), `${locale} ${key}`).toEqual(placeholders(en[key]));
        if (key !== "sale.itemQuantity" && !SAME_AS_ENGLISH[locale]?.includes(key)) expect.soft(messages[key], `${locale} ${key} is still English`).not.toBe(en[key]);
      }
    });
  }

  it("falls back to English for a language not loaded", () => {
    expect(translator("fr")("nav.sale")).toBe("New sale");
  });

  it("fills placeholders", () => {
    expect(translator("de")("sale.charge", { amount: "12,50 €" })).toBe("12,50 € kassieren");
    expect(translator("en")("pay.send", { amount: "10.5 USDT" })).toBe("Send 10.5 USDT");
  });
});
