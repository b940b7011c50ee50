/**
 * `<cc-hosted-page>`: the provider's hosted payment page (`payment_url?embed=true`) in a frame in the card, full-screen
 * over the shop's page on a phone (PhoneOverlay), or behind a button that opens it where it cannot be framed; the
 * frame's messages become the widget's events, and every ending the page reports (or its close) ends here, in the
 * card, on native mode's final screen (cc-ending): a new payment, the shop's contact, the way back.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import type { FinalCheckoutStatus } from "../../../shared/checkout/checkout-machine.ts";
import { announcePath, emit, type ConfirmedBy, type PaymosEventDetail } from "../../events.ts";
import { translator, type Locale, type Translate } from "../../i18n/locale.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { statusPanel } from "../../ui/status-panel/status-panel.ts";
import { statusPanelStyles } from "../../ui/status-panel/status-panel.styles.ts";
import { defineOnce } from "../../ui/define.ts";
import { embedUrlOf, reportedStatus, type HostedMessage } from "../../../shared/checkout/hosted-frame.ts";
import { HostedFrameWatch } from "../../../shared/checkout/hosted-frame-watch.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { oneLine } from "../../../shared/api/single-line-text.ts";
import type { EndingNewAttempt } from "../ending-screen/ending-screen.ts";
import type { ReportedEnding, ReturnLinks } from "../ending-screen/ending-model.ts";
import { cardAroundFrameStyles, hostedPageStyles } from "./hosted-page.styles.ts";

export { hostedPageEn } from "../../i18n/hosted-page-messages.ts";

/** What the embedded page's messages are, to the page: browser signals, never the invoice read from the API. */
const CONFIRMED_BY: ConfirmedBy = "browser-message";

/**
 * Below this width the page is shown full-screen, over the shop's page, instead of in the card. The provider sizes
 * its page for a frame about 460 px wide (its "Embed mode": max-width 460px); the card is at most 480 px, inside the
 * shop's own margins. Below 600 px the card cannot hold the page at that width with any of the shop's page around it,
 * and a phone's height, not its width, decides whether the code fits: so the page gets the whole screen, and the
 * widget one slim bar above it.
 */
export const PHONE_QUERY = "(max-width: 600px)";

/**
 * `frame`: the page in its iframe; `button`: a button that opens it; `closed`: the customer closed the embedded page;
 * `ended`: the page reported a failure (the card's own final screen).
 */
type HostedView = "frame" | "button" | "closed" | "ended";

/**
 * The internal event by which the element says whether a close control of the payment page is on screen: the page's
 * own (in its frame in the card) or the overlay's bar (on a phone). Detail: true while one is. A dialog around the
 * checkout (crypto-pay-button) hides its own close meanwhile, so the customer sees one surface with one close; the
 * page's close and Escape in it post the provider's documented `paymos:close`, which closes that dialog too.
 */
export const PAGE_CLOSE_SHOWN = "cc-page-close-shown";

/** A final status the page's message reported that is no payment: the card ends on it. */
const isFailure = (status: FinalCheckoutStatus | null): status is "underpaid" | "expired" | "cancelled" =>
  status === "underpaid" || status === "expired" || status === "cancelled";

export class HostedPage extends LitElement {
  // No themeStyles: the --cc-* colours come from the card's host, whose `theme` sets the colour scheme; this element's
  // own `color-scheme: light dark` would resolve them again by the system's preference.
  static override styles = [controlStyles, statusPanelStyles, hostedPageStyles];

  static override properties = {
    invoice: { attribute: false },
    locale: { attribute: false },
    framed: { attribute: false },
    openIn: { attribute: false },
    newAttempts: { attribute: false },
    returnLinks: { attribute: false },
    endingReady: { attribute: false },
    // Reflected: the card around the element reads them (cardAroundFrameStyles).
    view: { reflect: true },
    phone: { type: Boolean, reflect: true },
    reported: { state: true },
  };

