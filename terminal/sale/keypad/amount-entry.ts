/** Keypad arithmetic: the amount is kept as an integer count of the currency's minor units (bigint), never a float. */
import { toDecimal } from "../../money/money.ts";

/**
 * A key of the keypad, or of a physical keyboard at the till: "point" is its decimal separator (the on-screen keypad
 * has none; its digits shift in from the right).
 */
export type KeypadKey = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "00" | "point" | "back" | "clear";

/**
 * Integer digits the keypad lets staff type. The spec allows 20 (API_MAX_INTEGER_DIGITS); a till never needs more
 * than 9, and a short cap keeps typos cheap.
 */
export const KEYPAD_MAX_INTEGER_DIGITS = 9;

export interface AmountEntry {
  readonly minor: bigint;
  readonly minorUnit: number;
  /**
   * Digits typed after a decimal separator (a physical keyboard's "12.5"): each fills the next decimal place instead of
   * shifting in from the right. Absent while no separator was typed.
   */
  readonly fractionDigits?: number;
}

export function emptyEntry(minorUnit: number): AmountEntry {
  return { minor: 0n, minorUnit };
}

function limitFor(minorUnit: number): bigint {
  return 10n ** BigInt(KEYPAD_MAX_INTEGER_DIGITS + minorUnit);
}

/** The amount in minor units after the digits of `key` shift in from the right. */
function shiftedIn(entry: AmountEntry, digits: string): bigint {
  let next = entry.minor;
  for (const d of digits) next = next * 10n + BigInt(d);
  return next;
}

/** "12" typed then the separator: the digits so far are whole units (12.00), and the decimals come next. */
function pointed(entry: AmountEntry): bigint {
  return entry.minor * 10n ** BigInt(entry.minorUnit);
}

/** After a separator: each digit fills the next decimal place, up to the currency's minor unit (more are ignored). */
function filledIn(entry: AmountEntry, digits: string, placed: number): AmountEntry {
  let minor = entry.minor;
  let fractionDigits = placed;
  for (const d of digits) {
    if (fractionDigits >= entry.minorUnit) break;
    fractionDigits += 1;
    minor += BigInt(d) * 10n ** BigInt(entry.minorUnit - fractionDigits);
  }
  return { ...entry, minor, fractionDigits };
}

/** The press would take the amount past KEYPAD_MAX_INTEGER_DIGITS, so pressKey ignores it (staff are told why). */
export function pressExceedsCap(entry: AmountEntry, key: KeypadKey): boolean {
  if (key === "clear" || key === "back") return false;
  // Past the separator only decimals are added: the whole units are already within the cap.
  if (entry.fractionDigits !== undefined) return false;
  if (key === "point") return pointed(entry) >= limitFor(entry.minorUnit);
  return shiftedIn(entry, key) >= limitFor(entry.minorUnit);
}

/**
 * Applies one key press like a cash register: digits shift in from the right of the minor units. After a decimal
 * separator (from a physical keyboard) they fill the decimals instead, and Backspace takes them back one by one, then
 * the separator itself.
 */
export function pressKey(entry: AmountEntry, key: KeypadKey): AmountEntry {
  const { minorUnit, fractionDigits } = entry;
  if (key === "clear") return { minor: 0n, minorUnit };
  if (fractionDigits !== undefined) {
    if (key === "point") return entry;
    if (key !== "back") return filledIn(entry, key, fractionDigits);
    if (fractionDigits === 0) return { minor: entry.minor / 10n ** BigInt(minorUnit), minorUnit };
    const place = 10n ** BigInt(minorUnit - fractionDigits + 1);
    return { minor: (entry.minor / place) * place, minorUnit, fractionDigits: fractionDigits - 1 };
  }
  if (key === "back") return { minor: entry.minor / 10n, minorUnit };
  // A press that would overflow is ignored rather than truncated, so the display never jumps.
  if (pressExceedsCap(entry, key)) return entry;
  // A currency without decimals (JPY) has no separator to type.
  if (key === "point") return minorUnit === 0 ? entry : { minor: pointed(entry), minorUnit, fractionDigits: 0 };
  return { ...entry, minor: shiftedIn(entry, key) };
}

export function entryDecimal(entry: AmountEntry): string {
  return toDecimal(entry.minor, entry.minorUnit);
}
