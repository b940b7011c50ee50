/**
 * The checks every language table of every catalogue passes (the shared customer texts, the widget's, the terminal's):
 * exactly the English keys, each translated, the same values named, and a form for every plural category the language
 * uses. One function so the three catalogues are held to one rule.
 */
import { expect } from "vitest";
import type { PluralText, Text } from "../i18n/translator.ts";
import type { SupportedLocale } from "../i18n/supported-locales.ts";

const forms = (text: Text): string[] => (typeof text === "string" ? [text] : Object.values(text));
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();

/**
 * Fails when `translated` (the table of `locale`) differs from `english` in its keys, leaves a text as in English
 * (unless `sameAsEnglish` lists the key: a word both languages share), names other values, or lacks a plural form.
 */
export function expectCompleteTranslation(
  english: Readonly<Record<string, Text>>,
  translated: Readonly<Record<string, Text>>,
  locale: SupportedLocale,
  sameAsEnglish: readonly string[] = [],
): void {
  expect(Object.keys(translated).sort(), `${locale}: the English keys and nothing else`).toEqual(
    Object.keys(english).sort(),
  );
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const [key, englishText] of Object.entries(english)) {
    const text = translated[key];
    if (text === undefined) continue;
    if (locale !== "en") {
      const same = forms(text).some((form) => forms(englishText).includes(form));
      expect(
        same,
        `${locale}.${key} is ${sameAsEnglish.includes(key) ? "listed as the same as English but differs" : "still English"}`,
      ).toBe(sameAsEnglish.includes(key));
    }
    const named = placeholders(forms(englishText)[0] ?? "");
    if (typeof englishText === "string") {
      expect(typeof text, `${locale}.${key} is one sentence, as in English`).toBe("string");
      expect(placeholders(text as string), `${locale}.${key}`).toEqual(named);
      continue;
    }
    expect(typeof text, `${locale}.${key} has plural forms, as in English`).toBe("object");
    for (const category of categories)
      expect((text as PluralText)[category], `${locale}.${key}.${category}`).toBeDefined();
    // A plural form may spell its number out ("רשת אחת", one network); every other value must be there.
    const withoutCount = (names: string[]) => names.filter((name) => name !== "count");
    for (const form of forms(text))
      expect(withoutCount(placeholders(form)), `${locale}.${key}`).toEqual(withoutCount(named));
  }
}
