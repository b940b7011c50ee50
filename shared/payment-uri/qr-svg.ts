/** A QR code as one SVG path (dark modules, quiet zone included) from the `qrcode` matrix: a pure string, no DOM. */
import { create } from "qrcode/lib/core/qrcode.js";

export type QrErrorCorrection = "L" | "M" | "Q" | "H";

export interface QrSvgPath {
  /** Width and height in modules, including the 4-module quiet zone on every side: use it as the viewBox. */
  readonly size: number;
  /** One SVG path `d` covering every dark module; paint it dark on a white `size × size` background. */
  readonly path: string;
}

export const QR_QUIET_ZONE = 4;

/**
 * The QR code of `text` (byte mode, UTF-8) as `M x y h w v1 h-w z` rectangles, one per horizontal run of dark
 * modules, so the path stays short and renders without hairline seams between modules.
 */
export function qrSvgPath(text: string, { ecl = "M" }: { ecl?: QrErrorCorrection } = {}): QrSvgPath {
  if (typeof text !== "string" || text === "") throw new Error("QR text must be a non-empty string");
  // One byte segment, never qrcode's mixed-mode optimiser: the browser builds replace that optimiser with
  // qrcode-byte-mode.ts, and Node (tests, stub) must draw the very same symbol.
  const { modules } = create([{ mode: "byte", data: new TextEncoder().encode(text) }], { errorCorrectionLevel: ecl });
  const n = modules.size;
  const dark = (x: number, y: number): boolean => Boolean(modules.get(y, x));
  let path = "";
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && dark(x, y)) x++;
      const w = x - start;
      path += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${w}v1h-${w}z`;
    }
  }
  return { size: n + 2 * QR_QUIET_ZONE, path };
}
