/** `<crypto-checkout>`: the connected checkout card, driving a CheckoutSession and rendering each of its states. */
import { html, nothing, type TemplateResult } from "lit";
import { SdkClient } from "../../../shared/client/sdk-client.ts";
import { CheckoutSession } from "../../../shared/checkout/checkout-session.ts";
import { probeCheckoutPath } from "../../../shared/checkout/checkout-path.ts";
import {
  isFinalStatus,
  type CheckoutState,
  type FinalCheckoutStatus,
} from "../../../shared/checkout/checkout-machine.ts";
import type { EndingNewAttempt } from "../ending-screen/ending-screen.ts";
import type { MissingPart } from "../ending-screen/ending-model.ts";
import type { WayOutStep } from "../way-out/way-out.ts";
import { isNetworkCode, type NetworkCode } from "../../../shared/api/chains.ts";
import { paymentScreenChunk } from "../../lazy/payment-screen-chunk.ts";
import { wayOutChunk } from "../../lazy/way-out-chunk.ts";
import { endingChunk } from "../../lazy/ending-chunk.ts";
import { hostedPageChunk } from "../../lazy/hosted-page-chunk.ts";
import { problemTextsChunk } from "../../lazy/problem-texts-chunk.ts";
import { checkoutViewStyles } from "./checkout-view.styles.ts";
import { controlStyles, themeStyles } from "../../styles/theme.styles.ts";
import { CheckoutAttributesElement } from "./checkout-attributes.ts";
import {
  connectionNotice,
  saysProblem,
  screenOf,
  screenWithWords,
  windowFraction,
  wordsOfAll,
  type DrawnScreen,
  type FailureWords,
  type PanelScreen,
  type ScreenModel,
} from "./checkout-view-model.ts";
import type { LazyChunk } from "../../lazy/lazy-chunk.ts";
import { checkoutEventsBetween } from "./checkout-events.ts";
import { methodChoices } from "./method-choices.ts";
import { RememberedMethod, type MethodRef } from "./remembered-method.ts";
import { rememberingTabInvoices } from "./tab-invoices.ts";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { directionOf, pickLocale, translator, widgetTexts, type Locale, type Translate } from "../../i18n/locale.ts";
import { formatSeconds } from "../../../shared/i18n/translator.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { countdownLabel } from "../../../shared/checkout/countdown.ts";
import { pageLink } from "../../../shared/api/page-link.ts";
import { oneLine } from "../../../shared/api/single-line-text.ts";
import { ServerClock } from "../../../shared/client/server-clock.ts";
import { announcePath, emit, type CheckoutPath, type CheckoutPathReason, type NewAttemptReason } from "../../events.ts";
import type { MethodPick } from "../../ui/method-choice/method-choice.ts";
import { statusPanel } from "../../ui/status-panel/status-panel.ts";
import { statusPanelStyles } from "../../ui/status-panel/status-panel.styles.ts";
import { qrCodeStyles } from "../../ui/qr-code/qr-code.styles.ts";
import "../../ui/countdown-bar/countdown-bar.ts";

/**
 * How long a failure waits for its own words (a chunk) before it is named in the entry's: a fetch that stalls (a CDN
 * hiccup) must not leave the customer on "Preparing" with nothing to press.
 */
const WORDS_PATIENCE_MS = 4000;

/** The origin the bundle was loaded from: the default API base, so one script tag is all a page needs. */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin;

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
 * @tagname crypto-checkout
 */
export class CryptoCheckout extends CheckoutAttributesElement {
  static override styles = [themeStyles, controlStyles, checkoutViewStyles, statusPanelStyles, qrCodeStyles];

  static override properties = {
    state: { state: true },
    asking: { state: true },
    walletSent: { state: true },
    path: { state: true },
  };

  declare private state: CheckoutState | null;
  /** The customer tapped "Cancel payment" or "Pay another way" once: the card asks before it acts. */
  declare private asking: WayOutStep | null;
  /** The amount the browser wallet reported sent for the current invoice, or null (see the payment screen). */
  declare private walletSent: string | null;
  /**
   * How the invoice this element created is paid (see CheckoutPath); `probing` while the public invoice read that
   * decides it is in flight; null before an invoice, and when following one (the hosted page itself).
   */
  declare private path: CheckoutPath | "probing" | null;

