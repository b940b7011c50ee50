/**
 * The invoice state machine: finding an invoice the caller may see, the customer's choice of method
 * (awaiting_client → awaiting_payment), cancelling, what time alone does (confirmations, the deadline) and the final
 * statuses with their balance credit and webhook. Creation is in invoice-create.ts, the sandbox's simulations in
 * invoice-simulations.ts, the wire shapes in invoice-wire.ts.
 */
import { isFinalInvoiceStatus } from "../../shared/api/statuses.ts";
import { isCrypto, tokenOn, type NetworkCode } from "../../shared/api/networks.ts";
import { StubError } from "./stub-error.ts";
import type { Caller } from "./caller.ts";
import type { InvoiceRecord, Store } from "../store.ts";
import type { InvoiceStatus } from "../../shared/api/index.ts";
import { dec, plain, roundDown } from "./money.ts";
import { callerMaySee } from "./record-visibility.ts";
import { listPage, type PageRequest, type RecordPage } from "./record-lists.ts";
import { checkMethod, enabledPairs, paymentFor } from "./invoice-quote.ts";
import { serializeInvoice } from "./invoice-wire.ts";

export type EmitEvent = (merchantId: string, eventType: string, data: unknown) => void;

export function isFinalStatus(status: string): boolean {
  return isFinalInvoiceStatus(status);
}

/** The invoice as the caller may see it; another merchant's, environment's or scope's invoice is 404 like an unknown id. */
export function findInvoice(store: Store, caller: Caller, id: string): InvoiceRecord {
  const inv = store.invoices.get(id);
  if (!inv || !callerMaySee(caller, inv)) {
    throw new StubError("invoice_not_found", `Invoice ${id} was not found.`);
  }
  return inv;
}

/** Confirms the customer's token and network: awaiting_client → awaiting_payment with a quoted amount and address. */
export function confirmPayment(
  store: Store,
  caller: Caller,
  inv: InvoiceRecord,
  currency: string,
  network: NetworkCode,
  now: number,
  emit: EmitEvent,
): InvoiceRecord {
  refreshInvoice(store, inv, now, emit);
  if (inv.status === "expired" || inv.status === "cancelled") {
    throw new StubError("invoice_terminal", `The invoice is ${inv.status} and can no longer be paid.`);
  }
  if (now >= inv.expires_at) throw new StubError("invoice_deadline_passed", "The invoice's deadline has passed.");
  if (inv.status !== "awaiting_client")
    throw new StubError(
      "invoice_not_awaiting_client",
      `The invoice is ${inv.status}; its payment method is already chosen.`,
    );
  const project = store.projects.get(inv.project_id);
  if (!project || project.status !== "Active")
    throw new StubError("project_state_invalid", "The project cannot confirm payments in its current state.");
  if (project.enabled_tokens.length === 0) throw new StubError("tokens_required", "The project has no enabled tokens.");
  if (tokenOn(network, currency) === undefined) {
    throw new StubError("field_invalid_enum", `${currency} is not carried on ${network}.`, { field: "currency" });
  }
  if (enabledPairs(project, currency, network).length === 0) {
    throw new StubError("field_invalid_enum", `${currency} on ${network} is not enabled for this project.`, {
      field: "currency",
    });
  }
  if (isCrypto(inv.order.currency) && inv.order.currency !== currency) {
    throw new StubError(
      "client_confirmation_failed",
      `The invoice is priced in ${inv.order.currency}; it can only be paid in ${inv.order.currency}.`,
    );
  }
  if (inv.order.network !== undefined && inv.order.network !== network) {
    throw new StubError("client_confirmation_failed", `The merchant asked for payment on ${inv.order.network}.`);
  }
  const q = checkMethod(store, caller, inv, currency, network, false);
  inv.payment = paymentFor(store, inv, currency, network, q);
  inv.status = "awaiting_payment";
  inv.updated_at = now;
  // The spec: the move from awaiting_client to awaiting_payment sends no event.
  return inv;
}

/** Cancels an invoice still awaiting the customer; a repeated cancel answers the cancelled invoice again. */
export function cancelInvoice(store: Store, inv: InvoiceRecord, now: number, emit: EmitEvent): InvoiceRecord {
  refreshInvoice(store, inv, now, emit);
  if (inv.status === "cancelled") return inv;
  if (inv.status !== "awaiting_client") {
    throw new StubError(
      "invoice_cannot_be_cancelled",
      `The invoice is ${inv.status}; only an invoice awaiting the customer can be cancelled.`,
    );
  }
  finish(store, inv, "cancelled", now, emit);
  return inv;
}

