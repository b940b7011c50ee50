/**
 * zod/mini schemas of every resource, page and request body of the contract (spec + design/api-gaps.md), one module
 * per part of it in schemas/, all exported from here. Response objects strip keys they do not know (a newer server
 * may add some) but the types of the keys they do know are strict.
 */

export {
  FINAL_INVOICE_STATUSES,
  PAID_INVOICE_STATUSES,
  isFinalInvoiceStatus,
  isPaidInvoiceStatus,
  type FinalInvoiceStatus,
  type PaidInvoiceStatus,
} from "./statuses.ts";
export { INVOICE_STATUSES, TRANSFER_STATUSES } from "./statuses.ts";

export * from "./schemas/checks.ts";
export * from "./schemas/enums.ts";
export * from "./schemas/values.ts";
export * from "./schemas/invoice.ts";
export * from "./schemas/withdrawal.ts";
export * from "./schemas/channel.ts";
export * from "./schemas/webhook.ts";
export * from "./schemas/bodies.ts";
