/** Keypad arithmetic: the amount is kept as an integer count of the currency's minor units (bigint), never a float. */

export type KeypadKey = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "00" | "back" | "clear";

/** The spec caps amounts at 20 integer digits; a till never needs more than 9, and a short cap keeps typos cheap. */
export const MAX_INTEGER_DIGITS = 9;

export interface AmountEntry {
  readonly minor: bigint;
  readonly minorUnit: number;
}

export function emptyEntry(minorUnit: number): AmountEntry {
  return { minor: 0n, minorUnit };
}

function limitFor(minorUnit: number): bigint {
  return 10n ** BigInt(MAX_INTEGER_DIGITS + minorUnit);
}

/** Applies one key press like a cash register: digits shift in from the right of the minor units. */
export function pressKey(entry: AmountEntry, key: KeypadKey): AmountEntry {
  if (key === "clear") return { ...entry, minor: 0n };
  if (key === "back") return { ...entry, minor: entry.minor / 10n };
  const digits = key;
  let next = entry.minor;
  for (const d of digits) next = next * 10n + BigInt(d);
  // A press that would overflow is ignored rather than truncated, so the display never jumps.
  if (next >= limitFor(entry.minorUnit)) return entry;
  return { ...entry, minor: next };
}

/** Minor units → plain decimal string with exactly `minorUnit` decimals ("1250", 2 → "12.50"). */
export function toDecimal(minor: bigint, minorUnit: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (minorUnit === 0) return `${negative ? "-" : ""}${abs}`;
  const s = abs.toString().padStart(minorUnit + 1, "0");
  return `${negative ? "-" : ""}${s.slice(0, -minorUnit)}.${s.slice(-minorUnit)}`;
}

/** Plain decimal string → minor units; null when it is not a plain decimal or has more decimals than the unit allows. */
export function fromDecimal(value: string, minorUnit: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const int = m[1] ?? "0";
  const frac = m[2] ?? "";
  if (frac.length > minorUnit) {
    // Trailing zeros beyond the unit are harmless ("12.500" in EUR); anything else is not representable.
    if (!/^0*$/.test(frac.slice(minorUnit))) return null;
  }
  const fracPadded = frac.slice(0, minorUnit).padEnd(minorUnit, "0");
  return BigInt(int + fracPadded);
}

export function entryDecimal(entry: AmountEntry): string {
  return toDecimal(entry.minor, entry.minorUnit);
}
