/**
 * The terminal's catalogue on the one translation core (shared/i18n/translator.ts): its own words and the shared
 * customer texts, English at hand and each other language a lazy chunk. A chunk that fails to load (a first visit cut
 * off before the service worker cached it) leaves the terminal in English: the Catalogue never rejects.
 */
import { Catalogue, type OtherLocale, type Translate as TranslateKey } from "../../shared/i18n/translator.ts";
import { customerTextsEn } from "../../shared/i18n/customer/customer-texts.ts";
import { isRightToLeft } from "../../shared/i18n/supported-locales.ts";
import { en, type MessageKey, type Messages } from "./messages.ts";
import type { Locale } from "../settings/settings-rules.ts";

export { formatClockTime, formatDateTime } from "../../shared/i18n/translator.ts";

/** Each language but English as its own chunk, so a tablet downloads English (in the entry) and its one language. */
const LOADERS = {
  de: () => import("./messages-de.ts"),
  es: () => import("./messages-es.ts"),
  fr: () => import("./messages-fr.ts"),
  ar: () => import("./messages-ar.ts"),
  "pt-BR": () => import("./messages-pt-BR.ts"),
  it: () => import("./messages-it.ts"),
  nl: () => import("./messages-nl.ts"),
  pl: () => import("./messages-pl.ts"),
  tr: () => import("./messages-tr.ts"),
  uk: () => import("./messages-uk.ts"),
  ja: () => import("./messages-ja.ts"),
  "zh-CN": () => import("./messages-zh-CN.ts"),
  ko: () => import("./messages-ko.ts"),
  id: () => import("./messages-id.ts"),
  he: () => import("./messages-he.ts"),
} satisfies Record<OtherLocale, () => Promise<{ messages: Messages }>>;

export type Translate = TranslateKey<MessageKey>;

/** Every text the terminal shows. The shared customer English is bundled whole: the payment screen needs most of it. */
export const terminalTexts = new Catalogue<MessageKey>({ ...customerTextsEn, ...en }, async (locale) => (await LOADERS[locale]()).messages);

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
