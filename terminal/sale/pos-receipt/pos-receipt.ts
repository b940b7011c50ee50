/** The receipt of a sale, on screen and on paper: thermal 58 mm and 80 mm rolls, or A4. */
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { posReceiptStyles } from "./pos-receipt.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { paperPrintStyles } from "../../platform/print-page.styles.ts";
import { formatDateTime, terminalTexts, translator, type Translate } from "../../i18n/translate.ts";
import { customerTextsEn } from "../../../shared/i18n/customer/customer-texts.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { printOnPaper, setPaper, type Paper } from "../../platform/print-page.ts";
import { STATUS_LABELS } from "../status-labels.ts";
import { paymentNetworkName } from "../../../shared/api/chains.ts";
import { receiptTokenAmounts, statusSourceOf, type Sale } from "../sale.ts";
import { saleLines, type SaleLine } from "../sale-lines.ts";
import type { Locale } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import "../../ui/pos-paper-picker/pos-paper-picker.ts";
import "../../ui/pos-qr/pos-qr.ts";

/** The payment's record in words (the shared customer texts) arrives with this chunk, not with the first load. */
terminalTexts.addEnglish(customerTextsEn);

export class PosReceipt extends LitElement {
  static override styles = [baseStyles, posReceiptStyles, paperPrintStyles];

  static override properties = {
    sale: { attribute: false },
    shopName: { type: String, attribute: "shop-name" },
    locale: { type: String },
    testMode: { type: Boolean, attribute: "test-mode" },
    paper: { state: true },
  };

  declare sale: Sale | undefined;
  declare shopName: string;
  declare locale: Locale;
  /** A sandbox sale (its invoice's is_test; the key's kind for an older record): printed as TEST MODE. */
  declare testMode: boolean;
  declare paper: Paper;

  constructor() {
    super();
    this.sale = undefined;
    this.shopName = "";
    this.locale = "en";
    this.paper = "80";
    this.testMode = false;
  }

  override connectedCallback() {
    super.connectedCallback();
    // The page size is set from the start, so the browser's own print command (Ctrl+P) prints on the roll too.
    setPaper(this.paper);
  }

  override render() {
    const sale = this.sale;
    if (!sale) return nothing;
    const t = translator(this.locale);
    const money = (v: string) => formatMoney(v, sale.body.currency, this.locale);
    const row = (label: MessageKey, value: string | undefined) =>
      value ? html`<dt>${t(label)}</dt><dd>${value}</dd>` : nothing;
    // An id in a monospace face (0 and O, l and 1 apart when read out to support), the one value that breaks anywhere;
    // isolated, so its Latin letters keep their order on an Arabic or Hebrew receipt.
    const idRow = (label: MessageKey, value: string | undefined) =>
      value ? html`<dt>${t(label)}</dt><dd class="id"><bdi>${value}</bdi></dd>` : nothing;
    const payment = sale.payment;
    const { received, asked } = payment ? receiptTokenAmounts(payment) : {};
    const token = (amount: string | undefined) =>
      amount !== undefined && payment ? formatMoney(amount, payment.currency, this.locale) : undefined;
    return html`<div class="controls">
        <pos-paper-picker .paper=${this.paper} locale=${this.locale} @paper-change=${(e: CustomEvent<Paper>) => this.handlePaper(e.detail)}></pos-paper-picker>
        <button class="primary" type="button" @click=${() => printOnPaper(this.paper)}>${t("result_print")}</button>
      </div>
      <article class="paper p${this.paper}" aria-label=${t("receipt_title")}>
        ${this.testMode ? html`<p class="test-mode" data-testid="test-mode">${t("test_mode")}</p>` : nothing}
        <h2>${this.shopName}</h2>
        <table class="items" aria-label=${t("receipt_items")}>
          <tbody>
            ${saleLines(sale).map(
              (line) => html`<tr data-testid="receipt-line">
                <td>${this.lineLabel(line, t)}</td>
                <td class="num">${money(line.amount)}</td>
              </tr>`,
            )}
          </tbody>
        </table>
        <p class="total"><span>${t("sale_total")}</span> <span data-testid="receipt-total">${money(sale.body.amount)}</span></p>
        <dl>
          ${sale.note ? html`<dt>${t("receipt_note")}</dt><dd><span dir="auto">${sale.note}</span></dd>` : nothing}
          ${row("record_arrived", token(received))} ${row("record_asked", token(asked))}
          ${row("receipt_network", sale.payment ? paymentNetworkName(sale.payment.network, this.testMode) : undefined)}
          ${row("receipt_status", t(STATUS_LABELS[sale.status]))} ${idRow("record_invoice", sale.invoiceId)}
          ${idRow("record_order", sale.id)} ${row("receipt_time", formatDateTime(sale.completedAt ?? sale.createdAt, this.locale))}
        </dl>
        ${statusSourceOf(sale) === "browser-message" ? html`<p class="signal" data-testid="learnt-from">${t("learnt_from_page")}</p>` : nothing}
        ${
          sale.paymentUrl
            ? html`<figure class="qr">
              <pos-qr .value=${sale.paymentUrl} .label=${t("pay_reference", { id: sale.invoiceId ?? "" })}></pos-qr>
              <figcaption>${t("receipt_qr_caption")}</figcaption>
            </figure>`
            : nothing
        }
      </article>`;
  }

  private lineLabel(line: SaleLine, t: Translate): TemplateResult | string {
    switch (line.kind) {
      case "item":
        // The name as the merchant typed it, in its own direction: an English name on an Arabic receipt reads (and
        // wraps) left to right.
        return html`${line.item.quantity} × <span dir="auto">${line.item.name}</span>`;
      case "keyed":
        // Typed on the keypad: beside quick items it is "Other amount", alone simply "Amount".
        return t(this.sale?.items?.length ? "receipt_other_amount" : "receipt_amount");
      case "tip":
        return t("receipt_tip");
    }
  }

  /** The page size follows the choice at once, so the browser's own print command (Ctrl+P) uses it too. */
  private handlePaper(paper: Paper) {
    this.paper = paper;
    setPaper(paper);
  }
}

if (!customElements.get("pos-receipt")) customElements.define("pos-receipt", PosReceipt);

declare global {
  interface HTMLElementTagNameMap {
    "pos-receipt": PosReceipt;
  }
}
