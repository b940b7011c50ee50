/** `<crypto-checkout>`: the connected checkout card, drawing each state its controllers (the session, its words) hold. */
import { html, nothing, type TemplateResult } from "lit";
import { CheckoutSessionController } from "./checkout-session-controller.ts";
import {
  isFinalStatus,
  type CheckoutState,
  type FinalCheckoutStatus,
} from "../../../shared/checkout/checkout-machine.ts";
import type { EndingNewAttempt } from "../ending-screen/ending-screen.ts";
import { isNetworkCode } from "../../../shared/api/chains.ts";
import { paymentScreenChunk } from "./payment-screen-chunk.ts";
import { endingChunk } from "./ending-chunk.ts";
import { hostedPageChunk } from "./hosted-page-chunk.ts";
import { checkoutViewStyles } from "./checkout-view.styles.ts";
import { controlStyles, themeStyles } from "../../styles/theme.styles.ts";
import { CheckoutAttributesElement } from "./checkout-attributes.ts";
import { connectionNotice, panelBody, screenOf, type PanelScreen, type ScreenModel } from "./checkout-view-model.ts";
import { FailureTextsController } from "./failure-texts-controller.ts";
import { WayOutController } from "./way-out-controller.ts";
import { checkoutCountdown } from "./checkout-countdown.ts";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { directionOf, pickLocale, translator, widgetTexts, type Locale, type Translate } from "../../i18n/locale.ts";
import { formatSeconds } from "../../../shared/i18n/translator.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { oneLine } from "../../../shared/api/single-line-text.ts";
import type { MethodPick } from "../../ui/method-choice/method-choice.ts";
import { statusPanel } from "../../ui/status-panel/status-panel.ts";
import { statusPanelStyles } from "../../ui/status-panel/status-panel.styles.ts";
import { qrCodeStyles } from "../../ui/qr-code/qr-code.styles.ts";

/**
 * The crypto checkout card. With `sdk-key`, `project-id`, `amount`, `currency` and `external-order-id`
 * it creates an invoice (source=embed); with `invoice-id` it follows an existing one (hosted page).
 * Events are hints for the page, never proof of payment: ship goods on the signed API or a webhook.
 *
 * @fires checkout-ready - the element started; detail `{ invoiceId }`
 * @fires checkout-invoice-created - the invoice exists; detail `{ invoiceId, paymentUrl, status }`
 * @fires checkout-path - which way the customer pays the invoice just created; detail `{ invoiceId, path, reason }`, path `native`, `hosted-embed` or `hosted-redirect`
 * @fires checkout-method-selected - a token and network were accepted; detail `{ invoiceId, currency, network }`
 * @fires checkout-status-changed - the invoice status changed; detail `{ invoiceId, status, previous }`
 * @fires checkout-paid - paid or paid_over; detail `{ invoiceId, status, amount, currency }`
 * @fires checkout-expired - the invoice expired; detail `{ invoiceId }`
 * @fires checkout-cancelled - the invoice was cancelled; detail `{ invoiceId }`
 * @fires checkout-new-attempt - with `new-attempts`: the customer asks to pay this order with a new invoice; detail `{ invoiceId, reason, missing? }`, reason `cancelled`, `expired`, `change_method` or `underpaid` (with `missing`: the amount, currency and network it lacks). Answer with a new `external-order-id`
 * @fires checkout-error - an error reached the UI; detail `{ code, status, retryable, category }`
 * @fires paymos:succeeded - hosted-embed path only, as the provider's Low-Code SDK fires it: the embedded page says paid; detail `{ invoice_id, reason, confirmed_by: "browser-message" }`. A browser signal, never proof
 * @fires paymos:failed - hosted-embed path only: the embedded page says underpaid, expired or cancelled; detail `{ invoice_id, reason, confirmed_by }`
 * @fires paymos:close - hosted-embed path only: the customer closed the embedded page; detail `{ invoice_id, reason, confirmed_by }`
 * @csspart card - the card around everything
 * @csspart header - title and order total
 * @csspart heading - the heading of a state screen (paid, expired, not available…)
 * @csspart method - each token and network option of the method choice
 * @csspart warning - the network warning beside the address
 * @csspart qr - the white tile of each QR code
 * @csspart wallet-link - the "open in wallet" link
 * @csspart fiat - the amount due in the order's currency and the rate, under the amount
 * @csspart details - the details block of a final screen (order reference, invoice, amounts, transfers, "Copy details")
 * @csspart support - the merchant's contact on a problem screen (underpaid, overpaid, paid late)
 * @csspart return - the final screen's "Return to {shop}" button (with `success-url` / `fail-url`)
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
 * @cssprop [--checkout-gap=1rem] - space between the card's blocks (amount, address, code, status)
 * @tagname crypto-checkout
 */
