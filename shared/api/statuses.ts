/** The invoice and transfer statuses of the contract, and which invoice statuses are final or paid: one list each. */

export const INVOICE_STATUSES = [
  "awaiting_client",
  "awaiting_payment",
  "confirming",
  "paid",
  "paid_over",
  "underpaid_waiting",
  "underpaid",
  "expired",
  "cancelled",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const TRANSFER_STATUSES = ["confirming", "confirmed"] as const;

/** Statuses an invoice never leaves (the API's `is_final`); the stub, the widget, the terminal and its history read them here. */
export const FINAL_INVOICE_STATUSES = [
  "paid",
  "paid_over",
  "underpaid",
  "expired",
  "cancelled",
] as const satisfies readonly InvoiceStatus[];
export type FinalInvoiceStatus = (typeof FINAL_INVOICE_STATUSES)[number];

/** The final statuses in which the merchant got at least the amount asked. */
export const PAID_INVOICE_STATUSES = ["paid", "paid_over"] as const satisfies readonly FinalInvoiceStatus[];
export type PaidInvoiceStatus = (typeof PAID_INVOICE_STATUSES)[number];

/** Takes any status string (a checkout state, a sale status) so every app asks the same question of its own states. */
export function isFinalInvoiceStatus(status: string): status is FinalInvoiceStatus {
  return (FINAL_INVOICE_STATUSES as readonly string[]).includes(status);
}

export function isPaidInvoiceStatus(status: string): status is PaidInvoiceStatus {
  return (PAID_INVOICE_STATUSES as readonly string[]).includes(status);
}
