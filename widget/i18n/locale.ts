/** The widget's catalogue: its own words and the shared customer texts, English at hand and each other language a chunk. */
import { Catalogue, type OtherLocale, type Translate as TranslateKey } from "../../shared/i18n/translator.ts";
import { paymentStateTexts } from "../../shared/i18n/customer/payment-state-texts.ts";
import {
  isRightToLeft,
  negotiateLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from "../../shared/i18n/supported-locales.ts";
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

export type Locale = SupportedLocale;
export const LOCALES = SUPPORTED_LOCALES;
export type Translate = TranslateKey<MessageKey>;

/**
 * Every text the widget shows. English starts with what the first frame needs; the payment screen, the way out, the
 * final details and the wallet button add theirs when their chunk arrives (`widgetTexts.addEnglish`).
 */
export const widgetTexts = new Catalogue<MessageKey>(
  { ...paymentStateTexts, ...en },
  async (locale) => (await LOADERS[locale]()).messages,
);

/** The first supported language among the attribute, then the browser's list; English otherwise. */
export function pickLocale(requested: string | null | undefined, preferred: readonly string[] = []): Locale {
  return negotiateLocale(requested, preferred);
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return isRightToLeft(locale) ? "rtl" : "ltr";
}

/** The texts of `locale`, English until its chunk has arrived (`widgetTexts.load`). */
export function translator(locale: Locale): Translate {
  return widgetTexts.translator(locale);
}
