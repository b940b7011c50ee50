/** Base58 (Bitcoin alphabet) and the deterministic digests the stub derives ids, addresses and hashes from. */
import { createHash } from "node:crypto";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

export function base58(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = "";
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = "1" + out;
  }
  return out;
}

export function digest(seed: string): Buffer {
  return createHash("sha256").update(seed).digest();
}

export function digestHex(seed: string): string {
  return createHash("sha256").update(seed).digest("hex");
}