export class CryptoCheckout extends CheckoutAttributesElement {
  static override styles = [themeStyles, controlStyles, checkoutViewStyles, statusPanelStyles, qrCodeStyles];

  static override properties = { walletSent: { state: true } };

  /** The amount the browser wallet reported sent for the current invoice, or null (see the payment screen). */
  declare private walletSent: string | null;

  /** The live region's words when step focus moved to the heading that said them (step-focus-controller.ts). @internal */
  declare focusSaid: string | undefined;

  /** What the live region says of the screen drawn last, unless focus said it (step-focus-controller.ts). @internal */
  declare said: string;

  /** The session, its path and the page's events; the method list and payment screen load as each starts. */
  readonly #checkout = new CheckoutSessionController(this, { onStart: () => void paymentScreenChunk.load() });
  /** The words a failure is said in, fetched when one is about to show. */
  readonly #failureTexts = new FailureTextsController(this);
  /** The question before a cancel or a new attempt. */
  readonly #wayOut = new WayOutController(this, {
    onProceed: (step) =>
      step === "cancel" ? this.#checkout.cancel() : this.#checkout.requestNewAttempt("change_method"),
  });
  readonly #redraw = () => this.requestUpdate();

  constructor() {
    super();
    this.walletSent = null;
  }

  override firstUpdated(): void {
    // The wallet button (in this shadow root) says when the browser wallet has sent: the screen stops inviting a
    // second payment. The event does not leave the shadow root.
    this.renderRoot.addEventListener("cc-wallet-sent", (e) => {
      this.walletSent = (e as CustomEvent<{ amount: string }>).detail.amount;
    });
    this.#checkout.start();
  }

  override updated(changed: Map<PropertyKey, unknown>): void {
    // The live region's words, written once step focus has decided whether the heading taking focus says them: put in
    // the region with the screen and taken back, they could be spoken as well as the heading. It is the only status
    // in this shadow root (a field's own is in the field's); a status is polite without saying so.
    const region = this.renderRoot.querySelector("[role=status]");
    const words = this.said === this.focusSaid ? "" : this.said;
    if (region && region.textContent !== words) region.textContent = words;
    // A new external-order-id is a new order attempt (the page's answer to checkout-new-attempt): a new invoice.
    const previous = changed.get("externalOrderId");
    if (changed.has("externalOrderId") && previous && this.#checkout.running && !this.invoiceId) this.#restart();
  }

  /** Drops the running session and starts over: a new invoice for the attributes as they are now. */
  #restart(): void {
    this.walletSent = null;
    this.#wayOut.reset();
    this.#failureTexts.reset();
    this.#checkout.restart();
  }

  override render() {
    const locale = pickLocale(this.locale, navigator.languages);
    const dir = directionOf(locale);
    if (!widgetTexts.isReady(locale)) {
      // Its texts are a chunk of their own: the card stays busy (no words in the wrong language) until they arrive,
      // which overlaps the first API call, then renders in that language, or in English if the chunk failed.
      void widgetTexts.load(locale).then(() => this.requestUpdate());
      return html`<div class="card" part="card" lang=${locale} dir=${dir} aria-busy="true"></div>`;
    }
    const t = translator(locale);
    const { state: s, path, refused } = this.#checkout;
    const hosted = path?.startsWith("hosted") && s?.invoice;
    // Until the read says which path this is, the card stays on "preparing": no method list the service may not take.
    // A failure, and the order-too-small screen, speak once their words (the problem texts', the way out's chunk) are
    // here: the screen before stays a moment; without them, the failure is named in the entry's words.
    const next = { screen: screenOf(path === "probing" ? null : s, refused), state: s, refused };
    const drawn = this.#failureTexts.screenFor(next, locale);
    const screen = drawn.screen;
    const order = s?.invoice?.order;
    const amount = order?.amount ?? (this.invoiceId ? "" : this.amount);
    const currency = order?.currency ?? this.currency;
    // The shop's name (ours, from the public invoice) is interpolated as text, never parsed as HTML, and as one line:
    // a line break or an override in it cannot forge a line or turn the TEST MODE badge backwards.
    const merchantName = oneLine(s?.invoice?.merchant_name ?? "");
    const notice = connectionNotice(s);
    // What the live region says of this screen (once the browser wallet has sent, the payment screen's heading
    // words), unless focus went to its heading, which said it (once is enough): written in updated().
    const sent =
      screen.view === "payment" &&
      this.walletSent !== null &&
      this.renderRoot.querySelector<HTMLElement & { sentSummary?: string }>("cc-wallet-pay")?.sentSummary;
    this.said = hosted ? "" : sent || t(screen.say);
    return html`<div class="card" part="card" lang=${locale} dir=${dir} aria-busy=${this.#failureTexts.words === "coming" ? "true" : nothing}>
      <header part="header">
        <b>${merchantName ? t("pay_merchant", { name: merchantName }) : t("title")} ${s?.invoice?.is_test ? html`<span class="test-badge">${t("test_mode")}</span>` : nothing}</b>
        ${amount && currency ? html`<span class="total">${t("order_total")}<strong>${formatMoney(amount, currency, locale)}</strong></span>` : nothing}
      </header>
      ${notice ? html`<div class="notice offline"><strong>${t(notice.title)}</strong>${t(notice.body)}</div>` : nothing}
      ${hosted ? this.#renderHosted(hosted, t, locale) : this.#renderScreen(drawn.state, screen, t, locale)}
      <div class="visually-hidden" role="status" aria-label=${t("status_label")}></div>
    </div>`;
  }

  #renderScreen(s: CheckoutState | null, screen: ScreenModel, t: Translate, locale: Locale): TemplateResult {
    switch (screen.view) {
      case "methods":
        return this.#renderMethods(screen, t, locale);
      case "payment": {
        // The payment screen's template comes with its chunk, which started loading with the invoice.
        const paymentScreen = paymentScreenChunk.valueOr(this.#redraw)?.paymentScreen;
        if (!paymentScreen) return statusPanel("progress", t("loading"), "");
        // The ending comes next: fetched once the browser is idle, so a customer whose connection drops while paying
        // still sees it whole.
        endingChunk.prefetch();
        return paymentScreen({
          state: screen.state,
          invoice: screen.invoice,
          payment: screen.payment,
          t,
          locale,
          countdown: checkoutCountdown(screen.state, t, locale),
          walletSent: this.walletSent,
          // The invoice cannot be cancelled once a method is chosen: a page that handles new attempts offers another.
          footer: this.newAttempts ? this.#wayOut.askFirst("change_method", false, t) : nothing,
        });
      }
      case "panel":
        return this.#renderPanel(s, screen, t, locale);
    }
  }

  /** The provider's hosted payment page, embedded or behind a button: an element of its own chunk (hosted-page.ts). */
  #renderHosted(invoice: PublicInvoice, t: Translate, locale: Locale): TemplateResult {
    if (!hostedPageChunk.valueOr(this.#redraw)) return statusPanel("progress", t("loading"), "");
    return html`<cc-hosted-page
      .invoice=${invoice}
      .locale=${locale}
      .framed=${this.#checkout.path === "hosted-embed"}
      .openIn=${this.openIn}
      .newAttempts=${this.newAttempts}
      .returnLinks=${{ paid: this.successUrl ?? null, other: this.failUrl ?? null }}
      .endingReady=${endingChunk.valueOr(this.#redraw) !== undefined}
      @cc-new-attempt=${this.#onEndingNewAttempt}
    ></cc-hosted-page>`;
  }

  #renderPanel(s: CheckoutState | null, screen: PanelScreen, t: Translate, locale: Locale): TemplateResult {
    if (s?.invoice && isFinalStatus(s.status)) return this.#renderEnding(s.invoice, s.status, screen, t, locale);
    const body = panelBody(s, screen, t, locale);
    const err = s?.error;
    // A failure without its own words offers "Try again" whatever it was: that fetches them, and retries what can be.
    if (screen.unsaid)
      return statusPanel(
        screen.tone,
        t(screen.title),
        body,
        html`<button type="button" class="primary" @click=${this.#retryUnsaid}>${t("retry")}</button>`,
      );
    // Only the failure screens offer a retry; a progress screen has nothing to try again.
    const retry = err?.ui.retryable && (s?.status === "failed" || s?.status === "unavailable");
    return statusPanel(
      screen.tone,
      t(screen.title),
      body,
      retry
        ? html`<button type="button" class="primary" @click=${this.#retry}>${t("retry")}</button>
            ${err.retryAfter ? html`<p class="hint">${t("retry_in", { time: formatSeconds(err.retryAfter, locale) })}</p>` : nothing}`
        : nothing,
    );
  }

  /**
   * A final screen: `<cc-ending>` (the ending chunk, prefetched on the payment screen, else fetched once the checkout
   * has ended) says what happened to the money, the way forward, the merchant's contact, the details and the way back.
   * Until it is here, the heading alone; if it cannot be fetched (offline, a CDN hiccup), the heading and "Show
   * details", which fetches it again ("Try again" under "Payment complete" would read as paying again): what happened
   * to the money is the chunk's to say, never guessed.
   */
  #renderEnding(
    invoice: PublicInvoice,
    status: FinalCheckoutStatus,
    screen: PanelScreen,
    t: Translate,
    locale: Locale,
  ): TemplateResult {
    const { value: ready, failed } = endingChunk;
    // Its load, once, redraws the card either way: with the ending, or with "Show details".
    if (!ready && !failed) void endingChunk.load().then(this.#redraw);
    return statusPanel(
      screen.tone,
      t(screen.title),
      [],
      ready
        ? html`<cc-ending
            exportparts="support, details, return"
            .invoice=${invoice}
            .status=${status}
            .locale=${locale}
            .newAttempts=${this.newAttempts}
            .returnLinks=${{ paid: this.successUrl ?? null, other: this.failUrl ?? null }}
            .returnAfter=${this.returnAfter ?? null}
            @cc-new-attempt=${this.#onEndingNewAttempt}
          ></cc-ending>`
        : failed
          ? html`<button type="button" class="primary" @click=${this.#retryEnding}>${t("ending_show")}</button>`
          : nothing,
    );
  }

  readonly #retryEnding = (): void => void endingChunk.load().then(this.#redraw);

  readonly #onEndingNewAttempt = ({ detail }: CustomEvent<EndingNewAttempt>): void =>
    this.#checkout.requestNewAttempt(detail.reason, detail.missing);

  #renderMethods(
    { state: s, invoice, notice }: Extract<ScreenModel, { view: "methods" }>,
    t: Translate,
    locale: Locale,
  ): TemplateResult {
    const methodChoices = paymentScreenChunk.valueOr(this.#redraw)?.methodChoices;
    if (!methodChoices) return statusPanel("progress", t("loading"), "");
    const busy = s.status === "confirming";
    return html`<section class="stack">
      ${notice ? html`<div class="notice" role="alert"><strong>${t(notice.title)}</strong>${notice.body ? t(notice.body) : nothing}</div>` : nothing}
      <cc-method-choice
        exportparts="method"
        .tokens=${methodChoices(invoice.payment_methods ?? [], this.#checkout.lastMethod, t, locale)}
        ?busy=${busy}
        .locale=${locale}
        @cc-method-pick=${this.#pick}
      ></cc-method-choice>
      <p class="hint">${t("choice_final")}</p>
      ${checkoutCountdown(s, t, locale)}
      ${this.#wayOut.askFirst("cancel", busy, t)}
    </section>`;
  }

  readonly #pick = ({ detail: { currency, network } }: CustomEvent<MethodPick>): void => {
    // The list only holds methods the API offered, whose networks the schema already checked.
    if (!isNetworkCode(network)) return;
    this.#checkout.selectMethod({ currency, network });
  };

  readonly #retry = (): void => this.#checkout.retry();

  readonly #retryUnsaid = (): void => {
    this.#failureTexts.refetch();
    this.#checkout.retry();
  };
}
