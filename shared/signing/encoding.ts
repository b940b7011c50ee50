/** Byte encodings the signing code needs (UTF-8, hex, strict base64), written for WebCrypto's BufferSource. */

const utf8 = new TextEncoder();

/** UTF-8 bytes of a string, or the bytes as given. */
export function toBytes(data: string | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof data === "string") return utf8.encode(data);
  // Copy so WebCrypto always receives a plain ArrayBuffer-backed view, whatever the caller's buffer is.
  const copy = new Uint8Array(data.byteLength);
  copy.set(data);
  return copy;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = "";
  for (const b of view) out += b.toString(16).padStart(2, "0");
  return out;
}

/**
 * Bytes of a hex string in either case, or null for anything else. toHex writes lowercase; uppercase is read too
 * because the provider's webhook verifier accepts it (a MAC compared as bytes is the same MAC in either case).
 */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  // Stryker disable next-line EqualityOperator: a typed array ignores a write past its end.
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Bytes of a standard, padded, canonical base64 string, or null for anything else. Strict on purpose: a verifier
 * that accepted several spellings of one signature would let a tampered header through as "the same" value. The
 * pattern alone is not enough: the character before "=" carries unused low bits that atob ignores, so
 * "…dwak=" and "…dwal=" decode alike; only the spelling that encodes back to itself is accepted.
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64.test(text)) return null;
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  // Stryker disable next-line EqualityOperator: a typed array ignores a write past its end.
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return toBase64(out) === text ? out : null;
}
