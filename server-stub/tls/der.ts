/** The few DER encodings (X.690) an X.509 certificate is written in: enough for local-certificate.ts, nothing more. */

/** A tag, its length and its content: one DER value. */
export function tlv(tag: number, content: Uint8Array): Buffer {
  const n = content.length;
  let length: number[];
  if (n < 0x80) length = [n];
  else if (n < 0x100) length = [0x81, n];
  else if (n < 0x10000) length = [0x82, n >> 8, n & 0xff];
  else length = [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), content]);
}

export const sequence = (...items: Uint8Array[]): Buffer => tlv(0x30, Buffer.concat(items));
export const set = (...items: Uint8Array[]): Buffer => tlv(0x31, Buffer.concat(items));
export const boolean = (value: boolean): Buffer => tlv(0x01, Buffer.from([value ? 0xff : 0x00]));
export const octetString = (bytes: Uint8Array): Buffer => tlv(0x04, bytes);
export const utf8String = (text: string): Buffer => tlv(0x0c, Buffer.from(text, "utf8"));
/** A BIT STRING of whole bytes (signatures, keys); `unusedBits` for a flag field such as keyUsage. */
export const bitString = (bytes: Uint8Array, unusedBits = 0): Buffer =>
  tlv(0x03, Buffer.concat([Buffer.from([unusedBits]), bytes]));
/** `[n] EXPLICIT`: the value wrapped in a constructed context tag. */
export const explicit = (n: number, value: Uint8Array): Buffer => tlv(0xa0 + n, value);

/** A non-negative INTEGER from its big-endian bytes: a leading zero keeps a high first bit from reading as negative. */
export function unsignedInteger(bytes: Uint8Array): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, (trimmed[0]! & 0x80) !== 0 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export function objectIdentifier(dotted: string): Buffer {
  const arcs = dotted.split(".").map(Number);
  const bytes = [arcs[0]! * 40 + arcs[1]!];
  for (const arc of arcs.slice(2)) {
    const base128 = [arc & 0x7f];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128))
      base128.unshift((rest & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** A certificate time: UTCTime through 2049, GeneralizedTime from 2050 on (RFC 5280 4.1.2.5). */
export function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, "").slice(0, 14); // YYYYMMDDHHMMSS
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
}
