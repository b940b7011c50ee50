/** The merchant request signature of spec section 5: string_to_sign, its HMAC-SHA256 in base64, and its check. */
import { fromBase64, toBase64, toHex } from "./encoding.ts";
import { hmacSha256, hmacSha256Verify, sha256 } from "./hmac.ts";
import { canonicalQuery, type QueryParams } from "./canonical-query.ts";

export interface SignatureParts {
  /** The X-Request-Timestamp value, Unix seconds. */
  readonly timestamp: number | string;
  /** Any case; signed in uppercase. */
  readonly method: string;
  /** The request path as sent (percent-escapes allowed), without the query string; it is URL-decoded for signing. */
  readonly path: string;
  /**
   * The query exactly as sent, with or without its leading "?" (percent-encoding is kept, never re-encoded), or
   * params to build with canonicalQuery. Absent or empty: no query.
   */
  readonly query?: string | QueryParams | URLSearchParams | null;
  /** The raw request body; absent, null or empty means "no body" and hashes to "". */
  readonly body?: string | Uint8Array | null;
}

/** Lowercase hex SHA-256 of the body, or "" when there is no body or it is empty (the spec forbids hashing ""). */
export async function bodyHash(body?: string | Uint8Array | null): Promise<string> {
  if (body === undefined || body === null) return "";
  if (body.length === 0) return "";
  return toHex(await sha256(body));
}

/** The path as string_to_sign wants it; a malformed escape is kept verbatim so a verifier never throws on it. */
function decodedPath(path: string): string {
  if (!path.includes("%")) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function queryComponent(query: SignatureParts["query"]): string {
  if (query === undefined || query === null) return "";
  if (typeof query !== "string") return canonicalQuery(query);
  if (query === "" || query === "?") return "";
  return query.startsWith("?") ? query : `?${query}`;
}

function joinComponents(parts: Omit<SignatureParts, "body">, pathText: string, bodyHashHex: string): string {
  return [String(parts.timestamp), parts.method.toUpperCase(), pathText, queryComponent(parts.query), bodyHashHex].join(
    "\n",
  );
}

/**
 * The five components joined by LF, no trailing newline, given the body's hash already computed: synchronous, so a
 * verifier that hashes with its own primitives (the stub, with node:crypto on its hot path) signs the very same text.
 */
export function composeStringToSign(parts: Omit<SignatureParts, "body">, bodyHashHex: string): string {
  return joinComponents(parts, decodedPath(parts.path), bodyHashHex);
}

/** The query's canonical form (canonicalQuery over its decoded pairs), or "" when it has none. */
function canonicalFormOf(query: string): string {
  return canonicalQuery(new URLSearchParams(query.startsWith("?") ? query.slice(1) : query));
}

/**
 * Every string_to_sign a verifier accepts for one request: the spec's, over the URL-decoded path and the query as
 * sent, and the variants a signer may have built from the same request:
 * - the path exactly as sent, when it carries percent-escapes: the provider's own SDKs sign the path as they send it
 *   (RFC 3986-encoded, `( ) * ! '` included), so an id with such characters would otherwise fail as
 *   invalid_credentials;
 * - the query in its canonical form (keys, then a repeated key's values, sorted; RFC 3986-encoded), when the query
 *   as sent is in another order: the provider canonicalizes the query that way (`conformance/contract.json`,
 *   `query.sort_keys`, `query.sort_repeated_values`), so a client that signs the canonical form and sends its own
 *   order is one the provider accepts.
 * Every text comes from the request itself, so none lets a signature reach another request: a path variant differs
 * only where a decoded path still holds a `%`, which names an id no route accepts (ids are letters, digits, `_` and
 * `-`); a query variant holds the same pairs in another order, and every route that takes a query is a read.
 */
export function acceptedStringsToSign(parts: Omit<SignatureParts, "body">, bodyHashHex: string): string[] {
  const paths = [decodedPath(parts.path)];
  if (parts.path.includes("%")) paths.push(parts.path);
  const queries: SignatureParts["query"][] = [parts.query];
  if (typeof parts.query === "string") queries.push(canonicalFormOf(parts.query));
  const texts = paths.flatMap((path) => queries.map((query) => joinComponents({ ...parts, query }, path, bodyHashHex)));
  return [...new Set(texts)];
}

/** The five components joined by LF, no trailing newline. */
export async function stringToSign(parts: SignatureParts): Promise<string> {
  return composeStringToSign(parts, await bodyHash(parts.body));
}

/** Base64 HMAC-SHA256 of string_to_sign with the API secret. */
export async function sign(secret: string, parts: SignatureParts): Promise<string> {
  return toBase64(await hmacSha256(secret, await stringToSign(parts)));
}

/** A base64 SHA-256 MAC is 44 characters; anything far longer is refused before decoding it. */
const MAX_SIGNATURE_LENGTH = 256;

/**
 * True when `signature` is the base64 HMAC of these parts under `secret`, over any text acceptedStringsToSign accepts
 * (the decoded path or the path as sent, the query as sent or in its canonical form). Compares with crypto.subtle.verify (constant time) and answers false, never throws,
 * whatever the header held: anything that throws inside, a signature that is not a string or parts that cannot be
 * signed, is a signature that does not verify.
 */
export async function verify(secret: string, parts: SignatureParts, signature: string): Promise<boolean> {
  try {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a cost limit; a longer signature fails below too.
    if (signature.length > MAX_SIGNATURE_LENGTH) return false;
    const mac = fromBase64(signature);
    // Stryker disable next-line ConditionalExpression: without it a null MAC throws in hmacSha256Verify, caught below.
    if (!mac) return false;
    for (const text of acceptedStringsToSign(parts, await bodyHash(parts.body))) {
      if (await hmacSha256Verify(secret, text, mac)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
