/** Random credentials and their stored form: the relay keeps only SHA-256 hashes of codes and tokens. */
import { createHash, randomBytes } from "node:crypto";

/** base64url of `bytes` random bytes (24 bytes: 192 bits). */
export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString("base64url")}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}
