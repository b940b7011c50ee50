/**
 * `<cc-ending>`: the final screen of a checkout (paid, overpaid, underpaid, expired, cancelled). It says what happened
 * to the customer's money, offers the way forward the page handles ("Pay the missing 13.5 USDT", "Start a new
 * payment"), the merchant's contact on a problem screen (a prefilled e-mail, the help page), the details to quote,
 * and, on the hosted page, the way back to the shop ("Return to {shop}", optionally after a countdown the customer
 * can stop). It is the ending chunk (widget/views/checkout-view/ending-chunk.ts), with its English texts: nobody downloads it before their
 * checkout ends.
 */
import { html, LitElement, nothing, type TemplateResult } from "lit";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import type { FinalCheckoutStatus } from "../../../shared/checkout/checkout-machine.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { formatSeconds } from "../../../shared/i18n/translator.ts";
import { isPaidInvoiceStatus } from "../../../shared/api/statuses.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../../ui/define.ts";
import { detailsRows, detailsText } from "../../ui/final-details/final-details-rows.ts";
import "../../ui/final-details/final-details.ts";
import { translator, widgetTexts, type Locale, type Translate } from "../../i18n/locale.ts";
import { endingEn } from "../../i18n/ending-messages.ts";
import type { NewAttemptReason } from "../../events.ts";
import {
  endingOf,
  reportedEndingOf,
  type Ending,
  type MissingPart,
  type ReportedEnding,
  type ReturnLinks,
  type SupportContact,
} from "./ending-model.ts";
import { endingScreenStyles } from "./ending-screen.styles.ts";
import { earlierPaymentOf, rememberMissingPart } from "./missing-part-payments.ts";

widgetTexts.addEnglish(endingEn);

/** What the customer asked for with a button of this screen; the checkout view turns it into `checkout-new-attempt`. */
export interface EndingNewAttempt {
  readonly reason: NewAttemptReason;
  readonly missing?: MissingPart;
}

/**
 * Everything under the final screen's heading, which the checkout view draws (it shows that heading alone until this
 * chunk arrives).
 *
 * @fires cc-new-attempt - "Pay the missing …" or "Start a new payment"; detail `{ reason, missing? }` (does not leave the view)
 * @csspart support - the merchant's contact on a problem screen
 * @csspart details - the details block
 * @csspart return - the "Return to {shop}" button
 * @tagname cc-ending
 */
export class EndingScreen extends LitElement {
  static override styles = [controlStyles, endingScreenStyles];

  static override properties = {
    invoice: { attribute: false },
    status: { attribute: false },
    reported: { attribute: false },
    locale: { attribute: false },
    newAttempts: { attribute: false },
    returnLinks: { attribute: false },
    returnAfter: { attribute: false },
    secondsLeft: { state: true },
  };

  declare invoice: PublicInvoice | undefined;
  declare status: FinalCheckoutStatus | undefined;
  /**
   * An ending the embedded hosted page reported (or its close), instead of `status`: the screen says only what the
   * page's message said (the hosted-page path, widget/views/hosted-page/).
   */
  declare reported: ReportedEnding | null;
  declare locale: Locale;
  declare newAttempts: boolean;
  declare returnLinks: ReturnLinks;
  /** Seconds before the paid screen returns to the shop by itself; null (the default) never does. */
  declare returnAfter: number | null;
  /** The automatic return's countdown, while it runs; null once stopped (or never started). */
  declare private secondsLeft: number | null;

  #timer: ReturnType<typeof setInterval> | undefined;
  #autoReturnFor: string | null = null;

  constructor() {
    super();
    this.locale = "en";
    this.reported = null;
    this.newAttempts = false;
    this.returnLinks = { paid: null, other: null };
    this.returnAfter = null;
    this.secondsLeft = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopAutoReturn();
  }

  override updated(): void {
    const { invoice, status } = this;
    if (invoice && status && isPaidInvoiceStatus(status)) this.#armAutoReturn(this.#ending(invoice, status).returnUrl);
  }

