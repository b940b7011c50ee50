/** Looks up a message for the terminal's locale and fills `{name}` placeholders; formats times. */
import { en, type MessageKey } from "./messages.ts";
import type { Locale } from "../settings/settings-rules.ts";
import { isRightToLeft } from "../../shared/i18n/supported-locales.ts";

/** English ships in the entry script; other languages load on demand (loadLocale) so the first paint stays quick. */
const CATALOGUES: Partial<Record<Locale, Record<MessageKey, string>>> = { en };

/** Each language but English as its own lazy chunk. */
const LOADERS = {
  en: async () => en,
  de: async () => (await import("./messages-de.ts")).de,
  es: async () => (await import("./messages-es.ts")).es,
  fr: async () => (await import("./messages-fr.ts")).fr,
  ar: async () => (await import("./messages-ar.ts")).ar,
} satisfies Record<Locale, () => Promise<Record<MessageKey, string>>>;

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
