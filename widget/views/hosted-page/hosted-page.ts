/**
 * `<cc-hosted-page>`: the provider's hosted payment page (`payment_url?embed=true`) in a frame in the card, or behind
 * a button that opens it where it cannot be framed; the frame's messages become the widget's events.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import type { FinalCheckoutStatus } from "../../../shared/checkout/checkout-machine.ts";
import { announcePath, emit, type ConfirmedBy, type PaymosEventDetail } from "../../events.ts";
import { translator, type Locale } from "../../i18n/locale.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { statusPanel } from "../../ui/status-panel/status-panel.ts";
import { statusPanelStyles } from "../../ui/status-panel/status-panel.styles.ts";
import { defineOnce } from "../../ui/define.ts";
import {
  acceptHostedMessage,
  embedUrlOf,
  isFrameRefusal,
  reportedStatus,
  type HostedMessage,
} from "../../../shared/checkout/hosted-frame.ts";
import { cardAroundFrameStyles, hostedPageStyles } from "./hosted-page.styles.ts";

export { hostedPageEn } from "../../i18n/hosted-page-messages.ts";

/**
 * How long the frame may take to load before the card offers the button instead. A page refused by the payment
 * page's own frame-ancestors still "loads" (the browser's error page), which no parent can tell: the link under the
 * frame is the customer's way out of that one.
 */
export const FRAME_LOAD_TIMEOUT_MS = 15_000;

/** What the embedded page's messages are, to the page: browser signals, never the invoice read from the API. */
const CONFIRMED_BY: ConfirmedBy = "browser-message";

/** `frame`: the page in its iframe; `button`: a button that opens it; `closed`: the customer closed the embedded page. */
type HostedView = "frame" | "button" | "closed";

export class HostedPage extends LitElement {
  // No themeStyles: the --cc-* colours come from the card's host, whose `theme` sets the colour scheme; this element's
  // own `color-scheme: light dark` would resolve them again by the system's preference.
  static override styles = [controlStyles, statusPanelStyles, hostedPageStyles];

  static override properties = {
    invoice: { attribute: false },
    locale: { attribute: false },
    framed: { attribute: false },
    openIn: { attribute: false },
    // Reflected: the card around the element reads it (cardAroundFrameStyles).
    view: { reflect: true },
    reported: { state: true },
  };

  /** The invoice the element created; its payment_url is the page. */
  declare invoice: PublicInvoice;
  declare locale: Locale;
  /** Embed the page (the hosted-embed path); false: the button from the start (hosted-redirect). */
  declare framed: boolean;
  /** Where the button opens the page: a new tab (default) or this one. */
  declare openIn: "new-tab" | "this-tab" | undefined;
  declare private view: HostedView;
  /** The final status the page's message reported, once one has: later reports change nothing. */
  declare private reported: FinalCheckoutStatus | null;

  #listeners: AbortController | undefined;
  #loadTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.framed = true;
    this.view = "frame";
    this.reported = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listeners = new AbortController();
    const options = { signal: this.#listeners.signal };
    window.addEventListener("message", (e) => this.#onMessage(e), options);
    // The shop page's own CSP may refuse the frame (no frame-src for the payment origin): the button then.
    document.addEventListener(
      "securitypolicyviolation",
      (e) => isFrameRefusal(e, this.#origin()) && this.#refused(),
      options,
    );
    const root = this.getRootNode();
    const sheet = cardAroundFrameStyles.styleSheet;
    if (root instanceof ShadowRoot && sheet && !root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listeners?.abort();
    clearTimeout(this.#loadTimer);
  }

  override willUpdate(changed: PropertyValues): void {
    if (changed.has("framed") && !this.framed) this.view = "button";
  }

  override updated(changed: PropertyValues): void {
    // A frame just shown (first, or again after a close) has this long to load.
    if (changed.has("view") && this.view === "frame") {
      clearTimeout(this.#loadTimer);
      this.#loadTimer = setTimeout(() => this.#refused(), FRAME_LOAD_TIMEOUT_MS);
    }
  }

  override render(): TemplateResult {
    const t = translator(this.locale);
    const { payment_url: paymentUrl } = this.invoice;
    const newTab = this.openIn !== "this-tab";
    const open = (cls: string) =>
      html`<a class=${cls} href=${paymentUrl} target=${newTab ? "_blank" : "_self"} rel="noopener">${t("hosted_open")}</a>`;
    switch (this.view) {
      case "frame":
        return html`<iframe
            src=${embedUrlOf(paymentUrl, this.locale)}
            title=${t("hosted_frame_title")}
            allow="clipboard-write"
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerpolicy="origin"
            @load=${this.#loaded}
            @error=${this.#refused}
          ></iframe>
          ${this.reported === "paid" || this.reported === "paid_over" ? html`<p class="reported">${t("hosted_reported_paid")}</p>` : nothing}
          ${open("link")}`;
      case "button":
        return statusPanel("info", t("hosted_open_title"), t("hosted_open_body"), open("button primary"));
      case "closed":
        return statusPanel(
          "info",
          t("hosted_closed_title"),
          "",
          html`<button type="button" class="primary" @click=${() => (this.view = "frame")}>${t("hosted_show_again")}</button>`,
        );
    }
  }

  #origin(): string {
    return new URL(this.invoice.payment_url).origin;
  }

  readonly #loaded = (): void => clearTimeout(this.#loadTimer);

  /** The frame cannot show the page: the button instead, and the page and its developer are told. */
  readonly #refused = (): void => {
    if (this.view !== "frame") return;
    clearTimeout(this.#loadTimer);
    this.view = "button";
    announcePath(this, { invoiceId: this.invoice.invoice_id, path: "hosted-redirect", reason: "frame-refused" });
  };

  #onMessage(event: MessageEvent): void {
    const frame = this.renderRoot.querySelector("iframe");
    const message = acceptHostedMessage(event, {
      origin: this.#origin(),
      window: frame?.contentWindow ?? null,
      invoiceId: this.invoice.invoice_id,
    });
    if (message) this.#act(message);
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
      this.view = "closed";
      return;
    }
    const status = reportedStatus(message);
    if (!status || this.reported) return;
    this.reported = status;
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
