/**
 * The one translation core of the widget, the terminal and the hosted page: a catalogue of texts by key, English at
 * hand and every other language a lazy chunk, and the rules for filling a text in (plural forms, numbers in Latin
 * digits (digits.ts), values isolated in right-to-left sentences). Each app makes one `Catalogue` of its own keys plus
 * the shared customer texts (./customer/); what it shows goes through `Catalogue.translator`.
 */
import { isRightToLeft, type SupportedLocale } from "./supported-locales.ts";
import { LATIN_DIGITS } from "./digits.ts";

/** One text per plural category a language uses; `other` is always there. */
export type PluralText = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** A text: one sentence, or one per plural category, chosen by the `count` value. */
export type Text = string | PluralText;

/** A language's table for the English table `E`: every key, a plural text wherever English has one. */
export type Translations<E extends Readonly<Record<string, Text>>> = {
  readonly [K in keyof E]: E[K] extends string ? string : PluralText;
};

/** A value filled into `{name}`: a string as it is (amounts come already formatted), a number in the language's digits. */
export type TextValue = string | number;
export type TextValues = Readonly<Record<string, TextValue>>;

/** Says the text of `key` in one language; a key the app does not have is a type error, not a blank on screen. */
export type Translate<K extends string> = (key: K, values?: TextValues) => string;

/** The languages other than English, each loaded on demand. */
export type OtherLocale = Exclude<SupportedLocale, "en">;

/**
 * First-strong isolates: in Arabic or Hebrew a value such as "USDT", "0x12…" or "10.50 USDT" keeps its own direction
 * inside the sentence instead of being reordered with it (the bidi algorithm would show "USDT 10.50").
 */
const FIRST_STRONG_ISOLATE = "\u2068";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/**
 * `value` unable to end the isolate it is filled into: a pop (U+2069) it has no opener for is dropped, and each isolate
 * it opens and leaves open is closed at its end. An override or embedding left open inside ends with the isolate, so
 * only the pops need counting. A value whose isolates pair up (formatMoney's, a sentence filled before) is unchanged.
 */
function heldInIsolate(value: string): string {
  let open = 0;
  const held = value.replace(/[\u2066-\u2069]/g, (mark) =>
    mark !== POP_DIRECTIONAL_ISOLATE ? (open++, mark) : open > 0 ? (open--, mark) : "",
  );
  return held + POP_DIRECTIONAL_ISOLATE.repeat(open);
}

/**
 * `text` in `locale` with its `{name}` placeholders filled. A plural text takes the form Intl.PluralRules picks for
 * `values.count` (Polish has four, Japanese one); a number is written with Intl.NumberFormat; in a right-to-left
 * language every value is isolated, and held there (heldInIsolate: no value ends the isolate early). A placeholder
 * without a value stays as it is, so a missing value shows. This isolates, it does not clean: text a stranger can set
 * (a shop's name, an order reference) is made one line first (shared/api/single-line-text.ts), as the widget and the hosted page do.
 */
export function fillText(text: Text, locale: SupportedLocale, values?: TextValues): string {
  const pattern =
    typeof text === "string"
      ? text
      : (text[new Intl.PluralRules(locale).select(Number(values?.count ?? 0))] ?? text.other);
  if (!values) return pattern;
  const isolate = isRightToLeft(locale);
  return pattern.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    const written = typeof value === "number" ? new Intl.NumberFormat(locale, LATIN_DIGITS).format(value) : value;
    return isolate ? FIRST_STRONG_ISOLATE + heldInIsolate(written) + POP_DIRECTIONAL_ISOLATE : written;
  });
}

/** How an app fetches one language's whole table (its own texts and the shared customer texts), as a lazy chunk. */
export type LoadTranslations<K extends string> = (locale: OtherLocale) => Promise<Readonly<Record<K, Text>>>;

/**
 * An app's texts in every language. English is bundled (parts of it may arrive later with the lazy chunk that shows
 * them, through `addEnglish`); another language is fetched once, when first asked for. A language whose chunk cannot
 * be fetched is spoken in English: the checkout or the sale goes on rather than stopping on a missing text.
 */
export class Catalogue<K extends string> {
  readonly #load: LoadTranslations<K>;
  readonly #english: Partial<Record<K, Text>>;
  /** The languages at hand: each fetched table, or `{}` for one whose chunk failed (every key then said in English). */
  readonly #languages = new Map<SupportedLocale, Readonly<Partial<Record<string, Text>>>>();
  /** One fetch per language, shared by every caller. */
  readonly #loading = new Map<OtherLocale, Promise<void>>();

  constructor(english: Readonly<Partial<Record<K, Text>>>, load: LoadTranslations<K>) {
    this.#english = { ...english };
    this.#load = load;
  }

  /** Whether `locale` can be spoken now (its chunk arrived, or failed and English stands in). */
  isReady(locale: SupportedLocale): boolean {
    return locale === "en" || this.#languages.has(locale);
  }

  /** Fetches the language once (every caller shares the same promise). Never rejects: a failed chunk means English. */
  load(locale: SupportedLocale): Promise<void> {
    if (locale === "en") return Promise.resolve();
    let loading = this.#loading.get(locale);
    if (!loading) {
      loading = this.#load(locale).then(
        (texts) => void this.#languages.set(locale, texts),
        () => void this.#languages.set(locale, {}),
      );
      this.#loading.set(locale, loading);
    }
    return loading;
  }

  /** Whether `locale`'s own table (its chunk, arrived) has `key`: then no English chunk need be fetched to say it. */
  hasOwn(locale: SupportedLocale, key: K): boolean {
    return this.#languages.get(locale)?.[key] !== undefined;
  }

  /** English texts a lazy chunk brings along, so a page that never shows them does not download them. */
  addEnglish(texts: Readonly<Partial<Record<K, Text>>>): void {
    Object.assign(this.#english, texts);
  }

  /**
   * The texts of `locale`, or English until its chunk has arrived (see load). A key the language lacks (a chunk that
   * failed) is said in English with English plural rules; a key nobody has yet (its English chunk not loaded) shows
   * as the key itself.
   */
  translator(locale: SupportedLocale): Translate<K> {
    const language = this.#languages.get(locale);
    return (key, values) => {
      const translated = language?.[key];
      if (translated !== undefined) return fillText(translated, locale, values);
      const english = this.#english[key];
      return english === undefined ? key : fillText(english, "en", values);
    };
  }
}

/** "45 seconds", "45 Sekunden", "45 sekund": a wait in whole seconds, in words and with the language's plural. */
export function formatSeconds(seconds: number, locale: SupportedLocale): string {
  return new Intl.NumberFormat(locale, { ...LATIN_DIGITS, style: "unit", unit: "second", unitDisplay: "long" }).format(
    Math.max(0, Math.ceil(seconds)),
  );
}

/** A date and time of day ("26 Nov 2026, 14:05"), for history rows, receipts and a payment's record. */
export function formatDateTime(ms: number, locale: SupportedLocale): string {
  return new Intl.DateTimeFormat(locale, { ...LATIN_DIGITS, dateStyle: "medium", timeStyle: "short" }).format(ms);
}

/** A time of day to the second ("14:05:30"), for a wait that ends within minutes. */
export function formatClockTime(ms: number, locale: SupportedLocale): string {
  return new Intl.DateTimeFormat(locale, { ...LATIN_DIGITS, timeStyle: "medium" }).format(ms);
}
