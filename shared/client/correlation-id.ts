/** Correlation ids for X-Correlation-Id: a random UUID v4, also where crypto.randomUUID is missing. */

/**
 * crypto.randomUUID exists only in secure contexts; a shop tablet reaching the terminal over plain http on the LAN
 * still has crypto.getRandomValues, so the id is built from that instead of failing the payment.
 */
export function newCorrelationId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
