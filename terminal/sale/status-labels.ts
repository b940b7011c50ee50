/** The words for each state a sale can be in, as history, receipts and the report show them. */
import type { MessageKey } from "../i18n/messages.ts";
import type { SaleStatus } from "./sale.ts";

export const STATUS_LABELS = {
  pending: "status_pending",
  failed: "status_failed",
  awaiting_client: "status_awaiting_client",
  awaiting_payment: "status_awaiting_payment",
  confirming: "status_confirming",
  paid: "status_paid",
  paid_over: "status_paid_over",
  underpaid_waiting: "status_underpaid_waiting",
  underpaid: "status_underpaid",
  expired: "status_expired",
  cancelled: "status_cancelled",
} as const satisfies Record<SaleStatus, MessageKey>;
