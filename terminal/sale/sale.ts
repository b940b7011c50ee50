/** A sale as this device remembers it: written to IndexedDB before the invoice is requested. */
import Big from "big.js";
import type { InvoiceStatus, PublicInvoice, SdkCreateBody } from "../../shared/api/schemas.ts";
import { isFinalInvoiceStatus, isPaidInvoiceStatus } from "../../shared/api/statuses.ts";

/**
 * `pending`: stored, the create has not been answered yet (or the answer was lost);
 * `failed`: the API refused the create, so no invoice exists; otherwise the invoice status.
 */
export type SaleStatus = "pending" | "failed" | InvoiceStatus;

export interface SalePayment {
  readonly currency: string;
  readonly network: string;
  /** What the invoice asked for, in the token. */
  readonly expected?: string;
  /** What arrived so far (the payment's `paid`): less than asked when underpaid, more when paid over. */
  readonly received?: string;
  readonly address?: string;
}

/** What the customer sent, in the token: what arrived when the API said, else what was asked (older records). */
export function tokenAmountSent(payment: SalePayment): string | undefined {
  return payment.received ?? payment.expected;
}

/**
 * The token amounts a receipt shows: what arrived, and what was asked when that differs (underpaid, paid over) or
 * when nothing arrived.
 */
export function receiptTokenAmounts(payment: SalePayment): { received?: string; asked?: string } {
  const { received, expected } = payment;
  const arrived = received !== undefined && new Big(received).gt(0) ? received : undefined;
  if (arrived === undefined) return expected === undefined ? {} : { asked: expected };
  return expected === undefined || new Big(arrived).eq(expected)
    ? { received: arrived }
    : { received: arrived, asked: expected };
}

/** One line of a sale from a quick-item button: its name and unit price as set in the settings at the time. */
export interface SaleItem {
  readonly name: string;
  /** Decimal string in the shop currency. */
  readonly unitPrice: string;
  readonly quantity: number;
}

/**
 * How the customer pays a sale: `native` on this screen, over the service's public invoice routes (ours);
 * `hosted` on the provider's hosted payment page (embedded, or opened from a QR code on the customer's phone),
 * because the service has no such routes (shared/checkout/checkout-path.ts decides it as the widget does).
 */
export type SaleCheckoutPath = "native" | "hosted";

/**
 * Where the sale's status came from: `service` the payment service answered it (an invoice read, the create's
 * answer); `browser-message` only the embedded payment page's message in this browser said so: a browser signal,
 * never a confirmation. Staff confirm such a sale in the dashboard before handing over goods.
 */
export type StatusSource = "service" | "browser-message";

/** How a sale's status was learnt; records stored before the field existed learnt it from the service. */
export function statusSourceOf(sale: Pick<Sale, "learntFrom">): StatusSource {
  return sale.learntFrom ?? "service";
}

export interface Sale {
  /** Equal to external_order_id: one sale, one id, on every retry. */
  readonly id: string;
  readonly createdAt: number;
  updatedAt: number;
  /** The exact create body, so a resumed sale asks for the very same invoice. */
  readonly body: SdkCreateBody;
  readonly subtotal: string;
  /** Quick items on this sale (absent on sales stored before quick items existed); the rest of the subtotal was typed. */
  readonly items?: readonly SaleItem[];
  readonly tip: string;
  readonly note: string;
  status: SaleStatus;
  invoiceId?: string;
  paymentUrl?: string;
  payment?: SalePayment;
  expiresAt?: number;
  completedAt?: number;
  /**
   * The invoice as last seen: after a reload without a network it stands in on the payment screen, so the customer
   * keeps the QR code, address and amount they are paying.
   */
  lastInvoice?: PublicInvoice;
  /** Server time − tablet time (ms) when lastInvoice was seen: offline, the countdown to its expiry runs on it. */
  serverOffsetMs?: number;
  /** The invoice is a sandbox one (the API's is_test): no real money moved. Absent on sales stored before it was kept. */
  test?: boolean;
  /** Last error code, for history and support. */
  lastError?: string;
  /** Decided once the invoice exists; absent until then (and on sales stored before the hosted page was supported). */
  checkoutPath?: SaleCheckoutPath;
  /** How `status` was learnt (see StatusSource); absent: from the service. */
  learntFrom?: StatusSource;
  /**
   * The shop's relay passed this final status on from the payment service (its verified webhook or its signed read):
   * the service's own confirmation, which staff read as "confirmed by the payment service". Absent without a relay.
   */
  confirmedByRelay?: true;
}

export function isFinalSale(status: SaleStatus): boolean {
  return status === "failed" || isFinalInvoiceStatus(status);
}

export function isSuccessfulSale(status: SaleStatus): boolean {
  return isPaidInvoiceStatus(status);
}

/**
 * A receipt is printed for a sale the customer paid, in full, over or in part: an expired or cancelled sale (or one
 * still open, refused or never sent) took no money, and a receipt for it would only start a dispute.
 */
export function hasReceipt(status: SaleStatus): boolean {
  return isPaidInvoiceStatus(status) || status === "underpaid";
}
