/** A QR code as one inline SVG path, labelled, with the text it encodes copyable beside it. */
import { html, svg, type TemplateResult } from "lit";
import { qrSvgPath } from "../../../shared/payment-uri/index.ts";
import type { CopyTexts } from "../copy-field/copy-field.ts";
import "../copy-field/copy-field.ts";

/** Encoding is the costly part; every countdown tick re-renders the same few texts (wallet URI, payment page). */
const matrices = new Map<string, { size: number; path: string }>();

/**
 * `text` as a QR code (EC level M, quiet zone included) on a white tile, `label` for screen readers, and the text
 * in a copy field under it. A template rendered in the view's shadow root with qrCodeStyles, `part="qr"` on the
 * tile; `--checkout-qr-size` sets its edge.
 */
export function qrCode(text: string, label: string, textLabel: string, texts: CopyTexts): TemplateResult {
  let m = matrices.get(text);
  if (!m) matrices.set(text, (m = qrSvgPath(text)));
  return html`<figure>
    <svg class="qr" part="qr" role="img" aria-label=${label} viewBox="0 0 ${m.size} ${m.size}">
      ${svg`<rect width=${m.size} height=${m.size} fill="#fff"></rect><path d=${m.path}></path>`}
    </svg>
    <cc-copy-field mono .label=${textLabel} .value=${text} .texts=${texts}></cc-copy-field>
  </figure>`;
}
