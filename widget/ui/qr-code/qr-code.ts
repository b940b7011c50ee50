/** A QR code as one inline SVG path, labelled, with the text it encodes copyable beside it. */
import { html, nothing, svg, type TemplateResult } from "lit";
import type { QrSvgPath } from "../../../shared/payment-uri/qr-svg.ts";
import type { Locale } from "../../i18n/locale.ts";
import "../copy-field/copy-field.ts";

/** Encoding is the costly part; every countdown tick re-renders the same few texts (wallet URI, payment page). */
const matrices = new Map<string, QrSvgPath>();
let encode: ((text: string) => QrSvgPath) | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the QR encoder, a chunk of its own: the method list, the first thing a customer sees, does not need it, so it
 * arrives while they choose (the view starts it once the invoice exists). A failed load (offline) is tried again by the
 * next call; the address and the amount stay copyable meanwhile.
 */
export function loadQrEncoder(): Promise<void> {
  return (loading ??= import("../../../shared/payment-uri/qr-svg.ts").then(
    (m) => {
      encode = m.qrSvgPath;
    },
    () => {
      loading = undefined;
    },
  ));
}

/**
 * `text` as a QR code (EC level M, quiet zone included) on a white tile, `label` for screen readers, and the text
 * in a copy field under it labelled `textLabel` (its button speaking `locale`; no field when `textLabel` is null). A template rendered in the view's shadow root with
 * qrCodeStyles, `part="qr"` on the tile; `--checkout-qr-size` sets its edge. Until the encoder has loaded the tile is
 * an empty busy square, and `onReady` is called when it can be drawn.
 */
export function qrCode(text: string, label: string, textLabel: string | null, locale: Locale, onReady: () => void): TemplateResult {
  let m = matrices.get(text);
  if (!m && encode) matrices.set(text, (m = encode(text)));
  if (!m) void loadQrEncoder().then(() => encode && onReady());
  return html`<figure class="qr-figure">
    ${m
      ? html`<svg class="qr" part="qr" role="img" aria-label=${label} viewBox="0 0 ${m.size} ${m.size}">
          ${svg`<rect width=${m.size} height=${m.size} fill="#fff"></rect><path d=${m.path}></path>`}
        </svg>`
      : html`<div class="qr" part="qr" aria-busy="true"></div>`}
    ${textLabel === null ? nothing : html`<cc-copy-field mono .label=${textLabel} .value=${text} .locale=${locale}></cc-copy-field>`}
  </figure>`;
}