  /** The invoice the element created; its payment_url is the page. */
  declare invoice: PublicInvoice;
  declare locale: Locale;
  /** Embed the page (the hosted-embed path); false: the button from the start (hosted-redirect). */
  declare framed: boolean;
  /** Where the button opens the page: a new tab (default) or this one. */
  declare openIn: "new-tab" | "this-tab" | undefined;
  /** The page handles checkout-new-attempt (the `new-attempts` attribute): the endings offer a new payment. */
  declare newAttempts: boolean;
  /** The project's way back to the shop; the endings here lead to `other` (the fail URL). */
  declare returnLinks: ReturnLinks;
  /**
   * `<cc-ending>` is defined: the card loads the ending chunk with this path (checkout-view's endingChunk) and says so;
   * until then an ending here shows its heading alone, as native mode's do.
   */
  declare endingReady: boolean;
  declare private view: HostedView;
  /** The screen is a phone's (PHONE_QUERY): the page full-screen, over the shop's page, when the customer opens it. */
  declare private phone: boolean;
  /** The final status the page's message reported, once one has: later reports change nothing. */
  declare private reported: FinalCheckoutStatus | null;
  /** What PAGE_CLOSE_SHOWN last said, so it is said once per change. */
  #closeShown = false;
  /**
   * Who says it: the checkout card's host, which stays where it is when this element leaves the card (a removed
   * element's events reach no one, and the dialog must hear that the close went with it).
   */
  #closeTeller: EventTarget = this;

