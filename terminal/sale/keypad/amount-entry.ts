/** Keypad arithmetic: the amount is kept as an integer count of the currency's minor units (bigint), never a float. */
import { toDecimal } from "../../money/money.ts";

export type KeypadKey = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "00" | "back" | "clear";

/**
 * Integer digits the keypad lets staff type. The spec allows 20 (API_MAX_INTEGER_DIGITS); a till never needs more
 * than 9, and a short cap keeps typos cheap.
 */
export const KEYPAD_MAX_INTEGER_DIGITS = 9;

export interface AmountEntry {
  readonly minor: bigint;
  readonly minorUnit: number;
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

/** The press would take the amount past KEYPAD_MAX_INTEGER_DIGITS, so pressKey ignores it (staff are told why). */
export function pressExceedsCap(entry: AmountEntry, key: KeypadKey): boolean {
  if (key === "clear" || key === "back") return false;
  return shiftedIn(entry, key) >= limitFor(entry.minorUnit);
}

/** Applies one key press like a cash register: digits shift in from the right of the minor units. */
export function pressKey(entry: AmountEntry, key: KeypadKey): AmountEntry {
  if (key === "clear") return { ...entry, minor: 0n };
  if (key === "back") return { ...entry, minor: entry.minor / 10n };
  // A press that would overflow is ignored rather than truncated, so the display never jumps.
  if (pressExceedsCap(entry, key)) return entry;
  return { ...entry, minor: shiftedIn(entry, key) };
}

export function entryDecimal(entry: AmountEntry): string {
  return toDecimal(entry.minor, entry.minorUnit);
}