/** Moves an invoice to a final status, crediting the merchant's balance with what was received net of fees. */
export function finish(
  store: Store,
  inv: InvoiceRecord,
  status: "paid" | "paid_over" | "underpaid" | "expired" | "cancelled",
  now: number,
  emit: EmitEvent,
): void {
  inv.status = status;
  inv.updated_at = now;
  inv.completed_at = now;
  const pay = inv.payment;
  if (pay && (status === "paid" || status === "paid_over" || status === "underpaid")) {
    const merchant = store.merchants.get(inv.merchant_id);
    const decimals = tokenOn(pay.network, pay.currency)?.decimals ?? 18;
    const fee = roundDown(
      dec(pay.paid)
        .times(dec(merchant?.fee_percent ?? "0"))
        .div(100),
      decimals,
    );
    pay.fee = fee;
    pay.net = plain(dec(pay.paid).minus(fee));
    const before = store.balance(inv.merchant_id, inv.environment, pay.currency, pay.network);
    store.setBalance(inv.merchant_id, inv.environment, pay.currency, pay.network, plain(dec(before).plus(pay.net)));
  }
  emit(inv.merchant_id, `invoice.${status}`, serializeInvoice(inv));
}

/** Applies what time alone does to an invoice: confirmations arriving and the deadline passing. */
export function refreshInvoice(store: Store, inv: InvoiceRecord, now: number, emit: EmitEvent): InvoiceRecord {
  if (isFinalStatus(inv.status)) return inv;
  const pay = inv.payment;
  if (inv.status === "confirming" && pay) {
    const pending = pay.transfers.filter((t) => t.status === "confirming");
    for (const t of pending) {
      if (t.confirm_due !== undefined && now >= t.confirm_due) {
        t.status = "confirmed";
        t.confirmations = t.required_confirmations;
        t.confirmed_at = t.confirm_due;
        delete t.confirm_due;
      }
    }
    if (pay.transfers.every((t) => t.status === "confirmed")) {
      finish(store, inv, dec(pay.paid).gt(dec(pay.expected)) ? "paid_over" : "paid", now, emit);
    }
    return inv;
  }
  if (now >= inv.expires_at) {
    if (inv.status === "underpaid_waiting") finish(store, inv, "underpaid", now, emit);
    else if (inv.status === "awaiting_client" || inv.status === "awaiting_payment")
      finish(store, inv, "expired", now, emit);
  }
  return inv;
}

/**
 * Applies the clock to every invoice with something due by now (on clock moves and once a second while serving):
 * the due queue hands out only those, so a sweep over 100,000 held invoices costs what is due, not a pass over all.
 * An entry of an invoice already final is a no-op, and reads apply the clock themselves (refreshInvoice).
 */
export function sweepInvoices(store: Store, now: number, emit: EmitEvent): void {
  for (const inv of store.dueInvoices.takeDue(now)) refreshInvoice(store, inv, now, emit);
}

/** The filters of an invoice list; each one left out matches every invoice. */
export interface InvoiceFilters {
  statuses: readonly InvoiceStatus[];
  projectId?: string | undefined;
  externalOrderId?: string | undefined;
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
}

/** A page of the caller's invoices, newest first, each shown and filtered by status as time has left it. */
export function listInvoices(
  store: Store,
  caller: Caller,
  filters: InvoiceFilters,
  page: PageRequest,
  emit: EmitEvent,
): RecordPage<InvoiceRecord> {
  const { statuses, projectId, externalOrderId, createdFrom, createdTo } = filters;
  const matches = (inv: InvoiceRecord): boolean => {
    const listed =
      (projectId === undefined || inv.project_id === projectId) &&
      (externalOrderId === undefined || inv.order.external_id === externalOrderId) &&
      (createdFrom === undefined || inv.created_at >= createdFrom) &&
      (createdTo === undefined || inv.created_at <= createdTo);
    if (!listed) return false;
    // An awaiting invoice past its deadline is listed, and filtered, as expired.
    refreshInvoice(store, inv, page.now, emit);
    return statuses.length === 0 || statuses.includes(inv.status);
  };
  return listPage(
    caller,
    {
      resource: "invoices",
      filters: [
        [...statuses].sort(),
        projectId ?? null,
        externalOrderId ?? null,
        createdFrom ?? null,
        createdTo ?? null,
      ],
      perProject: true,
      matches,
    },
    page,
    store.invoices.values(),
  );
}
