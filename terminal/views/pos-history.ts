/** The history screen: this device's sales with filters, refreshed statuses, receipts and a CSV export. */
import { LitElement, css, html, nothing } from "lit";
import { baseStyles } from "../app/theme.styles.ts";
import { emit } from "../app/events.ts";
import { formatTime, translator } from "../i18n/translate.ts";
import { formatMoney } from "../../shared/checkout/format-money.ts";
import { filterSales, type StatusFilter } from "../history/history-filter.ts";
import { salesCsv } from "../history/sales-csv.ts";
import { isFinalSale, isSuccessfulSale, type Sale } from "../sale/sale.ts";
import type { Locale } from "../settings/settings-rules.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { networkName } from "../../shared/api/chains.ts";

const FILTERS: readonly StatusFilter[] = ["all", "paid", "open", "problem"];

/**
 * @fires pos-print - reprint the receipt of a sale
 * @fires pos-navigate - resume the sale in progress
 * @fires pos-refresh - refresh the statuses of open sales from the API
 */
export class PosHistory extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        gap: 1rem;
        align-items: end;
        margin-bottom: 1rem;
      }
      .toolbar > div {
        min-width: 180px;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 1.1rem;
      }
      th,
      td {
        text-align: left;
        padding: 0.55rem 0.5rem;
        border-bottom: 1px solid var(--pos-border);
        vertical-align: middle;
      }
      /* The time and the order id stay readable on a phone instead of wrapping a character per line. */
      td:first-child {
        min-width: 9rem;
      }
      td.num,
      th.num {
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      .badge {
        display: inline-block;
        padding: 0.2rem 0.6rem;
        border-radius: 999px;
        font-weight: 600;
        font-size: 0.95rem;
        background: var(--pos-warn-bg);
        color: var(--pos-warn);
      }
      .badge.ok {
        background: var(--pos-success-bg);
        color: var(--pos-success);
      }
      .badge.bad {
        background: var(--pos-danger-bg);
        color: var(--pos-danger);
      }
      .order {
        overflow-wrap: anywhere;
        font-family: ui-monospace, monospace;
        font-size: 0.9rem;
        color: var(--pos-muted);
      }
      @media (max-width: 800px) {
        .hide-narrow {
          display: none;
        }
      }
    `,
  ];

  static override properties = {
    sales: { attribute: false },
    locale: { type: String },
    activeSaleId: { type: String, attribute: "active-sale-id" },
    refreshing: { type: Boolean },
    status: { state: true },
    day: { state: true },
  };

  declare sales: readonly Sale[];
  declare locale: Locale;
  declare activeSaleId: string;
  declare refreshing: boolean;
  declare status: StatusFilter;
  declare day: string;

  constructor() {
    super();
    this.sales = [];
    this.locale = "en";
    this.activeSaleId = "";
    this.refreshing = false;
    this.status = "all";
    this.day = "";
  }

  override render() {
    const t = translator(this.locale);
    const shown = filterSales(this.sales, this.status, this.day);
    return html`<h1>${t("history.title")}</h1>
      <div class="toolbar">
        <div>
          <label for="status">${t("history.filterStatus")}</label>
          <select id="status" @change=${(e: Event) => (this.status = (e.target as HTMLSelectElement).value as StatusFilter)}>
            ${FILTERS.map((f) => html`<option value=${f} ?selected=${f === this.status}>${t(`history.${f}` as MessageKey)}</option>`)}
          </select>
        </div>
        <div>
          <label for="day">${t("history.filterDay")}</label>
          <input id="day" type="date" .value=${this.day} @change=${(e: Event) => (this.day = (e.target as HTMLInputElement).value)} />
        </div>
        <button type="button" ?disabled=${this.refreshing} @click=${() => this.dispatchEvent(new CustomEvent("pos-refresh", { bubbles: true, composed: true }))}>
          ${t("history.refresh")}
        </button>
        <button type="button" @click=${() => this.handleExport(shown)}>${t("history.export")}</button>
      </div>
      ${shown.length === 0
        ? html`<p role="status">${t("history.empty")}</p>`
        : html`<table>
            <thead>
              <tr>
                <th scope="col">${t("receipt.time")}</th>
                <th scope="col" class="num">${t("receipt.amount")}</th>
                <th scope="col">${t("receipt.status")}</th>
                <th scope="col" class="hide-narrow">${t("receipt.token")}</th>
                <th scope="col"><span class="visually-hidden">${t("history.reprint")}</span></th>
              </tr>
            </thead>
            <tbody>
              ${shown.map((s) => this.renderRow(s))}
            </tbody>
          </table>`}`;
  }

  private renderRow(s: Sale) {
    const t = translator(this.locale);
    const tone = isSuccessfulSale(s.status) ? "ok" : isFinalSale(s.status) ? "bad" : "";
    return html`<tr data-order=${s.id}>
      <td>${formatTime(s.createdAt, this.locale)}<br /><span class="order">${s.id}</span>${s.note ? html`<br />${s.note}` : nothing}</td>
      <td class="num">${formatMoney(s.body.amount, s.body.currency, this.locale)}</td>
      <td><span class="badge ${tone}">${t(`status.${s.status}` as MessageKey)}</span></td>
      <td class="hide-narrow">${s.payment ? `${s.payment.currency} · ${networkName(s.payment.network)}` : ""}</td>
      <td>
        ${s.id === this.activeSaleId
          ? html`<button type="button" @click=${() => emit(this, "pos-navigate", { name: "pay" })}>${t("history.resume")}</button>`
          : html`<button type="button" aria-label="${t("history.reprint")} ${s.id}" @click=${() => emit(this, "pos-print", { saleId: s.id })}>
              ${t("history.reprint")}
            </button>`}
      </td>
    </tr>`;
  }

  private handleExport(sales: readonly Sale[]) {
    const blob = new Blob([salesCsv(sales)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `sales-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

if (!customElements.get("pos-history")) customElements.define("pos-history", PosHistory);

declare global {
  interface HTMLElementTagNameMap {
    "pos-history": PosHistory;
  }
  interface HTMLElementEventMap {
    "pos-refresh": CustomEvent<null>;
  }
}
