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

export function digest(seed: string): Buffer {
  return createHash("sha256").update(seed).digest();
}

export function digestHex(seed: string): string {
  return createHash("sha256").update(seed).digest("hex");
}
