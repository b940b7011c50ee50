import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { createRequire } from "node:module";
import * as standIn from "./qrcode-byte-mode.ts";

// The real modules the widget build replaces, to hold the stand-in to them.
const require = createRequire(import.meta.url);
const Mode = require("qrcode/lib/core/mode.js");
const Segments = require("qrcode/lib/core/segments.js");
const BitBuffer = require("qrcode/lib/core/bit-buffer.js");

function bits(segments: { mode: { bit: number }; getLength(): number; write(b: unknown): void }[], version: number, mode: typeof Mode) {
  const buffer = new BitBuffer();
  for (const s of segments) {
    buffer.put(s.mode.bit, 4);
    buffer.put(s.getLength(), mode.getCharCountIndicator(s.mode, version));
    s.write(buffer);
  }
  return { length: buffer.getLengthInBits(), bytes: [...buffer.buffer] };
}

describe("qrcode byte-mode stand-in", () => {
  it("writes exactly the bits qrcode writes for a byte segment, at every version", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), fc.integer({ min: 1, max: 40 }), (text, version) => {
        const data = new TextEncoder().encode(text);
        const real = Segments.fromArray([{ mode: "byte", data }]);
        const ours = standIn.fromArray([{ data }]);
        expect(bits(ours, version, standIn)).toEqual(bits(real, version, Mode));
        expect(ours.map((s) => s.getBitsLength())).toEqual(real.map((s: { getBitsLength(): number }) => s.getBitsLength()));
      }),
    );
  });

  it("has qrcode's byte mode indicator, count widths and mixed marker", () => {
    expect(standIn.BYTE.bit).toBe(Mode.BYTE.bit);
    for (let v = 1; v <= 40; v++) expect(standIn.getCharCountIndicator(standIn.BYTE, v)).toBe(Mode.getCharCountIndicator(Mode.BYTE, v));
    expect(standIn.MIXED.bit).toBe(Mode.MIXED.bit);
  });

  it("encodes text as UTF-8 bytes", () => {
    const [seg] = standIn.fromString("€1");
    expect([...(seg?.data ?? [])]).toEqual([0xe2, 0x82, 0xac, 0x31]);
  });
});
