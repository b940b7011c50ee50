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
import { embedUrlOf, reportedStatus, type HostedMessage } from "../../../shared/checkout/hosted-frame.ts";
import { HostedFrameWatch } from "../../../shared/checkout/hosted-frame-watch.ts";
import { cardAroundFrameStyles, hostedPageStyles } from "./hosted-page.styles.ts";

export { hostedPageEn } from "../../i18n/hosted-page-messages.ts";

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

  /** The frame's messages, a refusal by the shop page's CSP, a failed or endless load (the link under it for the rest). */
  readonly #watch = new HostedFrameWatch({
    paymentUrl: () => this.invoice.payment_url,
    invoiceId: () => this.invoice.invoice_id,
    frame: () => this.renderRoot.querySelector("iframe"),
    onMessage: (message) => this.#act(message),
    onRefused: () => this.#refused(),
  });

  constructor() {
    super();
    this.framed = true;
    this.view = "frame";
    this.reported = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#watch.start({ messages: window, violations: document });
    const root = this.getRootNode();
    const sheet = cardAroundFrameStyles.styleSheet;
    if (root instanceof ShadowRoot && sheet && !root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#watch.stop();
  }

  override willUpdate(changed: PropertyValues): void {
    if (changed.has("framed") && !this.framed) this.view = "button";
  }

  override updated(changed: PropertyValues): void {
    if (changed.has("view") && this.view === "frame") this.#watch.frameShown();
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
            @load=${this.#watch.loaded}
            @error=${this.#watch.failed}
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
