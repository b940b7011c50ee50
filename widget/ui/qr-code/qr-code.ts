/** A QR code as one inline SVG path, labelled, with the text it encodes copyable beside it. */
import { html, nothing, svg, type TemplateResult } from "lit";
import type { QrSvgPath } from "../../../shared/payment-uri/qr-svg.ts";
import type { Locale } from "../../i18n/locale.ts";
import { paymentScreenChunk } from "../../lazy/payment-screen-chunk.ts";
import "../copy-field/copy-field.ts";

/** Encoding is the costly part; every countdown tick re-renders the same few texts (wallet URI, payment page). */
const matrices = new Map<string, QrSvgPath>();

/**
 * `text` as a QR code (EC level M, quiet zone included) on a white tile, `label` for screen readers, and the text
 * in a copy field under it labelled `textLabel` (its button speaking `locale`; no field when `textLabel` is null). A template rendered in the view's shadow root with
 * qrCodeStyles, `part="qr"` on the tile; `--checkout-qr-size` sets its edge. Until the encoder has loaded the tile is
 * an empty busy square, and `onReady` is called when it can be drawn.
 */
export function qrCode(text: string, label: string, textLabel: string | null, locale: Locale, onReady: () => void): TemplateResult {
  // The encoder comes with the payment screen's chunk; until then the tile is an empty busy square.
  let m = matrices.get(text);
  const encode = m ? undefined : paymentScreenChunk.valueOr(onReady)?.qrSvgPath;
  if (encode) matrices.set(text, (m = encode(text)));
  return html`<figure class="qr-figure">
    ${m
      ? html`<svg class="qr" part="qr" role="img" aria-label=${label} viewBox="0 0 ${m.size} ${m.size}">
          ${svg`<rect width=${m.size} height=${m.size} fill="#fff"></rect><path d=${m.path}></path>`}
        </svg>`
      : html`<div class="qr" part="qr" aria-busy="true"></div>`}
    ${textLabel === null ? nothing : html`<cc-copy-field mono .label=${textLabel} .value=${text} .locale=${locale}></cc-copy-field>`}
  </figure>`;
}
