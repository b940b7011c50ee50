/** The payment screen, readable from a metre away: QR, chosen coin, countdown, live status and every ending. */
import { LitElement, css, html, nothing, type TemplateResult } from "lit";
import { baseStyles } from "../app/theme.styles.ts";
import { emit } from "../app/events.ts";
import { isMessageKey, translator, type Translate } from "../i18n/translate.ts";
import { formatMoney } from "../../shared/checkout/format-money.ts";
import { countdownLabel } from "../../shared/checkout/countdown.ts";
import { networkName } from "../../shared/api/chains.ts";
import { paymentUriFor } from "../../shared/payment-uri/index.ts";
import { errorBehaviour } from "../../shared/checkout/error-ui.ts";
import type { CheckoutState } from "../../shared/checkout/checkout-machine.ts";
import type { PaymentMethod, PublicInvoice } from "../../shared/api/index.ts";
import { configFixFor } from "../payment/config-fix.ts";
import type { Sale } from "../sale/sale.ts";
import type { Locale } from "../settings/settings-rules.ts";
import type { MessageKey } from "../i18n/messages.ts";
import "../ui/pos-qr.ts";

/**
 * @fires pos-select-method - a token and network chosen on the tablet
 * @fires pos-cancel-sale - staff confirmed "cancel sale" while the customer had not chosen yet
 * @fires pos-retry - "Try again" after a retryable failure
 * @fires pos-fix-setting - open the setting a configuration error points to
 * @fires pos-sale-ended - "New sale" on a final screen
 * @fires pos-print - print the receipt of this sale
 */
