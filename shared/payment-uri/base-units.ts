/** Exact conversion between decimal amount strings and a token's integer base units (wei, sun, lamports…), in bigint. */
import {
  fromScaledInteger,
  parseDecimal,
  toScaledInteger,
  UNSIGNED_DECIMAL,
  withoutTrailingZeros,
} from "../decimal/plain-decimal.ts";

/** Far beyond any real token (NEAR has 24); guards against a typo turning into a huge power of ten. */
const MAX_DECIMALS = 36;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

/**
 * "10.5" with 6 decimals → 10500000n. Accepts plain decimals only (digits, optional "." and digits: no sign,
 * exponent, spaces or separators). Trailing zeros past the token's precision are fine ("1.50" with 1 decimal);
 * a non-zero digit past it is an error, because rounding would change what the customer is asked to pay.
 */
export function toBaseUnits(decimal: string, decimals: number): bigint {
  checkDecimals(decimals);
  if (decimal.startsWith("-")) throw new RangeError(`amount must not be negative: "${decimal}"`);
  const parts = parseDecimal(decimal, UNSIGNED_DECIMAL);
  if (!parts) throw new SyntaxError(`amount is not a plain decimal string: "${decimal}"`);
  const units = toScaledInteger(parts, decimals);
  if (units === null) throw new RangeError(`amount "${decimal}" has more than ${decimals} decimal places`);
  return units;
}

/** 10500000n with 6 decimals → "10.5": the shortest plain decimal, no trailing zeros and no trailing ".". */
export function fromBaseUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  if (units < 0n) throw new RangeError(`base units must not be negative: ${units}`);
  return withoutTrailingZeros(fromScaledInteger(units, decimals));
}
