/**
 * The payment screen (amount, address, QR code, "Open in wallet") as a template the checkout view renders in its own
 * shadow root. It travels in the payment screen's lazy chunk with the wallet URIs and the QR encoder it needs: the
 * method list, the first thing a customer sees, needs none of it.
 */
import { html, nothing, type TemplateResult } from "lit";
import type { CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import { CHAINS, isNetworkCode, paymentNetworkName } from "../../../shared/api/chains.ts";
import { pageLink } from "../../../shared/api/page-link.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { fiatEquivalent } from "../../../shared/checkout/fiat-equivalent.ts";
import { checksumAddress } from "../../../shared/payment-uri/evm-address.ts";
import { widgetTexts, type Locale, type Translate } from "../../i18n/locale.ts";
import { paymentInstructionTexts } from "../../../shared/i18n/customer/payment-instruction-texts.ts";
import { screenEn } from "../../i18n/screen-messages.ts";
import { walletUri } from "./wallet-uri.ts";
import { qrCode } from "../../ui/qr-code/qr-code.ts";
import "../../ui/copy-field/copy-field.ts";
import { discoverWallets } from "../wallet-pay/wallet-detector.ts";

widgetTexts.addEnglish({ ...paymentInstructionTexts, ...screenEn });

type InvoicePayment = NonNullable<PublicInvoice["payment"]>;

export interface PaymentScreenInput {
  readonly state: CheckoutState;
  readonly invoice: PublicInvoice;
  readonly payment: InvoicePayment;
  readonly t: Translate;
  readonly locale: Locale;
  /** The countdown bar, which the method list shows too. */
  readonly countdown: TemplateResult | typeof nothing;
  /**
   * The amount the browser wallet reported sent for this invoice (see `cc-wallet-sent`), or null. While it equals
   * the amount due, the screen says what was sent and keeps the address and QR code one tap away.
   */
  readonly walletSent: string | null;
  /** Under everything: "Pay another way", when the page handles new attempts. */
  readonly footer: TemplateResult | typeof nothing;
}

const isEvm = (network: string): boolean => isNetworkCode(network) && CHAINS[network].family === "evm";

/** What to pay, where, and the ways to send it; or, once the browser wallet has sent it, what was sent. */
export function paymentScreen(input: PaymentScreenInput): TemplateResult {
  const { state: s, payment, t, locale } = input;
  const underpaid = s.status === "underpaid_waiting";
  // After a partial payment the customer sends only what is missing: amount and QR both follow it.
  const due = underpaid && s.remaining ? s.remaining : payment.expected;
  const dueText = formatMoney(due, payment.currency, locale);
  // A sandbox invoice is paid on its network's testnet, and the screen names that one ("Tron Nile testnet").
  const net = paymentNetworkName(payment.network, input.invoice.is_test);
  // EVM addresses in their EIP-55 mixed case, as wallets and explorers show them; copied exactly as shown.
  const address = payment.address && isEvm(payment.network) ? checksumAddress(payment.address) : payment.address;
  const sent = input.walletSent === due;
  // The invoice's is_test goes with the payment: a sandbox payment gets a link, QR or wallet button on its testnet only.
  const walletPayment = { ...payment, is_test: input.invoice.is_test };
  // <cc-wallet-pay> is defined by a chunk that loads only if the page has a wallet: ask the page's wallets (once).
  if (isEvm(payment.network)) discoverWallets();
  const wallet = isEvm(payment.network)
    ? html`<cc-wallet-pay .payment=${walletPayment} .amount=${due} .locale=${locale}></cc-wallet-pay>`
    : nothing;
  // What the amount due is worth in the shop's currency, at the invoice's rate: "≈ €25.00 · 1 USDT = €0.9259".
  const order = input.invoice.order;
  const fiat = order.currency === payment.currency ? null : fiatEquivalent(due, payment.exchange_rate, order.currency);
  const fields = html`<cc-copy-field emphasis .label=${t("send_exactly")} .value=${due} .display=${dueText} .locale=${locale}></cc-copy-field>
    ${
      fiat
        ? html`<p class="hint fiat" part="fiat">≈ ${formatMoney(fiat.value, order.currency, locale)} ·
          <bdi>1 ${payment.currency} = ${formatMoney(fiat.rate, order.currency, locale)}</bdi></p>`
        : nothing
    }
    ${address ? html`<cc-copy-field mono grouped .label=${t("to_address")} .value=${address} .locale=${locale}></cc-copy-field>` : nothing}`;
  const underpaidNotice = underpaid
    ? html`<div class="notice"><strong>${t("underpaid_waiting_title")}</strong>${t("underpaid_waiting_body", { amount: dueText })}</div>`
    : nothing;
  const uri = sent ? null : walletUri(walletPayment, due);
  // One template for both: the wallet button keeps its element (and its "sent" message) when the screen changes.
  return html`<section class="stack" aria-labelledby="pay">
    ${
      sent
        ? html`<h2 id="pay">${t("sent_summary", { amount: dueText, network: net })}</h2>
          ${input.countdown}
          <p class="notice">${t("sent_do_not_repeat")}</p>`
        : html`<h2 id="pay" class="visually-hidden">${t("waiting")}</h2>
          ${input.countdown} ${underpaidNotice} ${fields}
          <p class="notice" part="warning">${t("network_warning", { token: payment.currency, network: net })}</p>`
    }
    ${wallet}
    ${
      sent
        ? // The wallet has sent: no QR code, Copy or wallet link invites a second payment while the network confirms.
          html`<details class="again">
          <summary>${t("sent_show_address")}</summary>
          <div class="stack">
            <p class="hint">${t("sent_show_address_hint")}</p>
            ${fields}
          </div>
        </details>`
        : html`${
            uri
              ? html`<div class="wallet">
                ${qrCode(uri.uri, t("qr_label", { amount: dueText, network: net }))}
                ${uri.linkable ? html`<a class=${walletLinkClass()} part="wallet-link" href=${uri.uri}>${t("open_wallet")}</a>` : nothing}
              </div>`
              : address && input.invoice.is_test
                ? // The sandbox rule took the wallet QR away (a link that cannot name the testnet): say so, not nothing.
                  html`<p class="hint">${t("sandbox_no_qr", { network: net })}</p>`
                : nothing
          }
          <p class="waiting"><strong>${t("waiting")}</strong>${t("waiting_hint")}</p>
          ${otherDevice(input.invoice.payment_url, t)}`
    }
    ${input.footer}
  </section>`;
}

/**
 * "Open in wallet" is the main button where a wallet app is likely on the same device (a touch screen: a phone or a
 * tablet). On a desktop a wallet link usually opens nothing, and scanning the QR code with a phone is the way: there
 * it is a plain button.
 */
function walletLinkClass(): string {
  return matchMedia("(pointer: coarse)").matches ? "button primary" : "button";
}

/**
 * The hosted page's link as a QR code, for moving to a phone. It must not pass for the payment code: it sits folded
 * away, smaller, framed apart, with no field to copy, and says in words that a wallet cannot pay with it.
 */
function otherDevice(paymentUrl: string, t: Translate): TemplateResult {
  // The view stopped on a payment_url the link rule refuses; linked and shown in the form the URL parser reads it.
  const url = pageLink(paymentUrl)?.href ?? "";
  return html`<details class="other-device">
    <summary>${t("other_device")}</summary>
    <div class="stack">
      <p class="hint"><strong>${t("other_device_not_payment")}</strong> ${t("other_device_hint")}</p>
      ${qrCode(url, t("other_device_qr"))}
      <a href=${url} target="_blank" rel="noopener noreferrer">${url}</a>
    </div>
  </details>`;
}
