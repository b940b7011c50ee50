/** The external_order_id of a sale: generated once on this device, stored before sending, reused on every retry. */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford base32: no I, L, O, U to misread on a receipt

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

function randomChars(n: number, random: RandomFill): string {
  const bytes = random(new Uint8Array(n));
  let out = "";
  for (const b of bytes) out += ALPHABET[b % 32];
  return out;
}

const defaultRandom: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/** A short id naming this device, created at first run (stays in settings). */
export function newDeviceId(random = defaultRandom): string {
  return randomChars(6, random);
}

/**
 * `POS-<device>-<yyyymmdd>-<8 random>`: readable on a receipt, unique per device without a server round trip,
 * and the date lets staff find a sale in the merchant dashboard by eye.
 */
export function newOrderId(deviceId: string, now: Date, random = defaultRandom): string {
  const y = now.getUTCFullYear().toString().padStart(4, "0");
  const m = (now.getUTCMonth() + 1).toString().padStart(2, "0");
  const d = now.getUTCDate().toString().padStart(2, "0");
  return `POS-${deviceId}-${y}${m}${d}-${randomChars(8, random)}`;
}

export const ORDER_ID_PATTERN = /^POS-[0-9A-Z]{6}-\d{8}-[0-9A-Z]{8}$/;
