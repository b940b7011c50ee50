/** Picks the widget's language, loads its texts on demand and formats text, amounts and durations (amounts stay decimal strings). */
import { en, type MessageKey, type Messages, type PluralText } from "./messages.ts";
import { isRightToLeft, negotiateLocale, SUPPORTED_LOCALES, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { FIAT_MINOR_UNITS, isFiat } from "../../shared/api/networks.ts";

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

/** Tables at hand: English always; another language once its chunk arrived (or English again if it failed). */
const tables: Partial<Record<Locale, Messages>> = { en };
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

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * Texts of the locale; English until its chunk has arrived (see loadLocale). A plural text takes the form
 * Intl.PluralRules picks for `values.count` in that language (Polish has four, Japanese one).
 */
export function translator(locale: Locale): Translate {
  const ready = tables[locale];
  const table: Messages = ready ?? en;
  const plurals = new Intl.PluralRules(ready ? locale : "en");
  return (key, values) => {
    const text: string | PluralText = table[key];
    const pattern = typeof text === "string" ? text : (text[plurals.select(Number(values?.count ?? 0))] ?? text.other);
    return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const v = values?.[name];
      return v === undefined ? whole : typeof v === "number" ? new Intl.NumberFormat(locale).format(v) : v;
    });
  };
}

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Formats a decimal string in the locale without passing through a float: Intl.NumberFormat reads
 * strings as exact decimals. Fiat gets the currency's style; a token keeps every digit it was given.
 */
export function formatAmount(amount: string, currency: string, locale: Locale): string {
  if (!PLAIN_DECIMAL.test(amount)) return `${amount} ${currency}`;
  const digits = amount.split(".")[1]?.length ?? 0;
  if (isFiat(currency)) {
    const minor = FIAT_MINOR_UNITS[currency] ?? 2;
    const fmt = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: minor,
      maximumFractionDigits: Math.max(minor, Math.min(digits, 20)),
    });
    return fmt.format(amount as `${number}`);
  }
  let text: string;
  try {
    text = `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount as `${number}`)} ${currency}`;
  } catch {
    // Engines before Intl.NumberFormat v3 cap fraction digits at 20 (NEAR has 24): the digits as they came, none lost.
    text = `${amount} ${currency}`;
  }
  // In a right-to-left sentence the bidi algorithm would show "1 USDT" as "USDT 1": a left-to-right isolate keeps it whole.
  return isRightToLeft(locale) ? `\u2066${text}\u2069` : text;
}

/** "4:05" or "1:02:03", digits in the locale's numbering system. */
export function formatDuration(totalSeconds: number, locale: Locale): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(sec)}` : `${one.format(m)}:${two.format(sec)}`;
}

/** "45 seconds", "45 Sekunden", "45 sekund": a wait in whole seconds, in words and with the language's plural. */
export function formatSeconds(seconds: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "second", unitDisplay: "long" }).format(Math.max(0, Math.ceil(seconds)));
}
