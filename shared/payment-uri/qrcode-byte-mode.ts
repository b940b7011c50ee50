/**
 * Byte-mode-only stand-in for the `mode` and `segments` modules of `qrcode`'s core: qr-svg.ts always hands the encoder
 * one byte segment, so the browser builds swap these in and drop the numeric, alphanumeric and kanji encoders, their
 * regexes and the dijkstra segment optimiser (≈2 KB min+gzip). The matrix itself is still built by `qrcode`.
 */

interface ByteMode {
  readonly bit: number;
  readonly ccBits?: readonly number[];
}

/** ISO/IEC 18004 byte mode: indicator 0100, an 8-bit count up to version 9, 16 bits above. */
export const BYTE: ByteMode = { bit: 4, ccBits: [8, 16, 16] };
/** The marker `qrcode` passes to ask for the raw data capacity of a version (several segments). */
export const MIXED: ByteMode = { bit: -1 };

/**
 * The modes no segment here has. `qrcode`'s capacity table compares a segment's mode with each of them; undefined never
 * equals one, so every segment counts as bytes.
 */
export const NUMERIC = undefined;
export const ALPHANUMERIC = undefined;
export const KANJI = undefined;

/** Bits of the character count indicator. */
export function getCharCountIndicator(mode: ByteMode, version: number): number {
  return mode.ccBits?.[version < 10 ? 0 : version < 27 ? 1 : 2] ?? 0;
}

/** The bit writer `qrcode` hands a segment. */
interface BitSink {
  put(value: number, length: number): void;
}

class ByteSegment {
  readonly mode = BYTE;
  constructor(readonly data: Uint8Array) {}
  getLength(): number {
    return this.data.length;
  }
  getBitsLength(): number {
    return this.data.length * 8;
  }
  write(sink: BitSink): void {
    for (const byte of this.data) sink.put(byte, 8);
  }
}

/** Each given segment in byte mode (text as UTF-8), whatever mode it asks for. */
export function fromArray(segments: readonly { data: string | ArrayLike<number> }[]): ByteSegment[] {
  return segments.map(({ data }) => new ByteSegment(typeof data === "string" ? new TextEncoder().encode(data) : Uint8Array.from(data)));
}

export function fromString(text: string): ByteSegment[] {
  return fromArray([{ data: text }]);
}

export const rawSplit = fromString;
