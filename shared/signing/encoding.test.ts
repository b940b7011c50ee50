import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { fromBase64, fromHex, toBase64, toHex } from "./encoding.ts";

describe("hex", () => {
  it("reads back every byte string toHex writes (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const hex = toHex(bytes);
        expect(hex).toMatch(/^(?:[0-9a-f]{2})*$/);
        expect(fromHex(hex)).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it("reads uppercase and mixed case as the same bytes", () => {
    expect(fromHex("ABcd0F")).toEqual(new Uint8Array([0xab, 0xcd, 0x0f]));
    expect(fromHex("FF")).toEqual(fromHex("ff"));
  });

  it("refuses an odd number of digits and anything that is not hex", () => {
    for (const text of ["a", "abc", "ABC", "0g", "0G", "0x00", " 00", "00 "]) expect(fromHex(text)).toBeNull();
  });
});

describe("base64", () => {
  it("reads back every byte string toBase64 writes (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(fromBase64(toBase64(bytes))).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it("answers null, never throws, for text atob would refuse or read loosely", () => {
    for (const text of ["!!!!", "ü€😀", "AAA", "AA==AA==", "A===", " AAAA", "AA AA", "AAAA\n"])
      expect(fromBase64(text)).toBeNull();
    // Unused low bits set before the padding: atob reads "AB==" as "AA==" and "AAB=" as "AAA=", so a second spelling
    // of the same signature would pass a verifier.
    for (const text of ["AB==", "AAB=", "AAAAAP=="]) expect(fromBase64(text)).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        const bytes = fromBase64(text);
        // Whatever it accepts, it accepts in the one spelling toBase64 writes.
        if (bytes !== null) expect(toBase64(bytes)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});
