/** Decimal arithmetic for the stub (big.js, never floats) and the plain-decimal strings the wire carries. */
import BigJs from "big.js";

/** A big.js constructor of our own: plain notation always, 40 decimal places for divisions. */
export const Dec = BigJs();
Dec.DP = 40;
Dec.NE = -60;
Dec.PE = 60;
export type Dec = BigJs.Big;

const ROUND_DOWN = 0;
const ROUND_UP = 3;

/** Rounded up to `dp` decimals: a customer never pays less than the invoice is worth. */
export function roundUp(x: Dec, dp: number): string {
  return plain(x.round(dp, ROUND_UP));
}

/**
 * Rounded up to `sd` significant digits, then to at most `dp` decimals: a figure shown to people ("0.00166667", not
 * "0.0016666666666666667") that is still never below `x`.
 */
export function roundUpSignificant(x: Dec, sd: number, dp: number): string {
  if (x.lte(0)) return plain(x);
  return roundUp(x.prec(sd, ROUND_UP), dp);
}

export function roundDown(x: Dec, dp: number): string {
  return plain(x.round(dp, ROUND_DOWN));
}

/** Plain decimal string without exponent or trailing zeros after the point ("10.5", "3"). */
export function plain(x: Dec): string {
  return x.toString();
}

/**
 * An amount the merchant sent, as the provider answers it: trailing zeros dropped ("100.00" → "100", "10.50" →
 * "10.5"). The PHP SDK's AmountGuard and InvoiceReverseVerifier compare decimals because "the server trims trailing
 * zeros on the wire".
 */
export function trimmed(amount: string): string {
  return plain(dec(amount));
}

export function dec(s: string): Dec {
  return new Dec(s);
}
