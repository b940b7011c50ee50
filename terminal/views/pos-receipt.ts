/** The receipt of a sale, on screen and on paper: thermal 58 mm and 80 mm rolls, or A4. */
import { LitElement, css, html, nothing } from "lit";
import { baseStyles } from "../app/theme.styles.ts";
import { formatTime, translator } from "../i18n/translate.ts";
import { formatMoney } from "../../shared/checkout/format-money.ts";
import { PAPERS, printReceipt, setPaper, type Paper } from "../pwa/print-page.ts";
import { networkName } from "../../shared/api/chains.ts";
import type { Sale } from "../sale/sale.ts";
import type { Locale } from "../settings/settings-rules.ts";
import type { MessageKey } from "../i18n/messages.ts";
import "../ui/pos-qr.ts";

export class PosReceipt extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .paper {
        background: #fff;
        color: #000;
        max-width: 420px;
        margin: 0 auto;
        padding: 1.25rem;
        border-radius: 6px;
        border: 1px solid var(--pos-border);
        font-size: 1.05rem;
      }
      .paper h2 {
        text-align: center;
        font-size: 1.4rem;
      }
      dl {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.25rem 0.75rem;
        margin: 0.75rem 0;
      }
      dt {
        font-weight: 600;
      }
      dd {
        margin: 0;
        text-align: right;
        overflow-wrap: anywhere;
      }
      .total {
        font-size: 1.5rem;
        font-weight: 800;
        text-align: center;
        margin: 0.5rem 0;
      }
      .qr {
        text-align: center;
        --pos-qr-size: 160px;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
        justify-content: center;
        margin: 1rem 0;
      }
      .controls fieldset {
        border: none;
        display: flex;
        gap: 0.5rem;
        padding: 0;
        margin: 0;
        align-items: center;
      }
      .controls legend {
        float: left;
        margin-right: 0.5rem;
        font-weight: 600;
      }
      @media print {
        .controls {
          display: none;
        }
        .paper {
          border: none;
          padding: 0;
          max-width: none;
          font-size: 10pt;
        }
        .paper.p58 {
          width: 48mm;
          font-size: 8pt;
        }
        .paper.p80 {
          width: 72mm;
          font-size: 9pt;
        }
        .paper.pA4 {
          width: 120mm;
          font-size: 12pt;
        }
        .paper h2 {
          font-size: 1.3em;
        }
        .total {
          font-size: 1.4em;
        }
        .qr {
          --pos-qr-size: 28mm;
        }
      }
    `,
  ];

  static override properties = {
    sale: { attribute: false },
    shopName: { type: String, attribute: "shop-name" },
    locale: { type: String },
    paper: { state: true },
  };

  declare sale: Sale | undefined;
  declare shopName: string;
  declare locale: Locale;
  declare paper: Paper;

  constructor() {
    super();
    this.sale = undefined;
    this.shopName = "";
    this.locale = "en";
    this.paper = "80";
  }

  override render() {
    const sale = this.sale;
    if (!sale) return nothing;
    const t = translator(this.locale);
    const money = (v: string) => formatMoney(v, sale.body.currency, this.locale);
    const row = (label: MessageKey, value: string | undefined) =>
      value ? html`<dt>${t(label)}</dt><dd>${value}</dd>` : nothing;
    const paid = sale.payment ? `${sale.payment.expected ?? ""} ${sale.payment.currency}`.trim() : undefined;
    return html`<div class="controls">
        <fieldset>
          <legend>${t("receipt.paper")}</legend>
          ${PAPERS.map(
            (p) => html`<button type="button" aria-pressed=${this.paper === p ? "true" : "false"} @click=${() => this.handlePaper(p)}>
              ${p === "A4" ? "A4" : `${p} mm`}
            </button>`,
          )}
        </fieldset>
        <button class="primary" type="button" @click=${() => printReceipt(this.paper)}>${t("result.print")}</button>
      </div>
      <article class="paper p${this.paper}" aria-label=${t("receipt.title")}>
        <h2>${this.shopName}</h2>
        <p class="total" data-testid="receipt-total">${money(sale.body.amount)}</p>
        <dl>
          ${sale.tip !== "0" && !/^0(\.0+)?$/.test(sale.tip) ? row("receipt.tip", money(sale.tip)) : nothing}
          ${row("receipt.token", paid)} ${row("receipt.network", sale.payment ? networkName(sale.payment.network) : undefined)}
          ${row("receipt.status", t(`status.${sale.status}` as MessageKey))} ${row("receipt.invoice", sale.invoiceId)}
          ${row("receipt.order", sale.id)} ${row("receipt.time", formatTime(sale.completedAt ?? sale.createdAt, this.locale))}
        </dl>
        ${sale.paymentUrl
          ? html`<div class="qr"><pos-qr .value=${sale.paymentUrl} .label=${t("receipt.invoice") + " " + (sale.invoiceId ?? "")}></pos-qr></div>`
          : nothing}
      </article>`;
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
