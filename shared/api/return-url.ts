/**
 * The shop's way back (ours, after the provider's dashboard settings SuccessUrl and FailUrl): a project's `success_url`
 * and `fail_url`, where the hosted payment page links the customer back to the shop. Shown as a link to whoever opens
 * an invoice's payment_url, so only an address the one link rule passes (page-link.ts: https, http only on the
 * merchant's own machine, no user name or password), at a length any browser keeps.
 */
import type { ErrorCode } from "./codes.ts";
import { pageLink } from "./page-link.ts";

export const MAX_RETURN_URL_LENGTH = 2048;

/** The spec code a return address fails with: field_too_long over 2048 characters, field_invalid_format when not a safe address. */
export function checkReturnUrl(value: string): ErrorCode | null {
  if (value.length > MAX_RETURN_URL_LENGTH) return "field_too_long";
  return pageLink(value) === null ? "field_invalid_format" : null;
}

/**
 * The form a return address is stored and echoed in: the one the page links (`HTTPS://Shop.Example` is kept as
 * `https://shop.example/`), so what the merchant reads back is what the customer follows. Null when it does not pass.
 */
export function normalizedReturnUrl(value: string): string | null {
  return checkReturnUrl(value) === null ? (pageLink(value)?.href ?? null) : null;
}
