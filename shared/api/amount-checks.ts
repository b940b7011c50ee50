/**
 * The spec's checks on an amount a client sends: format, positivity, ceiling, precision. The spelling itself is
 * shared/decimal/plain-decimal.ts's WIRE_DECIMAL.
 */

import { decimalPlaces, isZero, parseDecimal, WIRE_DECIMAL } from "../decimal/plain-decimal.ts";
import { isNetworkCode, minorUnitsOf, tokenOn } from "./networks.ts";

/** The spec's ceiling: at most 20 integer digits on invoice and withdrawal amounts (the terminal's keypad allows fewer). */
export const API_MAX_INTEGER_DIGITS = 20;

export type AmountCode = "field_required" | "field_invalid_format" | "field_must_be_positive" | "amount_too_large";

/**
 * The spec code for an amount sent by a client, or null when it is acceptable.
 * - missing, null, empty or whitespace-only → field_required
 * - anything but a plain decimal string (numbers, "1e5", " 1", "01", "1,5", ".5") → field_invalid_format
 * - a negative plain decimal ("-1") → field_must_be_positive: it is a decimal, just not greater than 0
 * - more than 20 integer digits → amount_too_large
 * - zero in any spelling ("0", "0.00") → field_must_be_positive
 */
export function checkAmount(value: unknown): AmountCode | null {
  if (value === undefined || value === null) return "field_required";
  if (typeof value !== "string") return "field_invalid_format";
  if (value.trim() === "") return "field_required";
  // The sign is read apart from the spelling: "-1" is a decimal that is not positive, "-01" is not a decimal at all.
  const negative = value.startsWith("-");
  const parts = parseDecimal(negative ? value.slice(1) : value, WIRE_DECIMAL);
  if (!parts) return "field_invalid_format";
  if (negative) return "field_must_be_positive";
  if (parts.integer.length > API_MAX_INTEGER_DIGITS) return "amount_too_large";
  if (isZero(parts)) return "field_must_be_positive";
  return null;
}

/**
 * `amount_too_many_decimals` for an invoice amount finer than its currency allows, else null: a fiat amount is held
 * to the ISO 4217 minor unit (USD 2, JPY 0, KWD 3); a crypto amount to the token's decimals on `network` when one is
 * given (without a network the token's precision is not yet known, so nothing is refused here).
 * Call it after `checkAmount` passed.
 */
export function checkInvoiceAmountPrecision(
  amount: string,
  currency: string,
  network?: string,
): "amount_too_many_decimals" | null {
  const minorUnits = minorUnitsOf(currency);
  if (minorUnits !== undefined) return decimalPlaces(amount) > minorUnits ? "amount_too_many_decimals" : null;
  // Stryker disable next-line ConditionalExpression: equivalent, checkTokenAmountPrecision answers null for no network too.
  if (network === undefined) return null;
  return checkTokenAmountPrecision(amount, currency, network);
}

/**
 * `amount_too_many_decimals` when `amount` has more decimals than the token supports on the network
 * (simulate-deposit, withdrawals), else null. An unknown token/network pair is not this check's business
 * (it is field_invalid_enum or currency_not_enabled_for_project elsewhere), so it answers null.
 */
export function checkTokenAmountPrecision(
  amount: string,
  currency: string,
  network: string,
): "amount_too_many_decimals" | null {
  if (!isNetworkCode(network)) return null;
  const token = tokenOn(network, currency);
  if (!token) return null;
  return decimalPlaces(amount) > token.decimals ? "amount_too_many_decimals" : null;
}
