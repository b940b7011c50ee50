/** A QR code drawn as one SVG path, dark on white in both themes, with the encoded text beside it for copying. */
import { LitElement, html, svg } from "lit";
import { posQrStyles } from "./pos-qr.styles.ts";
import { qrSvgPath } from "../../../shared/payment-uri/qr-svg.ts";

/**
 * @cssprop --pos-qr-size - rendered width and height (default 320px)
 */
export class PosQr extends LitElement {
  static override styles = posQrStyles;

  static override properties = {
    value: { type: String },
    label: { type: String },
  };

  declare value: string;
  declare label: string;

  #cache: { value: string; size: number; path: string } | undefined;

  constructor() {
    super();
    this.value = "";
    this.label = "";
  }

  override render() {
    if (!this.value) return html``;
    if (this.#cache?.value !== this.value) this.#cache = { value: this.value, ...qrSvgPath(this.value) };
    const { size, path } = this.#cache;
    // The SVG carries the text it encodes only through its label; nothing from the API becomes markup.
    return html`<svg role="img" aria-label=${this.label} viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">
      ${svg`<rect width=${size} height=${size}></rect><path d=${path}></path>`}
    </svg>`;
  }
}

if (!customElements.get("pos-qr")) customElements.define("pos-qr", PosQr);

declare global {
  interface HTMLElementTagNameMap {
    "pos-qr": PosQr;
  }
}
