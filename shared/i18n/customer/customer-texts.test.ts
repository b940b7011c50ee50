import { describe, it } from "vitest";
import { customerTextsEn, type CustomerTextKey } from "./customer-texts.ts";
import { CUSTOMER_TEXTS_BY_LOCALE } from "./every-language.ts";
import { SUPPORTED_LOCALES, type SupportedLocale } from "../supported-locales.ts";
import { expectCompleteTranslation } from "../../test/translation-checks.ts";

/** Texts that are rightly the same as English in that language. */
const SAME_AS_ENGLISH: Partial<Record<SupportedLocale, readonly CustomerTextKey[]>> = {};

describe("the shared customer texts", () => {
  it.each(SUPPORTED_LOCALES)(
    "%s has every English key, each translated, with the same values and plural forms",
    (locale) => {
      expectCompleteTranslation(customerTextsEn, CUSTOMER_TEXTS_BY_LOCALE[locale], locale, SAME_AS_ENGLISH[locale]);
    },
  );
});
