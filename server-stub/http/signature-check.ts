/**
 * The merchant request signature check on the stub's hot path: shared/signing composes string_to_sign (one
 * definition of the text), this module hashes and MACs it with node:crypto, synchronously.
 */
import { createHash, hash, timingSafeEqual, type Hash } from "node:crypto";
import { composeStringToSign, type SignatureParts } from "../../shared/signing/index.ts";

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

const SHA256_BLOCK_BYTES = 64;

/**
 * HMAC-SHA256 as RFC 2104 defines it, H((K ^ opad) || H((K ^ ipad) || text)), with the two key blocks hashed once per
 * secret: a request copies the two prepared SHA-256 states instead of setting up a new HMAC, which takes OpenSSL's
 * digest lookup and key setup off every signed request (about 4 µs of a signed read's CPU, measured in place).
 * signature-check.test.ts checks it against node:crypto's createHmac for any key and text.
 */
export class PreparedHmac {
  readonly #inner: Hash;
  readonly #outer: Hash;

  constructor(secret: string) {
    const given = Buffer.from(secret, "utf8");
    // A key longer than a block is replaced by its digest; a shorter one is padded with zeros.
    const key = given.length > SHA256_BLOCK_BYTES ? createHash("sha256").update(given).digest() : given;
    const padded = (byte: number): Buffer => {
      const block = Buffer.alloc(SHA256_BLOCK_BYTES, byte);
      for (let i = 0; i < key.length; i++) block[i] = (key[i] ?? 0) ^ byte;
      return block;
    };
    this.#inner = createHash("sha256").update(padded(0x36));
    this.#outer = createHash("sha256").update(padded(0x5c));
  }

  /** The MAC of `text` (UTF-8) in standard padded base64. */
  base64(text: string): string {
    const innerDigest = this.#inner.copy().update(text, "utf8").digest();
    return this.#outer.copy().update(innerDigest).digest("base64");
  }
}

/** Prepared once per secret; bounded, so fixture resets with fresh secrets cannot grow it. */
const prepared = new Map<string, PreparedHmac>();
const MAX_PREPARED_SECRETS = 1_000;

function hmacFor(secret: string): PreparedHmac {
  let hmac = prepared.get(secret);
  if (hmac === undefined) {
    if (prepared.size >= MAX_PREPARED_SECRETS) prepared.clear();
    hmac = new PreparedHmac(secret);
    prepared.set(secret, hmac);
  }
  return hmac;
}

/** A SHA-256 MAC in standard padded base64 is exactly 44 characters of this alphabet. */
const SIGNATURE_SHAPE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * True when `signature` is the base64 HMAC-SHA256 of the request under one of `secrets` (the current secret, then
 * the previous one in its grace period). The expected MAC is compared as its canonical base64 text, so a spelling
 * with non-zero padding bits (the same bytes, like shared/signing's strict decoder refuses) never matches, and no
 * decoding is needed. Compares in constant time; never throws.
 */
export function signatureMatches(secrets: readonly string[], parts: SignatureParts & { query?: string | null }, signature: string): boolean {
  if (!SIGNATURE_SHAPE.test(signature)) return false;
  try {
    const text = stringToSignSync(parts);
    const given = Buffer.from(signature, "latin1");
    for (const secret of secrets) {
      const expected = Buffer.from(hmacFor(secret).base64(text), "latin1");
      if (timingSafeEqual(expected, given)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