  /** The frame's messages, a refusal by the shop page's CSP, a failed or endless load (the link under it for the rest). */
  readonly #watch = new HostedFrameWatch({
    paymentUrl: () => this.invoice.payment_url,
    invoiceId: () => this.invoice.invoice_id,
    frame: () => this.renderRoot.querySelector("iframe"),
    onMessage: (message) => this.#act(message),
    onRefused: () => this.#refused(),
  });

  readonly #phoneQuery = window.matchMedia(PHONE_QUERY);
  readonly #onPhoneChange = (): void => {
    this.phone = this.#phoneQuery.matches;
  };

  constructor() {
    super();
    this.framed = true;
    this.newAttempts = false;
    this.returnLinks = { paid: null, other: null };
    this.endingReady = false;
    this.view = "frame";
    this.phone = this.#phoneQuery.matches;
    this.reported = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#watch.start({ messages: window, violations: document });
    this.#phoneQuery.addEventListener("change", this.#onPhoneChange);
    const root = this.getRootNode();
    this.#closeTeller = root instanceof ShadowRoot ? root.host : this;
    const sheet = cardAroundFrameStyles.styleSheet;
    if (root instanceof ShadowRoot && sheet && !root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Gone from the card: its close with it.
    this.#tellCloseShown(false);
    this.#watch.stop();
    this.#phoneQuery.removeEventListener("change", this.#onPhoneChange);
  }

  override willUpdate(changed: PropertyValues): void {
    if (changed.has("framed") && !this.framed) this.view = "button";
  }

  override updated(changed: PropertyValues): void {
    if ((changed.has("view") || changed.has("phone")) && this.view === "frame") this.#watch.frameShown();
    this.#sayCloseShown();
  }

  /** Tells the dialog around the checkout, if any, whether the page's close or the overlay's is on screen now. */
  #sayCloseShown(): void {
    const overlayOpen = this.renderRoot.querySelector<HTMLDialogElement>("dialog.overlay")?.open === true;
    const shown = !isFailure(this.reported) && this.view === "frame" && (!this.phone || overlayOpen);
    this.#tellCloseShown(shown);
  }

  #tellCloseShown(shown: boolean): void {
    if (shown === this.#closeShown) return;
    this.#closeShown = shown;
    const told = new CustomEvent<boolean>(PAGE_CLOSE_SHOWN, { detail: shown, bubbles: true, composed: true });
    this.#closeTeller.dispatchEvent(told);
  }

  override render(): TemplateResult {
    const t = translator(this.locale);
    if (isFailure(this.reported)) return this.#ending(this.reported, t);
    const { payment_url: paymentUrl } = this.invoice;
    const newTab = this.openIn !== "this-tab";
    const open = (cls: string) =>
      html`<a class=${cls} href=${paymentUrl} target=${newTab ? "_blank" : "_self"} rel="noopener">${t("hosted_open")}</a>`;
    const paid = this.reported === "paid" || this.reported === "paid_over";
    const reportedPaid = paid ? html`<p class="reported">${t("hosted_reported_paid")}</p>` : nothing;
    switch (this.view) {
      case "frame":
        if (this.phone)
          return html`${statusPanel(
            "info",
            t("hosted_open_title"),
            t("hosted_open_body"),
            html`<button type="button" class="primary launch" @click=${this.#openOverlay}>
              ${t(paid ? "hosted_show_again" : "hosted_continue")}
            </button>`,
          )}
            ${reportedPaid} ${this.#overlay(t)}`;
        return html`${this.#frame(t, false)} ${reportedPaid} ${open("link")}`;
      case "button":
        return statusPanel("info", t("hosted_open_title"), t("hosted_open_body"), open("button primary"));
      case "closed":
        // Closed after the page reported paid: nothing to start again, only the page to show again.
        if (paid)
          return html`${statusPanel(
            "info",
            t("hosted_closed_title"),
            "",
            html`<button type="button" class="primary launch" @click=${this.#showAgain}>${t("hosted_show_again")}</button>`,
          )}
          ${reportedPaid}`;
        return this.#ending("closed", t);
      case "ended":
        return this.#ending("closed", t);
    }
  }

  #frame(t: Translate, embedderHeader: boolean): TemplateResult {
    return html`<iframe
      src=${embedUrlOf(this.invoice.payment_url, this.locale, { embedderHeader })}
      title=${t("hosted_frame_title")}
      allow="clipboard-write"
      sandbox="allow-scripts allow-same-origin allow-forms"
      referrerpolicy="origin"
      @load=${this.#watch.loaded}
      @error=${this.#watch.failed}
    ></iframe>`;
  }

  /**
   * On a phone, the page over the whole screen: a modal dialog (the shop's page inert behind it, focus kept inside),
   * one slim bar (the shop, TEST MODE, the total, close) and the page under it without a bar of its own
   * (`header=embedder`). Escape and the close button close it; focus goes back to the button that opened it.
   */
  #overlay(t: Translate): TemplateResult {
    const { order, is_test: isTest } = this.invoice;
    const shop = oneLine(this.invoice.merchant_name ?? "");
    return html`<dialog class="overlay" aria-labelledby="overlay-title" @close=${this.#overlayClosed}>
      <div class="bar">
        <b id="overlay-title">${shop ? t("pay_merchant", { name: shop }) : t("title")}</b>
        ${isTest ? html`<span class="test-badge">${t("test_mode")}</span>` : nothing}
        <strong class="total">${formatMoney(order.amount, order.currency, this.locale)}</strong>
        <button type="button" class="close" aria-label=${t("close")} @click=${this.#closeOverlay}>×</button>
      </div>
      ${this.#frame(t, true)}
    </dialog>`;
  }

  readonly #openOverlay = (): void => {
    this.renderRoot.querySelector<HTMLDialogElement>("dialog.overlay")?.showModal();
    this.#watch.frameShown();
    this.#sayCloseShown();
  };

  readonly #closeOverlay = (): void => {
    this.renderRoot.querySelector<HTMLDialogElement>("dialog.overlay")?.close();
  };

  /**
   * The overlay closed (its button, Escape, or an ending): before the page reported paid, the customer left the payment
   * page, which ends here as a close; focus goes back to where it was, the button that opens the page again.
   */
  readonly #overlayClosed = async (): Promise<void> => {
    const ended = this.reported !== null;
    if (!ended) this.view = "closed";
    this.#sayCloseShown();
    await this.updateComplete;
    (
      this.renderRoot.querySelector<HTMLElement>(".launch") ?? this.renderRoot.querySelector<HTMLElement>(".ending")
    )?.focus();
  };

  /**
   * An ending inside the page, told outside it: its heading, and native mode's final screen for what the page reported
   * (the ending chunk; until it is here, the heading alone). After a close, the page can be shown again.
   */
  #ending(ending: ReportedEnding, t: Translate): TemplateResult {
    const ready = this.endingReady;
    const title = ending === "closed" ? "hosted_closed_title" : (`${ending}_title` as const);
    const again =
      ending === "closed"
        ? html`<button type="button" class="launch" @click=${this.#showAgain}>${t("hosted_show_again")}</button>`
        : nothing;
    return html`<div class="ending" tabindex="-1">
      ${statusPanel(
        ending === "underpaid" || ending === "expired" ? "warning" : "info",
        t(title),
        [],
        html`${again}
        ${
          ready
            ? html`<cc-ending
                exportparts="support, details, return"
                .invoice=${this.invoice}
                .reported=${ending}
                .locale=${this.locale}
                .newAttempts=${this.newAttempts}
                .returnLinks=${this.returnLinks}
                @cc-new-attempt=${this.#newAttempt}
              ></cc-ending>`
            : nothing
        }`,
      )}
    </div>`;
  }

  readonly #showAgain = async (): Promise<void> => {
    this.view = "frame";
    if (!this.phone) return;
    await this.updateComplete;
    this.#openOverlay();
  };

  /** "Start a new payment" on an ending here: the card asks the page (checkout-new-attempt), as native mode does. */
  readonly #newAttempt = ({ detail }: CustomEvent<EndingNewAttempt>): void => {
    this.dispatchEvent(new CustomEvent<EndingNewAttempt>("cc-new-attempt", { detail }));
  };

  /** The frame cannot show the page: the button instead, and the page and its developer are told. */
  #refused(): void {
    if (this.view !== "frame") return;
    this.view = "button";
    announcePath(this, { invoiceId: this.invoice.invoice_id, path: "hosted-redirect", reason: "frame-refused" });
  }

  /** One accepted message: the provider's CustomEvent, then ours, each saying it is a browser signal. */
  #act(message: HostedMessage): void {
    const detail: PaymosEventDetail = {
      invoice_id: message.invoiceId,
      reason: message.reason,
      confirmed_by: CONFIRMED_BY,
    };
    this.dispatchEvent(new CustomEvent(message.type, { detail, bubbles: true, composed: true }));
    if (message.type === "paymos:close") {
      if (!isFailure(this.reported)) this.view = "closed";
      this.#closeOverlay();
      return;
    }
    const status = reportedStatus(message);
    if (!status || this.reported) return;
    this.reported = status;
    // A failure ends in the card, outside the page: the overlay gives way to it.
    if (isFailure(status)) {
      this.view = "ended";
      this.#closeOverlay();
    }
    const invoiceId = message.invoiceId;
    const confirmedBy = CONFIRMED_BY;
    emit(this, "checkout-status-changed", { invoiceId, status, previous: this.invoice.status, confirmedBy });
    if (status === "paid" || status === "paid_over") {
      const { amount, currency } = this.invoice.order;
      emit(this, "checkout-paid", { invoiceId, status, amount, currency, confirmedBy });
    } else if (status === "expired") emit(this, "checkout-expired", { invoiceId, confirmedBy });
    else if (status === "cancelled") emit(this, "checkout-cancelled", { invoiceId, confirmedBy });
  }
}

defineOnce("cc-hosted-page", HostedPage);

declare global {
  interface HTMLElementTagNameMap {
    "cc-hosted-page": HostedPage;
  }
}
