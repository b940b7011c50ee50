/** Status lists of invoices and transfers as plain arrays, for code that must not pull zod in (the widget's reader). */

export const INVOICE_STATUSES = [
  "awaiting_client", "awaiting_payment", "confirming", "paid", "paid_over", "underpaid_waiting", "underpaid", "expired",
  "cancelled",
] as const;

export const TRANSFER_STATUSES = ["confirming", "confirmed"] as const;