  override render() {
    const { invoice, status, reported, locale } = this;
    if (!invoice || (!status && !reported)) return nothing;
    const t = translator(locale);
    const ending = reported
      ? reportedEndingOf(invoice, reported, { newAttempts: this.newAttempts, returnLinks: this.returnLinks })
      : this.#ending(invoice, status ?? "expired");
    const forward = ending.payMissing
      ? html`<button type="button" class="primary" @click=${() => this.#payMissing(invoice, ending.payMissing)}>
          ${t("pay_missing", { amount: formatMoney(ending.payMissing.amount, ending.payMissing.currency, locale) })}
        </button>`
      : ending.newPayment
        ? html`<button type="button" class="primary" @click=${() => this.#ask({ reason: ending.newPayment ?? "expired" })}>${t("new_attempt")}</button>`
        : nothing;
    const shop = invoice.merchant_name;
    const paid = status !== undefined && isPaidInvoiceStatus(status);
    const back = ending.returnUrl
      ? html`<a class=${forward === nothing ? "button primary" : "button"} part="return" href=${ending.returnUrl}>
          ${shop ? t("return_to_shop", { shop }) : t("return_to_the_shop")}
        </a>`
      : nothing;
    const autoReturn =
      this.secondsLeft !== null
        ? html`<p class="auto-return">
          ${t("auto_return", { time: formatSeconds(this.secondsLeft, locale) })}
          <button type="button" @click=${() => this.#stopAutoReturn()}>${t("auto_return_stop")}</button>
        </p>`
        : nothing;
    const details = html`<cc-final-details exportparts="details" .invoice=${invoice} .locale=${locale}></cc-final-details>`;
    // Paid: the way back right under the thanks (on a phone, above the fold), the details for support folded behind one
    // control. Any other ending: what to do, the contact and the details first, the way back last.
    if (paid)
      return html`${ending.sentences.map((s) => html`<p>${t(s.key, s.values)}</p>`)} ${autoReturn} ${back}
        ${ending.support ? this.#support(ending.support, invoice, t) : nothing}
        <details class="fold"><summary>${t("details_heading")}</summary>${details}</details>`;
    return html`${ending.sentences.map((s) => html`<p>${t(s.key, s.values)}</p>`)} ${forward}
      ${ending.support ? this.#support(ending.support, invoice, t) : nothing} ${details} ${autoReturn} ${back}`;
  }

  /** The merchant's contact: an e-mail prefilled with the details to quote, the help page, or where to turn without either. */
  #support(contact: SupportContact, invoice: PublicInvoice, t: Translate): TemplateResult {
    const intro = contact.shop ? t("support_named", { shop: contact.shop }) : t("support_unnamed");
    if (!contact.email && !contact.url)
      return html`<div class="support" part="support"><p>${intro} ${t("support_none")}</p></div>`;
    const subject = `${t("record_invoice")} ${invoice.invoice_id}`;
    const body = detailsText(detailsRows(invoice, t, this.locale));
    // The address passed support-contact's rule (no ?, &, % or #), so it goes into the link as it is.
    const mail = contact.email
      ? `mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
      : null;
    return html`<div class="support" part="support">
      <p>${intro}</p>
      <div class="links">
        ${mail ? html`<a class="button" href=${mail}>${t("support_email", { email: contact.email ?? "" })}</a>` : nothing}
        ${contact.url ? html`<a class="button" href=${contact.url} target="_blank" rel="noopener noreferrer">${t("support_page")}</a>` : nothing}
      </div>
    </div>`;
  }

  #ending(invoice: PublicInvoice, status: FinalCheckoutStatus): Ending {
    const locale = this.locale;
    return endingOf(invoice, status, {
      newAttempts: this.newAttempts,
      returnLinks: this.returnLinks,
      money: (a, c) => formatMoney(a, c, locale),
      earlier: earlierPaymentOf(this.#checkout(), invoice),
    });
  }

  /** The `<crypto-checkout>` this screen is drawn in (its shadow root's host), which outlives each invoice. */
  #checkout(): object {
    const root = this.getRootNode();
    return root instanceof ShadowRoot ? root.host : this;
  }

  #ask(detail: EndingNewAttempt): void {
    this.dispatchEvent(new CustomEvent<EndingNewAttempt>("cc-new-attempt", { detail }));
  }

  /** "Pay the missing …": the page makes a new invoice for it; its paid ending will name what this one received. */
  #payMissing(invoice: PublicInvoice, missing: MissingPart | null): void {
    if (!missing) return;
    const received = invoice.payment?.paid;
    if (received) rememberMissingPart(this.#checkout(), { invoiceId: invoice.invoice_id, received, missing });
    this.#ask({ reason: "underpaid", missing });
  }

  /** Starts the automatic return once per return address, when the page asked for one (`return-after`). */
  #armAutoReturn(url: string | null): void {
    // Not a positive number of seconds (absent, 0, "soon"): no automatic return.
    if (url === null || !(this.returnAfter !== null && this.returnAfter > 0) || this.#autoReturnFor === url) return;
    this.#autoReturnFor = url;
    this.secondsLeft = Math.ceil(this.returnAfter);
    this.#timer = setInterval(() => {
      const left = (this.secondsLeft ?? 1) - 1;
      if (left > 0) {
        this.secondsLeft = left;
        return;
      }
      this.#stopAutoReturn();
      window.location.assign(url);
    }, 1000);
  }

  #stopAutoReturn(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.secondsLeft = null;
  }
}

defineOnce("cc-ending", EndingScreen);

declare global {
  interface HTMLElementTagNameMap {
    "cc-ending": EndingScreen;
  }
}
