/**
 * The missing part of an underpaid invoice, paid with a new one. "Pay the missing 13.5 USDT" asks the page for a new
 * invoice (checkout-new-attempt, reason underpaid, with `missing`), and the page answers with one for that part alone
 * (the demo shop's shop-events.ts): that invoice's own record knows only "13.5 USDT received" of a 13.5 USDT order, never
 * that the order is now paid. This remembers, per checkout element, what the underpaid invoice had received when the
 * customer asked, so the new invoice's paid ending can say the order is paid in full and name both amounts; only when
 * that is true: a different invoice, for exactly the missing amount, on the same token and network, which received at
 * least that. It lives as long as the page: after a reload the ending says what its own invoice knows, nothing more.
 */
import Big from "big.js";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import type { MissingPart } from "./ending-model.ts";

/** An underpaid invoice when the customer chose to pay what it lacks. */
export interface UnderpaidInvoice {
  readonly invoiceId: string;
  /** What it received, on the missing part's token. */
  readonly received: string;
  readonly missing: MissingPart;
}

/** What an earlier invoice of the order received, which the invoice at hand completed. */
export interface EarlierPayment {
  readonly amount: string;
  readonly currency: string;
}

const asked = new WeakMap<object, UnderpaidInvoice>();

/** The customer asked to pay the missing part of `underpaid` in `checkout` (the `<crypto-checkout>` element). */
export function rememberMissingPart(checkout: object, underpaid: UnderpaidInvoice): void {
  asked.set(checkout, underpaid);
}

/** A decimal string as a number to compare, or null for a malformed one. */
function decimal(value: string): Big | null {
  try {
    return new Big(value);
  } catch {
    return null;
  }
}

/**
 * The earlier invoice's payment that `invoice` completed, or null: `invoice` is not the one remembered, asks exactly
 * its missing part on the same token and network, and at least that arrived.
 */
export function earlierPaymentOf(checkout: object, invoice: PublicInvoice): EarlierPayment | null {
  const underpaid = asked.get(checkout);
  const p = invoice.payment;
  if (!underpaid || !p?.paid || invoice.invoice_id === underpaid.invoiceId) return null;
  const { missing } = underpaid;
  if (p.currency !== missing.currency || p.network !== missing.network || invoice.order.currency !== missing.currency)
    return null;
  const [part, ordered, expected, arrived, received] = [
    missing.amount,
    invoice.order.amount,
    p.expected,
    p.paid,
    underpaid.received,
  ].map(decimal);
  if (!part || !ordered?.eq(part) || !expected?.eq(part) || !arrived?.gte(part) || !received?.gt(0)) return null;
  return { amount: received.toFixed(), currency: missing.currency };
}
