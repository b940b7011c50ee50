/**
 * `<pos-hosted-page>`: the provider's hosted payment page on the payment screen, embedded (`payment_url?embed=true`)
 * for the customer to choose a coin and scan its code, or a large QR code of `payment_url` for their phone where the
 * page cannot be framed; the frame's messages, filtered by the shared embed contract, go to the sale.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { translator } from "../../i18n/translate.ts";
import type { Locale } from "../../i18n/languages.ts";
import { embedUrlOf, type HostedMessage } from "../../../shared/checkout/hosted-frame.ts";
import { HostedFrameWatch } from "../../../shared/checkout/hosted-frame-watch.ts";
import type { RelayLinkState } from "../relay-link-state.ts";
import { posHostedPageStyles } from "./pos-hosted-page.styles.ts";
import "../../ui/pos-qr/pos-qr.ts";

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** A message of the embedded page, from its own frame at the payment page's origin about this sale's invoice. */
    "pos-page-message": HostedMessage;
  }
}

/** `frame`: the page embedded; `qr`: its code for the customer's phone; `closed`: the customer closed the embedded page. */
export type HostedView = "frame" | "qr" | "closed";

/**
 * @fires pos-page-message - an accepted message of the embedded page (paymos:succeeded, paymos:failed, paymos:close)
 * @slot actions - staff's way out of the sale (the payment screen's "Stop waiting")
 */
export class PosHostedPage extends LitElement {
  static override styles = [baseStyles, posHostedPageStyles];

  static override properties = {
    paymentUrl: { attribute: false },
    invoiceId: { attribute: false },
    amount: { attribute: false },
    locale: { attribute: false },
    view: { reflect: true },
    relay: { attribute: false },
    refused: { state: true },
  };

  declare paymentUrl: string;
  declare invoiceId: string;
  /** The sale's amount in the shop's currency, written for the locale. */
  declare amount: string;
  declare locale: Locale;
  declare view: HostedView;
  /**
   * The tablet's link to the shop's relay. Live or connecting, the relay follows this sale and the payment service's
   * confirmation reaches this screen, on either view; out of reach or refusing this tablet, the payment screen's
   * notice says what happens to the sale, and this column promises nothing.
   */
  declare relay: RelayLinkState;
  /** The frame could not show the page (the terminal's CSP, a failed or endless load): the code only from now on. */
  declare private refused: boolean;

  /** The frame's messages, a refusal by the terminal's CSP, a failed or endless load (staff have a button for the rest). */
  readonly #watch = new HostedFrameWatch({
    paymentUrl: () => this.paymentUrl,
    invoiceId: () => this.invoiceId,
    frame: () => this.renderRoot.querySelector("iframe"),
    onMessage: (message) => this.#onMessage(message),
    onRefused: () => this.#refuse(),
  });

  constructor() {
    super();
    this.paymentUrl = "";
    this.invoiceId = "";
    this.amount = "";
    this.locale = "en";
    this.view = "frame";
    this.relay = "off";
    this.refused = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#watch.start({ messages: window, violations: document });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#watch.stop();
  }

  override updated(changed: PropertyValues): void {
    if (changed.has("view") && this.view === "frame") this.#watch.frameShown();
  }

  override render(): TemplateResult {
    const t = translator(this.locale);
    const framed = this.view === "frame";
    return html`<div class="screen ${framed ? "framed" : ""}">
      <div class="page">${this.#renderPage()}</div>
      <div class="words">
        <p class="amount" data-testid="pay-amount">${this.amount}</p>
        <h1>${t(framed ? "hosted_heading" : "pay_scan")}</h1>
        ${this.refused ? html`<p class="warn" role="status">${t("hosted_refused")}</p>` : nothing}
        <p class=${framed ? "hint" : ""}>${t(framed ? "hosted_hint" : this.view === "closed" ? "hosted_closed" : "hosted_qr_hint")}</p>
        ${this.#renderSignal(framed)}
        <div class="actions">
          ${
            this.refused
              ? nothing
              : html`<button type="button" class=${framed ? "" : "primary"} @click=${() => (this.view = framed ? "qr" : "frame")}>
                ${t(framed ? "hosted_show_qr" : "hosted_show_page")}
              </button>`
          }
          <slot name="actions"></slot>
        </div>
        <p class="muted">${t("pay_reference", { id: this.invoiceId })}</p>
      </div>
    </div>`;
  }

  /** How this screen learns the payment's ending: from the relay, from the embedded page, or (the relay down) unsaid. */
  #renderSignal(framed: boolean): TemplateResult | typeof nothing {
    const t = translator(this.locale);
    if (this.relay === "unreachable" || this.relay === "revoked") return nothing;
    const words = this.relay !== "off" ? "relay_hosted_waiting" : framed ? "hosted_waiting" : "hosted_qr_unseen";
    return html`<p class="signal" role="status" data-testid="hosted-signal">${t(words)}</p>`;
  }

  #renderPage(): TemplateResult {
    const t = translator(this.locale);
    if (this.view === "frame") {
      return html`<iframe
        src=${embedUrlOf(this.paymentUrl, this.locale)}
        title=${t("hosted_frame_title")}
        allow="clipboard-write"
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerpolicy="origin"
        @load=${this.#watch.loaded}
        @error=${this.#watch.failed}
      ></iframe>`;
    }
    // Closed or refused: the customer scans the page's own address and pays on their phone.
    return html`<pos-qr .value=${this.paymentUrl} .label=${t("hosted_qr_hint")}></pos-qr>`;
  }

  /** The frame cannot show the page: the code for the phone instead, for the rest of this sale. */
  #refuse(): void {
    if (this.view !== "frame") return;
    this.refused = true;
    this.view = "qr";
  }

  #onMessage(message: HostedMessage): void {
    if (message.type === "paymos:close") this.view = "closed";
    emit(this, "pos-page-message", message);
  }
}

if (!customElements.get("pos-hosted-page")) customElements.define("pos-hosted-page", PosHostedPage);

declare global {
  interface HTMLElementTagNameMap {
    "pos-hosted-page": PosHostedPage;
  }
}
