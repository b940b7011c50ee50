/**
 * What the relay says of a sale's invoice (an event of its stream, the answer to a watch), read defensively, and how it
 * merges into the sale this tablet stores: the service's word, so it is recorded as learnt from the service; a status
 * only moves forward; a final status the service confirmed never changes again.
 */
import { INVOICE_STATUSES, isFinalInvoiceStatus, type InvoiceStatus } from "../../shared/api/statuses.ts";
import type { Sale, SalePayment, SaleStatus } from "../sale/sale.ts";

export interface RelayStatusUpdate {
  readonly invoiceId: string;
  readonly status: InvoiceStatus;
  /** When the relay passes the payment on (optional in the contract): token, network, amounts asked and arrived. */
  readonly payment?: SalePayment;
}

/** The provider's names for two statuses, as the contract's order lists them, in this kit's words. */
const ALIASES: Readonly<Record<string, InvoiceStatus>> = { pending: "awaiting_payment", overpaid: "paid_over" };

function statusOf(value: unknown): InvoiceStatus | null {
  if (typeof value !== "string") return null;
  if ((INVOICE_STATUSES as readonly string[]).includes(value)) return value as InvoiceStatus;
  return ALIASES[value] ?? null;
}

const text = (value: unknown): value is string => typeof value === "string" && value.length > 0;

function paymentOf(value: unknown): SalePayment | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const p = value as Record<string, unknown>;
  if (!text(p.currency) || !text(p.network)) return undefined;
  return {
    currency: p.currency,
    network: p.network,
    ...(text(p.expected) ? { expected: p.expected } : {}),
    ...(text(p.paid) ? { received: p.paid } : {}),
    ...(text(p.address) ? { address: p.address } : {}),
  };
}

/**
 * An invoice update from the relay's JSON (`{invoice_id, status, …}`), or null for anything else: a status this kit
 * does not know, a missing id. Never throws: the stream carries what the relay sends.
 */
export function readRelayUpdate(value: unknown): RelayStatusUpdate | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const status = statusOf(v.status);
  if (!text(v.invoice_id) || status === null) return null;
  const payment = paymentOf(v.payment);
  return { invoiceId: v.invoice_id, status, ...(payment ? { payment } : {}) };
}

/** An event's `data` line, parsed; null when it is not JSON or no invoice update. */
export function parseRelayEventData(data: string): RelayStatusUpdate | null {
  try {
    return readRelayUpdate(JSON.parse(data));
  } catch {
    return null;
  }
}

/** How far along a status is: pending < open < partly paid or confirming < final (the contract's order). */
export function statusRank(status: SaleStatus): number {
  switch (status) {
    case "pending":
    case "failed":
      return 0;
    case "awaiting_client":
      return 1;
    case "awaiting_payment":
      return 2;
    case "underpaid_waiting":
    case "confirming":
      return 3;
    default:
      return 4;
  }
}

/**
 * The sale with what the relay said of its invoice, or the very same object when it changes nothing: another invoice,
 * a status behind the one known, a final status already confirmed. An ending only the payment page reported (a
 * browser signal) gives way to the service's final word, whatever it is.
 */
export function saleWithRelayUpdate(sale: Sale, update: RelayStatusUpdate, nowMs: number): Sale {
  if (sale.invoiceId !== update.invoiceId) return sale;
  const final = isFinalInvoiceStatus(update.status);
  const fromPage = sale.learntFrom === "browser-message";
  if (sale.confirmedByRelay) return sale;
  if (isFinalInvoiceStatus(sale.status) && !fromPage) {
    // The service's own read already ended it: the relay's word agrees (now confirmed by it) or changes nothing.
    return sale.status === update.status ? { ...sale, confirmedByRelay: true, updatedAt: nowMs } : sale;
  }
  if (fromPage ? !final : statusRank(update.status) <= statusRank(sale.status)) return sale;
  const paid = update.status === "paid" || update.status === "paid_over";
  // The page's "paid" set a completion time the service's other ending does not have.
  const { completedAt, ...rest } = sale;
  return {
    ...rest,
    ...(completedAt !== undefined && (paid || !fromPage) ? { completedAt } : {}),
    status: update.status,
    learntFrom: "service",
    updatedAt: nowMs,
    ...(update.payment ? { payment: { ...sale.payment, ...update.payment } } : {}),
    ...(final ? { confirmedByRelay: true } : {}),
    ...(paid && completedAt === undefined ? { completedAt: nowMs } : {}),
  };
}
