/** The paper a receipt or report prints on (58 mm or 80 mm roll, or A4): one pressed button of three, `paper-change` on a tap. */
import { LitElement, html } from "lit";
import { posPaperPickerStyles } from "./pos-paper-picker.styles.ts";
import { baseStyles } from "../theme.styles.ts";
import { translator } from "../../i18n/translate.ts";
import { LATIN_DIGITS } from "../../../shared/i18n/digits.ts";
import { PAPERS, type Paper } from "../../platform/print-page.ts";
import type { Locale } from "../../i18n/languages.ts";

export class PosPaperPicker extends LitElement {
  static override styles = [baseStyles, posPaperPickerStyles];

  static override properties = {
    paper: { type: String },
    locale: { type: String },
  };

  declare paper: Paper;
  declare locale: Locale;

  constructor() {
    super();
    this.paper = "80";
    this.locale = "en";
  }

  override render() {
    const t = translator(this.locale);
    // Roll widths in Latin digits (digits.ts) and the locale's unit ("58 mm", "58 مم"); A4 is a name, the same everywhere.
    const millimetres = new Intl.NumberFormat(this.locale, { ...LATIN_DIGITS, style: "unit", unit: "millimeter" });
    return html`<fieldset>
      <legend>${t("receipt_paper")}</legend>
      ${PAPERS.map(
        (
          p,
        ) => html`<button type="button" aria-pressed=${this.paper === p ? "true" : "false"} @click=${() => this.choose(p)}>
          ${p === "A4" ? "A4" : millimetres.format(Number(p))}
        </button>`,
      )}
    </fieldset>`;
  }

  private choose(paper: Paper) {
    this.dispatchEvent(new CustomEvent<Paper>("paper-change", { detail: paper, bubbles: true, composed: true }));
  }
}

if (!customElements.get("pos-paper-picker")) customElements.define("pos-paper-picker", PosPaperPicker);

declare global {
  interface HTMLElementTagNameMap {
    "pos-paper-picker": PosPaperPicker;
  }
}
