/**
 * Sandbox simulations of what the chain does to an invoice: a customer's payment arriving in full, over or under
 * (or the customer cancelling), and a reorganisation dropping the transfers counted so far. They drive the same
 * transitions as the real service and refuse live invoices.
 */
import { tokenOn } from "../../shared/api/networks.ts";
import { StubError } from "./stub-error.ts";
import type { InvoiceRecord, Store, TransferRecord } from "../store.ts";
import { explorerUrl, txHash } from "./addresses.ts";
import { dec, plain, roundDown, roundUp } from "./money.ts";
import { finish, refreshInvoice, type EmitEvent } from "./invoices.ts";
import { serializeInvoice } from "./invoice-wire.ts";

export type SimulateStage = "paid" | "overpaid" | "underpay" | "cancel";

/** Sandbox: a customer's payment arriving (or the customer cancelling), driving the same transitions as the real service. */
export function simulatePayment(
  store: Store,
  inv: InvoiceRecord,
  stage: SimulateStage,
  now: number,
  emit: EmitEvent,
): InvoiceRecord {
  if (inv.environment !== "sandbox")
    throw new StubError("not_sandbox", "Payments can only be simulated on sandbox invoices.");
  refreshInvoice(store, inv, now, emit);
  if (stage === "cancel") {
    // Like the cancel route: only an invoice still awaiting the customer can be cancelled.
    if (inv.status !== "awaiting_client") {
      throw new StubError(
        "simulate_payment_failed",
        `Cannot simulate a cancel on a ${inv.status} invoice; only awaiting_client can be cancelled.`,
      );
    }
    finish(store, inv, "cancelled", now, emit);
    return inv;
  }
  const pay = inv.payment;
  if (!pay || (inv.status !== "awaiting_payment" && inv.status !== "underpaid_waiting")) {
    throw new StubError(
      "simulate_payment_failed",
      inv.status === "awaiting_client"
        ? "Choose a payment method first (confirm-payment): there is no address to pay yet."
        : `Cannot simulate a payment on a ${inv.status} invoice.`,
    );
  }
  const decimals = tokenOn(pay.network, pay.currency)?.decimals ?? 18;
  const remaining = dec(pay.remaining);
  let amount: string;
  if (stage === "paid") amount = plain(remaining);
  else if (stage === "overpaid") amount = roundUp(remaining.plus(dec(pay.expected).times("0.1")), decimals);
  else amount = roundDown(remaining.div(2), decimals);
  if (dec(amount).lte(0)) throw new StubError("simulate_payment_failed", "The remaining amount is too small to split.");
  const confirmDelay = store.fixture.confirmation_seconds;
  const completes = stage !== "underpay";
  const hash = txHash(pay.network, `${inv.invoice_id}:${pay.transfers.length}`);
  const transfer: TransferRecord = {
    tx_hash: hash,
    amount,
    status: completes && confirmDelay > 0 ? "confirming" : "confirmed",
    created_at: now,
    required_confirmations: store.fixture.required_confirmations,
    confirmations: completes && confirmDelay > 0 ? 1 : store.fixture.required_confirmations,
    ...(explorerUrl(pay.network, hash) !== undefined ? { explorer_url: explorerUrl(pay.network, hash) } : {}),
  };
  if (transfer.status === "confirmed") transfer.confirmed_at = now;
  else {
    transfer.confirm_due = now + confirmDelay;
    store.dueInvoices.add(transfer.confirm_due, inv);
  }
  pay.transfers.push(transfer);
  const paid = dec(pay.paid).plus(amount);
  pay.paid = plain(paid);
  const left = dec(pay.expected).minus(paid);
  pay.remaining = left.gt(0) ? plain(left) : "0";
  inv.updated_at = now;
  if (!completes) {
    inv.status = "underpaid_waiting";
    emit(inv.merchant_id, "invoice.underpaid_waiting", serializeInvoice(inv));
  } else if (transfer.status === "confirming") {
    inv.status = "confirming";
    emit(inv.merchant_id, "invoice.confirming", serializeInvoice(inv));
  } else {
    finish(store, inv, paid.gt(dec(pay.expected)) ? "paid_over" : "paid", now, emit);
  }
  return inv;
}

/**
 * Sandbox: a chain reorganisation drops every transfer counted so far, and the invoice falls back to awaiting_payment
 * with the whole amount due again. The one cause of `invoice.awaiting_payment` (the provider's SDKs: "Payment
 * regression: a chain reorg phantomed every counted payment"). Only before the invoice is final.
 */
export function reorgPayments(store: Store, inv: InvoiceRecord, now: number, emit: EmitEvent): InvoiceRecord {
  if (inv.environment !== "sandbox")
    throw new StubError("not_sandbox", "A reorg can only be simulated on sandbox invoices.");
  refreshInvoice(store, inv, now, emit);
  const pay = inv.payment;
  if (!pay || (inv.status !== "confirming" && inv.status !== "underpaid_waiting")) {
    throw new StubError(
      "simulate_payment_failed",
      `Cannot simulate a reorg on a ${inv.status} invoice: only payments not yet final can vanish.`,
    );
  }
  pay.transfers = [];
  pay.paid = "0";
  pay.remaining = pay.expected;
  inv.status = "awaiting_payment";
  inv.updated_at = now;
  emit(inv.merchant_id, "invoice.awaiting_payment", serializeInvoice(inv));
  return inv;
}
