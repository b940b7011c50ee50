import { describe, it } from "vitest";
import { customerTextsEn, type CustomerTextKey } from "./customer-texts.ts";
import { SUPPORTED_LOCALES, type SupportedLocale } from "../supported-locales.ts";
import { expectCompleteTranslation } from "../../test/translation-checks.ts";

/** Texts that are rightly the same as English in that language. */
const SAME_AS_ENGLISH: Partial<Record<SupportedLocale, readonly CustomerTextKey[]>> = {};

describe("the shared customer texts", () => {
  it.each(SUPPORTED_LOCALES)("%s has every English key, each translated, with the same values and plural forms", async (locale) => {
    const texts = locale === "en" ? customerTextsEn : ((await import(`./locales/${locale}.ts`)) as { customerTexts: typeof customerTextsEn }).customerTexts;
    expectCompleteTranslation(customerTextsEn, texts, locale, SAME_AS_ENGLISH[locale]);
  });
});
