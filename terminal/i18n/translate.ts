/**
 * The terminal's catalogue on the one translation core (shared/i18n/translator.ts): its own words and the shared
 * customer texts, English at hand and each other language a lazy chunk. Of the customer texts, only where a payment
 * stands (the header's "Test mode", the sale's status) is at hand from the first frame; the rest (how to pay, what went
 * wrong, the record, the endings) is the payment, receipt and report chunks' to add (`terminalTexts.addEnglish`). A chunk that fails to load (a first visit cut
 * off before the service worker cached it) leaves the terminal in English: the Catalogue never rejects.
 */
import { Catalogue, type OtherLocale, type Translate as TranslateKey } from "../../shared/i18n/translator.ts";
import { paymentStateTexts } from "../../shared/i18n/customer/payment-state-texts.ts";
import { isRightToLeft } from "../../shared/i18n/supported-locales.ts";
import { en, type MessageKey, type Messages } from "./messages.ts";
import type { Locale } from "./languages.ts";

export { formatClockTime, formatDateTime } from "../../shared/i18n/translator.ts";

/** Each language but English as its own chunk, so a tablet downloads English (in the entry) and its one language. */
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
} satisfies Record<OtherLocale, () => Promise<{ messages: Messages }>>;

export type Translate = TranslateKey<MessageKey>;

/** Every text the terminal shows: the keypad's and settings' English here, the payment screen's with its chunk. */
export const terminalTexts = new Catalogue<MessageKey>(
  { ...paymentStateTexts, ...en },
  async (locale) => (await LOADERS[locale]()).messages,
);

/** Fetches `locale`'s chunk once; never rejects (a failed chunk means English). */
export function loadLocale(locale: Locale): Promise<void> {
  return terminalTexts.load(locale);
}

/** The texts of `locale`, English until its chunk has arrived (loadLocale). */
export function translator(locale: Locale): Translate {
  return terminalTexts.translator(locale);
}

/** Sets the page's language and writing direction (Arabic right to left), so every screen and the browser follow it. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? "rtl" : "ltr";
}
