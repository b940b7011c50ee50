/**
 * The merchant request signature check on the stub's hot path: shared/signing composes string_to_sign (one
 * definition of the text), this module hashes and MACs it with node:crypto, synchronously.
 */
import { createHmac, createSecretKey, hash, timingSafeEqual, type KeyObject } from "node:crypto";
import { acceptedStringsToSign, composeStringToSign, type SignatureParts } from "../../shared/signing/index.ts";

/*
 * Why not shared/signing's verify(): it is WebCrypto, where each digest and MAC is an async job with a key import,
 * about 40 µs of CPU per request on this machine; node:crypto does the same work in about 3 µs, which is what lets
 * the stub serve several thousand signed requests per second on two cores. signature-check.test.ts still checks
 * the result equals stringToSign() for any input, and every signed test signs with shared/signing.
 */

function bodyHashHex(body: string | Uint8Array | null | undefined): string {
  if (body === undefined || body === null) return "";
  if ((typeof body === "string" ? body.length : body.byteLength) === 0) return "";
  // One-shot: no Hash object per request.
  return hash("sha256", body, "hex");
}

/** string_to_sign for a request as received: the query is a string exactly as sent (the stub never rebuilds one). */
export function stringToSignSync(parts: SignatureParts & { query?: string | null }): string {
  return composeStringToSign(parts, bodyHashHex(parts.body));
}

/**
 * HMAC keys prepared once per secret: every request of a load test signs with the same few secrets, and preparing
 * the key from a string is a good part of the MAC's cost. Bounded, so fixture resets with fresh secrets cannot grow it.
 */
const keys = new Map<string, KeyObject>();
const MAX_CACHED_KEYS = 1_000;

function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (key === undefined) {
    if (keys.size >= MAX_CACHED_KEYS) keys.clear();
    key = createSecretKey(Buffer.from(secret, "utf8"));
    keys.set(secret, key);
  }
  return key;
}

/** A SHA-256 MAC in standard padded base64 is exactly 44 characters of this alphabet. */
const SIGNATURE_SHAPE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * True when `signature` is the base64 HMAC-SHA256 of the request under one of `secrets` (the current secret, then
 * the previous one in its grace period), over every text acceptedStringsToSign accepts (decoded path or path as sent,
 * query as sent or canonical). The expected MAC is compared as its canonical base64 text, so a spelling
 * with non-zero padding bits (the same bytes, like shared/signing's strict decoder refuses) never matches, and no
 * decoding is needed. Compares in constant time; never throws.
 */
export function signatureMatches(
  secrets: readonly string[],
  parts: SignatureParts & { query?: string | null },
  signature: string,
): boolean {
  if (!SIGNATURE_SHAPE.test(signature)) return false;
  try {
    const texts = acceptedStringsToSign(parts, bodyHashHex(parts.body));
    const given = Buffer.from(signature, "latin1");
    for (const text of texts) {
      for (const secret of secrets) {
        const expected = Buffer.from(createHmac("sha256", hmacKey(secret)).update(text).digest("base64"), "latin1");
        if (timingSafeEqual(expected, given)) return true;
      }
    }
    return false;
  } catch {
    return false;
  }
}
