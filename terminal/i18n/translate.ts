/** Looks up a message for the terminal's locale and fills `{name}` placeholders; formats times. */
import { en, type MessageKey } from "./messages.ts";
import type { Locale } from "../settings/settings-rules.ts";
import { isRightToLeft } from "../../shared/i18n/supported-locales.ts";

/** English ships in the entry script; other languages load on demand (loadLocale) so the first paint stays quick. */
const CATALOGUES: Partial<Record<Locale, Record<MessageKey, string>>> = { en };

/** Each language but English as its own lazy chunk. */
const LOADERS = {
  en: () => Promise.resolve(en),
  de: async () => (await import("./messages-de.ts")).de,
  es: async () => (await import("./messages-es.ts")).es,
  fr: async () => (await import("./messages-fr.ts")).fr,
  ar: async () => (await import("./messages-ar.ts")).ar,
  "pt-BR": async () => (await import("./messages-pt-BR.ts")).ptBR,
  it: async () => (await import("./messages-it.ts")).it,
  nl: async () => (await import("./messages-nl.ts")).nl,
  pl: async () => (await import("./messages-pl.ts")).pl,
  tr: async () => (await import("./messages-tr.ts")).tr,
  uk: async () => (await import("./messages-uk.ts")).uk,
  ja: async () => (await import("./messages-ja.ts")).ja,
  "zh-CN": async () => (await import("./messages-zh-CN.ts")).zhCN,
  ko: async () => (await import("./messages-ko.ts")).ko,
  id: async () => (await import("./messages-id.ts")).id,
  he: async () => (await import("./messages-he.ts")).he,
} satisfies Record<Locale, () => Promise<Record<MessageKey, string>>>;

/** One language's messages (its chunk loaded on first use). */
export function catalogue(locale: Locale): Promise<Record<MessageKey, string>> {
  return LOADERS[locale]();
}

export async function loadLocale(locale: Locale): Promise<void> {
  CATALOGUES[locale] ??= await LOADERS[locale]();
}

/** Sets the page's language and writing direction (Arabic right to left), so every screen and the browser follow it. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? "rtl" : "ltr";
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  const messages = CATALOGUES[locale] ?? en;
  return (key, params) => {
    const text = messages[key] ?? en[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  };
}

export function formatTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(ms);
}

/** A time of day to the second ("14:05:30"), for a wait that ends within minutes. */
export function formatClockTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "medium" }).format(ms);
}
