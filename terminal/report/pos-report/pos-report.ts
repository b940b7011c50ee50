/** The end-of-day report screen: a day or a range, shown once statuses are refreshed, printed on any paper, exported as CSV. */
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { posReportStyles } from "./pos-report.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { paperPrintStyles } from "../../platform/print-page.styles.ts";
import { emit } from "../../ui/events.ts";
import { terminalTexts, translator } from "../../i18n/translate.ts";
import { relayEn } from "../../i18n/relay-messages.ts";
import { reportEn } from "../../i18n/report-messages.ts";
import { customerTextsEn } from "../../../shared/i18n/customer/customer-texts.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { paymentNetworkName } from "../../../shared/api/chains.ts";
import { dayReport, type ReportRange, type ShortSale, type Tally } from "../day-report.ts";
import { reportCsv } from "../report-csv.ts";
import { localDay } from "../../history/history-filter.ts";
import { printOnPaper, setPaper, type Paper } from "../../platform/print-page.ts";
import "../../ui/pos-paper-picker/pos-paper-picker.ts";
import { downloadFile } from "../../platform/download.ts";
import type { Sale } from "../../sale/sale.ts";
import type { Locale } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { shopSales } from "../shop-day.ts";
import type { ShopDayResult } from "../../relay/relay-view-model.ts";

/** The report's words, the shared customer texts (the payment's record) and the relay's arrive with this chunk. */
terminalTexts.addEnglish(customerTextsEn);
terminalTexts.addEnglish(relayEn);
terminalTexts.addEnglish(reportEn);

/** The whole shop's day as last asked of the relay, for one day. */
type ShopDay =
  | { readonly date: string; readonly kind: "loading" }
  | { readonly date: string; readonly kind: "ready"; readonly records: readonly unknown[] }
  | { readonly date: string; readonly kind: "failed"; readonly reason: "unreachable" | "revoked" | "refused" };

/**
 * @fires pos-refresh - the range changed or staff asked: refresh the open sales' statuses from the API
 */
export class PosReport extends LitElement {
  static override styles = [baseStyles, posReportStyles, paperPrintStyles];

  static override properties = {
    sales: { attribute: false },
    currency: { type: String },
    shopName: { type: String, attribute: "shop-name" },
    locale: { type: String },
    refreshing: { type: Boolean },
    from: { state: true },
    to: { state: true },
    testMode: { type: Boolean, attribute: "test-mode" },
    paper: { state: true },
    loadShopDay: { attribute: false },
    shopDay: { state: true },
  };

  declare sales: readonly Sale[];
  declare currency: string;
  declare shopName: string;
  declare locale: Locale;
  declare refreshing: boolean;
  declare from: string;
  declare to: string;
  declare paper: Paper;
  /** The terminal runs on a sandbox key: the report says TEST MODE (as it does when any of its sales was a test). */
  declare testMode: boolean;
  /** With a relay paired: asks it for every tablet's sales of a day. Null without one. */
  declare loadShopDay: ((date: string) => Promise<ShopDayResult>) | null;
  declare shopDay: ShopDay | null;

  constructor() {
    super();
    this.sales = [];
    this.currency = "EUR";
    this.shopName = "";
    this.locale = "en";
    this.refreshing = false;
    this.from = localDay(Date.now());
    this.to = this.from;
    this.paper = "80";
    this.testMode = false;
    this.loadShopDay = null;
    this.shopDay = null;
  }

  override connectedCallback() {
    super.connectedCallback();
    // The page size is set from the start, so the browser's own print command (Ctrl+P) prints on the roll too.
    setPaper(this.paper);
  }

  private get range(): ReportRange {
    // A range typed backwards still means the days between the two dates.
    return this.from <= this.to ? { from: this.from, to: this.to } : { from: this.to, to: this.from };
  }

  override render() {
    const t = translator(this.locale);
    return html`<h1>${t("report_title")}</h1>
      <div class="toolbar">
        <div>
          <label for="from">${t("report_from")}</label>
          <input id="from" type="date" .value=${this.from} @change=${(e: Event) => this.handleRange("from", e)} />
        </div>
        <div>
          <label for="to">${t("report_to")}</label>
          <input id="to" type="date" .value=${this.to} @change=${(e: Event) => this.handleRange("to", e)} />
        </div>
        <pos-paper-picker .paper=${this.paper} locale=${this.locale} @paper-change=${(e: CustomEvent<Paper>) => this.handlePaper(e.detail)}></pos-paper-picker>
        <button class="primary" type="button" ?disabled=${this.refreshing} @click=${() => printOnPaper(this.paper)}>${t("report_print")}</button>
        <button type="button" ?disabled=${this.refreshing} @click=${this.handleExport}>${t("history_export")}</button>
      </div>
      ${this.renderShopDayAsk()}
      ${this.refreshing ? html`<p role="status" class="muted">${t("report_refreshing")}</p>` : this.renderReport()}`;
  }

