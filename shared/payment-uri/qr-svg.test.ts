import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPaymentUri, qrSvgPath, QR_QUIET_ZONE } from "./index.ts";

const RUN = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g;

/** Paints the path's runs into an RGBA buffer (white background, black modules) the way a browser would. */
function rasterize(size: number, path: string, scale = 4): { data: Uint8ClampedArray; width: number } {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  let consumed = "";
  for (const m of path.matchAll(RUN)) {
    consumed += m[0];
    const [x, y, w, back] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    expect(back).toBe(w);
    for (let py = y * scale; py < (y + 1) * scale; py++) {
      for (let px = x * scale; px < (x + w) * scale; px++) {
        const i = (py * width + px) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  // The whole path must be runs of the documented shape, or a renderer could draw something else.
  expect(consumed).toBe(path);
  return { data, width };
}

/** The error correction level a symbol declares in its format bits (ISO/IEC 18004 §7.9), read from the path. */
function declaredLevel(size: number, path: string): string {
  const dark = new Set<string>();
  for (const m of path.matchAll(RUN)) {
    const [x, y, w] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
    for (let i = 0; i < w; i++) dark.add(`${x + i - QR_QUIET_ZONE},${y - QR_QUIET_ZONE}`);
  }
  expect(size).toBeGreaterThan(2 * QR_QUIET_ZONE);
  // The first copy of the 15 format bits, most significant first, around the top-left finder pattern.
  const cells = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  const bits = cells.reduce((acc, [x, y]) => (acc << 1) | (dark.has(`${x},${y}`) ? 1 : 0), 0) ^ 0b101010000010010;
  return (["M", "L", "H", "Q"] as const)[bits >> 13] as string;
}

function decode(text: string, ecl?: "L" | "M" | "Q" | "H") {
  const { size, path } = qrSvgPath(text, ecl ? { ecl } : {});
  const { data, width } = rasterize(size, path);
  return { size, path, result: jsQR(data, width, width) };
}

/**
 * What zbar (ZBar's own QR decoder, a different family from jsQR's port of ZXing) reads from the symbol of `text`, one
 * line per symbol found. `npm test` installs zbarimg first (scripts/ensure-zbar.mjs).
 */
function decodeWithZbar(text: string): string {
  const { size, path } = qrSvgPath(text);
  const { data, width } = rasterize(size, path);
  const png = new PNG({ width, height: width });
  png.data = Buffer.from(data.buffer);
  const dir = mkdtempSync(join(tmpdir(), "qr-zbar-"));
  try {
    const file = join(dir, "symbol.png");
    writeFileSync(file, PNG.sync.write(png));
    return execFileSync("zbarimg", ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", file], {
      encoding: "utf8",
      // zbarimg's image loader complains on stderr about a missing D-Bus; a failed decode still throws (exit status 4).
      stdio: ["ignore", "pipe", "pipe"],
    }).replace(/\n$/, "");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error("zbarimg is not installed: run `node scripts/ensure-zbar.mjs`.");
    throw e;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("qrSvgPath", () => {
  const uri = buildPaymentUri({
    is_test: false,
    network: "ERC20",
    currency: "USDT",
    address: "0x52908400098527886E0F7030069857D2E4169EE7",
    amount: "10.5",
    contract_address: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
  }).uri;

  it.each([
    ["an EIP-681 payment URI", uri],
    ["a bare TRON address", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"],
    ["non-ASCII text", "Zahlung 10,50 € — оплата ✓"],
    [
      "a long text that needs a large version",
      "solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1&".repeat(8),
    ],
  ])("decodes back to %s", (_name, text) => {
    const { result } = decode(text);
    expect(result?.data).toBe(text);
    expect(result?.binaryData).toEqual([...new TextEncoder().encode(text)]);
  });

  it.each([
    ["an EIP-681 payment URI", uri],
    ["a bare TRON address", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"],
    [
      "a long text that needs a large version",
      "solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1&".repeat(8),
    ],
  ])("decodes back to %s with zbar too", (_name, text) => {
    expect(decodeWithZbar(text)).toBe(text);
  });

  it.each(["L", "M", "Q", "H"] as const)("decodes at error correction level %s", (ecl) => {
    expect(decode(uri, ecl).result?.data).toBe(uri);
  });

  it("uses error correction level M by default, as its format bits declare", () => {
    for (const text of [uri, "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", "x".repeat(300)]) {
      const { size, path } = qrSvgPath(text);
      expect(declaredLevel(size, path)).toBe("M");
    }
    for (const ecl of ["L", "M", "Q", "H"] as const) {
      const { size, path } = qrSvgPath(uri, { ecl });
      expect(declaredLevel(size, path)).toBe(ecl);
    }
  });

  it("leaves a 4-module quiet zone and gives a size of a real QR version", () => {
    const { size, path } = qrSvgPath(uri);
    const modules = size - 2 * QR_QUIET_ZONE;
    expect((modules - 17) % 4).toBe(0);
    for (const m of path.matchAll(RUN)) {
      const [x, y, w] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
      expect(x).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(x + w).toBeLessThanOrEqual(size - QR_QUIET_ZONE);
      expect(y).toBeLessThan(size - QR_QUIET_ZONE);
    }
    // The finder pattern's top edge is one run of 7 dark modules right at the quiet zone's corner.
    expect(path.startsWith(`M4 4h7v1h-7z`)).toBe(true);
  });

  it("merges each horizontal run of dark modules into one rectangle", () => {
    const runs = [...qrSvgPath(uri).path.matchAll(RUN)].map(
      (m) => [m[1], m[2], m[3]].map(Number) as [number, number, number],
    );
    for (let i = 1; i < runs.length; i++) {
      const [px, py, pw] = runs[i - 1]!;
      const [x, y] = runs[i]!;
      if (y === py) expect(x).toBeGreaterThan(px + pw);
    }
  });

  it("writes no ECI header before an ASCII payload, so readers that predate ECI decode it too", () => {
    const chunks = decode(uri).result?.chunks ?? [];
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((c) => "assignmentNumber" in c)).toEqual([]);
  });

  it("keeps a token payment URI small enough to scan from a phone: version 8 (49 modules) at most", () => {
    const token = buildPaymentUri({
      is_test: false,
      network: "ERC20",
      currency: "USDT",
      address: "0x52908400098527886E0F7030069857D2E4169EE7",
      amount: "12345.678901",
      contract_address: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
    }).uri;
    expect(qrSvgPath(token).size - 2 * QR_QUIET_ZONE).toBeLessThanOrEqual(49);
  });

  it("refuses text no QR version can hold", () => {
    expect(() => qrSvgPath("x".repeat(3000))).toThrow();
  });

  it("refuses empty text", () => {
    expect(() => qrSvgPath("")).toThrow(/non-empty/);
  });

  it("decodes back to any text", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 120, unit: "grapheme" }), (text) => {
        const { result } = decode(text);
        expect(result?.binaryData).toEqual([...new TextEncoder().encode(text)]);
      }),
      { numRuns: 150 },
    );
  });
});
