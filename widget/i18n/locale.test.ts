import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { directionOf, LOCALES, pickLocale, translator, widgetTexts } from "./locale.ts";
import { en as englishCore, type MessageKey, type Messages } from "./messages.ts";
import { expectCompleteTranslation } from "../../shared/test/translation-checks.ts";
import { customerTextsEn } from "../../shared/i18n/customer/customer-texts.ts";
import { walletEn } from "./wallet-messages.ts";
import { screenEn } from "./screen-messages.ts";
import { wayOutEn } from "./way-out-messages.ts";
import { endingScreenEn, finalDetailsEn } from "./ending-messages.ts";
import { hostedPageEn } from "./hosted-page-messages.ts";
import type { Locale } from "./locale.ts";
import { oneLine } from "../../shared/api/single-line-text.ts";

/**
 * Every English text: the shared customer texts, the entry's own and those the payment screen's, the way out's, the
 * final details', the wallet's and the hosted page's chunks bring along.
 */
const en = {
  ...customerTextsEn,
  ...englishCore,
  ...screenEn,
  ...wayOutEn,
  ...finalDetailsEn,
  ...endingScreenEn,
  ...walletEn,
  ...hostedPageEn,
} satisfies Messages;
const loadLocale = (locale: Locale) => widgetTexts.load(locale);

describe("pickLocale", () => {
  it("prefers the attribute, then the browser's list, then English", () => {
    expect(pickLocale("de-AT", ["fr"])).toBe("de");
    expect(pickLocale(null, ["sv", "pt-BR", "es-MX"])).toBe("pt-BR");
    expect(pickLocale(null, ["zh-TW", "ko-KR"])).toBe("ko");
    expect(pickLocale("xx", ["zz"])).toBe("en");
    expect(pickLocale("AR")).toBe("ar");
  });
  it("never throws on any string and always returns a supported locale", () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.string()), (a, list) => LOCALES.includes(pickLocale(a, list))));
  });
});

describe("messages", () => {
  // First in the file: module state is per test file, so no other test has loaded Spanish yet.
  it("speaks English at once and another language once its chunk has loaded", async () => {
    expect(widgetTexts.isReady("en")).toBe(true);
    expect(widgetTexts.isReady("es")).toBe(false);
    expect(translator("es")("title")).toBe("Pay with crypto");
    await loadLocale("es");
    expect(widgetTexts.isReady("es")).toBe(true);
    expect(translator("es")("title")).toBe("Pagar con cripto");
  });
  it("says the wallet's texts in English once its chunk added them", () => {
    expect(translator("en")("wallet_pay", { wallet: "Rabby" })).toBe("wallet_pay");
    widgetTexts.addEnglish(walletEn);
    expect(translator("en")("wallet_pay", { wallet: "Rabby" })).toBe("Pay with Rabby");
  });
  it("fills values and writes Arabic and Hebrew right to left", async () => {
    await loadLocale("fr");
    expect(translator("en")("expires_in", { time: "4:05" })).toBe("Expires in 4:05");
    expect(translator("fr")("choose_network", { token: "USDT" })).toBe("Choisissez le réseau pour USDT");
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("he")).toBe("rtl");
    expect(directionOf("de")).toBe("ltr");
  });
  it("picks the plural form the language's rules call for", async () => {
    await Promise.all([loadLocale("pl"), loadLocale("ja"), loadLocale("he")]);
    const english = translator("en");
    expect(english("network_count", { count: 1 })).toBe("1 network");
    expect(english("network_count", { count: 6 })).toBe("6 networks");
    const pl = translator("pl");
    expect([1, 3, 5, 22].map((count) => pl("network_count", { count }))).toEqual([
      "1 sieć",
      "3 sieci",
      "5 sieci",
      "22 sieci",
    ]);
    expect(pl("confirmations", { current: 1, count: 1 })).toBe("1 z 1 potwierdzenia");
    expect(pl("confirmations", { current: 2, count: 12 })).toBe("2 z 12 potwierdzeń");
    expect(translator("he")("network_count", { count: 2 })).toBe("שתי רשתות");
    expect(translator("ja")("network_count", { count: 6 })).toBe("6 件のネットワーク");
  });
});

/** Texts that are rightly the same as English in that language (a word both share, a placeholder alone). */
const SAME_AS_ENGLISH: Partial<Record<Locale, readonly MessageKey[]>> = {
  fr: ["method_minimum"],
  pl: ["method_minimum"],
  // "Transfer" is the Indonesian and the Turkish word for a crypto transfer too.
  id: ["details_transfer"],
  tr: ["details_transfer"],
};

describe("the 16 languages", () => {
  it.each(LOCALES)(
    "%s has every English key, each translated, with the same values and plural forms",
    async (locale) => {
      const messages: Messages =
        locale === "en" ? en : ((await import(`./locales/${locale}.ts`)) as { messages: Messages }).messages;
      expectCompleteTranslation(en, messages, locale, SAME_AS_ENGLISH[locale]);
    },
  );
});

describe("a hostile shop name in the card's header, in every language", () => {
  const hostile = "Evil\u202E shop\u2069\nSupport: call +1 555 0100";
  it.each(LOCALES)(
    "%s: made one line, the name is whole and only the translator's own isolate pair is there",
    async (locale) => {
      await loadLocale(locale);
      const title = translator(locale)("pay_merchant", { name: oneLine(hostile) });
      expect(title).not.toMatch(/[\n\u202a-\u202e]/);
      expect(title).toContain("Evil shop Support: call +1 555 0100");
      expect(title.match(/[\u2066-\u2069]/g) ?? []).toEqual(directionOf(locale) === "rtl" ? ["\u2068", "\u2069"] : []);
    },
  );
  it.each(LOCALES.filter((locale) => directionOf(locale) === "rtl"))(
    "%s: even raw, the name's pop cannot end the sentence's isolate",
    async (locale) => {
      await loadLocale(locale);
      const marks = translator(locale)("pay_merchant", { name: hostile }).match(/[\u2066-\u2069]/g) ?? [];
      // The sentence's isolate opens first and closes last: no pop inside the name brings the depth to 0 before the end.
      const depths = marks.map((_, i) =>
        marks.slice(0, i + 1).reduce((depth, mark) => depth + (mark === "\u2069" ? -1 : 1), 0),
      );
      expect(depths.slice(0, -1).every((depth) => depth > 0)).toBe(true);
      expect(depths.at(-1)).toBe(0);
    },
  );
});
