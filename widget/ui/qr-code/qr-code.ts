/** A QR code as one inline SVG path, labelled, with the text it encodes copyable beside it. */
import { html, LitElement, svg } from "lit";
import { qrSvgPath } from "../../../shared/payment-uri/index.ts";
import { qrCodeStyles } from "./qr-code.styles.ts";
import "../copy-field/copy-field.ts";
import { defineOnce } from "../define.ts";

/**
 * @summary Renders `text` as a QR code (EC level M, quiet zone included).
 * @csspart qr - the white tile holding the code
 * @cssprop [--checkout-qr-size=200px] - edge length of the code
 * @tagname cc-qr-code
 */
export class QrCode extends LitElement {
  static override styles = qrCodeStyles;

  static override properties = {
    text: {},
    label: {},
    textLabel: { attribute: "text-label" },
    copyText: { attribute: "copy-text" },
    copiedText: { attribute: "copied-text" },
    failedText: { attribute: "failed-text" },
  };

  declare text: string;
  declare label: string;
  declare textLabel: string;
  declare copyText: string;
  declare copiedText: string;
  declare failedText: string;

  #cache: { text: string; size: number; path: string } | undefined;

  constructor() {
    super();
    this.text = "";
    this.label = "";
    this.textLabel = "Encoded text";
    this.copyText = "Copy";
    this.copiedText = "Copied";
    this.failedText = "Select the text and copy it by hand";
  }

  override render() {
    if (!this.text) return html``;
    const { size, path } = this.#matrix(this.text);
    return html`
      <figure>
        <div class="tile" part="qr">
          <svg role="img" aria-label=${this.label} viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg">
            ${svg`<rect width=${size} height=${size} fill="#ffffff"></rect><path d=${path} fill="#000000"></path>`}
          </svg>
        </div>
        <figcaption>
          <cc-copy-field
            mono
            .label=${this.textLabel}
            .value=${this.text}
            .copyText=${this.copyText}
            .copiedText=${this.copiedText}
            .failedText=${this.failedText}
          ></cc-copy-field>
        </figcaption>
      </figure>
    `;
  }

  /** Encoding is the costly part; a re-render with the same text (every countdown tick) reuses it. */
  #matrix(text: string): { size: number; path: string } {
    if (this.#cache?.text !== text) this.#cache = { text, ...qrSvgPath(text) };
    return this.#cache;
  }
}

defineOnce("cc-qr-code", QrCode);

declare global {
  interface HTMLElementTagNameMap {
    "cc-qr-code": QrCode;
  }
}
