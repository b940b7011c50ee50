import { describe, expect, it } from "vitest";
import { Catalogue, fillText, formatClockTime, formatDateTime, formatSeconds, type Text } from "./translator.ts";

const english = {
  hello: "Hello {name}",
  confirmations: { one: "{current} of {count} confirmation", other: "{current} of {count} confirmations" },
  only_english: "Only in English",
} as const;
type Key = keyof typeof english;

describe("fillText", () => {
  it("fills values and leaves a placeholder without one in sight", () => {
    expect(fillText("Send {amount} to {address}", "en", { amount: "10.50 USDT" })).toBe("Send 10.50 USDT to {address}");
    expect(fillText("No values", "en")).toBe("No values");
    expect(fillText("Hello {name}", "en")).toBe("Hello {name}");
  });
  it("picks the plural form the language's rules call for, by count", () => {
    const polish = { one: "{count} sieć", few: "{count} sieci", many: "{count} sieci", other: "{count} sieci" };
    expect([1, 3, 5, 22].map((count) => fillText(polish, "pl", { count }))).toEqual([
      "1 sieć",
      "3 sieci",
      "5 sieci",
      "22 sieci",
    ]);
    expect(fillText(english.confirmations, "en", { current: 1, count: 1 })).toBe("1 of 1 confirmation");
    expect(fillText(english.confirmations, "en", { current: 2, count: 12 })).toBe("2 of 12 confirmations");
    // Without a count the form is the one for 0 ("other" in English), never a crash.
    expect(fillText(english.confirmations, "en")).toBe("{current} of {count} confirmations");
  });
  it("writes numbers with the language's digits and separators", () => {
    expect(fillText("{count} sales", "en", { count: 12345 })).toBe("12,345 sales");
    expect(fillText("{count} Verkäufe", "de", { count: 12345 })).toBe("12.345 Verkäufe");
  });
  it("isolates every value in a right-to-left sentence, and none in a left-to-right one", () => {
    expect(fillText("أرسل {amount} فقط", "ar", { amount: "10.50 USDT" })).toBe("أرسل \u206810.50 USDT\u2069 فقط");
    expect(fillText("חזרה אל {shop}", "he", { shop: "Demo shop" })).toBe("חזרה אל \u2068Demo shop\u2069");
    expect(fillText("Send {amount}", "en", { amount: "10.50 USDT" })).not.toMatch(/[\u2066-\u2069]/);
  });
  it("holds a value in its isolate: a stray pop is dropped, an isolate the value leaves open is closed", () => {
    // A shop name ending the translator's isolate early would let the words after it take the name's direction.
    expect(fillText("العودة إلى {shop} الآن", "ar", { shop: "Evil\u2069 shop" })).toBe(
      "العودة إلى \u2068Evil shop\u2069 الآن",
    );
    expect(fillText("חזרה אל {shop}", "he", { shop: "\u2069\u2069x\u2066y" })).toBe(
      "חזרה אל \u2068x\u2066y\u2069\u2069",
    );
    // Isolates that pair up, as formatMoney writes them in Arabic, are left as they are.
    expect(fillText("أرسل {amount}", "ar", { amount: "\u206610.50 USDT\u2069" })).toBe(
      "أرسل \u2068\u206610.50 USDT\u2069\u2069",
    );
    expect(fillText("{a}", "ar", { a: "\u2067x\u2069\u2069" })).toBe("\u2068\u2067x\u2069\u2069");
    // A pair followed by more of the value keeps its pop where it was: the words after it are not pulled inside.
    expect(fillText("أرسل {amount}", "ar", { amount: "\u206610.50 USDT\u2069 (≈ 9.70 EUR)" })).toBe(
      "أرسل \u2068\u206610.50 USDT\u2069 (≈ 9.70 EUR)\u2069",
    );
  });
});

describe("Catalogue", () => {
  const german: Record<Key, Text> = {
    hello: "Hallo {name}",
    confirmations: { one: "{current} von {count} Bestätigung", other: "{current} von {count} Bestätigungen" },
    only_english: "Nur auf Englisch",
  };

  it("speaks English until a language has loaded, then that language, fetching it once", async () => {
    let fetches = 0;
    const texts = new Catalogue<Key>(english, () => {
      fetches += 1;
      return Promise.resolve(german);
    });
    expect(texts.isReady("en")).toBe(true);
    expect(texts.isReady("de")).toBe(false);
    await texts.load("en");
    expect(fetches, "English is bundled, never fetched").toBe(0);
    expect(texts.translator("de")("hello", { name: "Ada" })).toBe("Hello Ada");
    await Promise.all([texts.load("de"), texts.load("de")]);
    expect(fetches).toBe(1);
    expect(texts.isReady("de")).toBe(true);
    expect(texts.translator("de")("hello", { name: "Ada" })).toBe("Hallo Ada");
    expect(texts.translator("de")("confirmations", { current: 1, count: 3 })).toBe("1 von 3 Bestätigungen");
  });

  it("goes on in English when a language's chunk cannot be fetched: load resolves, never rejects", async () => {
    const texts = new Catalogue<Key>(english, () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(texts.load("ar")).resolves.toBeUndefined();
    expect(texts.isReady("ar")).toBe(true);
    // English words with English rules: no isolates, no Arabic plural forms around English text.
    expect(texts.translator("ar")("confirmations", { current: 1, count: 1 })).toBe("1 of 1 confirmation");
  });

  it("says a key a language lacks in English, and shows a key nobody has as itself", async () => {
    const texts = new Catalogue<Key>({ hello: english.hello }, () =>
      Promise.resolve({ hello: "Hallo {name}" } as Record<Key, Text>),
    );
    await texts.load("de");
    expect(texts.translator("de")("only_english")).toBe("only_english");
    texts.addEnglish({ only_english: english.only_english });
    expect(texts.translator("de")("only_english")).toBe("Only in English");
  });

  it("knows which keys a language has of its own, so no English chunk is fetched to say them", async () => {
    const texts = new Catalogue<Key>(english, (locale) =>
      locale === "de" ? Promise.resolve(german) : Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(texts.hasOwn("de", "hello"), "before its chunk").toBe(false);
    await Promise.all([texts.load("de"), texts.load("fr")]);
    expect(texts.hasOwn("de", "hello")).toBe(true);
    expect(texts.hasOwn("fr", "hello"), "its chunk failed: said in English").toBe(false);
    expect(texts.hasOwn("en", "hello"), "English may still wait for a chunk").toBe(false);
  });
});

describe("formatSeconds", () => {
  it("writes a wait in words, rounded up, never negative", () => {
    expect(formatSeconds(44.2, "en")).toBe("45 seconds");
    expect(formatSeconds(1, "de")).toBe("1 Sekunde");
    expect(formatSeconds(-3, "en")).toBe("0 seconds");
  });
});

describe("formatDateTime and formatClockTime", () => {
  const moment = Date.UTC(2026, 10, 26, 14, 5, 30);
  it("write a date with its time of day, and a time of day to the second, in the language's way", () => {
    expect(formatDateTime(moment, "en")).toMatch(/^Nov 2[67], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime(moment, "de")).toMatch(/^2[67]\.11\.2026, \d{2}:\d{2}$/);
    expect(formatClockTime(moment, "en")).toMatch(/^\d{1,2}:05:30\s?[AP]M$/);
    expect(formatClockTime(moment, "de")).toMatch(/^\d{2}:05:30$/);
  });
});
