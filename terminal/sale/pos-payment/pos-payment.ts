/** The payment screen, readable from a metre away: QR, chosen coin, countdown, live status and every ending. */
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { posPaymentStyles } from "./pos-payment.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { terminalTexts, translator, type Translate } from "../../i18n/translate.ts";
import { relayEn } from "../../i18n/relay-messages.ts";
import { customerTextsEn } from "../../../shared/i18n/customer/customer-texts.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { checksumAddress } from "../../../shared/payment-uri/evm-address.ts";
import { addressGroups } from "../../../shared/payment-uri/address-groups.ts";
import { networkName } from "../../../shared/api/chains.ts";
import { countdownLabel } from "../../../shared/checkout/countdown.ts";
import type { CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import type { PaymentMethod } from "../../../shared/api/schemas.ts";
import type { Sale } from "../sale.ts";
import type { SettingsField } from "../../settings/settings-rules.ts";
import type { NetworkCode } from "../../../shared/api/networks.ts";
import type { PreparedSale } from "../sale-request.ts";
import type { Locale } from "../../i18n/languages.ts";
import type { RelayLinkState } from "../relay-link-state.ts";
import {
  connectionLost,
  saleScreenOf,
  stateToShow,
  type Arrival,
  type BusyMessage,
  type ErrorNote,
  type PaymentScreen,
  type Text,
} from "./payment-screen.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { FINAL_STATUS_TONES, STATUS_ICON_PATHS, type StatusTone } from "../../../shared/checkout/status-icons.ts";
import { CachedCountdown } from "./cached-countdown.ts";
import { focusHeading } from "../../ui/focus-heading.ts";
import "../../ui/pos-qr/pos-qr.ts";
import "../pos-hosted-page/pos-hosted-page.ts";

/** How to pay, what went wrong, the record and the relay's words arrive with this chunk, not with the first load. */
terminalTexts.addEnglish(customerTextsEn);
terminalTexts.addEnglish(relayEn);

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    "pos-select-method": { currency: string; network: NetworkCode };
    "pos-cancel-sale": null;
    "pos-retry": null;
    /** Open the settings at the field that causes the payment service's refusal. */
    "pos-fix-setting": { field: SettingsField };
    /** The sale is over and staff start the next one. */
    "pos-sale-ended": { saleId: string };
    /** A new sale for what an underpaid one still lacks. */
    "pos-charge-rest": PreparedSale;
  }
}

/**
 * The words of each sale that ended unpaid: the shared heading the customer reads, then what it means for them and
 * what staff do next. Its tone and icon are the widget's (FINAL_STATUS_TONES).
 */
const ENDINGS = {
  expired: { title: "expired_title", hints: ["result_expired_hint"] },
  cancelled: { title: "cancelled_title", hints: ["cancelled_body", "result_cancelled_hint"] },
  underpaid: { title: "underpaid_title", hints: ["result_underpaid_hint"] },
} as const satisfies Record<string, { title: MessageKey; hints: readonly MessageKey[] }>;

