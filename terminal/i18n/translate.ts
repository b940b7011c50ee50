/** Looks up a message for the terminal's locale and fills `{name}` placeholders; formats times. */
import { en, type MessageKey } from "./messages.ts";
import type { Locale } from "../settings/settings-rules.ts";

/** English ships in the entry script; other languages load on demand (loadLocale) so the first paint stays quick. */
const CATALOGUES: Partial<Record<Locale, Record<MessageKey, string>>> = { en };

export async function loadLocale(locale: Locale): Promise<void> {
  if (CATALOGUES[locale]) return;
  if (locale === "de") CATALOGUES.de = (await import("./messages-de.ts")).de;
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

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

export function formatTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(ms);
}
