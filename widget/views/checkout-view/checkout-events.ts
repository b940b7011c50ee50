/** The host page's events for one change of the checkout's state: a pure comparison of the state before and after. */
import { isPaidInvoiceStatus } from "../../../shared/api/statuses.ts";
import type { CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import type { CheckoutEventArgs } from "../../events.ts";

/**
 * What `next` tells the page that `prev` had not, in the order the events fire: the invoice created, the method
 * accepted, the invoice's new status, then paid, expired or cancelled, and a new error.
 * @param followsInvoice the element follows an existing invoice (`invoice-id`, the hosted page): it created none.
 */
export function checkoutEventsBetween(
  prev: CheckoutState | null,
  next: CheckoutState,
  followsInvoice: boolean,
): CheckoutEventArgs[] {
  const events: CheckoutEventArgs[] = [];
  const invoice = next.invoice;
  const before = prev?.invoice;
  const invoiceId = invoice?.invoice_id ?? next.invoiceId ?? "";
  if (invoice && !before && !followsInvoice) {
    events.push(["checkout-invoice-created", { invoiceId, paymentUrl: invoice.payment_url, status: invoice.status }]);
  }
  const payment = invoice?.payment;
  if (payment && !before?.payment) {
    events.push(["checkout-method-selected", { invoiceId, currency: payment.currency, network: payment.network }]);
  }
  if (invoice && invoice.status !== before?.status) {
    events.push(["checkout-status-changed", { invoiceId, status: invoice.status, previous: before?.status ?? null }]);
  }
  if (next.status !== prev?.status) {
    if (invoice && isPaidInvoiceStatus(next.status)) {
      const amount = payment?.paid ?? payment?.expected ?? invoice.order.amount;
      events.push([
        "checkout-paid",
        { invoiceId, status: next.status, amount, currency: payment?.currency ?? invoice.order.currency },
      ]);
    } else if (next.status === "expired") events.push(["checkout-expired", { invoiceId }]);
    else if (next.status === "cancelled") events.push(["checkout-cancelled", { invoiceId }]);
  }
  const error = next.error;
  if (error && error !== prev?.error) {
    events.push([
      "checkout-error",
      { code: error.code, status: error.status, retryable: error.ui.retryable, category: error.ui.category },
    ]);
  }
  return events;
}