export class PosPayment extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        /* As large as the screen allows beside the words (landscape) or above them (portrait): scanned from a metre. */
        --pos-qr-size: min(calc(100dvh - 150px), 48vw, 600px);
      }
      @media (orientation: portrait) {
        :host {
          --pos-qr-size: min(50dvh, 86vw, 640px);
        }
      }
      .screen {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: 2rem;
        align-items: center;
      }
      @media (orientation: portrait) {
        .screen {
          grid-template-columns: 1fr;
          justify-items: center;
          text-align: center;
        }
      }
      .amount {
        font-size: clamp(2.4rem, 6vw, 3.6rem);
        font-weight: 800;
        margin: 0 0 0.5rem;
        font-variant-numeric: tabular-nums;
        overflow-wrap: anywhere;
      }
      .big {
        font-size: clamp(1.5rem, 3.4vw, 2.1rem);
        font-weight: 700;
      }
      .status {
        font-size: 1.35rem;
        font-weight: 600;
      }
      .countdown {
        font-size: 1.8rem;
        font-variant-numeric: tabular-nums;
        font-weight: 700;
      }
      .countdown.urgent {
        color: var(--pos-danger);
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 1rem;
        margin-top: 1.25rem;
      }
      @media (orientation: portrait) {
        .actions {
          justify-content: center;
        }
      }
      .no-qr {
        max-width: 22rem;
      }
      .address {
        font-family: ui-monospace, monospace;
        font-size: 1.25rem;
        overflow-wrap: anywhere;
        user-select: all;
      }
      .methods {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
        gap: 0.8rem;
        margin: 1rem 0;
      }
      .methods button {
        min-height: 88px;
        flex-direction: column;
        font-size: 1.3rem;
      }
      .methods small {
        font-weight: 400;
        font-size: 1rem;
        color: var(--pos-muted);
      }
      .result {
        text-align: center;
        padding: 2rem 1rem;
        border-radius: var(--pos-radius);
      }
      .result.ok {
        background: var(--pos-success-bg);
        color: var(--pos-success);
      }
      .result.bad {
        background: var(--pos-danger-bg);
        color: var(--pos-danger);
      }
      .result .icon {
        font-size: 5rem;
        line-height: 1;
      }
      .result h1 {
        font-size: clamp(2rem, 4.6vw, 2.8rem);
      }
      .result.ok h1 {
        font-size: clamp(2.4rem, 6vw, 3.4rem);
      }
      .result p {
        color: var(--pos-text);
      }
      .result .actions {
        justify-content: center;
      }
      .spinner {
        width: 64px;
        height: 64px;
        border-radius: 50%;
        border: 8px solid var(--pos-border);
        border-top-color: var(--pos-accent);
        animation: spin 1s linear infinite;
        margin: 2rem auto;
      }
      @keyframes spin {
        to {
          transform: rotate(360deg);
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .spinner {
          animation: none;
        }
      }
      .center {
        text-align: center;
      }
      .muted {
        color: var(--pos-muted);
      }
    `,
  ];

  static override properties = {
    state: { attribute: false },
    sale: { attribute: false },
    locale: { type: String },
    resumed: { type: Boolean },
    choosing: { state: true },
    confirmCancel: { state: true },
  };

  declare state: CheckoutState;
  declare sale: Sale | undefined;
  declare locale: Locale;
  declare resumed: boolean;
  declare choosing: boolean;
  declare confirmCancel: boolean;

  constructor() {
    super();
    this.locale = "en";
    this.resumed = false;
    this.choosing = false;
    this.confirmCancel = false;
    this.sale = undefined;
  }

  /**
   * Offline, nothing that changes the invoice (choose a coin, cancel) can be pressed: it would fail now and be
   * replayed on reconnect, long after the customer may have gone. Polling picks the sale up again by itself.
   */
  private get offline(): boolean {
    return Boolean(this.state?.offline);
  }

  private get t(): Translate {
    return translator(this.locale);
  }

  override render() {
    const s = this.state;
    if (!s) return this.renderBusy("pay.creating");
    const notices = html`${this.resumed ? html`<p class="muted" role="status">${this.t("pay.resumed")}</p>` : nothing}
    ${s.offline || (s.error && s.error.ui.category === "offline" && s.status !== "failed")
      ? html`<p class="warn" role="status">${this.t("pay.lost")}</p>`
      : nothing}`;
    return html`${notices}${this.renderStatus(s)}`;
  }

  private renderStatus(s: CheckoutState): TemplateResult {
    switch (s.status) {
      case "idle":
      case "creating":
      case "loading":
        return this.renderBusy("pay.creating");
      case "choosing_method":
        return this.choosing ? this.renderMethods(s) : this.renderScan(s);
      case "confirming":
        return this.renderBusy("pay.confirming");
      case "cancelling":
        return this.renderBusy("pay.creating");
      case "awaiting_payment":
      case "confirming_payment":
      case "underpaid_waiting":
        return this.renderWallet(s);
      case "paid":
      case "paid_over":
        return this.renderPaid(s);
      case "expired":
        return this.renderEnded("⏱", "result.expired", "result.expiredHint");
      case "cancelled":
        return this.renderEnded("✕", "result.cancelled", "result.cancelledHint");
      case "underpaid":
        return this.renderEnded("!", "result.underpaid", "result.underpaidHint", true);
      case "unavailable":
      case "failed":
        return this.renderProblem(s);
    }
  }

  private renderBusy(key: MessageKey) {
    return html`<div class="center" role="status"><div class="spinner" aria-hidden="true"></div><p class="big">${this.t(key)}</p></div>`;
  }

  private fiatAmount(): string {
    const body = this.sale?.body;
    return body ? formatMoney(body.amount, body.currency, this.locale) : "";
  }

  private renderCountdown(s: CheckoutState) {
    if (!s.countdown) return nothing;
    return html`<p>
      <span class="muted">${this.t("pay.timeLeft")}:</span>
      <span class="countdown ${s.countdown.urgent ? "urgent" : ""}" role="timer" aria-live="off">${countdownLabel(s.countdown.secondsLeft, this.locale)}</span>
    </p>`;
  }

  private renderScan(s: CheckoutState) {
    const t = this.t;
    const invoice = s.invoice;
    const methods = invoice?.payment_methods ?? [];
    return html`<div class="screen">
      ${invoice ? html`<pos-qr .value=${invoice.payment_url} .label=${t("pay.scan")}></pos-qr>` : nothing}
      <div>
        <p class="amount" data-testid="pay-amount">${this.fiatAmount()}</p>
        <h1>${t("pay.scan")}</h1>
        <p>${t("pay.scanHint")}</p>
        ${this.renderCountdown(s)} ${this.renderError(s)}
        <p class="status" role="status">${t("status.awaiting_client")}</p>
        <div class="actions">
          ${methods.length > 0
            ? html`<button class="primary" type="button" @click=${() => (this.choosing = true)}>${t("pay.chooseHere")}</button>`
            : nothing}
          ${this.renderCancel()}
        </div>
        ${invoice ? html`<p class="muted">${t("pay.reference", { id: invoice.invoice_id })}</p>` : nothing}
      </div>
    </div>`;
  }

  private renderCancel() {
    const t = this.t;
    if (!this.confirmCancel)
      return html`<button class="danger" type="button" ?disabled=${this.offline} @click=${() => (this.confirmCancel = true)}>${t("pay.cancel")}</button>`;
    return html`<span role="group" aria-label=${t("pay.cancelConfirm")} class="actions">
      <strong>${t("pay.cancelConfirm")}</strong>
      <button class="danger" type="button" ?disabled=${this.offline} @click=${this.handleCancel}>${t("pay.cancelYes")}</button>
      <button type="button" @click=${() => (this.confirmCancel = false)}>${t("pay.cancelNo")}</button>
    </span>`;
  }

  private renderMethods(s: CheckoutState) {
    const t = this.t;
    const methods: readonly PaymentMethod[] = s.invoice?.payment_methods ?? [];
    return html`<h1>${t("pay.chooseTitle")}</h1>
      <p class="amount">${this.fiatAmount()}</p>
      ${this.renderError(s)}
      <div class="methods" role="group" aria-label=${t("pay.chooseTitle")}>
        ${methods.map(
          (m) => html`<button type="button" ?disabled=${this.offline} @click=${() => this.handleSelect(m)}>
            ${m.currency}<small>${networkName(m.network)}</small>
          </button>`,
        )}
      </div>
      <div class="actions">
        <button type="button" @click=${() => (this.choosing = false)}>${t("pay.back")}</button>
        ${this.renderCancel()}
      </div>`;
  }

  /** The wallet URI for the QR, or null when the address cannot make one (then it is shown in words only). */
  private walletUri(invoice: PublicInvoice, amount: string): string | null {
    const p = invoice.payment;
    // Without one, staff read the address out or the customer types it.
    return p ? (paymentUriFor(p, amount)?.uri ?? null) : null;
  }

  private renderWallet(s: CheckoutState) {
    const t = this.t;
    const invoice = s.invoice;
    const p = invoice?.payment;
    if (!invoice || !p) return this.renderBusy("pay.confirming");
    if (!p.address) return this.renderBusy("pay.confirming");
    const amount = s.status === "underpaid_waiting" && s.remaining ? s.remaining : p.expected;
    const uri = this.walletUri(invoice, amount);
    const network = networkName(p.network);
    const statusLine =
      s.status === "confirming_payment"
        ? t("pay.seen")
        : s.status === "underpaid_waiting"
          ? t("pay.underpaidWaiting", { remaining: amount, token: p.currency })
          : t("pay.waiting");
    return html`<div class="screen">
      ${uri
        ? html`<pos-qr .value=${uri} .label=${t("pay.send", { amount, token: p.currency })}></pos-qr>`
        : html`<p class="warn no-qr" role="alert">${t("pay.noQr")}</p>`}
      <div>
        <p class="amount" data-testid="crypto-amount">${amount} ${p.currency}</p>
        <p class="big">${t("pay.network", { network })}</p>
        <p class="warn">${t("pay.networkWarn", { token: p.currency, network })}</p>
        <p><span class="muted">${t("pay.address")}:</span><br /><span class="address" data-testid="address">${p.address}</span></p>
        <p class="muted">${this.fiatAmount()}</p>
        ${this.renderCountdown(s)}
        <p class="status" role="status" aria-live="polite">${statusLine}</p>
        <p class="muted">${t("pay.reference", { id: invoice.invoice_id })}</p>
      </div>
    </div>`;
  }

  private renderPaid(s: CheckoutState) {
    const t = this.t;
    const over = s.status === "paid_over";
    return html`<div class="result ok" role="status">
      <div class="icon" aria-hidden="true">✓</div>
      <h1>${t(over ? "result.paidOver" : "result.paid")}</h1>
      <p class="amount">${this.fiatAmount()}</p>
      ${over ? html`<p>${t("result.paidOverHint")}</p>` : nothing}
      <div class="actions">
        <button class="primary" type="button" @click=${this.handlePrint}>${t("result.print")}</button>
        <button type="button" @click=${this.handleEnd}>${t("result.newSale")}</button>
      </div>
    </div>`;
  }

  private renderEnded(icon: string, title: MessageKey, hint: MessageKey, receipt = false) {
    const t = this.t;
    return html`<div class="result bad" role="status">
      <div class="icon" aria-hidden="true">${icon}</div>
      <h1>${t(title)}</h1>
      <p>${t(hint)}</p>
      <div class="actions">
        <button class="primary" type="button" @click=${this.handleEnd}>${t("result.newSale")}</button>
        ${receipt ? html`<button type="button" @click=${this.handlePrint}>${t("result.receipt")}</button>` : nothing}
      </div>
    </div>`;
  }

  private renderError(s: CheckoutState) {
    if (!s.error || s.error.operation === "poll") return nothing;
    const ui = errorBehaviour(s.error.code);
    return html`<p class="warn" role="alert">${this.problemText(ui.category)} (${s.error.code})</p>`;
  }

  private renderProblem(s: CheckoutState) {
    const t = this.t;
    const error = s.error;
    const code = error?.code ?? "internal_error";
    const ui = errorBehaviour(code);
    const fix = configFixFor(code, error?.field);
    const explanation = fix
      ? t(fix.message, { origin: location.origin })
      : code === "requested_amount_invalid" || code.startsWith("amount_") || code === "invoice_amount_below_minimum"
        ? t("problem.amount", { detail: error?.detail ?? "" })
        : this.problemText(ui.category);
    const retryable = s.status === "failed" || ui.retryable;
    return html`<div class="result bad" role="alert">
      <div class="icon" aria-hidden="true">!</div>
      <h1>${t("problem.title")}</h1>
      <p data-testid="problem-text">${explanation}</p>
      <p class="muted">${t("problem.code", { code })}</p>
      <div class="actions">
        ${retryable ? html`<button class="primary" type="button" @click=${this.handleRetry}>${t("pay.retry")}</button>` : nothing}
        ${fix
          ? html`<button class=${retryable ? "" : "primary"} type="button" @click=${() => emit(this, "pos-fix-setting", { field: fix.field })}>
              ${t("problem.fixSetting", { setting: this.settingLabel(fix.field) })}
            </button>`
          : nothing}
        <button type="button" @click=${this.handleEnd}>${t("result.newSale")}</button>
      </div>
    </div>`;
  }

  private problemText(category: string): string {
    const key = `problem.${category}`;
    return isMessageKey(key) ? this.t(key) : this.t("problem.other");
  }

  private settingLabel(field: string): string {
    const keys: Record<string, MessageKey> = {
      apiBase: "settings.apiBase",
      sdkKey: "settings.sdkKey",
      projectId: "settings.projectId",
      currency: "settings.currency",
      customerFeePercent: "settings.customerFee",
    };
    const key = keys[field];
    return key ? this.t(key) : field;
  }

  private handleSelect(m: PaymentMethod) {
    emit(this, "pos-select-method", { currency: m.currency, network: m.network });
    this.choosing = false;
  }

  private handleCancel() {
    this.confirmCancel = false;
    emit(this, "pos-cancel-sale", null);
  }

  private handleRetry() {
    emit(this, "pos-retry", null);
  }

  private handleEnd() {
    this.choosing = false;
    this.confirmCancel = false;
    emit(this, "pos-sale-ended", { saleId: this.sale?.id ?? "" });
  }

  private handlePrint() {
    if (this.sale) emit(this, "pos-print", { saleId: this.sale.id });
  }
}

if (!customElements.get("pos-payment")) customElements.define("pos-payment", PosPayment);

declare global {
  interface HTMLElementTagNameMap {
    "pos-payment": PosPayment;
  }
}
