/** The history screen: this device's sales with filters, refreshed statuses, receipts and a CSV export. */
import { LitElement, html, nothing } from "lit";
import { posHistoryStyles } from "./pos-history.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { formatDateTime, translator } from "../../i18n/translate.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { filterSales, type StatusFilter } from "../history-filter.ts";
import { downloadFile } from "../../platform/download.ts";
import { salesCsv } from "../sales-csv.ts";
import { hasReceipt, isFinalSale, isSuccessfulSale, statusSourceOf, type Sale } from "../../sale/sale.ts";
import type { Locale } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { STATUS_LABELS } from "../../sale/status-labels.ts";
import { paymentNetworkName } from "../../../shared/api/chains.ts";

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** Go back to the sale in progress. */
    "pos-resume-sale": null;
  }
}

/** The status filters in the order offered, with their labels. */
const FILTERS = {
  all: "history_all",
  paid: "history_paid",
  open: "history_open",
  problem: "history_problem",
} as const satisfies Record<StatusFilter, MessageKey>;

/**
 * @fires pos-print - reprint the receipt of a sale
 * @fires pos-resume-sale - go back to the sale in progress
 * @fires pos-refresh - refresh the statuses of open sales from the API
 */
export class PosHistory extends LitElement {
  static override styles = [baseStyles, posHistoryStyles];

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
    return html`<h1>${t("history_title")}</h1>
      <div class="toolbar">
        <div>
          <label for="status">${t("history_filter_status")}</label>
          <select id="status" @change=${(e: Event) => (this.status = (e.target as HTMLSelectElement).value as StatusFilter)}>
            ${(Object.keys(FILTERS) as StatusFilter[]).map((f) => html`<option value=${f} ?selected=${f === this.status}>${t(FILTERS[f])}</option>`)}
          </select>
        </div>
        <div>
          <label for="day">${t("history_filter_day")}</label>
          <input id="day" type="date" .value=${this.day} @change=${(e: Event) => (this.day = (e.target as HTMLInputElement).value)} />
        </div>
        <button type="button" ?disabled=${this.refreshing} @click=${() => emit(this, "pos-refresh", null)}>
          ${t("history_refresh")}
        </button>
        <button type="button" @click=${() => this.handleExport(shown)}>${t("history_export")}</button>
      </div>
      ${
        shown.length === 0
          ? html`<p role="status">${t("history_empty")}</p>`
          : html`<div class="table-scroll" role="region" tabindex="0" aria-label=${t("history_title")}>
            <table>
            <thead>
              <tr>
                <th scope="col">${t("receipt_time")}</th>
                <th scope="col" class="num">${t("receipt_amount")}</th>
                <th scope="col">${t("receipt_status")}</th>
                <th scope="col" class="hide-narrow">${t("receipt_token")}</th>
                <th scope="col"><span class="visually-hidden">${t("history_reprint")}</span></th>
              </tr>
            </thead>
            <tbody>
              ${shown.map((s) => this.renderRow(s))}
            </tbody>
            </table>
          </div>`
      }`;
  }

  private renderRow(s: Sale) {
    const t = translator(this.locale);
    // Only the embedded page's message said how it ended: no "paid" colour for a browser signal.
    const signal = statusSourceOf(s) === "browser-message";
    const tone = signal ? "" : isSuccessfulSale(s.status) ? "ok" : isFinalSale(s.status) ? "bad" : "";
    return html`<tr data-order=${s.id}>
      <td>${formatDateTime(s.createdAt, this.locale)}<br /><span class="order">${s.id}</span>${s.note ? html`<br /><span dir="auto">${s.note}</span>` : nothing}</td>
      <td class="num">${formatMoney(s.body.amount, s.body.currency, this.locale)}</td>
      <td>
        <span class="badge ${tone}">${t(STATUS_LABELS[s.status])}</span>${signal ? html`<br /><small class="signal">${t("learnt_from_page")}</small>` : nothing}
      </td>
      <td class="hide-narrow">${s.payment ? `${s.payment.currency} · ${paymentNetworkName(s.payment.network, s.test === true)}` : ""}</td>
      <td>
        ${
          s.id === this.activeSaleId
            ? html`<button type="button" @click=${() => emit(this, "pos-resume-sale", null)}>${t("history_resume")}</button>`
            : hasReceipt(s.status)
              ? html`<button type="button" aria-label="${t("history_reprint")} ${s.id}" @click=${() => emit(this, "pos-print", { saleId: s.id })}>
                ${t("history_reprint")}
              </button>`
              : nothing
        }
      </td>
    </tr>`;
  }

  private handleExport(sales: readonly Sale[]) {
    downloadFile(`sales-${new Date().toISOString().slice(0, 10)}.csv`, salesCsv(sales), "text/csv;charset=utf-8");
  }
}

if (!customElements.get("pos-history")) customElements.define("pos-history", PosHistory);

declare global {
  interface HTMLElementTagNameMap {
    "pos-history": PosHistory;
  }
}
