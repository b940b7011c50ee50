/** Picks the widget's language, loads its texts on demand and fills them in (amounts and durations: shared/checkout). */
import { en, type MessageKey, type Messages } from "./messages.ts";

/**
 * The other languages, each a chunk of its own next to crypto-checkout.js: a shopper downloads English (inline)
 * plus at most the one language the page asks for. The import is relative to the bundle, wherever it is served.
 */
const LOADERS = {
  de: () => import("./locales/de.ts"),
  es: () => import("./locales/es.ts"),
  fr: () => import("./locales/fr.ts"),
  ar: () => import("./locales/ar.ts"),
} satisfies Record<string, () => Promise<{ messages: Messages }>>;

export type Locale = "en" | keyof typeof LOADERS;
export const LOCALES: readonly Locale[] = ["en", "de", "es", "fr", "ar"];

/**
 * Tables at hand: English always (the wallet button's English once its chunk added it); another language once its
 * chunk arrived (or English again if it failed).
 */
const tables: Partial<Record<Locale, Partial<Messages>>> = { en };
const pending: Partial<Record<Locale, Promise<void>>> = {};

function isLocale(tag: string): tag is Locale {
  return (LOCALES as readonly string[]).includes(tag);
}

/** The first supported language among the attribute, then the browser's list; English otherwise. */
export function pickLocale(requested: string | null | undefined, preferred: readonly string[] = []): Locale {
  for (const tag of [requested, ...preferred]) {
    const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
    if (base && isLocale(base)) return base;
  }
  return "en";
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  // Arabic is the one right-to-left language of LOCALES.
  return locale === "ar" ? "rtl" : "ltr";
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

/** Texts of the locale; English until its chunk has arrived (see loadLocale). */
export function translator(locale: Locale): Translate {
  const table: Partial<Messages> = tables[locale] ?? en;
  // A language that failed to load stands in as the bare English table: the wallet's texts then come from tables.en.
  return (key, values) =>
    (table[key] ?? tables.en?.[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => {
      const v = values?.[name];
      return v === undefined ? whole : String(v);
    });
}
