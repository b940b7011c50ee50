/**
 * The relay's pairing link, `#/relay-pair?relay=<url>&code=<code>` (what `crypto-checkout-relay pair` prints): read and
 * checked before anything is sent. Anyone can write such a link, so the relay's address follows the settings' rule for
 * every server this tablet talks to, and a link naming another relay than the one set is flagged for staff to confirm.
 */
import { checkServiceUrl } from "../settings/settings-rules.ts";

export type RelayLinkProblem = "missing" | "url" | "insecure" | "code";

export type RelayLink = { ok: true; relayUrl: string; code: string } | { ok: false; problem: RelayLinkProblem };

/** The relay's one-time codes are base64url (≥ 128 bits); anything else is a cut or foreign link. */
const CODE = /^[A-Za-z0-9_-]{16,256}$/;

/** Reads the query part of the route (`relay=…&code=…`, the part after `?`). */
export function readRelayLink(query: string): RelayLink {
  const params = new URLSearchParams(query);
  const relay = params.get("relay")?.trim() ?? "";
  const code = params.get("code")?.trim() ?? "";
  if (!relay || !code) return { ok: false, problem: "missing" };
  const checked = checkServiceUrl(relay);
  if (!checked.ok) return { ok: false, problem: checked.error === "error_insecure_url" ? "insecure" : "url" };
  if (!CODE.test(code)) return { ok: false, problem: "code" };
  return { ok: true, relayUrl: checked.url, code };
}

/**
 * What the link does to this tablet's relay: sets the first one, pairs again with the same one, or replaces another
 * (the one staff must confirm). Same means the same normalised URL: another port or path is another relay.
 */
export function relayChange(current: string | undefined, next: string): "new" | "same" | "changed" {
  if (current === undefined) return "new";
  const normal = (url: string) => {
    const checked = checkServiceUrl(url);
    return checked.ok ? checked.url : url;
  };
  return normal(current) === normal(next) ? "same" : "changed";
}
