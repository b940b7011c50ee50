/** A QR code drawn as one SVG path, dark on white in both themes, with the encoded text beside it for copying. */
import { LitElement, html, svg } from "lit";
import { posQrStyles } from "./pos-qr.styles.ts";
import { qrSvgPath, type QrErrorCorrection } from "../../../shared/payment-uri/qr-svg.ts";

/**
 * @cssprop --pos-qr-size - rendered width and height (default 320px); a code with more modules grows past it when
 * `min-module` asks for a least size of each module
 */
export class PosQr extends LitElement {
  static override styles = posQrStyles;

  static override properties = {
    value: { type: String },
    label: { type: String },
    ecl: { type: String },
    minModule: { type: Number, attribute: "min-module" },
  };

  declare value: string;
  declare label: string;
  /** Error correction: M by default; L for a long text shown on a screen (fewer modules, each larger). */
  declare ecl: QrErrorCorrection;
  /** The least size of one module in CSS pixels, so a long code stays readable by a camera (0: none). */
  declare minModule: number;

  #cache: { value: string; ecl: QrErrorCorrection; size: number; path: string } | undefined;

  constructor() {
    super();
    this.value = "";
    this.label = "";
    this.ecl = "M";
    this.minModule = 0;
  }

  override render() {
    if (!this.value) return html``;
    if (this.#cache?.value !== this.value || this.#cache.ecl !== this.ecl)
      this.#cache = { value: this.value, ecl: this.ecl, ...qrSvgPath(this.value, { ecl: this.ecl }) };
    // Through the CSSOM, not a style attribute: the terminal's CSP allows no inline style.
    this.style.setProperty("--pos-qr-least", this.minModule > 0 ? `${this.#cache.size * this.minModule}px` : "0px");
    const { size, path } = this.#cache;
    // The SVG carries the text it encodes only through its label; nothing from the API becomes markup.
    return html`<svg
      role="img"
      aria-label=${this.label}
      viewBox="0 0 ${size} ${size}"
      shape-rendering="crispEdges"
      data-modules=${size}
    >
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
