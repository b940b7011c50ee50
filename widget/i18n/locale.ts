/** Picks the widget's language, loads its texts on demand and fills them in (amounts and durations: shared/checkout). */
import { en, type MessageKey, type Messages, type PluralText } from "./messages.ts";
import { isRightToLeft, negotiateLocale, SUPPORTED_LOCALES, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";

/**
 * The other languages, each a chunk of its own next to crypto-checkout.js: a shopper downloads English (inline)
 * plus at most the one language the page asks for. The import is relative to the bundle, wherever it is served.
 */
const LOADERS = {
  de: () => import("./locales/de.ts"),
  es: () => import("./locales/es.ts"),
  fr: () => import("./locales/fr.ts"),
  ar: () => import("./locales/ar.ts"),
  "pt-BR": () => import("./locales/pt-BR.ts"),
  it: () => import("./locales/it.ts"),
  nl: () => import("./locales/nl.ts"),
  pl: () => import("./locales/pl.ts"),
  tr: () => import("./locales/tr.ts"),
  uk: () => import("./locales/uk.ts"),
  ja: () => import("./locales/ja.ts"),
  "zh-CN": () => import("./locales/zh-CN.ts"),
  ko: () => import("./locales/ko.ts"),
  id: () => import("./locales/id.ts"),
  he: () => import("./locales/he.ts"),
} satisfies Record<Exclude<SupportedLocale, "en">, () => Promise<{ messages: Messages }>>;

export type Locale = SupportedLocale;
export const LOCALES = SUPPORTED_LOCALES;

/**
 * Tables at hand: English always (the wallet button's English once its chunk added it); another language once its
 * chunk arrived (or English again if it failed).
 */
const tables: Partial<Record<Locale, Partial<Messages>>> = { en };
const pending: Partial<Record<Locale, Promise<void>>> = {};

/** The first supported language among the attribute, then the browser's list; English otherwise. */
export function pickLocale(requested: string | null | undefined, preferred: readonly string[] = []): Locale {
  return negotiateLocale(requested, preferred);
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return isRightToLeft(locale) ? "rtl" : "ltr";
}

/** Whether the locale's texts are at hand, so translator() speaks it rather than falling back on English. */
export function isLocaleReady(locale: Locale): boolean {
  return tables[locale] !== undefined;
}

/**
 * Loads the locale's texts once (every caller shares the same promise). Never rejects: when the chunk cannot be
 * fetched the checkout goes on in English rather than not at all.
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === "en" || tables[locale]) return Promise.resolve();
  return (pending[locale] ??= LOADERS[locale]().then(
    (m) => void (tables[locale] = m.messages),
    () => void (tables[locale] = en),
  ));
}

/** English texts a lazy chunk brings along (the wallet button's), so they are not downloaded by pages that never show them. */
export function addEnglishTexts(texts: Partial<Messages>): void {
  tables.en = { ...tables.en, ...texts };
}

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * Texts of the locale; English until its chunk has arrived (see loadLocale). A plural text takes the form
 * Intl.PluralRules picks for `values.count` in that language (Polish has four, Japanese one).
 */
export function translator(locale: Locale): Translate {
  const ready = tables[locale];
  const table: Partial<Messages> = ready ?? en;
  const plurals = new Intl.PluralRules(ready ? locale : "en");
  return (key, values) => {
    // A language that failed to load stands in as the bare English table: the wallet's texts then come from tables.en.
    const text: string | PluralText = table[key] ?? tables.en?.[key] ?? key;
    const pattern = typeof text === "string" ? text : (text[plurals.select(Number(values?.count ?? 0))] ?? text.other);
    return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const v = values?.[name];
      return v === undefined ? whole : typeof v === "number" ? new Intl.NumberFormat(locale).format(v) : v;
    });
  };
}

/** "45 seconds", "45 Sekunden", "45 sekund": a wait in whole seconds, in words and with the language's plural. */
export function formatSeconds(seconds: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "second", unitDisplay: "long" }).format(Math.max(0, Math.ceil(seconds)));
}
