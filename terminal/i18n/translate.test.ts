import { describe, expect, it, vi } from "vitest";
import { en, type MessageKey, type Messages } from "./messages.ts";
import { loadLocale, terminalTexts, translator } from "./translate.ts";
import { customerTextsEn } from "../../shared/i18n/customer/customer-texts.ts";
import { relayEn } from "./relay-messages.ts";
import { pairingEn } from "./pairing-messages.ts";
import { pinEn } from "./pin-messages.ts";
import { reportEn } from "./report-messages.ts";
import { expectCompleteTranslation } from "../../shared/test/translation-checks.ts";
import { LOCALES, type Locale } from "./languages.ts";

// Korean's chunk cannot be fetched in this file, as on a first visit cut off before the service worker cached it.
vi.mock("./locales/ko.ts", () => {
  throw new TypeError("Failed to fetch dynamically imported module: ko.js");
});

/** Every English text the terminal has: the shared customer texts, its own and the relay's (which come lazily). */
const english = { ...customerTextsEn, ...en, ...relayEn, ...pairingEn, ...pinEn, ...reportEn } satisfies Messages;

/** Texts that are rightly the same as English in that language (a word both share, "{quantity} × {name}"). */
const SAME_AS_ENGLISH: Partial<Record<Locale, readonly MessageKey[]>> = {
  de: ["pin_label", "problem_code", "receipt_token", "receipt_status", "history_filter_status", "sale_item_quantity"],
  es: ["pin_label", "pay_cancel_no", "sale_item_quantity"],
  fr: ["sale_item_quantity", "receipt_note"],
  ar: ["sale_item_quantity"],
  "pt-BR": ["pin_label", "sale_item_quantity"],
  it: ["pay_cancel_no", "nav_report", "sale_item_quantity"],
  nl: ["history_open", "sale_item_quantity"],
  pl: ["sale_item_quantity"],
  tr: ["sale_item_quantity"],
  uk: ["sale_item_quantity"],
  id: ["sale_tip", "receipt_tip", "sale_item_quantity"],
  he: ["sale_item_quantity"],
};

describe("the terminal's 16 languages", () => {
  it.each(LOCALES)(
    "%s has every English key (its own and the shared), each translated, with the same values and plural forms",
    async (locale) => {
      const messages =
        locale === "en" ? english : (await vi.importActual<{ messages: Messages }>(`./locales/${locale}.ts`)).messages;
      expectCompleteTranslation(english, messages, locale, SAME_AS_ENGLISH[locale]);
    },
  );
});

describe("the terminal's texts", () => {
  it("speaks English until a language's chunk has loaded", async () => {
    expect(terminalTexts.isReady("fr")).toBe(false);
    expect(translator("fr")("nav_sale")).toBe("New sale");
    await loadLocale("fr");
    expect(translator("fr")("nav_sale")).toBe("Nouvelle vente");
  });

  it("stays in English when a language's chunk fails to load, without rejecting", async () => {
    await expect(loadLocale("ko")).resolves.toBeUndefined();
    expect(terminalTexts.isReady("ko")).toBe(true);
    const ko = translator("ko");
    expect(ko("nav_sale")).toBe("New sale");
    expect(ko("waiting")).toBe("Waiting for your payment");
    expect(ko("confirmations", { current: 1, count: 1 })).toBe("1 of 1 confirmation");
  });

  it("fills values, amounts as they come and numbers in the language's digits", async () => {
    await loadLocale("de");
    expect(translator("de")("sale_charge", { amount: "12,50 €" })).toBe("12,50 € kassieren");
    // How to pay is not in the first load: the payment screen's chunk brings its English along.
    expect(translator("en")("network_warning")).toBe("network_warning");
    terminalTexts.addEnglish(customerTextsEn);
    expect(translator("en")("network_warning", { token: "USDT", network: "Tron" })).toBe(
      "Send only USDT on the Tron network. Funds sent on any other network are lost.",
    );
    expect(translator("de")("report_open", { count: 1200 })).toBe(
      "1.200 Verkäufe in diesem Zeitraum sind noch offen und nicht mitgezählt.",
    );
  });

  it("picks the plural form the language's rules call for", async () => {
    await Promise.all([loadLocale("pl"), loadLocale("he"), loadLocale("ja")]);
    // The report's words are not in the first load: the report's chunk brings its English along.
    terminalTexts.addEnglish(reportEn);
    const english = translator("en");
    expect(english("confirmations", { current: 1, count: 1 })).toBe("1 of 1 confirmation");
    expect(english("confirmations", { current: 3, count: 12 })).toBe("3 of 12 confirmations");
    expect(english("report_open", { count: 1 })).toBe("1 sale of this range is still open and not counted yet.");
    const pl = translator("pl");
    expect(pl("confirmations", { current: 1, count: 1 })).toBe("1 z 1 potwierdzenia");
    expect(pl("confirmations", { current: 2, count: 12 })).toBe("2 z 12 potwierdzeń");
    expect([1, 3, 5, 22].map((count) => pl("report_other_currency", { count }))).toEqual([
      "Pominięto 1 sprzedaż w innej walucie.",
      "Pominięto 3 sprzedaże w innej walucie.",
      "Pominięto 5 sprzedaży w innej walucie.",
      "Pominięto 22 sprzedaże w innej walucie.",
    ]);
    expect(pl("error_items_too_many", { count: 25, limit: 24 })).toBe(
      "25 szybkich pozycji: na ekranie sprzedaży mieści się najwyżej 24.",
    );
    expect(translator("he")("report_open", { count: 2 })).toBe("שתי מכירות מהתקופה הזו עדיין פתוחות ולא נספרו.");
    expect(translator("ja")("report_open", { count: 3 })).toBe(
      "この期間の販売のうち 3 件はまだ完了しておらず、集計に含まれていません。",
    );
  });

  it("isolates every value in an Arabic sentence, so a token or a number keeps its own direction", async () => {
    await loadLocale("ar");
    const ar = translator("ar");
    const isolated = (value: string) => `\u2068${value}\u2069`;
    expect(ar("network_warning", { token: "USDT", network: "Tron" })).toBe(
      `أرسل ${isolated("USDT")} على شبكة ${isolated("Tron")} فقط. الأموال المرسلة عبر شبكة أخرى تضيع.`,
    );
    expect(ar("report_open", { count: 5 })).toBe(
      `${isolated(new Intl.NumberFormat("ar").format(5))} عمليات بيع من هذه الفترة ما زالت مفتوحة ولم تُحتسب بعد.`,
    );
    expect(ar("report_open", { count: 2 })).toBe("عمليتا بيع من هذه الفترة ما زالتا مفتوحتين ولم تُحتسبا بعد.");
  });
});