  /** With a relay: the button that asks it for the whole shop's day, and what came of the last ask. */
  private renderShopDayAsk() {
    if (!this.loadShopDay) return nothing;
    const t = translator(this.locale);
    const { from, to } = this.range;
    if (from !== to) return html`<p class="muted">${t("report_shop_one_day")}</p>`;
    const shown = this.shopDay?.date === from ? this.shopDay : null;
    const failed =
      shown?.kind === "failed"
        ? t(
            shown.reason === "revoked"
              ? "relay_revoked"
              : shown.reason === "unreachable"
                ? "report_shop_unreachable"
                : "report_shop_refused",
          )
        : "";
    return html`<div class="toolbar">
      <button type="button" ?disabled=${shown?.kind === "loading"} @click=${() => void this.askShopDay(from)}>
        ${t("report_shop_show")}
      </button>
      <span role="status">${shown?.kind === "loading" ? t("report_shop_loading") : ""}</span>
      ${failed ? html`<p class="warn" role="alert" data-testid="shop-day-problem">${failed}</p>` : nothing}
    </div>`;
  }

  private async askShopDay(date: string) {
    const load = this.loadShopDay;
    if (!load) return;
    this.shopDay = { date, kind: "loading" };
    // The relay's chunk that could not load counts as a relay out of reach.
    const result = await load(date).catch((): ShopDayResult => ({ ok: false, kind: "unreachable" }));
    this.shopDay = result.ok
      ? { date, kind: "ready", records: result.sales }
      : { date, kind: "failed", reason: result.kind };
  }

  /**
   * This tablet's figures beside the whole shop's (every tablet's records on the relay, this one's own in place of
   * their copies): paid, tips, received, not paid.
   */
  private renderShopDay(own: ReturnType<typeof dayReport>) {
    const shown = this.shopDay;
    if (shown?.kind !== "ready" || shown.date !== this.range.from || this.range.from !== this.range.to) return nothing;
    const t = translator(this.locale);
    const shop = dayReport(shopSales(shown.records, this.sales), this.range, this.currency);
    const money = (amount: string) => formatMoney(amount, this.currency, this.locale);
    const unpaid = (r: typeof own) => r.unpaid.underpaid.count + r.unpaid.expired.count + r.unpaid.cancelled.count;
    const row = (label: MessageKey, mine: string, all: string, testId: string) =>
      html`<tr data-testid=${testId}>
        <th scope="row">${t(label)}</th>
        <td class="num">${mine}</td>
        <td class="num">${all}</td>
      </tr>`;
    return html`<table data-testid="shop-day">
      <caption>${t("report_shop_title")}</caption>
      <thead><tr><th scope="col"><span class="visually-hidden">${t("report_shop_title")}</span></th><th scope="col" class="num">${t("report_this_tablet")}</th><th scope="col" class="num">${t("report_whole_shop")}</th></tr></thead>
      <tbody>
        ${row("report_paid", String(own.paid.count), String(shop.paid.count), "shop-paid-count")}
        ${row("report_paid_total", money(own.paid.total), money(shop.paid.total), "shop-paid-total")}
        ${row("report_tips", money(own.paid.tips), money(shop.paid.tips), "shop-tips")}
        ${row("report_received", money(own.received.total), money(shop.received.total), "shop-received")}
        ${row("report_unpaid", String(unpaid(own)), String(unpaid(shop)), "shop-unpaid")}
      </tbody>
    </table>`;
  }

