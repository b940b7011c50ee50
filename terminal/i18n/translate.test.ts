import { describe, expect, it } from "vitest";
import { beforeAll } from "vitest";
import { en } from "./messages.ts";
import { de } from "./messages-de.ts";
import { ar } from "./messages-ar.ts";
import { es } from "./messages-es.ts";
import { fr } from "./messages-fr.ts";
import { loadLocale, translator } from "./translate.ts";

beforeAll(() => loadLocale("de"));

describe("i18n", () => {
  /** Values that legitimately read as in English: placeholders only, and words German shares with English. */
  const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
    German: ["sale.itemQuantity", "pin.label", "problem.code", "receipt.token", "receipt.status", "history.filterStatus"],
    Arabic: ["sale.itemQuantity"],
    Spanish: ["sale.itemQuantity", "pin.label", "pay.cancelNo"],
    French: ["sale.itemQuantity"],
  };

  for (const [name, catalogue] of [["German", de], ["Spanish", es], ["French", fr], ["Arabic", ar]] as const) {
    it(`${name} has exactly the English keys, each translated, with the same placeholders`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(catalogue[key], key).toBeTruthy();
        expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]));
        if (!SAME_AS_ENGLISH[name]?.includes(key)) expect(catalogue[key], `${name} ${key} is still English`).not.toBe(en[key]);
      }
    });
  }

  it("falls back to English for a language not loaded", () => {
    expect(translator("fr" as "en")("nav.sale")).toBe("New sale");
  });

  it("fills placeholders", () => {
    expect(translator("de")("sale.charge", { amount: "12,50 €" })).toBe("12,50 € kassieren");
    expect(translator("en")("pay.send", { amount: "10.5", token: "USDT" })).toBe("Send 10.5 USDT");
  });
});
