import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createHash } from "node:crypto";
import { keccak256, sha3_256 } from "./keccak256.ts";
import { checksumAddress } from "./evm-address.ts";

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
const utf8 = (s: string) => new TextEncoder().encode(s);

describe("keccak256", () => {
  // Known answers of Keccak-256 (Ethereum's): the empty string, "abc", and a message longer than one 136-byte block.
  it.each([
    ["", "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"],
    ["abc", "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"],
    ["The quick brown fox jumps over the lazy dog", "4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15"],
  ])("hashes %j", (text, digest) => {
    expect(hex(keccak256(utf8(text)))).toBe(digest);
  });
  it("runs the same sponge as node's SHA3-256 on any input, several blocks and every padding edge included", () => {
    for (const n of [0, 1, 134, 135, 136, 137, 271, 272, 273]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + 7) & 0xff);
      expect(hex(sha3_256(data)), `${n} bytes`).toBe(createHash("sha3-256").update(data).digest("hex"));
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (data) => {
        expect(hex(sha3_256(data))).toBe(createHash("sha3-256").update(data).digest("hex"));
      }),
      { numRuns: 40 },
    );
  });
});

describe("checksumAddress", () => {
  // The test vectors of EIP-55 itself.
  it.each([
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
    "0x52908400098527886E0F7030069857D2E4169EE7",
    "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
    "0xde709f2102306220921060314715629080e2fb77",
    "0x27b1fdb04752bbc536007a920d24acb045561c26",
  ])("writes %s", (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address);
    expect(checksumAddress(address.toUpperCase().replace("0X", "0x"))).toBe(address);
  });
  it("leaves anything that is not a 20-byte hex address as it came", () => {
    expect(checksumAddress("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE")).toBe("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
    expect(checksumAddress("0x1234")).toBe("0x1234");
    const lower = "0x52908400098527886e0f7030069857d2e4169ee7";
    for (const text of [`${lower}0`, `x${lower}`, `${lower}?value=1`]) expect(checksumAddress(text)).toBe(text);
  });
  it("changes only the letters' case, never a character", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${hex(bytes)}`;
        const sum = checksumAddress(lower);
        expect(sum.toLowerCase()).toBe(lower);
        expect(checksumAddress(sum)).toBe(sum);
      }),
      { numRuns: 50 },
    );
  });
});
