/** Picks the widget's language and formats text, amounts and durations for it (amounts stay decimal strings). */
import { ar, de, en, es, fr, type MessageKey, type Messages } from "./messages.ts";
import { FIAT_MINOR_UNITS, isFiat } from "../../shared/api/networks.ts";

export const LOCALES = { en, de, es, fr, ar } as const satisfies Record<string, Messages>;
export type Locale = keyof typeof LOCALES;

const RTL: ReadonlySet<Locale> = new Set(["ar"]);

function isLocale(tag: string): tag is Locale {
  return Object.prototype.hasOwnProperty.call(LOCALES, tag);
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
  return RTL.has(locale) ? "rtl" : "ltr";
}

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

export function translator(locale: Locale): Translate {
  const table: Messages = LOCALES[locale];
  return (key, values) =>
    table[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const v = values?.[name];
      return v === undefined ? whole : String(v);
    });
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
  try {
    const fmt = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return `${fmt.format(amount as `${number}`)} ${currency}`;
  } catch {
    // Engines before Intl.NumberFormat v3 cap fraction digits at 20: group the integer part, keep the rest.
    const [whole = "0", fraction = ""] = amount.split(".");
    const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5);
    const sep = parts.find((p) => p.type === "decimal")?.value ?? ".";
    return `${new Intl.NumberFormat(locale).format(whole as `${number}`)}${sep}${fraction} ${currency}`;
  }
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
