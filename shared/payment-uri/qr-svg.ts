/**
 * A QR code as one SVG path (dark modules, quiet zone included) from the `lean-qr` matrix: a pure string, no DOM.
 *
 * `lean-qr/nano` (2 KB min+gzip, maintained, tested against the standard's reference symbols) encodes the text as
 * UTF-8 bytes behind an ECI 26 (UTF-8) header, so any wallet reads non-ASCII text the same way, at exactly the
 * error correction level asked for, and picks the mask with the lowest penalty as ISO/IEC 18004 describes. It replaced
 * `qrcode`, whose matrix code alone was 4.3 KB of the widget's 25 KB budget (see README, "Why lean-qr").
 */
import { correction, generate } from "lean-qr/nano";

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
 * modules, so the path stays short and renders without hairline seams between modules. Throws on empty text and on
 * text too long for any QR version.
 */
export function qrSvgPath(text: string, { ecl = "M" }: { ecl?: QrErrorCorrection } = {}): QrSvgPath {
  if (typeof text !== "string" || text === "") throw new Error("QR text must be a non-empty string");
  const code = generate(text, { minCorrectionLevel: correction[ecl] });
  const n = code.size;
  let path = "";
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!code.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && code.get(x, y)) x++;
      const w = x - start;
      path += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${w}v1h-${w}z`;
    }
  }
  return { size: n + 2 * QR_QUIET_ZONE, path };
}