  /**
   * The API sent a payment_url we will not link: the checkout stops in the failed state. Not reactive: it is set in
   * the same call that assigns the state it refuses, and that assignment redraws.
   */
  #refused = false;
  #session: CheckoutSession | undefined;
  #client: SdkClient | undefined;
  #unsubscribe: (() => void) | undefined;
  /** Server time − local time, kept across sessions: measured from every answer's Date and each fresh invoice. */
  readonly #serverClock = new ServerClock();
  readonly #redraw = () => this.requestUpdate();
  readonly #remembered = new RememberedMethod();
  /** The customer's last method on this shop, read once per element; offered first. */
  #lastMethod: MethodRef | null = null;
  /** What the customer picked, remembered once the invoice accepts it. */
  #picked: MethodRef | null = null;
  /** Aborted on disconnect: removes the page listeners connectedCallback added. */
  #listeners: AbortController | undefined;
  /** What the card drew last: it stays up while a failure's words are on their way (see screenWithWords). */
  #shown: DrawnScreen | null = null;
  /** Ends the wait for a failure's words (WORDS_PATIENCE_MS); `#wordsOverdue` once it has run out. */
  #wordsTimer: ReturnType<typeof setTimeout> | undefined;
  #wordsOverdue = false;

  constructor() {
    super();
    this.state = null;
    this.asking = null;
    this.walletSent = null;
    this.path = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listeners = new AbortController();
    const options = { signal: this.#listeners.signal };
    document.addEventListener(
      "visibilitychange",
      () => this.#session?.setHidden(document.visibilityState === "hidden"),
      options,
    );
    window.addEventListener(
      "online",
      () => {
        this.#session?.setOnline(true);
        // A failure named in the entry's words gets its own once the connection is back.
        this.#fetchWords();
      },
      options,
    );
    window.addEventListener("offline", () => this.#session?.setOnline(false), options);
    // Moved in the DOM (or re-attached by a framework): pick the running session back up.
    if (this.hasUpdated && !this.#session) this.#start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listeners?.abort();
    clearTimeout(this.#wordsTimer);
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
    this.path = null;
    this.#shown = null;
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
    const path = this.path;
    const hosted = path?.startsWith("hosted") && s?.invoice;
    // Until the read says which path this is, the card stays on "preparing": no method list the service may not take.
    const next = { screen: screenOf(path === "probing" ? null : s, this.#refused), state: s };
    // A failure, and the order-too-small screen, speak once their words (the problem texts', the way out's chunk) are
    // here: the screen before stays a moment; without them, the failure is named in the entry's words. A language
    // whose chunk arrived has them all.
    const words = widgetTexts.hasOwn(locale, next.screen.say)
      ? "here"
      : wordsOfAll([
          saysProblem(s, this.#refused) ? this.#wordsOf(problemTextsChunk) : "here",
          next.screen.say === "order_below_minimum_title" ? this.#wordsOf(wayOutChunk) : "here",
        ]);
    this.#waitForWords(words);
    const drawn = screenWithWords(next, words, this.#shown);
    this.#shown = drawn;
    const screen = drawn.screen;
    const order = s?.invoice?.order;
    const amount = order?.amount ?? (this.invoiceId ? "" : this.amount);
    const currency = order?.currency ?? this.currency;
    // The shop's name (ours, from the public invoice) is interpolated as text, never parsed as HTML, and as one line:
    // a line break or an override in it cannot forge a line or turn the TEST MODE badge backwards.
    const merchantName = oneLine(s?.invoice?.merchant_name ?? "");
    const notice = connectionNotice(s);
    return html`<div class="card" part="card" lang=${locale} dir=${dir} aria-busy=${words === "coming" ? "true" : nothing}>
      <header part="header">
        <b>${merchantName ? t("pay_merchant", { name: merchantName }) : t("title")} ${s?.invoice?.is_test ? html`<span class="test-badge">${t("test_mode")}</span>` : nothing}</b>
        ${amount && currency ? html`<span class="total">${t("order_total")}<strong>${formatMoney(amount, currency, locale)}</strong></span>` : nothing}
      </header>
      ${notice ? html`<div class="notice offline"><strong>${t(notice.title)}</strong>${t(notice.body)}</div>` : nothing}
      ${hosted ? this.#renderHosted(hosted, t, locale) : this.#renderScreen(drawn.state, screen, t, locale)}
      <div class="visually-hidden" role="status" aria-live="polite" aria-label=${t("status_label")}>${hosted ? "" : t(screen.say)}</div>
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

  /** The provider's hosted payment page, embedded or behind a button: an element of its own chunk (hosted-page.ts). */
  #renderHosted(invoice: PublicInvoice, t: Translate, locale: Locale): TemplateResult {
    if (!hostedPageChunk.valueOr(this.#redraw)) return statusPanel("progress", t("loading"), "");
    return html`<cc-hosted-page
      .invoice=${invoice}
      .locale=${locale}
      .framed=${this.path === "hosted-embed"}
      .openIn=${this.openIn}
    ></cc-hosted-page>`;
  }

  #renderPanel(s: CheckoutState | null, screen: PanelScreen, t: Translate, locale: Locale): TemplateResult {
    if (s?.invoice && isFinalStatus(s.status)) return this.#renderEnding(s.invoice, s.status, screen, t, locale);
    const p = s?.invoice?.payment;
    const c = s?.status === "confirming_payment" ? s.confirmations : null;
    let body = screen.body
      ? t(screen.body, { amount: p ? formatMoney(p.paid ?? p.expected, p.currency, locale) : "" })
      : "";
    if (c && c.current !== null) body = `${t("confirmations", { current: c.current, count: c.required })}. ${body}`;
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
   * A final screen: `<cc-ending>` (the ending chunk, fetched once the checkout has ended) says what happened to the
   * money, the way forward, the merchant's contact, the details and the way back; until it is here, the heading alone.
   */
  #renderEnding(
    invoice: PublicInvoice,
    status: FinalCheckoutStatus,
    screen: PanelScreen,
    t: Translate,
    locale: Locale,
  ): TemplateResult {
    const ready = endingChunk.valueOr(this.#redraw);
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
        : nothing,
    );
  }

  readonly #onEndingNewAttempt = ({ detail }: CustomEvent<EndingNewAttempt>): void => {
    this.#requestNewAttempt(detail.reason, detail.missing);
  };

  #renderMethods(
    { state: s, invoice, notice }: Extract<ScreenModel, { view: "methods" }>,
    t: Translate,
    locale: Locale,
  ): TemplateResult {
    if (!paymentScreenChunk.valueOr(this.#redraw)) return statusPanel("progress", t("loading"), "");
    const busy = s.status === "confirming";
    return html`<section class="stack">
      ${notice ? html`<div class="notice" role="alert"><strong>${t(notice.title)}</strong>${notice.body ? t(notice.body) : nothing}</div>` : nothing}
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
  #askFirst(step: WayOutStep, busy: boolean, t: Translate): TemplateResult {
    // The question is a template of the way out's chunk, which the first tap loaded (see #ask).
    const wayOut = this.asking === step && wayOutChunk.value;
    if (wayOut)
      return wayOut.confirmStep(step, busy, t, (proceed) => (proceed ? this.#proceed(step) : void this.#ask(null)));
    return html`<button type="button" class="link-button" ?disabled=${busy} @click=${() => this.#ask(step)}>${t(step)}</button>`;
  }

  async #ask(step: WayOutStep | null): Promise<void> {
    // The question is a chunk of its own (nobody who pays without a slip needs it); without it (offline) the tap
    // asks nothing and does nothing.
    if (step && !(await wayOutChunk.load().then(() => wayOutChunk.value))) return;
    this.asking = step;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>(step ? ".confirm button" : ".link-button")?.focus();
  }

  #proceed(step: WayOutStep): void {
    this.asking = null;
    if (step === "cancel") this.#session?.cancel();
    else this.#requestNewAttempt("change_method");
  }

  /**
   * Asks the page for a new invoice for the same order; it answers with a new `external-order-id` (see updated()).
   * For an underpaid invoice, `missing` is what it lacks on its own token and network: the new invoice's amount.
   */
  #requestNewAttempt(reason: NewAttemptReason, missing?: MissingPart): void {
    const id = this.state?.invoice?.invoice_id ?? this.state?.invoiceId ?? "";
    emit(this, "checkout-new-attempt", missing ? { invoiceId: id, reason, missing } : { invoiceId: id, reason });
  }

  #retry(): void {
    this.#session?.retry();
  }

  readonly #retryUnsaid = (): void => {
    this.#fetchWords();
    this.#session?.retry();
  };

  /** Where a chunk of a failure's words stands; the first ask starts its fetch, which redraws the card either way. */
  #wordsOf(chunk: LazyChunk<unknown>): FailureWords {
    if (chunk.value !== undefined) return "here";
    if (chunk.failed || this.#wordsOverdue) return "missing";
    void chunk.load().then(this.#redraw);
    return "coming";
  }

  /** Fetches the failure's words again (after "Try again", or once the connection is back), with fresh patience. */
  #fetchWords(): void {
    this.#wordsOverdue = false;
    for (const chunk of [problemTextsChunk, wayOutChunk]) if (chunk.failed) void chunk.load().then(this.#redraw);
    this.requestUpdate();
  }

  /** Starts the patience for words on their way; ends it once nothing waits. */
  #waitForWords(words: FailureWords): void {
    if (words === "coming") {
      this.#wordsTimer ??= setTimeout(() => {
        this.#wordsOverdue = true;
        this.requestUpdate();
      }, WORDS_PATIENCE_MS);
      return;
    }
    clearTimeout(this.#wordsTimer);
    this.#wordsTimer = undefined;
    if (words === "here") this.#wordsOverdue = false;
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
    // The method list and the payment screen arrive while the invoice is created or read.
    void paymentScreenChunk.load();
    this.#lastMethod = this.#remembered.read();
    // A customer's clock may be off by minutes: every answer (its Date) and a just-created invoice tell the server's time.
    const client = new SdkClient({
      baseUrl: this.apiBase ?? SCRIPT_ORIGIN,
      sdkKey: this.sdkKey,
      onServerTime: this.#serverClock.observeReading,
    });
    const session = new CheckoutSession({
      client: rememberingTabInvoices(client),
      hidden: document.visibilityState === "hidden",
      online: navigator.onLine,
      serverClock: this.#serverClock,
    });
    this.#session = session;
    this.#client = client;
    this.#unsubscribe = session.subscribe((next) => this.#onState(next));
    emit(this, "checkout-ready", { invoiceId: this.invoiceId ?? null });
    if (this.invoiceId) {
      // Following an invoice creates none; the Date of each answer (its load, then every poll) tells the server's time.
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

  /**
   * The invoice exists: our own screens, or the provider's hosted page. The `presentation` attribute may say; else
   * one read of the public invoice does (a route of ours): a 404 for the invoice just created means the service has
   * no such route, and then none to choose the method or follow the payment either (shared/checkout/checkout-path.ts,
   * as the terminal decides it).
   */
  #choosePath(invoiceId: string): void {
    const asked = this.presentation;
    if (asked === "embed" || asked === "redirect") return this.#takePath(invoiceId, `hosted-${asked}`, "attribute");
    const client = this.#client;
    if (!client) return;
    this.path = "probing";
    void probeCheckoutPath(client, invoiceId).then(({ hosted, reason }) =>
      this.#takePath(invoiceId, hosted ? "hosted-embed" : "native", reason),
    );
  }

  #takePath(invoiceId: string, path: CheckoutPath, reason: CheckoutPathReason): void {
    if (this.state?.invoice?.invoice_id !== invoiceId) return;
    this.path = path;
    announcePath(this, { invoiceId, path, reason });
    if (path === "native") return;
    // The hosted page follows the payment from here: no polls of routes the service may not have.
    this.#unsubscribe?.();
    this.#session?.dispose();
    this.#session = undefined;
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
      emit(this, "checkout-error", {
        code: "invalid_response",
        status: 0,
        retryable: false,
        category: "invalid_request",
      });
      this.#unsubscribe?.();
      this.#session?.dispose();
      return;
    }
    for (const event of checkoutEventsBetween(prev, next, Boolean(this.invoiceId))) {
      emit(this, ...event);
      if (event[0] === "checkout-invoice-created") this.#choosePath(event[1].invoiceId);
      // Only a method the customer chose and paid with is offered first next time: not the merchant's, not one
      // left behind with "Start over" or unpaid at the end.
      const paid = next.invoice?.payment;
      if (
        event[0] === "checkout-paid" &&
        paid &&
        this.#picked?.currency === paid.currency &&
        this.#picked.network === paid.network
      ) {
        this.#remembered.save(this.#picked);
      }
    }
  }
}
