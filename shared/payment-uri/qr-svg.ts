/**
 * A QR code as one SVG path (dark modules, quiet zone included) from the `qrcode` matrix: a pure string, no DOM.
 *
 * `qrcode` splits the text into the smallest mix of numeric, alphanumeric and byte segments, writes non-ASCII text as
 * UTF-8 bytes, uses exactly the error correction level asked for, and picks the mask with the lowest penalty as
 * ISO/IEC 18004 describes. It writes no ECI header, so a payment URI (always ASCII) scans on every reader, old ones too.
 */
// The core module alone (see qrcode-core.d.ts): the matrix is all this needs, not the package's renderers.
import { create as createQrCode } from "qrcode/lib/core/qrcode.js";

export type QrErrorCorrection = "L" | "M" | "Q" | "H";

export interface QrSvgPath {
  /** Width and height in modules, including the 4-module quiet zone on every side: use it as the viewBox. */
  readonly size: number;
  /** One SVG path `d` covering every dark module; paint it dark on a white `size × size` background. */
  readonly path: string;
}

export const QR_QUIET_ZONE = 4;

/**
 * The QR code of `text` as `M x y h w v1 h-w z` rectangles, one per horizontal run of dark modules, so the path stays
 * short and renders without hairline seams between modules. Throws on empty text and on text too long for any QR
 * version.
 */
export function qrSvgPath(text: string, { ecl = "M" }: { ecl?: QrErrorCorrection } = {}): QrSvgPath {
  if (typeof text !== "string" || text === "") throw new Error("QR text must be a non-empty string");
  const { modules } = createQrCode(text, { errorCorrectionLevel: ecl });
  const n = modules.size;
  const isDark = (x: number, y: number) => modules.get(y, x) !== 0;
  let path = "";
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!isDark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && isDark(x, y)) x++;
      const width = x - start;
      path += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${width}v1h-${width}z`;
    }
  }
  return { size: n + 2 * QR_QUIET_ZONE, path };
}
