import { describe, expect, it } from "vitest";
import { beforeAll } from "vitest";
import { en } from "./messages.ts";
import { de } from "./messages-de.ts";
import { loadLocale, translator } from "./translate.ts";

beforeAll(() => loadLocale("de"));

describe("i18n", () => {
  it("German has every English key and keeps each placeholder", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(de[key], key).toBeTruthy();
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(de[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("falls back to English for a language not loaded", () => {
    expect(translator("fr" as "en")("nav.sale")).toBe("New sale");
  });

  it("fills placeholders", () => {
    expect(translator("de")("sale.charge", { amount: "12,50 €" })).toBe("12,50 € kassieren");
    expect(translator("en")("pay.send", { amount: "10.5", token: "USDT" })).toBe("Send 10.5 USDT");
  });
});
