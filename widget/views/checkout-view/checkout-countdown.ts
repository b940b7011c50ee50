/** The invoice's countdown under the method list and the payment screen: the time left, and the window's share left. */
import { html, nothing, type TemplateResult } from "lit";
import type { CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import { countdownLabel } from "../../../shared/checkout/countdown.ts";
import type { Locale, Translate } from "../../i18n/locale.ts";
import { windowFraction } from "./checkout-view-model.ts";
import "../../ui/countdown-bar/countdown-bar.ts";

/** The countdown bar of `s`, or nothing before the invoice and its countdown exist. */
export function checkoutCountdown(s: CheckoutState, t: Translate, locale: Locale): TemplateResult | typeof nothing {
  const c = s.countdown;
  const invoice = s.invoice;
  if (!c || !invoice) return nothing;
  return html`<cc-countdown-bar
    .text=${t(c.urgent ? "expires_soon" : "expires_in", { time: countdownLabel(c.secondsLeft, locale) })}
    .fraction=${windowFraction(c.secondsLeft, invoice.created_at, invoice.expires_at)}
    ?urgent=${c.urgent}
  ></cc-countdown-bar>`;
}
