/** `<crypto-pay-button>`: a button that opens the same checkout in an accessible modal dialog. */
import { html } from "lit";
import { payButtonStyles } from "./pay-button.styles.ts";
import { controlStyles, themeStyles } from "../../styles/theme.styles.ts";
import { CheckoutAttributesElement } from "../checkout-view/checkout-attributes.ts";
import { directionOf, pickLocale, translator, widgetTexts } from "../../i18n/locale.ts";
import "../checkout-view/checkout-view.ts";
import type { PAGE_CLOSE_SHOWN } from "../hosted-page/hosted-page.ts";

/** The hosted page's word that its own close (or its overlay's) is on screen (hosted-page.ts, PAGE_CLOSE_SHOWN). */
const PAGE_CLOSE_EVENT: typeof PAGE_CLOSE_SHOWN = "cc-page-close-shown";

/**
 * A button that opens `<crypto-checkout>` in a modal `<dialog>` (Escape or the close button closes it,
 * focus returns to the button). Takes the same attributes as `<crypto-checkout>`; the checkout starts
 * when the dialog first opens and keeps its state while closed.
 *
 * @slot - the button's label (default "Pay with crypto" in the chosen language)
 * @fires checkout-ready - and every other `checkout-*` and `paymos:*` event of the embedded checkout (they bubble through); `paymos:close` also closes the dialog
 * @csspart button - the trigger button
 * @csspart dialog - the modal dialog
 * @cssprop [--checkout-z-index=1000000] - stacking order of the dialog for pages that layer over the top layer
 * @cssprop [--checkout-backdrop=rgb(10 12 16 / 0.55)] - the backdrop behind the dialog
 * @tagname crypto-pay-button
 */
export class CryptoPayButton extends CheckoutAttributesElement {
  static override styles = [themeStyles, controlStyles, payButtonStyles];

  static override properties = {
    open: { type: Boolean, reflect: true },
    pageCloses: { state: true },
  };

  declare open: boolean;
  /**
   * The checkout inside shows the provider's hosted page with its own close (or the page's full-screen overlay with
   * its bar's): the dialog's close gives way, one surface, one close. The page's close and Escape in it post the
   * documented `paymos:close`, which closes the dialog.
   */
  declare private pageCloses: boolean;

  constructor() {
    super();
    this.open = false;
    this.pageCloses = false;
    // The customer closed the embedded hosted payment page: the dialog around it closes too.
    this.addEventListener("paymos:close", () => (this.open = false));
    this.addEventListener(PAGE_CLOSE_EVENT, (event) => {
      this.pageCloses = (event as CustomEvent<boolean>).detail;
    });
  }

  override updated(changed: Map<PropertyKey, unknown>): void {
    // The embedded checkout follows the button's attributes, as a child bound to them would.
    this.#sync(this.renderRoot.querySelector("crypto-checkout"));
    if (!changed.has("open")) return;
    const dialog = this.renderRoot.querySelector("dialog");
    if (this.open && !dialog?.open) dialog?.showModal();
    if (!this.open && dialog?.open) dialog.close();
  }

  override render() {
    const locale = pickLocale(this.locale, navigator.languages);
    // English (always bundled) until the page's language has loaded; then the label switches.
    if (!widgetTexts.isReady(locale)) void widgetTexts.load(locale).then(() => this.requestUpdate());
    const t = translator(locale);
    return html`
      <button class="primary trigger" part="button" type="button" aria-haspopup="dialog" @click=${this.#open}>
        <slot>${t("title")}</slot>
      </button>
      <dialog part="dialog" aria-label=${t("title")} @close=${this.#closed} @click=${this.#backdrop}>
        <div class="frame ${this.pageCloses ? "page-closes" : ""}" dir=${directionOf(locale)}>
          <button
            class="close"
            type="button"
            aria-label=${t("close")}
            ?hidden=${this.pageCloses}
            @click=${() => (this.open = false)}
          >
            ×
          </button>
        </div>
      </dialog>
    `;
  }

  /** The checkout starts on the first open (updated() hands it the attributes) and keeps its state while closed. */
  #open(): void {
    const frame = this.renderRoot.querySelector(".frame");
    if (!frame?.querySelector("crypto-checkout")) frame?.append(this.#sync(document.createElement("crypto-checkout")));
    this.open = true;
  }

  /** Hands the checkout every attribute; before it is connected, so it starts with them. */
  #sync<T extends Element | null>(checkout: T): T {
    if (checkout) Object.assign(checkout, this.checkoutAttributes());
    return checkout;
  }

  /** The dialog closed (Escape, close button): give focus back to the button that opened it. */
  #closed(): void {
    this.open = false;
    this.renderRoot.querySelector<HTMLButtonElement>(".trigger")?.focus();
  }

  /** A click on the backdrop lands on the dialog element itself, outside the card. */
  #backdrop(e: MouseEvent): void {
    if (e.target === e.currentTarget) this.open = false;
  }
}
