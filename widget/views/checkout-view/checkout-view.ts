/** `<crypto-checkout>`: the connected checkout card, driving a CheckoutSession and rendering each of its states. */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import { SdkClient } from "../../../shared/client/sdk-client.ts";
import { CheckoutSession } from "../../../shared/checkout/checkout-session.ts";
import type { CheckoutState, CheckoutStatus } from "../../../shared/checkout/checkout-machine.ts";
import { errorBehaviour } from "../../../shared/checkout/error-behaviour.ts";
import { isNetworkCode, type NetworkCode } from "../../../shared/api/chains.ts";
import { checkoutViewStyles } from "./checkout-view.styles.ts";
import { controlStyles, themeStyles } from "../../styles/theme.styles.ts";
import { CHECKOUT_ATTRIBUTES } from "./checkout-attributes.ts";
import { ServerClock } from "./server-clock.ts";
import { errorTexts, isSafePaymentUrl, methodItems, networkName, walletUri, windowFraction } from "./checkout-view-model.ts";
import { directionOf, formatAmount, formatDuration, isLocaleReady, loadLocale, pickLocale, translator, type Locale, type Translate } from "../../i18n/locale.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { emit } from "../../events.ts";
import type { PanelTone } from "../../ui/status-panel/status-panel.ts";
import "../../ui/copy-field/copy-field.ts";
import "../../ui/qr-code/qr-code.ts";
import "../../ui/method-list/method-list.ts";
import "../../ui/status-panel/status-panel.ts";
import "../../ui/countdown-bar/countdown-bar.ts";

/** The origin the bundle was loaded from: the default API base, so one script tag is all a page needs. */
const SCRIPT_ORIGIN = (() => {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return "";
  }
})();

/** Texts of the screens that are one panel: heading, message and tone. */
const PANELS: Partial<Record<CheckoutStatus, { title: MessageKey; body: MessageKey; tone: PanelTone }>> = {
  paid: { title: "paid_title", body: "paid_body", tone: "success" },
  paid_over: { title: "paid_over_title", body: "paid_over_body", tone: "success" },
  underpaid: { title: "underpaid_title", body: "underpaid_body", tone: "warning" },
  expired: { title: "expired_title", body: "expired_body", tone: "warning" },
  cancelled: { title: "cancelled_title", body: "cancelled_body", tone: "info" },
};

/**
 * The crypto checkout card. With `sdk-key`, `project-id`, `amount`, `currency` and `external-order-id`
 * it creates an invoice (source=embed); with `invoice-id` it follows an existing one (hosted page).
 * Events are hints for the page, never proof of payment: ship goods on the signed API or a webhook.
 *
 * @fires checkout-ready - the element started; detail `{ invoiceId }`
 * @fires checkout-invoice-created - the invoice exists; detail `{ invoiceId, paymentUrl, status }`
 * @fires checkout-method-selected - a token and network were accepted; detail `{ invoiceId, currency, network }`
 * @fires checkout-status-changed - the invoice status changed; detail `{ invoiceId, status, previous }`
 * @fires checkout-paid - paid or paid_over; detail `{ invoiceId, status, amount, currency }`
 * @fires checkout-expired - the invoice expired; detail `{ invoiceId }`
 * @fires checkout-cancelled - the invoice was cancelled; detail `{ invoiceId }`
 * @fires checkout-error - an error reached the UI; detail `{ code, status, retryable, category }`
 * @csspart card - the card around everything
 * @csspart header - title and order total
 * @csspart warning - the network warning beside the address
 * @csspart wallet-link - the "open in wallet" link
 * @cssprop [--checkout-surface=#ffffff] - card background (dark: #16181d)
 * @cssprop [--checkout-surface-muted=#f4f5f7] - fields and badges
 * @cssprop [--checkout-text=#15171a] - main text
 * @cssprop [--checkout-text-muted=#555b66] - secondary text
 * @cssprop [--checkout-border=#dcdfe4] - borders
 * @cssprop [--checkout-accent=#3b45c4] - buttons, links and progress
 * @cssprop [--checkout-on-accent=#ffffff] - text on accent
 * @cssprop [--checkout-success=#127a3f] - success icon
 * @cssprop [--checkout-warning=#8a4b00] - warnings and the urgent countdown
 * @cssprop [--checkout-danger=#b3261e] - failure icon
 * @cssprop [--checkout-radius=14px] - corner radius
 * @cssprop [--checkout-font=system-ui] - font family
 * @cssprop [--checkout-shadow] - card shadow
 * @cssprop [--checkout-qr-size=200px] - QR code edge length
 * @tagname crypto-checkout
 */
