import { describe, expect, it } from "vitest";
import {
  emptyEntry,
  entryDecimal,
  KEYPAD_MAX_INTEGER_DIGITS,
  pressExceedsCap,
  pressKey,
  type KeypadKey,
} from "./amount-entry.ts";

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

  it("tells which presses the cap refuses: a digit or 00 past it, never back or clear", () => {
    const eightDigits = type(Array<KeypadKey>(KEYPAD_MAX_INTEGER_DIGITS - 1 + 2).fill("9"));
    expect(entryDecimal(eightDigits)).toBe(`${"9".repeat(KEYPAD_MAX_INTEGER_DIGITS - 1)}.99`);
    // One digit still fits; "00" would add two.
    expect(pressExceedsCap(eightDigits, "5")).toBe(false);
    expect(pressExceedsCap(eightDigits, "00")).toBe(true);
    const full = pressKey(eightDigits, "5");
    for (const digit of ["0", "1", "9", "00"] as const) expect(pressExceedsCap(full, digit)).toBe(true);
    expect(pressExceedsCap(full, "back")).toBe(false);
    expect(pressExceedsCap(full, "clear")).toBe(false);
  });

  it("counts the cap in whole units, whatever the currency's minor unit (JPY 0, KWD 3)", () => {
    const yen = type(Array<KeypadKey>(KEYPAD_MAX_INTEGER_DIGITS).fill("1"), 0);
    expect(entryDecimal(yen)).toBe("1".repeat(KEYPAD_MAX_INTEGER_DIGITS));
    expect(pressExceedsCap(yen, "0")).toBe(true);
    const dinar = type(Array<KeypadKey>(KEYPAD_MAX_INTEGER_DIGITS + 2).fill("1"), 3);
    expect(pressExceedsCap(dinar, "1")).toBe(false);
    expect(pressExceedsCap(pressKey(dinar, "1"), "1")).toBe(true);
  });

  it("after a decimal separator from a keyboard, digits fill the decimals (1,2,.,5 → 12.50; 1,2,.,0,5 → 12.05)", () => {
    expect(entryDecimal(type(["1", "2", "point", "5"]))).toBe("12.50");
    expect(entryDecimal(type(["1", "2", "point", "0", "5"]))).toBe("12.05");
    expect(entryDecimal(type(["point", "5"]))).toBe("0.50");
    // Past the currency's decimals a digit is ignored, and a second separator too.
    expect(entryDecimal(type(["1", "point", "2", "5", "9", "point", "7"]))).toBe("1.25");
  });

  it("Backspace takes back the decimals one by one, then the separator", () => {
    expect(entryDecimal(type(["1", "2", "point", "5", "back"]))).toBe("12.00");
    expect(entryDecimal(type(["1", "2", "point", "0", "5", "back", "back", "back"]))).toBe("0.12");
    expect(entryDecimal(type(["1", "2", "point", "5", "back", "back", "3"]))).toBe("1.23");
  });

  it("a separator is ignored where the currency has no decimals, and refused past the digit cap", () => {
    expect(entryDecimal(type(["1", "2", "point", "5"], 0))).toBe("125");
    const nine = type(Array.from({ length: KEYPAD_MAX_INTEGER_DIGITS + 2 }, () => "1" as const));
    expect(pressExceedsCap(nine, "point")).toBe(true);
    expect(pressKey(nine, "point")).toEqual(nine);
  });
});
