/** Base58 (Bitcoin alphabet) and the deterministic digests the stub derives ids, addresses and hashes from. */
import { createHash } from "node:crypto";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/**
 * Base58 of a big-endian byte string, leading zero bytes as "1"s. Digit arithmetic on small integers rather than one
 * BigInt divided 58 at a time: ids are made on every invoice creation, and the BigInt form cost about four times as much.
 */
export function base58(bytes: Uint8Array): string {
  // Base-58 digits, least significant first; each input byte multiplies the number by 256 and adds itself.
  // log(256) / log(58) < 1.37 digits per byte.
  const digits = new Uint8Array(Math.ceil(bytes.length * 1.37) + 1);
  let used = 0;
  for (let b = 0; b < bytes.length; b++) {
    let carry = bytes[b] ?? 0;
    for (let i = 0; i < used; i++) {
      carry += (digits[i] ?? 0) << 8;
      digits[i] = carry % 58;
      carry = (carry / 58) | 0;
    }
    while (carry > 0) {
      digits[used++] = carry % 58;
      carry = (carry / 58) | 0;
    }
  }
  let out = "";
  for (let b = 0; b < bytes.length && bytes[b] === 0; b++) out += "1";
  for (let i = used - 1; i >= 0; i--) out += ALPHABET[digits[i] ?? 0];
  return out;
}

/** murmur3's 32-bit finaliser: a bijection on 32-bit integers that spreads every input bit over the output. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a of a short string (an id prefix): the seed that keeps each prefix's sequence apart. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Sixteen random-looking bytes for the n-th id of a prefix, for n below 2^32. Each 4-byte lane is a bijection of n,
 * so two counters never give the same bytes (a truncated SHA-256 only makes that unlikely), at a fraction of its cost
 * on the invoice-creation path.
 */
export function counterBytes(prefix: string, n: number): Uint8Array {
  const seed = fnv1a(prefix);
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  for (let lane = 0; lane < 4; lane++) view.setUint32(lane * 4, fmix32(n ^ fmix32(seed + lane * 0x9e3779b9)));
  return out;
}

export function digest(seed: string): Buffer {
  return createHash("sha256").update(seed).digest();
}

export function digestHex(seed: string): string {
  return createHash("sha256").update(seed).digest("hex");
}