  private renderReport() {
    const t = translator(this.locale);
    const report = dayReport(this.sales, this.range, this.currency);
    const money = (amount: string, currency = this.currency) => formatMoney(amount, currency, this.locale);
    const { from, to } = report.range;
    const row = (label: string | TemplateResult, tally: Tally | { count?: number; total: string }, testId?: string) =>
      html`<tr data-testid=${testId ?? nothing}>
        <th scope="row">${label}</th>
        <td class="num">${tally.count ?? ""}</td>
        <td class="num">${money(tally.total)}</td>
      </tr>`;
    const table = (caption: MessageKey, rows: unknown, countHeading: MessageKey = "report_count") =>
      html`<table>
        <caption>${t(caption)}</caption>
        <thead><tr><th scope="col"><span class="visually-hidden">${t(caption)}</span></th><th scope="col" class="num">${t(countHeading)}</th><th scope="col" class="num">${t("receipt_amount")}</th></tr></thead>
        <tbody>${rows}</tbody>
      </table>`;
    return html`<article class="paper p${this.paper}" aria-label=${t("report_title")}>
      ${this.testMode || report.test ? html`<p class="test-mode" data-testid="test-mode">${t("test_mode")}</p>` : nothing}
      <h2>${this.shopName}</h2>
      <p class="center">${t("report_title")} · ${from === to ? from : `${from} – ${to}`}</p>
      ${table(
        "report_paid",
        html`${row(t("report_paid_total"), report.paid, "report-paid")} ${row(t("report_tips"), { total: report.paid.tips }, "report-tips")}
      ${row(t("report_net"), { total: report.paid.net }, "report-net")}
      ${row(t("report_received"), report.received, "report-received")}`,
      )}
      ${this.renderShopDay(report)}
      ${
        report.byMethod.length > 0 || report.tokenNotReported.count > 0
          ? table(
              "report_by_method",
              html`${report.byMethod.map(
                (m) => html`<tr>
                <th scope="row">${m.token} · ${paymentNetworkName(m.network, m.test)}<br /><span class="muted">${money(m.tokenTotal, m.token)}</span></th>
                <td class="num">${m.count}</td>
                <td class="num">${money(m.total)}</td>
              </tr>`,
              )}
              ${report.tokenNotReported.count > 0 ? row(t("report_token_not_reported"), report.tokenNotReported, "report-token-not-reported") : nothing}`,
            )
          : nothing
      }
      ${
        report.items.length > 0 || report.keyed.count > 0
          ? table(
              "report_items",
              html`${report.items.map((i) => row(html`<span dir="auto">${i.name}</span>`, { count: i.quantity, total: i.total }))}
            ${report.keyed.count > 0 ? row(t("sale_keyed"), report.keyed, "report-keyed") : nothing}`,
              "report_quantity",
            )
          : nothing
      }
      ${table(
        "report_unpaid",
        html`${row(t("status_underpaid"), report.unpaid.underpaid, "report-underpaid")} ${row(t("status_expired"), report.unpaid.expired, "report-expired")}
        ${row(t("status_cancelled"), report.unpaid.cancelled, "report-cancelled")}`,
      )}
      ${report.short.length > 0 ? this.renderShort(report.short) : nothing}
      ${report.open > 0 ? html`<p class="muted">${t("report_open", { count: report.open })}</p>` : nothing}
      ${
        report.reportedByPage.count > 0
          ? html`<p class="warn" data-testid="reported-by-page">
            ${t("report_reported_by_page", { count: report.reportedByPage.count, amount: money(report.reportedByPage.total) })}
          </p>`
          : nothing
      }
      ${report.otherCurrency > 0 ? html`<p class="muted">${t("report_other_currency", { count: report.otherCurrency })}</p>` : nothing}
    </article>`;
  }

  /**
   * Each underpaid sale: what arrived of what was asked, and about what it lacks, so staff can settle it. The invoice
   * id heads its own row across the table, so on a 58 mm roll the amounts keep their width.
   */
  private renderShort(short: readonly ShortSale[]) {
    const t = translator(this.locale);
    const money = (amount: string, currency: string) => formatMoney(amount, currency, this.locale);
    return html`<table data-testid="report-short">
      <caption>${t("report_short")}</caption>
      <thead>
        <tr>
          <th scope="col" class="num">${t("record_arrived")}</th>
          <th scope="col" class="num">${t("report_missing")}</th>
        </tr>
      </thead>
      ${short.map(
        (s) => html`<tbody data-testid="short-sale">
          <tr>
            <th scope="rowgroup" colspan="2" class="id">${t("record_invoice")} ${s.invoiceId ?? s.id}</th>
          </tr>
          <tr>
            <td class="num">${money(s.received, s.token)}<br /><span class="muted">${t("record_asked")}: ${money(s.expected, s.token)}</span></td>
            <td class="num">${s.missing !== null ? money(s.missing, this.currency) : money(s.shortToken, s.token)}</td>
          </tr>
        </tbody>`,
      )}
    </table>`;
  }

  private handleRange(which: "from" | "to", e: Event) {
    const value = (e.target as HTMLInputElement).value;
    if (!value) return;
    this[which] = value;
    emit(this, "pos-refresh", null);
  }

  private handlePaper(paper: Paper) {
    this.paper = paper;
    setPaper(paper);
  }

  private handleExport() {
    const { from, to } = this.range;
    downloadFile(
      `report-${from}${from === to ? "" : `-${to}`}.csv`,
      reportCsv(dayReport(this.sales, this.range, this.currency)),
      "text/csv;charset=utf-8",
    );
  }
}

if (!customElements.get("pos-report")) customElements.define("pos-report", PosReport);

declare global {
  interface HTMLElementTagNameMap {
    "pos-report": PosReport;
  }
}
