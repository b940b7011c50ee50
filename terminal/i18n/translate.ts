/** Looks up a message for the terminal's locale and fills `{name}` placeholders; formats money and times. */
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

/**
 * Formats a decimal string as money. Intl.NumberFormat takes the string itself (no float round trip), and
 * the currency's own digits are kept exactly as the API sent them.
 */
export function formatMoney(amount: string, currency: string, locale: Locale): string {
  const decimals = amount.includes(".") ? (amount.split(".")[1] ?? "").length : 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount as `${number}`);
  } catch {
    // A crypto symbol is no ISO 4217 code: show the number in the locale's style and the symbol after it.
    const n = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    return `${n.format(amount as `${number}`)} ${currency}`;
  }
}

export function formatTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(ms);
}
