import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isRightToLeft, matchLocale, negotiateLocale, SUPPORTED_LOCALES } from "./supported-locales.ts";

describe("negotiateLocale", () => {
  it("prefers the requested tag, then the browser's list, then English", () => {
    expect(negotiateLocale("de-AT", ["fr"])).toBe("de");
    expect(negotiateLocale(null, ["sv-SE", "pt-BR", "es-MX"])).toBe("pt-BR");
    expect(negotiateLocale("xx", ["zz"])).toBe("en");
    expect(negotiateLocale("AR")).toBe("ar");
  });
  it("reads region and script variants as the one variant it speaks", () => {
    expect(matchLocale("pt")).toBe("pt-BR");
    expect(matchLocale("pt-PT")).toBe("pt-BR");
    expect(matchLocale("zh")).toBe("zh-CN");
    expect(matchLocale("zh-Hans-SG")).toBe("zh-CN");
    expect(matchLocale("ja-JP")).toBe("ja");
    expect(matchLocale("uk_UA")).toBe("uk");
  });
  it("understands the old codes of Hebrew and Indonesian", () => {
    expect(matchLocale("iw-IL")).toBe("he");
    expect(matchLocale("in")).toBe("id");
  });
  it("does not give Simplified Chinese to a reader of Traditional characters", () => {
    expect(matchLocale("zh-TW")).toBeNull();
    expect(negotiateLocale("zh-Hant", ["ja"])).toBe("ja");
  });
  it("never throws on any string and always returns a supported locale", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (a, list) =>
        SUPPORTED_LOCALES.includes(negotiateLocale(a, list)),
      ),
    );
  });
  it("writes Arabic and Hebrew right to left, the others left to right", () => {
    expect(SUPPORTED_LOCALES.filter(isRightToLeft)).toEqual(["ar", "he"]);
  });
});
