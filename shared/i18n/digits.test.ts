import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";
import { countdownLabel } from "../checkout/countdown.ts";
import { fillText, formatSeconds } from "./translator.ts";

/** Arabic as spoken in Egypt writes Arabic-Indic digits by default in every engine, as WebKit does for plain "ar". */
const ARABIC_INDIC_DEFAULT = "ar-EG";

describe("one rule for digits: Latin in every language", () => {
  it("writes amounts, the countdown, the rate and waits in Latin digits where the language's default is Arabic-Indic", () => {
    expect(new Intl.NumberFormat(ARABIC_INDIC_DEFAULT).format(13.5)).not.toContain("13");
    expect(formatMoney("13.5", "USDT", ARABIC_INDIC_DEFAULT)).toContain("13.5");
    expect(formatMoney("2777.78", "EUR", ARABIC_INDIC_DEFAULT)).toMatch(/2.?777.78/);
    expect(countdownLabel(3 * 3600 + 10 * 60 + 50, ARABIC_INDIC_DEFAULT)).toBe("3:10:50");
    expect(formatSeconds(45, "ar")).toMatch(/45/);
    expect(fillText("{count}", "ar", { count: 12 })).toContain("12");
  });
});
