/** The settings PIN: 4 to 8 digits, stored only as a salted PBKDF2 hash, checked without timing leaks. */

export interface PinHash {
  readonly salt: string;
  readonly hash: string;
  readonly iterations: number;
}

export const PIN_PATTERN = /^\d{4,8}$/;
const ITERATIONS = 60_000;

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

export async function hashPin(pin: string): Promise<PinHash> {
  if (!PIN_PATTERN.test(pin)) throw new RangeError("A PIN is 4 to 8 digits.");
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toHex(salt), hash: toHex(await derive(pin, salt, ITERATIONS)), iterations: ITERATIONS };
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
