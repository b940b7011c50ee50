/** The widget's public events: their names, detail types and the one helper that fires them. */
import type { ErrorCategory } from "../shared/checkout/error-ui.ts";

/** The `category` of checkout-error: the error table's categories (shared/checkout/error-ui.ts), nothing else. */
export type CheckoutErrorCategory = ErrorCategory;

/** Why the customer asked for a new invoice for the same order. */
export type NewAttemptReason = "cancelled" | "expired" | "change_method";

export interface CheckoutEventDetails {
  /** The element is on the page and has started (creating or loading an invoice). */
  "checkout-ready": { invoiceId: string | null };
  /** POST /public/v1/sdk answered: the invoice exists. */
  "checkout-invoice-created": { invoiceId: string; paymentUrl: string; status: string };
  /** The customer picked a token and network and the invoice accepted it. */
  "checkout-method-selected": { invoiceId: string; currency: string; network: string };
  /** The invoice status changed (from polling or an action). */
  "checkout-status-changed": { invoiceId: string; status: string; previous: string | null };
  /** paid or paid_over. A hint for the page, not proof: confirm on the signed API or a webhook. */
  "checkout-paid": { invoiceId: string; status: "paid" | "paid_over"; amount: string; currency: string };
  "checkout-expired": { invoiceId: string };
  "checkout-cancelled": { invoiceId: string };
  /**
   * The customer asks to pay this order again with a new invoice: after a cancel or an expiry, or to pay with another
   * token or network than the one chosen (`change_method`; that invoice cannot be cancelled and stays payable until it
   * expires). Offered only with the `new-attempts` attribute. The page answers by setting a new `external-order-id`
   * (the same order, a new attempt); its server ships once whichever attempt is paid and refunds any other paid one.
   */
  "checkout-new-attempt": { invoiceId: string; reason: NewAttemptReason };
  /** An API or client error landed in a UI state. */
  "checkout-error": { code: string; status: number; retryable: boolean; category: CheckoutErrorCategory };
}

export type CheckoutEventName = keyof CheckoutEventDetails;

/** Each public event as listeners receive it; HTMLElementEventMap takes this map whole, so the details above stay the only list. */
export type CheckoutEventMap = { [K in CheckoutEventName]: CustomEvent<CheckoutEventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation adds CheckoutEventMap's members and nothing of its own
  interface HTMLElementEventMap extends CheckoutEventMap {}
}

/** A public event's name and its detail, as emit() takes them: one tuple per event, so each name keeps its own detail. */
export type CheckoutEventArgs = { [K in CheckoutEventName]: [name: K, detail: CheckoutEventDetails[K]] }[CheckoutEventName];

/** Fires a public event: bubbling and composed so the host page hears it through the shadow roots. */
export function emit(target: EventTarget, ...[name, detail]: CheckoutEventArgs): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
