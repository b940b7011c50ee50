/** The invoice as the API answers it: its order, payment and transfers, the public view, and the list's items. */
import * as z from "zod/mini";
import { ChainIdSchema, InvoiceStatusSchema, NetworkSchema, TransferStatusSchema } from "./enums.ts";
import {
  DecimalStringSchema,
  IntegerSchema,
  InvoiceIdSchema,
  ProjectIdSchema,
  UnixSecondsSchema,
  pageOf,
} from "./values.ts";

export const TransferSchema = z.object({
  tx_hash: z.string(),
  amount: DecimalStringSchema,
  status: TransferStatusSchema,
  created_at: UnixSecondsSchema,
  confirmed_at: z.optional(UnixSecondsSchema),
  required_confirmations: z.optional(IntegerSchema),
  /** Confirmations seen so far: not in api-gaps.md's shape; the stub sends it and a UI shows "n of m". */
  confirmations: z.optional(IntegerSchema),
  explorer_url: z.optional(z.string()),
});
export type Transfer = z.infer<typeof TransferSchema>;

const orderFields = {
  external_id: z.string(),
  amount: DecimalStringSchema,
  currency: z.string(),
  network: z.optional(NetworkSchema),
};
export const OrderSchema = z.object({ ...orderFields, client_id: z.optional(z.string()) });
export type Order = z.infer<typeof OrderSchema>;
/**
 * The order as the public routes show it: no `client_id`. Anyone holding the published SDK key and an invoice id
 * reads the public invoice, and the merchant's customer reference (often an e-mail address) is not theirs to read.
 */
export const PublicOrderSchema = z.object(orderFields);
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

/* @__NO_SIDE_EFFECTS__ */
function paymentObject<S extends z.core.$ZodLooseShape>(extra: S) {
  return z.object({
    currency: z.string(),
    network: NetworkSchema,
    chain_id: ChainIdSchema,
    contract_address: z.optional(z.string()),
    expected: DecimalStringSchema,
    address: z.optional(z.string()),
    exchange_rate: z.optional(DecimalStringSchema),
    paid: z.optional(DecimalStringSchema),
    remaining: z.optional(DecimalStringSchema),
    transfers: z.optional(z.array(TransferSchema)),
    ...extra,
  });
}
/** What the customer sees of a payment: no fee or net (those are the merchant's business). */
export const PublicPaymentSchema = paymentObject({});
export type PublicPayment = z.infer<typeof PublicPaymentSchema>;
export const PaymentSchema = paymentObject({
  fee: z.optional(DecimalStringSchema),
  net: z.optional(DecimalStringSchema),
});
export type Payment = z.infer<typeof PaymentSchema>;

/* @__NO_SIDE_EFFECTS__ */
function invoiceObject<S extends z.core.$ZodLooseShape>(extra: S) {
  return z.object({
    invoice_id: InvoiceIdSchema,
    project_id: ProjectIdSchema,
    status: InvoiceStatusSchema,
    is_final: z.boolean(),
    is_test: z.boolean(),
    payment_url: z.string(),
    created_at: UnixSecondsSchema,
    updated_at: UnixSecondsSchema,
    expires_at: z.optional(UnixSecondsSchema),
    completed_at: z.optional(UnixSecondsSchema),
    ...extra,
  });
}
export const InvoiceSchema = invoiceObject({
  order: OrderSchema,
  payment: z.optional(PaymentSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** A token and network the customer may pick while the invoice is awaiting_client. */
export const PaymentMethodSchema = z.object({
  currency: z.string(),
  network: NetworkSchema,
  chain_id: ChainIdSchema,
  minimum_amount: z.optional(DecimalStringSchema),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

const PublicInvoiceObjectSchema = invoiceObject({
  order: PublicOrderSchema,
  payment: z.optional(PublicPaymentSchema),
  payment_methods: z.optional(z.array(PaymentMethodSchema)),
  /** Ours: the shop's name as its customers know it (the project's display name), when the merchant set one. Text, never HTML. */
  merchant_name: z.optional(z.string()),
  /** Ours: the project's support e-mail, shown on problem screens (checked again before it is linked). */
  support_email: z.optional(z.string()),
  /** Ours: the project's support page, shown on problem screens (https, http only on localhost; checked again). */
  support_url: z.optional(z.string()),
});
export type PublicInvoice = z.infer<typeof PublicInvoiceObjectSchema>;

/**
 * The invoice as the widget and terminal see it: payment without fee/net (dropped like any unknown key), plus
 * payment_methods only while awaiting_client. Methods a server leaves on a later status are dropped, not trusted:
 * a screen must never offer a choice the invoice can no longer take.
 */
export const PublicInvoiceSchema = z.pipe(
  PublicInvoiceObjectSchema,
  z.transform((invoice: PublicInvoice): PublicInvoice => {
    if (invoice.status === "awaiting_client" || invoice.payment_methods === undefined) return invoice;
    const { payment_methods: _stale, ...rest } = invoice;
    return rest;
  }),
);

/**
 * One invoice as a list page carries it: flat, without payment_url, order or payment (the provider's
 * `InvoiceListItem`). `amount` and `currency` are the order's; `network` the chosen or locked network, once known.
 * Read the whole invoice with getInvoice before acting on one.
 */
export const InvoiceListItemSchema = z.object({
  invoice_id: InvoiceIdSchema,
  project_id: ProjectIdSchema,
  external_order_id: z.string(),
  client_id: z.optional(z.string()),
  status: InvoiceStatusSchema,
  is_final: z.boolean(),
  is_test: z.boolean(),
  amount: DecimalStringSchema,
  currency: z.string(),
  network: z.optional(NetworkSchema),
  created_at: UnixSecondsSchema,
  expires_at: z.optional(UnixSecondsSchema),
  completed_at: z.optional(UnixSecondsSchema),
});
export type InvoiceListItem = z.infer<typeof InvoiceListItemSchema>;

export const InvoicePageSchema = pageOf(InvoiceListItemSchema);
