/** `<crypto-checkout>`: the connected checkout card, driving a CheckoutSession and rendering each of its states. */
import { html, nothing, type TemplateResult } from "lit";
import { SdkClient } from "../../../shared/client/sdk-client.ts";
import { CheckoutSession } from "../../../shared/checkout/checkout-session.ts";
import { isFinalStatus, type CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import { CHAINS, isNetworkCode, type NetworkCode } from "../../../shared/api/chains.ts";
import { paymentScreenChunk } from "../../lazy/payment-screen-chunk.ts";
import { wayOutTexts } from "../../lazy/way-out-texts.ts";
import { finalDetailsChunk } from "../../lazy/final-details-chunk.ts";
import { checkoutViewStyles } from "./checkout-view.styles.ts";
import { controlStyles, themeStyles } from "../../styles/theme.styles.ts";
import { CheckoutAttributesElement } from "./checkout-attributes.ts";
import { screenOf, windowFraction, type PanelScreen, type ScreenModel } from "./checkout-view-model.ts";
import { checkoutEventsBetween } from "./checkout-events.ts";
import { errorTexts } from "../../../shared/i18n/customer/error-texts.ts";
import { methodChoices } from "./method-choices.ts";
import { RememberedMethod, type MethodRef } from "./remembered-method.ts";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { directionOf, pickLocale, translator, widgetTexts, type Locale, type Translate } from "../../i18n/locale.ts";
import { formatSeconds } from "../../../shared/i18n/translator.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { countdownLabel } from "../../../shared/checkout/countdown.ts";
import { pageLink } from "../../../shared/api/page-link.ts";
import { oneLine } from "../../../shared/api/single-line-text.ts";
import { ServerClock } from "../../../shared/client/server-clock.ts";
import { emit, type NewAttemptReason } from "../../events.ts";
import "../../ui/method-choice/method-choice.ts";
import type { MethodPick } from "../../ui/method-choice/method-choice.ts";
import { statusPanel } from "../../ui/status-panel/status-panel.ts";
import { statusPanelStyles } from "../../ui/status-panel/status-panel.styles.ts";
import { qrCodeStyles } from "../../ui/qr-code/qr-code.styles.ts";
import "../../ui/countdown-bar/countdown-bar.ts";

const isEvm = (network: string): boolean => isNetworkCode(network) && CHAINS[network].family === "evm";

/** The origin the bundle was loaded from: the default API base, so one script tag is all a page needs. */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin;

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
 * @fires checkout-new-attempt - with `new-attempts`: the customer asks to pay this order with a new invoice; detail `{ invoiceId, reason }`, reason `cancelled`, `expired` or `change_method`. Answer with a new `external-order-id`
 * @fires checkout-error - an error reached the UI; detail `{ code, status, retryable, category }`
 * @csspart card - the card around everything
 * @csspart header - title and order total
 * @csspart heading - the heading of a state screen (paid, expired, not available…)
 * @csspart method - each token and network option of the method choice
 * @csspart warning - the network warning beside the address
 * @csspart qr - the white tile of each QR code
 * @csspart wallet-link - the "open in wallet" link
 * @csspart fiat - the amount due in the order's currency and the rate, under the amount
 * @csspart details - the details block of a final screen (order reference, invoice, amounts, transfers, "Copy details")
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
export class CryptoCheckout extends CheckoutAttributesElement {
  static override styles = [themeStyles, controlStyles, checkoutViewStyles, statusPanelStyles, qrCodeStyles];

  static override properties = {
    state: { state: true },
    asking: { state: true },
    walletSent: { state: true },
  };

  declare private state: CheckoutState | null;
  /** The customer tapped "Cancel payment" or "Pay another way" once: the card asks before it acts. */
  declare private asking: "cancel" | "change_method" | null;
  /** The amount the browser wallet reported sent for the current invoice, or null (see the payment screen). */
  declare private walletSent: string | null;

  /**
   * The API sent a payment_url we will not link: the checkout stops in the failed state. Not reactive: it is set in
   * the same call that assigns the state it refuses, and that assignment redraws.
   */
  #refused = false;
  #session: CheckoutSession | undefined;
  #unsubscribe: (() => void) | undefined;
  /** Server time − local time, kept across sessions: measured from each freshly created invoice. */
  readonly #serverClock = new ServerClock();
  readonly #redraw = () => this.requestUpdate();
  readonly #remembered = new RememberedMethod();
  /** The customer's last method on this shop, read once per element; offered first. */
  #lastMethod: MethodRef | null = null;
  /** What the customer picked, remembered once the invoice accepts it. */
  #picked: MethodRef | null = null;
  /** Aborted on disconnect: removes the page listeners connectedCallback added. */
  #listeners: AbortController | undefined;

  constructor() {
    super();
    this.state = null;
    this.asking = null;
    this.walletSent = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listeners = new AbortController();
    const options = { signal: this.#listeners.signal };
    document.addEventListener("visibilitychange", () => this.#session?.setHidden(document.visibilityState === "hidden"), options);
    window.addEventListener("online", () => this.#session?.setOnline(true), options);
    window.addEventListener("offline", () => this.#session?.setOnline(false), options);
    // Moved in the DOM (or re-attached by a framework): pick the running session back up.
    if (this.hasUpdated && !this.#session) this.#start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listeners?.abort();
    this.#unsubscribe?.();
    this.#session?.dispose();
    this.#session = undefined;
  }

  override firstUpdated(): void {
    // The wallet button (in this shadow root) says when the browser wallet has sent: the screen stops inviting a
    // second payment. The event does not leave the shadow root.
    this.renderRoot.addEventListener("cc-wallet-sent", (e) => {
      this.walletSent = (e as CustomEvent<{ amount: string }>).detail.amount;
    });
    this.#start();
  }

  override updated(changed: Map<PropertyKey, unknown>): void {
    // A new external-order-id is a new order attempt (the page's answer to checkout-new-attempt): a new invoice.
    const previous = changed.get("externalOrderId");
    if (changed.has("externalOrderId") && previous && this.#session && !this.invoiceId) this.#restart();
  }

  /** Drops the running session and starts over: a new invoice for the attributes as they are now. */
  #restart(): void {
    this.#unsubscribe?.();
    this.#session?.dispose();
    this.#session = undefined;
    this.#picked = null;
    this.#refused = false;
    this.walletSent = null;
    this.asking = null;
    this.state = null;
    this.#start();
  }

  override render() {
    const locale = this.#locale();
    const dir = directionOf(locale);
    if (!widgetTexts.isReady(locale)) {
      // Its texts are a chunk of their own: the card stays busy (no words in the wrong language) until they arrive,
      // which overlaps the first API call, then renders in that language, or in English if the chunk failed.
      void widgetTexts.load(locale).then(() => this.requestUpdate());
      return html`<div class="card" part="card" lang=${locale} dir=${dir} aria-busy="true"></div>`;
    }
    const t = translator(locale);
    const s = this.state;
    let screen = screenOf(s, this.#refused);
    // The order-too-small screen speaks once its texts (the way out's chunk) are here; a moment of "preparing" before.
    if (screen.say === "order_below_minimum_title" && !wayOutTexts.valueOr(this.#redraw)) {
      screen = { view: "panel", tone: "progress", title: "loading", body: null, say: "loading" };
    }
    const order = s?.invoice?.order;
    const amount = order?.amount ?? (this.invoiceId ? "" : this.amount);
    const currency = order?.currency ?? this.currency;
    // The shop's name (ours, from the public invoice) is interpolated as text, never parsed as HTML, and as one line:
    // a line break or an override in it cannot forge a line or turn the TEST MODE badge backwards.
    const merchantName = oneLine(s?.invoice?.merchant_name ?? "");
    return html`<div class="card" part="card" lang=${locale} dir=${dir}>
      <header part="header">
        <b>${merchantName ? t("pay_merchant", { name: merchantName }) : t("title")} ${s?.invoice?.is_test ? html`<span class="test-badge">${t("test_mode")}</span>` : nothing}</b>
        ${amount && currency ? html`<span class="total">${t("order_total")}<strong>${formatMoney(amount, currency, locale)}</strong></span>` : nothing}
      </header>
      ${s?.offline ? html`<div class="notice offline"><strong>${t("offline_title")}</strong>${t("offline_body")}</div>` : nothing}
      ${this.#renderScreen(s, screen, t, locale)}
      <div class="visually-hidden" role="status" aria-live="polite" aria-label=${t("status_label")}>${t(screen.say)}</div>
    </div>`;
  }

  #renderScreen(s: CheckoutState | null, screen: ScreenModel, t: Translate, locale: Locale): TemplateResult {
    switch (screen.view) {
      case "methods":
        return this.#renderMethods(screen.state, screen.invoice, t, locale);
      case "payment": {
        // The payment screen's template comes with its chunk, which started loading with the invoice.
        const paymentScreen = paymentScreenChunk.valueOr(this.#redraw)?.paymentScreen;
        if (!paymentScreen) return statusPanel("progress", t("loading"), "");
        return paymentScreen({
          state: screen.state,
          invoice: screen.invoice,
          payment: screen.payment,
          t,
          locale,
          countdown: this.#countdown(screen.state, t, locale),
          walletSent: this.walletSent,
          // The invoice cannot be cancelled once a method is chosen: a page that handles new attempts offers another.
          footer: this.newAttempts ? this.#askFirst("change_method", false, t) : nothing,
        });
      }
      case "panel":
        return this.#renderPanel(s, screen, t, locale);
    }
  }

  #renderPanel(s: CheckoutState | null, screen: PanelScreen, t: Translate, locale: Locale): TemplateResult {
    const p = s?.invoice?.payment;
    const c = s?.status === "confirming_payment" ? s.confirmations : null;
    let body = screen.body ? t(screen.body, { amount: p ? formatMoney(p.paid ?? p.expected, p.currency, locale) : "" }) : "";
    if (c && c.current !== null) body = `${t("confirmations", { current: c.current, count: c.required })}. ${body}`;
    const err = s?.error;
    // Only the failure screens offer a retry; a final or progress screen has nothing to try again.
    const retry = err?.ui.retryable && (s?.status === "failed" || s?.status === "unavailable");
    // A cancelled or expired invoice is over, the order is not: a page that handles new attempts gets one asked for.
    const ended = s?.status === "cancelled" || s?.status === "expired" ? s.status : null;
    return statusPanel(
      screen.tone,
      t(screen.title),
      body,
      html`${retry
        ? html`<button type="button" class="primary" @click=${this.#retry}>${t("retry")}</button>
            ${err.retryAfter ? html`<p class="hint">${t("retry_in", { time: formatSeconds(err.retryAfter, locale) })}</p>` : nothing}`
        : ended && this.newAttempts && wayOutTexts.valueOr(this.#redraw)
          ? html`<button type="button" class="primary" @click=${() => this.#requestNewAttempt(ended)}>${t("new_attempt")}</button>`
          : nothing}
      ${this.#finalDetails(s, locale)}`,
    );
  }

  /**
   * Under a final screen, what to quote to support (order reference, invoice, asked and arrived, each transfer) and
   * "Copy details". The block is a chunk of its own, fetched when the checkout has ended; until it is here, nothing.
   */
  #finalDetails(s: CheckoutState | null, locale: Locale): TemplateResult | typeof nothing {
    if (!s?.invoice || !isFinalStatus(s.status) || !finalDetailsChunk.valueOr(this.#redraw)) return nothing;
    return html`<cc-final-details exportparts="details" .invoice=${s.invoice} .locale=${locale}></cc-final-details>`;
  }

  #renderMethods(s: CheckoutState, invoice: PublicInvoice, t: Translate, locale: Locale): TemplateResult {
    const busy = s.status === "confirming";
    const texts = s.error ? errorTexts(s.error.ui) : null;
    return html`<section class="stack">
      ${texts ? html`<div class="notice" role="alert"><strong>${t(texts.title)}</strong>${t(texts.body)}</div>` : nothing}
      <cc-method-choice
        exportparts="method"
        .tokens=${methodChoices(invoice.payment_methods ?? [], this.#lastMethod, t, locale)}
        ?busy=${busy}
        .locale=${locale}
        @cc-method-pick=${this.#pick}
      ></cc-method-choice>
      <p class="hint">${t("choice_final")}</p>
      ${this.#countdown(s, t, locale)}
      ${this.#askFirst("cancel", busy, t)}
    </section>`;
  }

  readonly #pick = ({ detail: { currency, network } }: CustomEvent<MethodPick>): void => {
    // The list only holds methods the API offered, whose networks the schema already checked.
    if (!isNetworkCode(network)) return;
    this.#picked = { currency, network };
    this.#session?.selectMethod({ currency, network });
  };

  /**
   * A step with no way back ("Cancel payment", "Pay another way") as a quiet link whose first tap only asks, with the
   * way to keep paying as the prominent, focused answer: a stray second tap on the same spot changes nothing.
   */
  #askFirst(step: "cancel" | "change_method", busy: boolean, t: Translate): TemplateResult {
    if (this.asking !== step) {
      return html`<button type="button" class="link-button" ?disabled=${busy} @click=${() => this.#ask(step)}>${t(step)}</button>`;
    }
    return html`<div class="confirm" role="group" aria-labelledby="ask">
      <p id="ask">${t(`${step}_confirm`)}</p>
      <button type="button" class="primary" @click=${() => this.#ask(null)}>${t(`${step}_keep`)}</button>
      <button type="button" ?disabled=${busy} @click=${() => this.#proceed(step)}>${t(`${step}_yes`)}</button>
    </div>`;
  }

  async #ask(step: "cancel" | "change_method" | null): Promise<void> {
    // The question's texts are a chunk of their own (nobody who pays without a slip needs them); without them
    // (offline) the tap asks nothing and does nothing.
    if (step && !(await wayOutTexts.load().then(() => wayOutTexts.value))) return;
    this.asking = step;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>(step ? ".confirm button" : ".link-button")?.focus();
  }

  #proceed(step: "cancel" | "change_method"): void {
    this.asking = null;
    if (step === "cancel") this.#session?.cancel();
    else this.#requestNewAttempt("change_method");
  }

  /** Asks the page for a new invoice for the same order; it answers with a new `external-order-id` (see updated()). */
  #requestNewAttempt(reason: NewAttemptReason): void {
    const id = this.state?.invoice?.invoice_id ?? this.state?.invoiceId ?? "";
    emit(this, "checkout-new-attempt", { invoiceId: id, reason });
  }

  #retry(): void {
    this.#session?.retry();
  }

  #locale(): Locale {
    return pickLocale(this.locale, navigator.languages);
  }

  #countdown(s: CheckoutState, t: Translate, locale: Locale): TemplateResult | typeof nothing {
    const c = s.countdown;
    const invoice = s.invoice;
    if (!c || !invoice) return nothing;
    return html`<cc-countdown-bar
      .text=${t(c.urgent ? "expires_soon" : "expires_in", { time: countdownLabel(c.secondsLeft, locale) })}
      .fraction=${windowFraction(c.secondsLeft, invoice.created_at, invoice.expires_at)}
      ?urgent=${c.urgent}
    ></cc-countdown-bar>`;
  }

  #start(): void {
    if (this.#session) return;
    this.#lastMethod = this.#remembered.read();
    // A customer's clock may be off by minutes; a just-created invoice tells the server's time.
    const client = new SdkClient({
      baseUrl: this.apiBase ?? SCRIPT_ORIGIN,
      sdkKey: this.sdkKey,
      onServerTime: this.#serverClock.observeReading,
    });
    const session = new CheckoutSession({
      client,
      hidden: document.visibilityState === "hidden",
      online: navigator.onLine,
      serverClock: this.#serverClock,
    });
    this.#session = session;
    this.#unsubscribe = session.subscribe((next) => this.#onState(next));
    emit(this, "checkout-ready", { invoiceId: this.invoiceId ?? null });
    if (this.invoiceId) {
      // Following an invoice creates none, so no fresh created_at tells the server's time: ask for it. The hosted
      // page is served from the API's origin, where GET /v1/time answers; elsewhere it quietly fails.
      void this.#serverClock.sync(client);
      session.start({ invoiceId: this.invoiceId });
    } else {
      session.start({
        create: {
          source: "embed",
          project_id: this.projectId,
          amount: this.amount,
          currency: this.currency,
          external_order_id: this.externalOrderId,
          // An absent or empty attribute is no key at all: JSON.stringify leaves undefined out.
          client_id: this.clientId || undefined,
          network: (this.network || undefined) as NetworkCode | undefined,
        },
      });
    }
    this.state = session.getState();
  }

  /** Every new state: refuse unsafe links, fire the host page's events. */
  #onState(next: CheckoutState): void {
    const prev = this.state;
    this.state = next;
    const invoice = next.invoice;
    if (invoice && !this.#refused && pageLink(invoice.payment_url) === null) {
      this.#refused = true;
      console.error(
        "[crypto-checkout] invalid_response: payment_url is not https (http only on localhost); check api-base.",
      );
      emit(this, "checkout-error", { code: "invalid_response", status: 0, retryable: false, category: "invalid_request" });
      this.#unsubscribe?.();
      this.#session?.dispose();
      return;
    }
    for (const event of checkoutEventsBetween(prev, next, Boolean(this.invoiceId))) {
      emit(this, ...event);
      if (event[0] === "checkout-invoice-created") void paymentScreenChunk.load();
      // Only a choice the customer made and the invoice accepted is offered first next time (not the merchant's).
      if (event[0] === "checkout-method-selected") {
        const { currency, network } = event[1];
        if (this.#picked?.currency === currency && this.#picked.network === network) this.#remembered.save(this.#picked);
        // <cc-wallet-pay> is defined by a chunk that loads only if the page has a wallet; the payment screen's chunk,
        // which brings the screen it sits on, asks the page's wallets.
        if (isEvm(network)) void paymentScreenChunk.load().then(() => paymentScreenChunk.value?.discoverWallets());
      }
    }
  }
}
