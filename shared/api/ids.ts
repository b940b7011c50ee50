/** Resource and key id checks: the prefix each carries, an opaque tail, and the all-zero GUID the spec refuses. */

export const ID_PREFIXES = {
  invoice: "inv_",
  project: "prj_",
  paymentChannel: "pc_",
  paymentChannelDeposit: "pcd_",
  withdrawal: "wdr_",
  paymentKey: "pk_",
  payoutKey: "rk_",
} as const;

export type IdPrefix = (typeof ID_PREFIXES)[keyof typeof ID_PREFIXES] | (string & {});

export type IdCode = "field_required" | "field_invalid_format" | "entity_id_empty";

/** Longest opaque tail accepted; real ids are far shorter, this only bounds what a server must look up. */
export const MAX_ID_TAIL_LENGTH = 128;

/** Letters, digits, `_` and `-`: base58/base62 tails, GUIDs and key ids like `pk_test_demo` alike. */
const OPAQUE_TAIL = /^[A-Za-z0-9_-]+$/;

/** Longest key id a signed request's Authorization header may name. */
export const MAX_KEY_ID_LENGTH = 200;

/** Whether `text` can be an API key's id (pk_test_…, rk_live_…): opaque characters only, at most MAX_KEY_ID_LENGTH. */
export function isKeyId(text: string): boolean {
  return text.length <= MAX_KEY_ID_LENGTH && OPAQUE_TAIL.test(text);
}

/** Whether `text` is a Payment key's id, the public key a browser app is set up with: `pk_test_…` or `pk_live_…`. */
export function isPaymentKeyId(text: string): boolean {
  return /^pk_(?:test|live)_./.test(text) && isKeyId(text);
}

const ZERO_GUID = /^\{?(?:0{8}-0{4}-0{4}-0{4}-0{12}|0{32})\}?$/;

/**
 * True for an all-zero GUID, bare ("00000000-0000-0000-0000-000000000000", 32 zeros, braces allowed) or behind any
 * lowercase prefix ("inv_00000000-…", "pk_test_000…"): what an unset Guid field serialises to on some servers.
 */
export function isAllZeroGuid(value: string): boolean {
  // Without one or more lowercase `word_` segments at the start, e.g. "inv_" or "pk_test_" (a bare GUID has none).
  return ZERO_GUID.test(value.replace(/^(?:[a-z]+_)+/, ""));
}

/**
 * The spec code for an id sent by a client, or null when it is acceptable.
 * Missing, null, empty or blank → field_required; an all-zero GUID (with or without the prefix) → entity_id_empty;
 * wrong or missing prefix, empty tail or characters outside [A-Za-z0-9_-] → field_invalid_format.
 * The zero-GUID check comes first so a bare zero GUID is reported as empty, not as unparseable.
 */
export function checkId(value: unknown, prefix: IdPrefix): IdCode | null {
  if (value === undefined || value === null) return "field_required";
  if (typeof value !== "string") return "field_invalid_format";
  if (value.trim() === "") return "field_required";
  if (isAllZeroGuid(value)) return "entity_id_empty";
  if (!value.startsWith(prefix)) return "field_invalid_format";
  const tail = value.slice(prefix.length);
  // OPAQUE_TAIL takes one character or more, so an empty tail fails it too.
  if (tail.length > MAX_ID_TAIL_LENGTH || !OPAQUE_TAIL.test(tail)) return "field_invalid_format";
  return null;
}
