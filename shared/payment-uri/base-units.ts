/** Exact conversion between decimal amount strings and a token's integer base units (wei, sun, lamports…), in bigint. */

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;
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
  const match = PLAIN_DECIMAL.exec(decimal);
  if (!match) throw new SyntaxError(`amount is not a plain decimal string: "${decimal}"`);
  const [, whole, fraction = ""] = match;
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > decimals) {
    throw new RangeError(`amount "${decimal}" has more than ${decimals} decimal places`);
  }
  // The whole digits then exactly `decimals` fraction digits: the amount in base units.
  return BigInt(whole + significant.padEnd(decimals, "0"));
}

/** 10500000n with 6 decimals → "10.5": the shortest plain decimal, no trailing zeros and no trailing ".". */
export function fromBaseUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  if (units < 0n) throw new RangeError(`base units must not be negative: ${units}`);
  // At least one digit before the point, then drop the fraction's trailing zeros (and the point when none is left).
  const digits = units.toString().padStart(decimals + 1, "0");
  const point = digits.length - decimals;
  return `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/\.?0*$/, "");
}

/** The amount written the way BIP 21 and Solana Pay want it, checked against the token's precision. */
export function uriAmount(decimal: string, decimals: number): string {
  return fromBaseUnits(toBaseUnits(decimal, decimals), decimals);
}
