/** The Authorization header of signed requests, `HMAC-SHA256 <api_key_id>:<base64_signature>`, built and parsed. */
import { isKeyId } from "../api/ids.ts";

export const AUTH_SCHEME = "HMAC-SHA256";

export type ParsedAuthorization =
  | { readonly ok: true; readonly keyId: string; readonly signature: string }
  | { readonly ok: false; readonly code: "unauthorized" | "authorization_missing" | "authorization_malformed" };

export function authorizationHeader(keyId: string, signature: string): string {
  return `${AUTH_SCHEME} ${keyId}:${signature}`;
}

/**
 * Splits the header into key id and signature, or names the spec's 401 code: absent → unauthorized; blank →
 * authorization_missing; another scheme → unauthorized; our scheme with no colon, a bad key id or an empty
 * signature → authorization_malformed. Whether the signature verifies is not decided here.
 */
export function parseAuthorization(header: string | null | undefined): ParsedAuthorization {
  if (header === null || header === undefined) return { ok: false, code: "unauthorized" };
  const value = header.trim();
  if (value === "") return { ok: false, code: "authorization_missing" };
  // The value is trimmed, so it starts with the scheme; the credentials follow the first whitespace.
  const space = value.search(/\s/);
  const scheme = space === -1 ? value : value.slice(0, space);
  // RFC 9110: auth scheme names are case-insensitive.
  if (scheme.toUpperCase() !== AUTH_SCHEME) return { ok: false, code: "unauthorized" };
  const credentials = value.slice(scheme.length).trimStart();
  const colon = credentials.indexOf(":");
  // Stryker disable next-line EqualityOperator: a colon first leaves an empty key id, which isKeyId refuses alike.
  if (colon < 0) return { ok: false, code: "authorization_malformed" };
  const keyId = credentials.slice(0, colon);
  const signature = credentials.slice(colon + 1);
  if (!isKeyId(keyId) || signature === "") return { ok: false, code: "authorization_malformed" };
  return { ok: true, keyId, signature };
}
