/** The words for each state a sale can be in, as history, receipts and the report show them. */
import type { MessageKey } from "../i18n/messages.ts";
import type { SaleStatus } from "./sale.ts";

export const STATUS_LABELS = {
  pending: "status.pending",
  failed: "status.failed",
  awaiting_client: "status.awaiting_client",
  awaiting_payment: "status.awaiting_payment",
  confirming: "status.confirming",
  paid: "status.paid",
  paid_over: "status.paid_over",
  underpaid_waiting: "status.underpaid_waiting",
  underpaid: "status.underpaid",
  expired: "status.expired",
  cancelled: "status.cancelled",
} as const satisfies Record<SaleStatus, MessageKey>;
