/**
 * The one rule for which addresses a page links, whoever wrote them: the invoice's `payment_url`, a transfer's
 * `explorer_url` and the shop's `return_url`. An https address anywhere; http only on this machine (localhost,
 * 127.0.0.1, [::1]), for development; never a user name or password, nor any other scheme (javascript:, data:, …).
 */

const THIS_MACHINE = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The address as the URL parser reads it, or null when a page must not link it. Link its `href`, not the string it
 * came from: the parser drops tabs and line breaks inside an address, which the string still carries.
 */
export function pageLink(value: unknown): URL | null {
  if (typeof value !== "string") return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  if (url.protocol === "https:") return url;
  return url.protocol === "http:" && THIS_MACHINE.has(url.hostname) ? url : null;
}
