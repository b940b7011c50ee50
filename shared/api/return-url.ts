/**
 * `return_url` (ours, not the provider's): where the hosted payment page links the customer back to the shop. It is
 * shown as a link to whoever opens the invoice's payment_url, so only a plain web address passes: https (http only on
 * the merchant's own machine, for development), no user name or password in it, and a length any browser keeps.
 */
import type { ErrorCode } from "./codes.ts";
import { safeLinkUrl } from "./safe-link.ts";

export const MAX_RETURN_URL_LENGTH = 2048;

/**
 * The URL if it is a return address a page may link to, else null (the hosted page checks again before linking): the
 * rule of every link from the API (safe-link.ts).
 */
export function parseReturnUrl(value: string): URL | null {
  return safeLinkUrl(value);
}

/** The spec code a `return_url` fails with: field_too_long over 2048 characters, field_invalid_format when not a safe address. */
export function checkReturnUrl(value: string): ErrorCode | null {
  if (value.length > MAX_RETURN_URL_LENGTH) return "field_too_long";
  return parseReturnUrl(value) === null ? "field_invalid_format" : null;
}
