/**
 * `return_url` (ours, not the provider's): where the hosted payment page links the customer back to the shop. It is
 * shown as a link to whoever opens the invoice's payment_url, so only an address the one link rule passes
 * (page-link.ts: https, http only on the merchant's own machine, no user name or password), at a length any browser keeps.
 */
import type { ErrorCode } from "./codes.ts";
import { pageLink } from "./page-link.ts";

export const MAX_RETURN_URL_LENGTH = 2048;

/** The spec code a `return_url` fails with: field_too_long over 2048 characters, field_invalid_format when not a safe address. */
export function checkReturnUrl(value: string): ErrorCode | null {
  if (value.length > MAX_RETURN_URL_LENGTH) return "field_too_long";
  return pageLink(value) === null ? "field_invalid_format" : null;
}
