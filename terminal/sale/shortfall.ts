/**
 * How much of an order an underpaid payment leaves unpaid, in the order's own currency: what staff charge again.
 * big.js, not minor units: token amounts carry the token's precision and the rate divides (styles: sale-sums.ts).
 */
import Big from "big.js";
import { minorUnitsOf } from "../../shared/api/networks.ts";

/**
 * The part of the order the missing tokens stood for: amount × (asked − arrived) ÷ asked, rounded up to the
 * currency's minor unit so a new sale for it covers the gap. Null when the order is priced in a token (no minor unit
 * to round to) or nothing is missing.
 */
export function missingOfOrder(
  order: { readonly amount: string; readonly currency: string },
  expected: string,
  received: string,
): string | null {
  const left = new Big(expected).minus(received);
  const places = minorUnitsOf(order.currency);
  if (left.lte(0) || places === undefined || new Big(expected).lte(0)) return null;
  return new Big(order.amount).times(left).div(expected).round(places, Big.roundUp).toFixed(places);
}
