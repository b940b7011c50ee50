/** Amounts in the shop's currency as an integer count of its minor units (bigint), and back to plain decimal strings. */
import { minorUnitsOf } from "../../shared/api/networks.ts";
import {
  fromScaledInteger,
  parseDecimal,
  toScaledInteger,
  UNSIGNED_DECIMAL,
} from "../../shared/decimal/plain-decimal.ts";

/** Decimal places of a fiat currency (EUR 2, JPY 0, KWD 3); 2 for one the list does not know. */
export function minorUnitOf(currency: string): number {
  return minorUnitsOf(currency) ?? 2;
}

/** Minor units → plain decimal string with exactly `minorUnit` decimals ("1250", 2 → "12.50"). */
export function toDecimal(minor: bigint, minorUnit: number): string {
  return fromScaledInteger(minor, minorUnit);
}

/**
 * Plain decimal string (surrounding spaces ignored, leading zeros read: staff typed it) → minor units; null when it is
 * not a non-negative plain decimal or has a non-zero digit past the unit (trailing zeros are harmless: "12.500" in EUR).
 */
export function fromDecimal(value: string, minorUnit: number): bigint | null {
  const parts = parseDecimal(value.trim(), UNSIGNED_DECIMAL);
  return parts && toScaledInteger(parts, minorUnit);
}
