/** Time left on the invoice: a label, the time and a bar; `urgent` in the last quarter. */
import { html, LitElement } from "lit";
import { countdownBarStyles } from "./countdown-bar.styles.ts";
import { defineOnce } from "../define.ts";

/**
 * @summary Shows `text` and a bar filled to `fraction` (0–1) of the time left.
 * @csspart bar - the progress bar
 * @tagname cc-countdown-bar
 */
export class CountdownBar extends LitElement {
  static override styles = countdownBarStyles;

  static override properties = {
    text: {},
    fraction: { attribute: false },
    urgent: { type: Boolean, reflect: true },
  };

  declare text: string;
  declare fraction: number;
  declare urgent: boolean;

  constructor() {
    super();
    this.text = "";
    this.fraction = 1;
    this.urgent = false;
  }

  override render() {
    // The bar is decoration for sighted users; the text carries the time for everyone.
    return html`${this.text}<div part="bar"></div>`;
  }

  /** The fill goes through the CSSOM, which a strict style-src allows (an inline style attribute it would block). */
  override updated(): void {
    this.style.setProperty("--f", String(this.fraction));
  }
}

defineOnce("cc-countdown-bar", CountdownBar);

declare global {
  interface HTMLElementTagNameMap {
    "cc-countdown-bar": CountdownBar;
  }
}
