/** HMAC-SHA256 and SHA-256 over WebCrypto, the only primitives signing uses, so Node 20 and browsers behave alike. */
import { toBytes } from "./encoding.ts";

const subtle = (): SubtleCrypto => {
  const s = globalThis.crypto?.subtle;
  if (!s)
    throw new Error(
      "WebCrypto (globalThis.crypto.subtle) is not available: signing needs a secure context or Node 20+",
    );
  return s;
};

export async function sha256(data: string | Uint8Array): Promise<ArrayBuffer> {
  return subtle().digest("SHA-256", toBytes(data));
}

/** Most secrets whose imported keys are kept; a process signs with a handful (a key, a webhook secret, a rotation). */
const MAX_KEPT_KEYS = 16;
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The secret imported as a non-extractable HMAC key, once per secret: importing costs more than the MAC itself (a
 * webhook receiver verifies every delivery under the same secrets). The oldest key is dropped past MAX_KEPT_KEYS.
 */
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key) return key;
  // Stryker disable next-line BooleanLiteral: the key never leaves this module, so whether it could be exported is unobservable.
  key = subtle().importKey("raw", toBytes(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  if (keys.size >= MAX_KEPT_KEYS) keys.delete(keys.keys().next().value!);
  keys.set(secret, key);
  // A failed import is not kept: the next call tries again.
  key.catch(() => keys.delete(secret));
  return key;
}

export async function hmacSha256(secret: string, data: string | Uint8Array): Promise<ArrayBuffer> {
  return subtle().sign("HMAC", await hmacKey(secret), toBytes(data));
}

/** Checks a MAC with crypto.subtle.verify, which compares in constant time; false instead of throwing. */
export async function hmacSha256Verify(secret: string, data: string | Uint8Array, mac: Uint8Array): Promise<boolean> {
  // A SHA-256 MAC is 32 bytes; any other length cannot match, and the length is no secret. A shortcut only:
  // subtle.verify answers false for another length too.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the shortcut's answer is the one subtle.verify would give.
  if (mac.byteLength !== 32) return false;
  try {
    return await subtle().verify("HMAC", await hmacKey(secret), toBytes(mac), toBytes(data));
  } catch {
    return false;
  }
}
