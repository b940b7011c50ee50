/**
 * qrcode's core module, which builds the matrix: what qr-svg.ts uses, without the package entry's canvas and
 * SVG-tag renderers, which qr-svg.ts does not draw with. Typed here, for the part qr-svg.ts
 * reads, rather than re-exported from @types/qrcode: those types bring in Node's (Buffer, streams), which browser
 * code must not see (tsconfig.browser.json).
 */
declare module "qrcode/lib/core/qrcode.js" {
  interface BitMatrix {
    /** Modules per side. */
    readonly size: number;
    /** 1 for a dark module, 0 for a light one. */
    get(row: number, col: number): number;
  }
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: "L" | "M" | "Q" | "H" },
  ): { modules: BitMatrix };
}
