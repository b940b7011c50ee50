/** A QR code as one inline SVG path, labelled for screen readers. */
import { html, svg, type TemplateResult } from "lit";
import { qrSvgPath, type QrSvgPath } from "../../../shared/payment-uri/qr-svg.ts";

/** Encoding is the costly part; every countdown tick re-renders the same few texts (wallet URI, payment page). */
const matrices = new Map<string, QrSvgPath>();

/**
 * `text` as a QR code (EC level M, quiet zone included) on a white tile, `label` for screen readers. A template
 * rendered in the view's shadow root with qrCodeStyles, `part="qr"` on the tile; `--checkout-qr-size` sets its edge.
 * The encoder travels with the payment screen's chunk, like every screen that draws one. The text a code carries is
 * never offered as a field of its own to copy: a wallet URI pasted into a wallet that drops its scheme would pay
 * the token contract rather than the address.
 */
export function qrCode(text: string, label: string): TemplateResult {
  let m = matrices.get(text);
  if (!m) matrices.set(text, (m = qrSvgPath(text)));
  return html`<svg class="qr" part="qr" role="img" aria-label=${label} viewBox="0 0 ${m.size} ${m.size}">
    ${svg`<rect width=${m.size} height=${m.size} fill="#fff"></rect><path d=${m.path}></path>`}
  </svg>`;
}
