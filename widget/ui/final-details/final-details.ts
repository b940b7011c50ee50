/**
 * The details block of a final screen (paid, paid_over, underpaid, expired, cancelled): what a customer quotes to
 * support, and a button that copies it all. It comes with the final screens' chunk (widget/views/checkout-view/ending-chunk.ts):
 * nobody downloads it before their checkout has ended.
 */
import { html, LitElement, nothing } from "lit";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../define.ts";
import { translator, type Locale } from "../../i18n/locale.ts";
import { detailsRows, detailsText } from "./final-details-rows.ts";
import { finalDetailsStyles } from "./final-details.styles.ts";

/**
 * @summary The order reference, invoice id, asked and arrived amounts and each transfer's explorer link of an ended checkout, with "Copy details"; `locale` for the words (the view has loaded the language's texts).
 * @csspart details - the block
 * @tagname cc-final-details
 */
export class FinalDetails extends LitElement {
  static override styles = [controlStyles, finalDetailsStyles];

  static override properties = {
    invoice: { attribute: false },
    locale: { attribute: false },
    status: { state: true },
  };

  declare invoice: PublicInvoice | undefined;
  declare locale: Locale | undefined;
  declare private status: "" | "copied" | "failed";

  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.invoice = undefined;
    this.locale = undefined;
    this.status = "";
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  override render() {
    if (!this.invoice) return nothing;
    const t = translator(this.locale ?? "en");
    const rows = detailsRows(this.invoice, t, this.locale ?? "en");
    const { status } = this;
    // API text (references, hashes, links) goes in as text and attribute values only, never as markup.
    return html`<section part="details" aria-labelledby="details-heading">
      <h3 id="details-heading">${t("details_heading")}</h3>
      <dl>
        ${rows.map(
          (row) => html`<dt>${row.label}</dt>
            <dd>
              <span class=${row.isId ? "id" : ""}>${row.shown}</span>
              ${row.txHash ? html`<span class="id">${row.txHash}</span>` : nothing}
              ${
                row.explorer
                  ? html`<a href=${row.explorer.href} rel="noopener noreferrer" target="_blank">${row.explorer.text}</a>`
                  : nothing
              }
            </dd>`,
        )}
      </dl>
      <button type="button" class=${status} @click=${() => this.#copy(detailsText(rows))}>
        ${t(status === "copied" ? "details_copied" : "details_copy")}
      </button>
      <div class=${status === "failed" ? "failed" : "visually-hidden"} role="status">
        ${status ? t(status === "copied" ? "details_copied" : "copy_failed") : ""}
      </div>
    </section>`;
  }

  async #copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.status = "copied";
    } catch {
      // Clipboard refused (permissions, old browser): select the list so the customer can copy it by hand.
      const list = this.renderRoot.querySelector("dl");
      const selection = window.getSelection();
      if (list && selection) {
        const range = document.createRange();
        range.selectNodeContents(list);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      this.status = "failed";
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => (this.status = ""), 2500);
  }
}

defineOnce("cc-final-details", FinalDetails);

declare global {
  interface HTMLElementTagNameMap {
    "cc-final-details": FinalDetails;
  }
}
