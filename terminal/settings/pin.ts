/** The settings PIN: 4 to 8 digits, stored only as a salted PBKDF2 hash, checked without timing leaks. */

export interface PinHash {
  readonly salt: string;
  readonly hash: string;
  readonly iterations: number;
}

export const PIN_PATTERN = /^\d{4,8}$/;
/**
 * OWASP's recommendation for PBKDF2-HMAC-SHA256 (2023). One derivation took 390–430 ms in headless Chromium on a
 * loaded shared 2-core machine (60,000 took 110–190 ms there); a tablet a few times slower stays around a second, and
 * it is paid only when a PIN is set or typed. It slows an offline search of the stored hash; it cannot make a
 * 4-digit PIN strong against someone who has read the device's storage (10,000 guesses), which is why the screen
 * limits attempts too (pin-attempts.ts).
 */
export const PIN_ITERATIONS = 600_000;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(pin), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** @param iterations today's count; another only to make the hash an older version stored. */
export async function hashPin(pin: string, iterations = PIN_ITERATIONS): Promise<PinHash> {
  if (!PIN_PATTERN.test(pin)) throw new RangeError("A PIN is 4 to 8 digits.");
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toHex(salt), hash: toHex(await derive(pin, salt, iterations)), iterations };
}

/** A hash made with fewer iterations than today's (60,000 before): replaced on the next right PIN, the only time the PIN is known. */
export function isOutdated(stored: PinHash): boolean {
  return stored.iterations < PIN_ITERATIONS;
}

export async function checkPin(pin: string, stored: PinHash): Promise<boolean> {
  if (!PIN_PATTERN.test(pin)) return false;
  const got = await derive(pin, fromHex(stored.salt), stored.iterations);
  const want = fromHex(stored.hash);
  if (got.length !== want.length) return false;
  let diff = 0;
  for (let i = 0; i < got.length; i++) diff |= (got[i] ?? 0) ^ (want[i] ?? 0);
  return diff === 0;
}
