/** This device's short id, created at first run and kept in the settings; its codes name no letter staff could misread. */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford base32: no I, L, O, U to misread on a receipt

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const defaultRandom: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/** `n` random characters of the Crockford alphabet (the device id, the random part of an order id). */
export function randomCode(n: number, random: RandomFill = defaultRandom): string {
  const bytes = random(new Uint8Array(n));
  let out = "";
  for (const b of bytes) out += ALPHABET[b % 32];
  return out;
}

/** A short id naming this device, created at first run (stays in settings). */
export function newDeviceId(random = defaultRandom): string {
  return randomCode(6, random);
}
