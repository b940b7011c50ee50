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
  if (typeof decimal !== "string") throw new TypeError("amount must be a decimal string");
  if (decimal.startsWith("-")) throw new RangeError(`amount must not be negative: "${decimal}"`);
  const match = PLAIN_DECIMAL.exec(decimal);
  if (!match) throw new SyntaxError(`amount is not a plain decimal string: "${decimal}"`);
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) {
    throw new RangeError(`amount "${decimal}" has more than ${decimals} decimal places`);
  }
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

/** 10500000n with 6 decimals → "10.5": the shortest plain decimal, no trailing zeros and no trailing ".". */
export function fromBaseUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  if (units < 0n) throw new RangeError(`base units must not be negative: ${units}`);
  const scale = 10n ** BigInt(decimals);
  const whole = (units / scale).toString();
  const fraction = (units % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction === "" ? whole : `${whole}.${fraction}`;
}

/** The amount written the way BIP 21 and Solana Pay want it, checked against the token's precision. */
export function uriAmount(decimal: string, decimals: number): string {
  return fromBaseUnits(toBaseUnits(decimal, decimals), decimals);
}