/** A result screen's icon, drawn (not a character a tablet's fonts may lack). */
function statusIcon(tone: StatusTone): TemplateResult {
  return html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d=${STATUS_ICON_PATHS[tone]}></path></svg>`;
}

/** The label of each setting an error can point staff to, as the settings form shows it. */
const SETTING_LABELS = {
  apiBase: "settings_api_base",
  sdkKey: "settings_sdk_key",
  projectId: "settings_project_id",
  shopName: "settings_shop_name",
  currency: "settings_currency",
  locale: "settings_locale",
  tipPresets: "settings_tip_presets",
  customerFeePercent: "settings_customer_fee",
  quickItems: "settings_quick_items",
} as const satisfies Record<SettingsField, MessageKey>;

/**
 * The payment screen of a sale: the QR and countdown while it is open, then its ending.
 *
 * @fires pos-select-method - a token and network chosen on the tablet
 * @fires pos-cancel-sale - staff confirmed "cancel sale" while the customer had not chosen yet
 * @fires pos-retry - "Try again" after a retryable failure
 * @fires pos-fix-setting - open the setting a configuration error points to
 * @fires pos-sale-ended - "New sale" on a final screen
 * @fires pos-charge-rest - "Charge the rest" on an underpaid ending: a new sale for what it lacked
 * @fires pos-print - print the receipt of this sale
 */
export class PosPayment extends LitElement {
  static override styles = [baseStyles, posPaymentStyles];

  static override properties = {
    state: { attribute: false },
    sale: { attribute: false },
    locale: { type: String },
    resumed: { type: Boolean },
    relay: { type: String },
    choosing: { state: true },
    confirmCancel: { state: true },
    confirmLeave: { state: true },
  };

  declare state: CheckoutState;
  declare sale: Sale | undefined;
  declare locale: Locale;
  declare resumed: boolean;
  /** The shop's relay, when one is paired: how its connection stands ("off" without one). */
  declare relay: RelayLinkState;
  declare choosing: boolean;
  declare confirmCancel: boolean;
  declare confirmLeave: boolean;
  readonly #cachedCountdown = new CachedCountdown(this);
  /** The state on screen: the session's, or the cached invoice's while there is no network (stateToShow). */
  #shown: CheckoutState | undefined;
  /** The step on screen, and the one whose heading has focus: each new step takes focus once. */
  #step = "";
  #focusedStep = "";

  constructor() {
    super();
    this.locale = "en";
    this.resumed = false;
    this.relay = "off";
    this.choosing = false;
    this.confirmCancel = false;
    this.confirmLeave = false;
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
    const t = this.t;
    const clock = { nowMs: Date.now(), serverOffsetMs: this.sale?.serverOffsetMs ?? 0 };
    const s = stateToShow(this.state, this.sale?.lastInvoice, clock);
    this.#shown = s;
    this.#cachedCountdown.follow(s !== this.state ? s?.invoice?.expires_at : undefined, clock.serverOffsetMs);
    const screen = saleScreenOf(this.state, this.sale, { choosing: this.choosing, origin: location.origin }, clock);
    this.#step = screen.kind;
    // One notice at a time: with the device offline the header's banner says it all; with the service unreachable,
    // "connection lost"; otherwise, after a reload, that the sale was resumed.
    const notice = s?.offline
      ? null
      : s && connectionLost(s)
        ? html`<p class="warn" role="status">${t("pay_lost")}</p>`
        : this.resumed
          ? html`<p class="muted" role="status">${t("pay_resumed")}</p>`
          : null;
    return html`${notice ?? nothing} ${this.renderRelayNotice(screen)} ${this.renderScreen(screen)}`;
  }

  /**
   * The shop's relay out of reach, or refusing this tablet, while the service's confirmation is still awaited: said in
   * words, with what happens to the sale and what staff can do. Nothing once the service has confirmed the ending.
   */
  private renderRelayNotice(screen: PaymentScreen) {
    const waiting = !(screen.kind === "paid" && screen.confirmedByService) && this.sale?.confirmedByRelay !== true;
    if (!waiting || this.sale?.invoiceId === undefined) return nothing;
    if (this.relay === "unreachable")
      return html`<p class="warn" role="status" data-testid="relay-notice">${this.t("relay_unreachable_sale")}</p>`;
    if (this.relay === "revoked")
      return html`<p class="warn" role="alert" data-testid="relay-notice">${this.t("relay_revoked_sale")}</p>`;
    return nothing;
  }

  /**
   * Focus follows the sale: each new step's heading takes it (the embedded page's heading on the hosted step; none on
   * the brief "creating" step, which the next step follows at once), and a question that opens puts it on its safe
   * answer, closing back on the button that asked.
   */
  override updated(changed: Map<string, unknown>) {
    if (this.#step !== this.#focusedStep && this.#step !== "busy") {
      this.#focusedStep = this.#step;
      const hosted = this.renderRoot.querySelector("pos-hosted-page");
      if (hosted) void hosted.updateComplete.then(() => focusHeading(hosted.renderRoot));
      else focusHeading(this.renderRoot);
    }
    for (const [name, opened, closed] of [
      ["confirmLeave", ".leave button.primary", ".actions > button, [slot=actions] > button"],
      ["confirmCancel", ".confirm button:last-child", "button.danger"],
    ] as const) {
      if (!changed.has(name) || changed.get(name) === undefined) continue;
      const open = this[name];
      const target = this.renderRoot.querySelector<HTMLElement>(open ? opened : closed);
      target?.focus();
      if (open) target?.closest(".confirm")?.scrollIntoView({ block: "nearest" });
    }
  }

  private renderScreen(screen: PaymentScreen): TemplateResult {
    switch (screen.kind) {
      case "busy":
        return this.renderBusy(screen.message);
      case "scan":
        return this.renderScan(screen);
      case "methods":
        return this.renderMethods(screen);
      case "wallet":
        return this.renderWallet(screen);
      case "seen":
        return this.renderSeen(screen);
      case "paid":
        return this.renderPaid(screen);
      case "ended":
        return this.renderEnded(screen);
      case "problem":
        return this.renderProblem(screen);
      case "hosted":
        return this.renderHosted(screen);
      case "reported":
        return this.renderReported(screen);
    }
  }

  private say(text: Text): string {
    const params = Object.fromEntries(
      Object.entries(text.params ?? {}).map(([name, value]) => [
        name,
        typeof value === "object" ? this.tokenMoney(value.amount, value.token) : value,
      ]),
    );
    return this.t(text.key, params);
  }

  /**
   * A token amount with its symbol, as the widget writes it (formatMoney): in Hebrew or Arabic it is one left-to-right
   * isolate, so "8.8506 USDT" never reads "USDT 8.8506" inside a right-to-left sentence.
   */
  private tokenMoney(amount: string, token: string): string {
    return formatMoney(amount, token, this.locale);
  }

  private renderBusy(key: BusyMessage) {
    return html`<div class="center" role="status"><div class="spinner" aria-hidden="true"></div><h1 class="big">${this.t(key)}</h1></div>`;
  }

  private fiatAmount(): string {
    const body = this.sale?.body;
    return body ? formatMoney(body.amount, body.currency, this.locale) : "";
  }

  private renderCountdown() {
    const countdown = this.#shown?.countdown;
    if (!countdown) return nothing;
    const time = countdownLabel(countdown.secondsLeft, this.locale);
    // Offline no answer can confirm the deadline: the time left is our clock's estimate, and says so.
    const words = this.#shown?.offline ? "pay_expires_offline" : countdown.urgent ? "expires_soon" : "expires_in";
    return html`<p>
      <span class="countdown ${countdown.urgent ? "urgent" : ""}" role="timer" aria-live="off">${this.t(words, { time })}</span>
    </p>`;
  }

  private renderError(note: ErrorNote | null) {
    return note
      ? html`<p class="warn" role="alert"><strong>${this.say(note.title)}</strong> ${this.say(note.body)} (${note.code})</p>`
      : nothing;
  }

  /** Its status line is no live region: this step only ever says it as it appears, which its heading, taking focus, does. */
  private renderScan(screen: Extract<PaymentScreen, { kind: "scan" }>) {
    const t = this.t;
    return html`<div class="screen">
      <pos-qr .value=${screen.paymentUrl} .label=${t("pay_scan")}></pos-qr>
      <div>
        <p class="amount" data-testid="pay-amount">${this.fiatAmount()}</p>
        <h1>${t("pay_scan")}</h1>
        <p>${t("pay_scan_hint")}</p>
        ${this.renderCountdown()} ${this.renderError(screen.error)}
        <p class="status">${t("status_awaiting_client")}</p>
        <div class="actions">
          ${
            screen.canChooseHere
              ? html`<button class="primary" type="button" @click=${() => (this.choosing = true)}>${t("pay_choose_here")}</button>`
              : nothing
          }
          ${this.renderCancel()}
        </div>
        <p class="muted">${t("pay_reference", { id: screen.invoiceId })}</p>
      </div>
    </div>`;
  }

  private renderCancel() {
    const t = this.t;
    if (!this.confirmCancel)
      return html`<button class="danger" type="button" ?disabled=${this.offline} @click=${() => (this.confirmCancel = true)}>${t("pay_cancel")}</button>`;
    return html`<span role="group" aria-label=${t("pay_cancel_confirm")} class="confirm">
      <strong>${t("pay_cancel_confirm")}</strong>
      <button class="danger" type="button" ?disabled=${this.offline} @click=${this.handleCancel}>${t("pay_cancel_yes")}</button>
      <button type="button" @click=${() => (this.confirmCancel = false)}>${t("pay_cancel_no")}</button>
    </span>`;
  }

  private renderMethods(screen: Extract<PaymentScreen, { kind: "methods" }>) {
    const t = this.t;
    return html`<h1>${t("pay_choose_title")}</h1>
      <p class="amount">${this.fiatAmount()}</p>
      ${this.renderError(screen.error)}
      <div class="methods" role="group" aria-label=${t("pay_choose_title")}>
        ${screen.methods.map(
          (m) => html`<button type="button" ?disabled=${this.offline} @click=${() => this.handleSelect(m)}>
            ${m.currency}<small>${networkName(m.network)}</small>
          </button>`,
        )}
      </div>
      <div class="actions">
        <button type="button" @click=${() => (this.choosing = false)}>${t("pay_back")}</button>
        ${this.renderCancel()}
      </div>`;
  }

  private renderWallet(screen: Extract<PaymentScreen, { kind: "wallet" }>) {
    const t = this.t;
    const { amount, token, network, partial } = screen;
    const due = this.tokenMoney(amount, token);
    return html`<div class="screen">
      ${
        screen.uri
          ? html`<pos-qr .value=${screen.uri} .label=${t("qr_label", { amount: due, network })}></pos-qr>`
          : html`<p class="warn no-qr" role="alert">${t(screen.testSale ? "pay_test_no_qr" : "pay_no_qr")}</p>`
      }
      <div>
        <h1 class="label">${t(partial ? "pay_still_to_pay" : "send_exactly")}</h1>
        <p class="amount" data-testid="crypto-amount">${due}</p>
        ${partial ? this.renderArrival(partial) : nothing}
        <p class="network">${t("pay_network", { network })}</p>
        ${this.renderCountdown()}
        <p class="status" role="status" aria-live="polite">${this.say(screen.progress)}</p>
        <div class="actions">${this.renderLeave()}</div>
        <p class="warn">${t("network_warning", { token, network })}</p>
        <p><span class="muted">${t("to_address")}</span><br />${this.renderAddress(screen.address)}</p>
        ${this.renderOrderTotal()}
        <p class="muted">${t("pay_reference", { id: screen.invoiceId })}</p>
      </div>
    </div>`;
  }

  /**
   * The address as the widget shows it: EIP-55 checksummed where it is an EVM address, in groups of four with the
   * first and last stressed, for comparing with the customer's screen. The gaps are margins, so a copy is the address.
   */
  private renderAddress(address: string) {
    const { prefix, groups } = addressGroups(checksumAddress(address));
    return html`<span class="address" data-testid="address"
      >${prefix ? html`<span class="group">${prefix}</span>` : nothing}${groups.map(
        (group, i) =>
          html`<wbr /><span class=${i === 0 || i === groups.length - 1 ? "group edge" : "group"}>${group}</span>`,
      )}</span
    >`;
  }

  /**
   * Once a coin is chosen the API cancels nothing (409 invoice_cannot_be_cancelled, from the public and the signed
   * routes alike): staff can only stop waiting here. The confirmation says so, and that a late payment still counts.
   */
  private renderLeave() {
    const t = this.t;
    if (!this.confirmLeave)
      return html`<button type="button" @click=${() => (this.confirmLeave = true)}>${t("pay_leave")}</button>`;
    return html`<div role="group" aria-labelledby="leave-text" class="confirm leave">
      <p id="leave-text">${t("pay_leave_confirm")}</p>
      <button class="danger" type="button" @click=${this.handleEnd}>${t("pay_leave_yes")}</button>
      <button class="primary" type="button" @click=${() => (this.confirmLeave = false)}>${t("pay_leave_no")}</button>
    </div>`;
  }

  /**
   * The provider's hosted page pays the sale (pos-hosted-page). Nothing here can cancel its invoice (the service has
   * no public route for it): staff stop waiting, told that the customer can still pay it on the page.
   */
  private renderHosted(screen: Extract<PaymentScreen, { kind: "hosted" }>) {
    const t = this.t;
    return html`<pos-hosted-page
      .paymentUrl=${screen.paymentUrl}
      .invoiceId=${screen.invoiceId}
      .amount=${this.fiatAmount()}
      .locale=${this.locale}
      .relay=${this.relay}
    >
      <div slot="actions">
        ${
          this.confirmLeave
            ? html`<div role="group" aria-labelledby="leave-text" class="confirm leave">
              <p id="leave-text">${t("hosted_leave_confirm")}</p>
              <button class="danger" type="button" @click=${this.handleEnd}>${t("pay_leave_yes")}</button>
              <button class="primary" type="button" @click=${() => (this.confirmLeave = false)}>${t("pay_leave_no")}</button>
            </div>`
            : html`<button type="button" @click=${() => (this.confirmLeave = true)}>${t("pay_leave")}</button>`
        }
      </div>
    </pos-hosted-page>`;
  }

  /**
   * An ending only the embedded page's message told: its heading says the page reports it, and the words under it
   * that the payment service has not confirmed it, so staff check the dashboard before handing over goods.
   */
  private renderReported({ status, invoiceId }: Extract<PaymentScreen, { kind: "reported" }>) {
    const t = this.t;
    const paid = status === "paid" || status === "paid_over";
    const tone = paid ? "warning" : FINAL_STATUS_TONES[status];
    return html`<div class="result ${tone}" data-testid="reported">
      ${statusIcon(tone)}
      <h1>${paid ? t("reported_paid_title") : t(ENDINGS[status].title)}</h1>
      ${paid ? html`<p class="amount">${this.fiatAmount()}</p>` : nothing}
      <p><strong>${t(paid ? "reported_paid_body" : "reported_ended_body")}</strong></p>
      ${this.relay === "live" || this.relay === "connecting" ? html`<p role="status">${t("relay_awaiting_confirmation")}</p>` : nothing}
      <p class="muted">${t("pay_reference", { id: invoiceId })}</p>
      <div class="actions">
        <button class="primary" type="button" @click=${this.handleEnd}>${t("result_new_sale")}</button>
      </div>
    </div>`;
  }

  /** What the sale asks in the shop's currency, beside the token amount. */
  private renderOrderTotal() {
    return html`<p class="muted"><span>${this.t("order_total")}</span> <span data-testid="order-total">${this.fiatAmount()}</span></p>`;
  }

  /** The transfer is in and being confirmed: no code and no address, so nobody pays a second time. */
  private renderSeen(screen: Extract<PaymentScreen, { kind: "seen" }>) {
    const t = this.t;
    const { confirmations } = screen;
    return html`<div class="result progress">
      ${statusIcon("progress")}
      <h1>${t("confirming_title")}</h1>
      <p class="amount" data-testid="crypto-amount">${this.tokenMoney(screen.received, screen.token)}</p>
      <p class="network">${t("pay_network", { network: screen.network })}</p>
      <p class="status" role="status" aria-live="polite">
        ${t("confirming_body")}${
          confirmations?.current != null
            ? html`<br /><span class="muted">${t("confirmations", { current: confirmations.current, count: confirmations.required })}</span>`
            : nothing
        }
      </p>
      <p>${t("pay_seen_hint")}</p>
      ${this.renderOrderTotal()}
      <p class="muted">${t("pay_reference", { id: screen.invoiceId })}</p>
    </div>`;
  }

  /** "Received 5.4 USDT of 10.8 USDT": underpaid while waiting, paid over, and underpaid at the end. */
  private renderArrival({ received, expected, token }: Arrival) {
    return html`<p data-testid="arrival">${this.t("pay_received", { received: this.tokenMoney(received, token), expected: this.tokenMoney(expected, token) })}</p>`;
  }

  private renderPaid({ over, overpayment, confirmedByService }: Extract<PaymentScreen, { kind: "paid" }>) {
    const t = this.t;
    const title = confirmedByService
      ? over
        ? "relay_paid_over_title"
        : "relay_paid_title"
      : over
        ? "result_paid_over"
        : "paid_title";
    return html`<div class="result success" data-testid=${confirmedByService ? "confirmed-by-service" : "paid"}>
      ${statusIcon("success")}
      <h1>${t(title)}</h1>
      <p class="amount">${this.fiatAmount()}</p>
      ${overpayment ? this.renderArrival(overpayment) : nothing}
      ${over ? html`<p>${t("result_paid_over_hint")}</p>` : nothing}
      <div class="actions">
        <button class="primary" type="button" @click=${this.handlePrint}>${t("result_print")}</button>
        <button type="button" @click=${this.handleEnd}>${t("result_new_sale")}</button>
      </div>
    </div>`;
  }

  private renderEnded({ reason, shortfall }: Extract<PaymentScreen, { kind: "ended" }>) {
    const t = this.t;
    const { title, hints } = ENDINGS[reason];
    const tone = FINAL_STATUS_TONES[reason];
    // What an underpaid sale lacks in the shop's currency: said, and offered as the next sale.
    const rest = shortfall?.missing ?? null;
    const restText = rest !== null && shortfall ? formatMoney(rest, shortfall.currency, this.locale) : "";
    return html`<div class="result ${tone}">
      ${statusIcon(tone)}
      <h1>${t(title)}</h1>
      ${shortfall ? this.renderArrival(shortfall) : nothing}
      ${rest !== null ? html`<p class="big" data-testid="missing">${t("result_missing", { amount: restText })}</p>` : nothing}
      ${hints.map((hint) => html`<p>${t(hint)}</p>`)}
      <div class="actions">
        ${
          rest !== null
            ? html`<button class="primary" type="button" @click=${() => this.handleChargeRest(rest)}>${t("result_charge_rest", { amount: restText })}</button>`
            : nothing
        }
        <button class=${rest !== null ? "" : "primary"} type="button" @click=${this.handleEnd}>${t("result_new_sale")}</button>
        ${reason === "underpaid" ? html`<button type="button" @click=${this.handlePrint}>${t("result_receipt")}</button>` : nothing}
      </div>
    </div>`;
  }

  private renderProblem(screen: Extract<PaymentScreen, { kind: "problem" }>) {
    const t = this.t;
    const { fix, retryable } = screen;
    return html`<div class="result danger">
      ${statusIcon("danger")}
      <h1>${this.say(screen.title)}</h1>
      <p data-testid="problem-text">${this.say(screen.explanation)}</p>
      <p class="muted">${t("problem_code", { code: screen.code })}</p>
      <div class="actions">
        ${retryable ? html`<button class="primary" type="button" @click=${this.handleRetry}>${t("retry")}</button>` : nothing}
        ${
          fix
            ? html`<button class=${retryable ? "" : "primary"} type="button" @click=${() => emit(this, "pos-fix-setting", { field: fix.field })}>
              ${t("problem_fix_setting", { setting: t(SETTING_LABELS[fix.field]) })}
            </button>`
            : nothing
        }
        <button type="button" @click=${this.handleEnd}>${t("result_new_sale")}</button>
      </div>
    </div>`;
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
    this.confirmLeave = false;
    emit(this, "pos-sale-ended", { saleId: this.sale?.id ?? "" });
  }

  /** Ends this sale and prepares the next one for what it lacked, with a note naming its invoice. */
  private handleChargeRest(amount: string) {
    const invoiceId = this.state?.invoiceId ?? "";
    this.choosing = false;
    this.confirmCancel = false;
    emit(this, "pos-charge-rest", { amount, note: this.t("sale_rest_note", { id: invoiceId }) });
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
