/** The languages the terminal speaks: the shared list (shared/i18n), each named in itself for the language menu. */
import { SUPPORTED_LOCALES, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";

export const LOCALES = SUPPORTED_LOCALES;
export type Locale = SupportedLocale;

/** Each language in its own name, as the language menu lists it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  ar: "العربية",
  "pt-BR": "Português (Brasil)",
  it: "Italiano",
  nl: "Nederlands",
  pl: "Polski",
  tr: "Türkçe",
  uk: "Українська",
  ja: "日本語",
  "zh-CN": "简体中文",
  ko: "한국어",
  id: "Bahasa Indonesia",
  he: "עברית",
};

/** The locale a form or a link names, if the terminal speaks it. */
export function validLocale(text: string): Locale | null {
  return (LOCALES as readonly string[]).includes(text) ? (text as Locale) : null;
}