export class CryptoCheckout extends LitElement {
  static override styles = [themeStyles, controlStyles, checkoutViewStyles];

  static override properties = {
    ...CHECKOUT_ATTRIBUTES,
    state: { state: true },
    refused: { state: true },
  };

  declare sdkKey: string;
  declare projectId: string;
  declare amount: string;
  declare currency: string;
  declare externalOrderId: string;
  declare clientId: string | undefined;
  declare network: string | undefined;
  declare apiBase: string | undefined;
  declare invoiceId: string | undefined;
  declare locale: string | undefined;
  declare theme: "light" | "dark" | "auto";
  declare private state: CheckoutState | null;
  /** The API sent a payment_url we will not link: the checkout stops in the failed state. */
  declare private refused: boolean;

  #session: CheckoutSession | undefined;
  #unsubscribe: (() => void) | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #lastError: unknown;
  readonly #clock = new ServerClock();
  readonly #onVisibility = () => this.#session?.setHidden(document.visibilityState === "hidden");
  readonly #onOnline = () => this.#session?.setOnline(true);
  readonly #onOffline = () => this.#session?.setOnline(false);

  constructor() {
    super();
    this.sdkKey = "";
    this.projectId = "";
    this.amount = "";
    this.currency = "";
    this.externalOrderId = "";
    this.theme = "auto";
    this.state = null;
    this.refused = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener("visibilitychange", this.#onVisibility);
    window.addEventListener("online", this.#onOnline);
    window.addEventListener("offline", this.#onOffline);
    // Moved in the DOM (or re-attached by a framework): pick the running session back up.
    if (this.hasUpdated && !this.#session) this.#start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener("visibilitychange", this.#onVisibility);
    window.removeEventListener("online", this.#onOnline);
    window.removeEventListener("offline", this.#onOffline);
    clearTimeout(this.#retryTimer);
    this.#unsubscribe?.();
    this.#session?.dispose();
    this.#session = undefined;
  }

  override firstUpdated(): void {
    this.#start();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasAttribute("theme")) this.setAttribute("theme", this.theme);
    void changed;
  }

  override render() {
    const locale = this.#locale();
    if (!isLocaleReady(locale)) {
      // Its texts are a chunk of their own: the card stays busy (no words in the wrong language) until they arrive,
      // which overlaps the first API call, then renders in that language, or in English if the chunk failed.
      void loadLocale(locale).then(() => this.requestUpdate());
      return html`<div class="card" part="card" lang=${locale} dir=${directionOf(locale)} aria-busy="true"></div>`;
    }
    const t = translator(locale);
    const s = this.state;
    return html`
      <div class="card" part="card" lang=${locale} dir=${directionOf(locale)}>
        ${this.renderHeader(s, t, locale)} ${s?.offline ? html`<div class="notice offline">${t("offline_banner")}</div>` : nothing}
        ${this.renderBody(s, t, locale)}
        <div class="visually-hidden" role="status" aria-live="polite" aria-label=${t("status_label")}>${this.#announcement(s, t)}</div>
      </div>
    `;
  }

  renderHeader(s: CheckoutState | null, t: Translate, locale: Locale): TemplateResult {
    const order = s?.invoice?.order;
    const amount = order?.amount ?? (this.invoiceId ? "" : this.amount);
    const currency = order?.currency ?? this.currency;
    return html`<header part="header">
      <span class="brand">${t("title")} ${s?.invoice?.is_test ? html`<span class="badge">${t("test_mode")}</span>` : nothing}</span>
      ${amount && currency
        ? html`<span class="total">${t("order_total")}<strong>${formatAmount(amount, currency, locale)}</strong></span>`
        : nothing}
    </header>`;
  }

  renderBody(s: CheckoutState | null, t: Translate, locale: Locale): TemplateResult {
    if (this.refused) return this.renderPanel("danger", t("failed_title"), t("failed_body"));
    if (!s) return this.renderPanel("progress", t("loading"), "");
    switch (s.status) {
      case "idle":
      case "creating":
      case "loading":
      case "cancelling":
        return this.renderPanel("progress", t("loading"), "");
      case "choosing_method":
      case "confirming":
        return this.renderMethods(s, t, locale);
      case "awaiting_payment":
      case "underpaid_waiting":
        return this.renderPayment(s, t, locale);
      case "confirming_payment":
        return this.renderConfirming(s, t);
      case "unavailable":
      case "failed":
        return this.renderError(s, t);
      default:
        return this.renderFinal(s, t, locale);
    }
  }

  renderPanel(tone: PanelTone, heading: string, message: string, actions: TemplateResult | typeof nothing = nothing): TemplateResult {
    return html`<cc-status-panel tone=${tone} .heading=${heading} .message=${message}>${actions}</cc-status-panel>`;
  }

  renderMethods(s: CheckoutState, t: Translate, locale: Locale): TemplateResult {
    const methods = s.invoice?.payment_methods ?? [];
    const err = s.error;
    const texts = err ? errorTexts(err.ui) : null;
    return html`<section class="stack" aria-labelledby="choose-title">
      <div>
        <h2 id="choose-title">${t("choose_method")}</h2>
        <p class="hint">${t("choose_method_hint")}</p>
      </div>
      ${texts ? html`<div class="notice" role="alert"><strong>${t(texts.title)}</strong><p>${t(texts.body)}</p></div>` : nothing}
      <cc-method-list
        .methods=${methodItems(methods, t, locale)}
        ?busy=${s.status === "confirming"}
        aria-busy=${s.status === "confirming" ? "true" : "false"}
        @cc-method-pick=${this.handlePick}
      ></cc-method-list>
      ${this.#countdownBar(s, t)}
      <div class="actions end">
        <button type="button" class="link-button" ?disabled=${s.status === "confirming"} @click=${this.handleCancel}>${t("cancel")}</button>
      </div>
    </section>`;
  }

  renderPayment(s: CheckoutState, t: Translate, locale: Locale): TemplateResult {
    const invoice = s.invoice;
    const payment = invoice?.payment;
    if (!invoice || !payment) return this.renderPanel("progress", t("loading"), "");
    const underpaid = s.status === "underpaid_waiting";
    // After a partial payment the customer sends only what is missing: amount and QR both follow it.
    const due = underpaid && s.remaining ? s.remaining : payment.expected;
    const dueText = formatAmount(due, payment.currency, locale);
    const net = networkName(payment.network);
    const wallet = walletUri(payment, due);
    const paymentUrl = invoice.payment_url;
    const copy = { copyText: t("copy"), copiedText: t("copied"), failedText: t("copy_failed") };
    return html`<section class="stack" aria-labelledby="pay-title">
      <h2 id="pay-title" class="visually-hidden">${t("waiting")}</h2>
      ${this.#countdownBar(s, t)}
      ${underpaid
        ? html`<div class="notice"><strong>${t("underpaid_waiting_title")}</strong><p>${t("underpaid_waiting_body", { amount: dueText })}</p></div>`
        : nothing}
      <cc-copy-field emphasis .label=${t("send_exactly")} .value=${due} .display=${dueText} .copyText=${copy.copyText} .copiedText=${copy.copiedText} .failedText=${copy.failedText}></cc-copy-field>
      ${payment.address
        ? html`<cc-copy-field mono .label=${t("to_address")} .value=${payment.address} .copyText=${copy.copyText} .copiedText=${copy.copiedText} .failedText=${copy.failedText}></cc-copy-field>`
        : nothing}
      <p class="notice" part="warning">${t("network_warning", { token: payment.currency, network: net })}</p>
      ${wallet
        ? html`<div class="wallet">
            <cc-qr-code
              .text=${wallet.uri}
              .label=${t("qr_label", { amount: dueText, token: payment.currency, network: net })}
              .textLabel=${t("qr_text")}
              .copyText=${copy.copyText}
              .copiedText=${copy.copiedText}
              .failedText=${copy.failedText}
            ></cc-qr-code>
            ${wallet.linkable ? html`<a class="button primary" part="wallet-link" href=${wallet.uri}>${t("open_wallet")}</a>` : nothing}
          </div>`
        : nothing}
      <div class="waiting" role="presentation">
        <span class="pulse" aria-hidden="true"></span>
        <span><strong>${t("waiting")}</strong>${t("waiting_hint")}</span>
      </div>
      <details>
        <summary>${t("other_device")}</summary>
        <div class="stack">
          <p class="hint">${t("other_device_hint")}</p>
          <cc-qr-code
            .text=${paymentUrl}
            .label=${t("other_device_qr")}
            .textLabel=${t("other_device")}
            .copyText=${copy.copyText}
            .copiedText=${copy.copiedText}
            .failedText=${copy.failedText}
          ></cc-qr-code>
          <a href=${paymentUrl} target="_blank" rel="noopener noreferrer">${paymentUrl}</a>
        </div>
      </details>
    </section>`;
  }

  renderConfirming(s: CheckoutState, t: Translate): TemplateResult {
    const c = s.confirmations;
    const body =
      c && c.current !== null ? `${t("confirmations", { count: c.current, required: c.required })}. ${t("confirming_body")}` : t("confirming_body");
    return this.renderPanel("progress", t("confirming_title"), body);
  }

  renderFinal(s: CheckoutState, t: Translate, locale: Locale): TemplateResult {
    const panel = PANELS[s.status] ?? { title: "failed_title", body: "failed_body", tone: "danger" as const };
    const p = s.invoice?.payment;
    const received = p ? formatAmount(p.paid ?? p.expected, p.currency, locale) : "";
    return this.renderPanel(panel.tone, t(panel.title), t(panel.body, { amount: received }));
  }

  renderError(s: CheckoutState, t: Translate): TemplateResult {
    const ui = s.error?.ui ?? errorBehaviour("invalid_response");
    const texts = errorTexts(ui);
    const retryable = ui.retryable;
    const wait = s.error?.retryAfter;
    const tone: PanelTone = ui.category === "offline" || ui.category === "retry_later" ? "info" : ui.category === "expired" ? "warning" : "danger";
    return this.renderPanel(
      tone,
      t(texts.title),
      t(texts.body),
      retryable
        ? html`<div class="actions">
            <button type="button" class="primary" @click=${this.handleRetry}>${t("retry")}</button>
            ${wait ? html`<p class="hint">${t("retry_in", { seconds: wait })}</p>` : nothing}
          </div>`
        : nothing,
    );
  }

  private handlePick(e: CustomEvent<{ currency: string; network: string }>): void {
    const { currency, network } = e.detail;
    // The list only holds methods the API offered, whose networks the schema already checked.
    if (isNetworkCode(network)) this.#session?.selectMethod({ currency, network });
  }

  private handleCancel(): void {
    this.#session?.cancel();
  }

  private handleRetry(): void {
    clearTimeout(this.#retryTimer);
    this.#session?.retry();
  }

  #locale(): Locale {
    return pickLocale(this.locale, typeof navigator === "undefined" ? [] : navigator.languages);
  }

  #countdownBar(s: CheckoutState, t: Translate): TemplateResult | typeof nothing {
    const c = s.countdown;
    if (!c || !s.invoice) return nothing;
    const time = formatDuration(c.secondsLeft, this.#locale());
    return html`<cc-countdown-bar
      .text=${t(c.urgent ? "expires_soon" : "expires_in", { time })}
      .fraction=${windowFraction(c.secondsLeft, s.invoice.created_at, s.invoice.expires_at)}
      ?urgent=${c.urgent}
    ></cc-countdown-bar>`;
  }

  /** What the live region says: the screen's headline, changing only when the state does (not every second). */
  #announcement(s: CheckoutState | null, t: Translate): string {
    if (this.refused) return t("failed_title");
    if (!s) return "";
    switch (s.status) {
      case "choosing_method":
        return s.error ? t(errorTexts(s.error.ui).title) : t("choose_method");
      case "awaiting_payment":
        return t("waiting");
      case "underpaid_waiting":
        return t("underpaid_waiting_title");
      case "confirming_payment":
        return t("confirming_title");
      case "unavailable":
      case "failed":
        return s.error ? t(errorTexts(s.error.ui).title) : t("failed_title");
      default: {
        const panel = PANELS[s.status];
        return panel ? t(panel.title) : "";
      }
    }
  }

  #start(): void {
    if (this.#session) return;
    const clock = this.#clock;
    const client = new SdkClient({ baseUrl: (this.apiBase ?? SCRIPT_ORIGIN).replace(/\/+$/, ""), sdkKey: this.sdkKey });
    const session = new CheckoutSession({
      client,
      hidden: document.visibilityState === "hidden",
      online: navigator.onLine,
      serverOffsetMs: () => clock.offsetMs,
    });
    this.#session = session;
    this.#unsubscribe = session.subscribe((next) => this.#onState(next));
    emit(this, "checkout-ready", { invoiceId: this.invoiceId ?? null });
    if (this.invoiceId) {
      session.start({ invoiceId: this.invoiceId });
    } else {
      session.start({
        create: {
          source: "embed",
          project_id: this.projectId,
          amount: this.amount,
          currency: this.currency,
          external_order_id: this.externalOrderId,
          ...(this.clientId ? { client_id: this.clientId } : {}),
          ...(this.network ? { network: this.network as NetworkCode } : {}),
        },
      });
    }
    this.state = session.getState();
  }

  /** Every new state: refuse unsafe links, fire the host page's events, schedule Retry-After retries. */
  #onState(next: CheckoutState): void {
    const prev = this.state;
    this.state = next;
    const invoice = next.invoice;
    if (invoice && !this.refused && !isSafePaymentUrl(invoice.payment_url)) {
      this.refused = true;
      console.error(
        `[crypto-checkout] invalid_response: the invoice's payment_url is not an https URL (http is allowed on localhost only); the checkout stops. Check the API base URL.`,
      );
      emit(this, "checkout-error", { code: "invalid_response", status: 0, retryable: false, category: "invalid_request" });
      this.#unsubscribe?.();
      this.#session?.dispose();
      return;
    }
    const id = invoice?.invoice_id ?? next.invoiceId ?? "";
    const prevInvoice = prev?.invoice;
    if (invoice && !prevInvoice && !this.invoiceId) {
      // A customer's clock may be off by minutes; a just-created invoice tells the server's time (the Date
      // header would too, but cross-origin pages cannot read it).
      if (prev?.status === "creating" && this.#clock.observeCreatedAt(invoice.created_at)) this.#session?.setServerOffset(() => this.#clock.offsetMs);
      emit(this, "checkout-invoice-created", { invoiceId: id, paymentUrl: invoice.payment_url, status: invoice.status });
    }
    if (invoice?.payment && !prevInvoice?.payment) {
      emit(this, "checkout-method-selected", { invoiceId: id, currency: invoice.payment.currency, network: invoice.payment.network });
    }
    if (invoice && invoice.status !== prevInvoice?.status) {
      emit(this, "checkout-status-changed", { invoiceId: id, status: invoice.status, previous: prevInvoice?.status ?? null });
    }
    if (next.status !== prev?.status) {
      if ((next.status === "paid" || next.status === "paid_over") && invoice) {
        const p = invoice.payment;
        emit(this, "checkout-paid", {
          invoiceId: id,
          status: next.status,
          amount: p?.paid ?? p?.expected ?? invoice.order.amount,
          currency: p?.currency ?? invoice.order.currency,
        });
      } else if (next.status === "expired") emit(this, "checkout-expired", { invoiceId: id });
      else if (next.status === "cancelled") emit(this, "checkout-cancelled", { invoiceId: id });
    }
    const err = next.error;
    if (err && err !== this.#lastError) {
      this.#lastError = err;
      emit(this, "checkout-error", { code: err.code, status: err.status, retryable: err.ui.retryable, category: err.ui.category });
      // The server said when to come back: do it then, without waiting for a click.
      if (err.retryAfter !== undefined && err.ui.retryable && (next.status === "failed" || next.status === "unavailable")) {
        clearTimeout(this.#retryTimer);
        this.#retryTimer = setTimeout(() => this.#session?.retry(), err.retryAfter * 1000);
      }
    }
  }
}
