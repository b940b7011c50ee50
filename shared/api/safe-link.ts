/**
 * The one rule for a link from the API that the apps put in front of a person: the hosted page's way back to the shop
 * (`return_url`), the invoice's `payment_url` and a transfer's `explorer_url`. Only a plain web address passes: https,
 * or http on the local machine (localhost, 127.0.0.1, [::1], for development), without a user name or password.
 * Everything else (javascript:, data:, http across a network, a look-alike `user@host`) is no link.
 */

/** Hosts whose http never leaves the machine. Exactly these: a `*.localhost` name is left to the browser's resolver. */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The parsed URL when `value` is a link a page may show, else null. */
export function safeLinkUrl(value: unknown): URL | null {
  if (typeof value !== "string") return null;
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

/** Whether `value` is a link a page may show (see safeLinkUrl). */
export function isSafeLink(value: unknown): value is string {
  return safeLinkUrl(value) !== null;
}
