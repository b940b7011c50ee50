/** Request bodies. Unknown keys are ignored (stripped). Every check reports a spec code through validate(). */
import * as z from "zod/mini";
import { checkSingleLineText } from "../single-line-text.ts";
import {
  MAX_ADDRESS_LENGTH,
  MAX_CLIENT_ID_LENGTH,
  MAX_REASON_LENGTH,
  MAX_REFERENCE_LENGTH,
  amountField,
  checkExternalId,
  checked,
  idField,
  optionalField,
  percentField,
  requiredText,
  specCheck,
} from "./checks.ts";
import {
  CryptoCurrencySchema,
  CurrencySchema,
  DepositStatusSchema,
  RequestNetworkSchema,
  SdkSourceSchema,
  SimulatePaymentStageSchema,
} from "./enums.ts";

/** A body that creates an invoice: the fields both creating routes take, with the same rules, plus `extra`. */
/* @__NO_SIDE_EFFECTS__ */
function invoiceCreateBody<S extends z.core.$ZodLooseShape>(extra: S) {
  return z.object({
    project_id: idField("prj_"),
    amount: amountField(),
    currency: CurrencySchema,
    external_order_id: requiredText(MAX_REFERENCE_LENGTH),
    client_id: optionalField(requiredText(MAX_CLIENT_ID_LENGTH)),
    network: optionalField(RequestNetworkSchema),
    customer_fee_percent: optionalField(percentField()),
    ...extra,
  });
}

/**
 * Text the public route takes from anyone holding the published key: the length rule of requiredText, and one plain
 * line (single-line-text.ts), since the hosted page shows it to the shop's customers.
 */
/* @__NO_SIDE_EFFECTS__ */
function publicText(max: number) {
  return requiredText(max).check(specCheck<string>(checkSingleLineText));
}

/**
 * POST /public/v1/sdk (widget `embed`, terminal `terminal`). On this route amount failures are requested_amount_invalid,
 * and the order reference and client id must be one plain line.
 */
export const SdkCreateBodySchema = invoiceCreateBody({
  source: SdkSourceSchema,
  external_order_id: publicText(MAX_REFERENCE_LENGTH),
  client_id: optionalField(publicText(MAX_CLIENT_ID_LENGTH)),
});
export type SdkCreateBody = z.infer<typeof SdkCreateBodySchema>;

/**
 * GET /public/v1/sdk/projects/{id}?source= (ours): the project passed every check a create from `source` meets before
 * its amount (key, origins, project, widget, integration, state, tokens). Lets a terminal check its setup without
 * making an invoice.
 */
export const SdkProjectCheckSchema = z.object({
  project_id: z.string(),
  source: SdkSourceSchema,
  environment: z.enum(["sandbox", "production"]),
});
export type SdkProjectCheck = z.infer<typeof SdkProjectCheckSchema>;

/** POST /v1/invoices. */
export const InvoiceCreateBodySchema = invoiceCreateBody({ allow_multiple_payments: optionalField(z.boolean()) });
export type InvoiceCreateBody = z.infer<typeof InvoiceCreateBodySchema>;

/** confirm-payment: the token and network the customer picked (a token, never a fiat code). */
export const ConfirmPaymentBodySchema = z.object({
  currency: CryptoCurrencySchema,
  network: RequestNetworkSchema,
});
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBodySchema>;

export const CancelInvoiceBodySchema = z.object({ reason: requiredText(MAX_REASON_LENGTH) });
export type CancelInvoiceBody = z.infer<typeof CancelInvoiceBodySchema>;

export const SimulatePaymentBodySchema = z.object({ stage: SimulatePaymentStageSchema });
export type SimulatePaymentBody = z.infer<typeof SimulatePaymentBodySchema>;

export const WithdrawalCreateBodySchema = z.object({
  destination_address: requiredText(MAX_ADDRESS_LENGTH),
  network: RequestNetworkSchema,
  currency: CryptoCurrencySchema,
  amount: amountField(),
  external_order_id: requiredText(MAX_REFERENCE_LENGTH),
});
export type WithdrawalCreateBody = z.infer<typeof WithdrawalCreateBodySchema>;

export const WithdrawalCancelBodySchema = z.object({ reason: requiredText(MAX_REASON_LENGTH) });
export type WithdrawalCancelBody = z.infer<typeof WithdrawalCancelBodySchema>;

/** POST /v1/payment-channels. A blank or over-long external_id is payment_channel_external_id_invalid (spec). */
export const ChannelCreateBodySchema = z.object({
  project_id: idField("prj_"),
  external_id: checked(z.string(), specCheck<string>(checkExternalId)),
});
export type ChannelCreateBody = z.infer<typeof ChannelCreateBodySchema>;

export const SimulateDepositBodySchema = z.object({
  amount: amountField(),
  currency: CryptoCurrencySchema,
  network: RequestNetworkSchema,
  stage: optionalField(DepositStatusSchema),
});
export type SimulateDepositBody = z.infer<typeof SimulateDepositBodySchema>;
