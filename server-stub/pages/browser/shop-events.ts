/**
 * What the demo shop's page does with the widget's events: it lists each one, and answers checkout-new-attempt as a
 * shop would (merchants copy this, so it is written as they would write it).
 */
import { CHECKOUT_EVENT_NAMES } from "../../../widget/events.ts";
import { attemptOf, attemptReference } from "./attempt-reference.ts";

/** The checkout elements of the page: the embedded checkout and the pay button. */
export function checkoutElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("crypto-checkout, crypto-pay-button")];
}

/** Lists every public event of `element` in `log`, newest first, its detail as text (never markup). */
export function logCheckoutEvents(element: HTMLElement, log: HTMLElement): void {
  for (const name of CHECKOUT_EVENT_NAMES) {
    element.addEventListener(name, (event) => {
      const entry = log.ownerDocument.createElement("li");
      entry.textContent = `${name} ${JSON.stringify(event.detail)}`;
      log.prepend(entry);
    });
  }
}

/**
 * The customer asks to pay the order again (after a cancel, an expiry, to pick another token or network, or to pay
 * what an underpaid invoice lacks): the same order gets a new attempt number and a random tail (attempt-reference.ts),
 * so a new invoice whose reference nobody can predict. For the missing part of
 * an underpaid invoice, the new invoice asks that amount on the same token and network. A shop's server would
 * remember every attempt's invoice under the order, ship once the order is paid in full, and refund a second payment.
 */
export function answerNewAttempts(element: HTMLElement): void {
  const attempts = new Map<string, number>();
  element.addEventListener("checkout-new-attempt", (event) => {
    const { order } = attemptOf(element.getAttribute("external-order-id") ?? "");
    const next = (attempts.get(order) ?? 1) + 1;
    attempts.set(order, next);
    const missing = event.detail.missing;
    if (missing) {
      element.setAttribute("amount", missing.amount);
      element.setAttribute("currency", missing.currency);
      element.setAttribute("network", missing.network);
    }
    element.setAttribute("external-order-id", attemptReference(order, next));
  });
}
