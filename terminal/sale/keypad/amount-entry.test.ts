import { describe, expect, it } from "vitest";
import { emptyEntry, entryDecimal, KEYPAD_MAX_INTEGER_DIGITS, pressKey, type KeypadKey } from "./amount-entry.ts";

function type(keys: KeypadKey[], minorUnit = 2) {
  return keys.reduce(pressKey, emptyEntry(minorUnit));
}

describe("keypad amount entry", () => {
  it("shifts digits in from the right like a till (EUR: 1,2,5,0 → 12.50)", () => {
    expect(entryDecimal(type(["1", "2", "5", "0"]))).toBe("12.50");
  });

  it("respects a currency without minor units (JPY: 1,2,5,0 → 1250)", () => {
    expect(entryDecimal(type(["1", "2", "5", "0"], 0))).toBe("1250");
  });

  it("respects three-decimal currencies (KWD: 5 → 0.005)", () => {
    expect(entryDecimal(type(["5"], 3))).toBe("0.005");
  });

  it("00 appends two zeros, back removes the last digit, clear empties", () => {
    expect(entryDecimal(type(["7", "00"]))).toBe("7.00");
    expect(entryDecimal(type(["7", "00", "back"]))).toBe("0.70");
    expect(entryDecimal(type(["7", "00", "clear"]))).toBe("0.00");
  });

  it("ignores a press that would exceed the integer-digit cap", () => {
    const nines = Array<KeypadKey>(KEYPAD_MAX_INTEGER_DIGITS + 2).fill("9");
    const full = type(nines);
    expect(entryDecimal(full)).toBe(`${"9".repeat(KEYPAD_MAX_INTEGER_DIGITS)}.99`);
    expect(pressKey(full, "1")).toBe(full);
  });
});
