/**
 * What a token amount is worth in the order's fiat currency at the invoice's rate ("27 USDT ≈ €25.00"): exact decimal
 * arithmetic on the API's strings with bigint, never a float.
 */
import { minorUnitsOf } from "../api/networks.ts";
import { fromScaledInteger, scaledAsWritten, UNSIGNED_DECIMAL } from "../decimal/plain-decimal.ts";

/** `units / 10^scale` rounded half up to `digits` fraction digits, written as a plain decimal. */
function rounded(units: bigint, scale: number, digits: number): string {
  let scaled = units;
  if (scale > digits) {
    const divisor = 10n ** BigInt(scale - digits);
    scaled = (units + divisor / 2n) / divisor;
  } else {
    scaled = units * 10n ** BigInt(digits - scale);
  }
  return fromScaledInteger(scaled, digits);
}

export interface FiatEquivalent {
  /** `amount × rate`, to the fiat currency's minor unit. */
  readonly value: string;
  /** The price of one token, written as rateDigits says ("2777.78", "0.9259"). */
  readonly rate: string;
}

/**
 * `amount` of a token at `rate` (the fiat price of one token, the invoice's `payment.exchange_rate`), in `fiat`; null
 * when there is nothing to show: no rate, a currency that is not fiat, or a value that is not a plain decimal.
 */
export function fiatEquivalent(amount: string, rate: string | undefined, fiat: string): FiatEquivalent | null {
  const minor = minorUnitsOf(fiat);
  if (rate === undefined || minor === undefined) return null;
  const a = scaledAsWritten(amount, UNSIGNED_DECIMAL);
  const r = scaledAsWritten(rate, UNSIGNED_DECIMAL);
  if (!a || !r) return null;
  return {
    value: rounded(a.units * r.units, a.scale + r.scale, minor),
    rate: rounded(r.units, r.scale, rateDigits(r.units, r.scale, minor)),
  };
}

/**
 * Fraction digits of the price of one token: a price of one unit of money or more is written like money
 * ("1 ETH = €2,777.78", not €2,777.7778); a smaller one keeps four significant digits and at least two digits more
 * than the minor unit ("1 USDT = €0.9259", "1 SHIB = $0.00001234").
 */
function rateDigits(units: bigint, scale: number, minor: number): number {
  if (units >= 10n ** BigInt(scale)) return minor;
  const zerosAfterPoint = units === 0n ? 0 : scale - units.toString().length;
  return Math.max(minor + 2, zerosAfterPoint + 4);
}
