/** base58: the Bitcoin alphabet encoding ids and addresses are made of, checked against the textbook BigInt form. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { base58, counterBytes } from "./base58.ts";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** The definition: the bytes as one big-endian number written in base 58, plus one "1" per leading zero byte. */
function reference(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = "";
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = "1" + out;
  }
  return out;
}

describe("base58", () => {
  it("encodes known vectors", () => {
    expect(base58(new TextEncoder().encode("Hello World!"))).toBe("2NEpo7TZRRrLZSi2U");
    expect(base58(Uint8Array.from([0, 0, 0x28, 0x7f, 0xb4, 0xcd]))).toBe("11233QC4");
    expect(base58(new Uint8Array(0))).toBe("");
    expect(base58(Uint8Array.from([0]))).toBe("1");
  });

  it("equals the big-number definition for any bytes, leading zeros included", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(base58(bytes)).toBe(reference(bytes));
      }),
    );
  });
});

describe("counterBytes", () => {
  it("never repeats within a prefix, differs between prefixes and is the same after a restart", () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 20_000; n++) seen.add(base58(counterBytes("inv_", n)));
    expect(seen.size).toBe(20_000);
    expect(base58(counterBytes("inv_", 1))).not.toBe(base58(counterBytes("wd_", 1)));
    expect(base58(counterBytes("inv_", 7))).toBe(base58(counterBytes("inv_", 7)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (a, b) => {
        fc.pre(a !== b);
        expect(counterBytes("pc_", a)).not.toEqual(counterBytes("pc_", b));
      }),
    );
  });
});
