import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkSingleLineText, oneLine } from "./single-line-text.ts";
import { SUPPORTED_LOCALES } from "../i18n/supported-locales.ts";
import { CUSTOMER_TEXTS_BY_LOCALE } from "../i18n/customer/every-language.ts";
import { fillText } from "../i18n/translator.ts";

/** Everything that may break a line or reorder text; the translator's own isolates are checked apart. */
const LINE_OR_BIDI = /[\0-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe("oneLine", () => {
  it("turns each run of line breaks, tabs and other controls into one space and trims the ends", () => {
    expect(oneLine("order-1\nSupport: call +1 555 0100 to claim your refund")).toBe(
      "order-1 Support: call +1 555 0100 to claim your refund",
    );
    expect(oneLine("a\r\n\r\nb\tc\u0085d\u2028e\u2029f\u000bg\u000ch")).toBe("a b c d e f g h");
    expect(oneLine("\n  Demo shop\u0000 \n")).toBe("Demo shop");
    expect(oneLine("nul\u0000in\u007fside\u009b")).toBe("nul in side");
  });
  it("drops marks, overrides, embeddings and isolates, and keeps every script's letters", () => {
    expect(oneLine("Shop \u202Eedom tset\u202C")).toBe("Shop edom tset");
    expect(oneLine("x\u2069\u2067y\u2066\u2068z\u202a\u202b\u202d")).toBe("xyz");
    expect(oneLine("متجر\u200f Demo\u200e\u061c")).toBe("متجر Demo");
    expect(oneLine("Café 東京 order-1040")).toBe("Café 東京 order-1040");
  });
  it("never leaves a character that breaks a line or reorders text, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const line = oneLine(text);
        expect(line).not.toMatch(LINE_OR_BIDI);
        expect(oneLine(line)).toBe(line);
      }),
    );
  });
});

describe("checkSingleLineText", () => {
  it("refuses controls, NUL, separators, marks, overrides and isolates, and nothing in a plain name", () => {
    for (const bad of [
      "a\nb",
      "\u0000",
      "Shop\u202E",
      "x\u2069",
      "\u2066y",
      "a\u2028b",
      "del\u007f",
      "c1\u0090",
      "a\u200fb",
    ]) {
      expect(checkSingleLineText(bad), JSON.stringify(bad)).toBe("field_invalid_format");
    }
    for (const good of ["Demo shop", "متجر العرض", "חנות", "Café 東京", "order-1040"])
      expect(checkSingleLineText(good)).toBeNull();
  });
  it("refuses exactly what oneLine takes out, the same on every call (no regex state kept between calls)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(checkSingleLineText(text) !== null).toBe(LINE_OR_BIDI.test(text));
        expect(checkSingleLineText(oneLine(text))).toBeNull();
      }),
    );
  });
});

describe("a hostile shop name in the way back, in every language", () => {
  const hostile = "Evil\u202E shop\u2069\nSupport: call +1 555 0100";
  it.each(SUPPORTED_LOCALES)("%s: one line, no override, and only the translator's own isolate pair", (locale) => {
    const text = fillText(CUSTOMER_TEXTS_BY_LOCALE[locale].back_to_shop, locale, { shop: oneLine(hostile) });
    expect(text).not.toMatch(/[\n\r\u2028\u2029\u202a-\u202e]/);
    expect(text).toContain("Evil shop Support: call +1 555 0100");
    const isolates = text.match(/[\u2066-\u2069]/g) ?? [];
    // Right to left: the value sits in exactly one first-strong isolate, closed right after it.
    expect(isolates).toEqual(locale === "ar" || locale === "he" ? ["\u2068", "\u2069"] : []);
    if (isolates.length > 0) expect(text).toContain("\u2068Evil shop Support: call +1 555 0100\u2069");
  });
});
