/**
 * qrcode's core module, which builds the matrix: what qr-svg.ts uses, without the package entry's canvas and
 * SVG-tag renderers (about 1.3 KB min+gzip of the widget's payment-screen chunk). Typed by @types/qrcode.
 */
declare module "qrcode/lib/core/qrcode.js" {
  export { create } from "qrcode";
}
