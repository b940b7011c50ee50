/**
 * The shop's way back (ours, after the provider's dashboard settings SuccessUrl and FailUrl): a project's `success_url`
 * and `fail_url`, where the hosted payment page links the customer back to the shop. Shown as a link to whoever opens
 * an invoice's payment_url, so only a plain web address passes: https (http only on the merchant's own machine, for
 * development), no user name or password in it, and a length any browser keeps.
 */
import type { ErrorCode } from "./codes.ts";

export const MAX_RETURN_URL_LENGTH = 2048;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The URL if it is a return address a page may link to, else null (the hosted page checks again before linking). */
export function parseReturnUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  if (url.protocol === "https:") return url;
  return url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname) ? url : null;
}

/** The spec code a return address fails with: field_too_long over 2048 characters, field_invalid_format when not a safe address. */
export function checkReturnUrl(value: string): ErrorCode | null {
  if (value.length > MAX_RETURN_URL_LENGTH) return "field_too_long";
  return parseReturnUrl(value) === null ? "field_invalid_format" : null;
}

/**
 * The form a return address is stored and echoed in: the one the page links (`HTTPS://Shop.Example` is kept as
 * `https://shop.example/`), so what the merchant reads back is what the customer follows. Null when it does not pass.
 */
export function normalizedReturnUrl(value: string): string | null {
  return checkReturnUrl(value) === null ? (parseReturnUrl(value)?.href ?? null) : null;
}
