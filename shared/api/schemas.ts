/** zod/mini schemas of every resource, page and request body of the contract (spec + design/api-gaps.md). */

import * as z from "zod/mini";
import type { ErrorCode } from "./codes.ts";
import { checkAmount } from "./amount-checks.ts";
import { WIRE_DECIMAL_PATTERN } from "../decimal/plain-decimal.ts";
import { checkId, type IdPrefix } from "./ids.ts";
import { NETWORK_ALIAS_NAMES, resolveNetworkAlias, type NetworkAlias } from "./network-aliases.ts";
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, NETWORK_CODES, type NetworkCode } from "./networks.ts";
import { checkReturnUrl } from "./return-url.ts";
import { INVOICE_STATUSES, TRANSFER_STATUSES } from "./statuses.ts";

export {
  FINAL_INVOICE_STATUSES, PAID_INVOICE_STATUSES, isFinalInvoiceStatus, isPaidInvoiceStatus, type FinalInvoiceStatus, type PaidInvoiceStatus,
} from "./statuses.ts";

export { INVOICE_STATUSES, TRANSFER_STATUSES };

// ---------------------------------------------------------------------------------------------------------------
// Spec-coded checks. A request field fails with exactly one spec code; the check carries it in `params.code`
// so validate() reports that code instead of guessing from zod's issue kind.
// ---------------------------------------------------------------------------------------------------------------

/**
 * `schema.check(...checks)` as a plain call marked free of side effects, so a bundle that never uses a schema drops
 * it (a bare method call at module level would keep zod and every schema in the widget's bundle).
 *
 * These marks (`@__NO_SIDE_EFFECTS__` on the builders in this file, `@__PURE__` on module-level calls here and in
 * problem.ts) keep the request bodies' schemas, which the widget never sends, out of its bundle; tree-shaking.test.ts
 * checks what each import brings.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(schema: T, ...checks: z.core.$ZodCheck<z.output<T>>[]): T {
  return schema.check(...checks);
}

/** Attaches a check whose failure is reported with the spec code `fn` returns (null = passes). */
/* @__NO_SIDE_EFFECTS__ */
export function specCheck<T>(fn: (value: T) => ErrorCode | null) {
  return z.superRefine<T>((value, ctx) => {
    const code = fn(value);
    if (code !== null) ctx.addIssue({ code: "custom", message: code, params: { code }, input: value, continue: false });
  });
}

/** Length in characters (code points), so an emoji counts once toward a limit, as a person would count it. */
export function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Longest `external_order_id` accepted (the spec leaves it open; 128 like `external_id`, as the provider's MCP server says). */
export const MAX_REFERENCE_LENGTH = 128;
/** Longest `client_id` accepted: 200 characters, as the provider's MCP server documents it (`create_invoice`). */
export const MAX_CLIENT_ID_LENGTH = 200;
export const MAX_REASON_LENGTH = 500;
export const MAX_EXTERNAL_ID_LENGTH = 128;
export const MAX_ADDRESS_LENGTH = 256;

/** A required string: blank → field_required, longer than `max` → field_too_long. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(max: number) {
  return z.string().check(
    specCheck<string>((v) => (v.trim() === "" ? "field_required" : charLength(v) > max ? "field_too_long" : null)),
  );
}

/** A client-sent amount: a plain decimal string > 0 with at most 20 integer digits (see checkAmount). */
/* @__NO_SIDE_EFFECTS__ */
export function amountField() {
  return z.string().check(specCheck<string>(checkAmount));
}

/** A client-sent id with its resource prefix (field_invalid_format / entity_id_empty / field_required). */
/* @__NO_SIDE_EFFECTS__ */
export function idField(prefix: IdPrefix) {
  return z.string().check(specCheck<string>((v) => checkId(v, prefix)));
}

/** `payment_channel_external_id_invalid` unless 1–128 characters and not blank (channel create and list filter). */
export function checkExternalId(value: unknown): "payment_channel_external_id_invalid" | null {
  if (typeof value !== "string" || value.trim() === "" || charLength(value) > MAX_EXTERNAL_ID_LENGTH) {
    return "payment_channel_external_id_invalid";
  }
  return null;
}

/** `customer_fee_percent`: a JSON number from 0 to 100 inclusive. */
/* @__NO_SIDE_EFFECTS__ */
export function percentField() {
  return z.number().check(specCheck<number>((v) => (v >= 0 && v <= 100 ? null : "field_percentage_out_of_range")));
}

/**
 * An optional request field: absent, null and (for strings) blank all mean "not sent", which is what a form posting
 * an untouched input means; anything else must pass `schema`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionalField<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.transform((v: unknown): unknown => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v)),
      z.optional(schema),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------------------------------------------

export const NetworkSchema = z.enum(NETWORK_CODES);
/**
 * A request's `network`: a rail code, or a chain name the provider's other clients send for one ("tron" → TRC20),
 * read as that code (network-aliases.ts). Anything else is field_invalid_enum.
 */
export const RequestNetworkSchema = /* @__PURE__ */ z.pipe(
  z.enum(requestNetworkNames()),
  z.transform((network: NetworkCode | NetworkAlias): NetworkCode => resolveNetworkAlias(network)),
);

/** The codes and aliases in a call marked pure: a spread written in place stays in a bundle that never reads it. */
/* @__NO_SIDE_EFFECTS__ */
function requestNetworkNames(): [NetworkCode | NetworkAlias, ...(NetworkCode | NetworkAlias)[]] {
  return [...NETWORK_CODES, ...NETWORK_ALIAS_NAMES] as [NetworkCode, ...NetworkCode[]];
}

/**
 * A chain id: a number on the wire, as the provider's SDK types it (EIP-155 for EVM chains and Tron, TON's
 * global_id, SLIP-44 elsewhere; shared/api/chains.ts names each). An integer, and negative for TON.
 */
export const ChainIdSchema = /* @__PURE__ */ z.int();
/** Any invoice currency: a fiat code with a known minor unit or a token symbol some network carries. */
export const CurrencySchema = z.enum(currencyList(true));
/** A token symbol (what a payment, withdrawal or deposit moves). */
export const CryptoCurrencySchema = z.enum(currencyList(false));

/* @__NO_SIDE_EFFECTS__ */
function currencyList(withFiat: boolean): [string, ...string[]] {
  return (withFiat ? [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] : [...CRYPTO_CURRENCIES]) as [string, ...string[]];
}

export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const TransferStatusSchema = z.enum(TRANSFER_STATUSES);

export const WITHDRAWAL_STATUSES = [
  "created", "pending_review", "signed", "cancelling", "completed", "failed", "cancelled",
] as const;
export const WithdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;
export const FINAL_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ["completed", "failed", "cancelled"];

export const CHANNEL_STATUSES = ["active", "blocked", "provisioning"] as const;
export const PaymentChannelStatusSchema = z.enum(CHANNEL_STATUSES);
export type PaymentChannelStatus = z.infer<typeof PaymentChannelStatusSchema>;

export const DEPOSIT_STATUSES = ["confirming", "reorged", "confirmed"] as const;
export const DepositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

export const SDK_SOURCES = ["embed", "terminal"] as const;
export const SdkSourceSchema = z.enum(SDK_SOURCES);
export type SdkSource = z.infer<typeof SdkSourceSchema>;

export const SIMULATE_PAYMENT_STAGES = ["paid", "overpaid", "underpay", "cancel"] as const;
export const SimulatePaymentStageSchema = z.enum(SIMULATE_PAYMENT_STAGES);
export type SimulatePaymentStage = z.infer<typeof SimulatePaymentStageSchema>;

export const WEBHOOK_EVENT_TYPES = [
  "invoice.awaiting_payment", "invoice.confirming", "invoice.underpaid_waiting", "invoice.paid", "invoice.paid_over",
  "invoice.underpaid", "invoice.expired", "invoice.cancelled",
  "withdrawal.created", "withdrawal.processing", "withdrawal.completed", "withdrawal.failed", "withdrawal.cancelled",
  "payment_channel.deposit.confirming", "payment_channel.deposit.reorged", "payment_channel.deposit.confirmed",
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Response building blocks. Objects strip keys they do not know (a newer server may add some) but the types of the
// keys they do know are strict.
// ---------------------------------------------------------------------------------------------------------------

/** A non-negative plain decimal string as the server writes money ("0", "10.50"). */
export const DecimalStringSchema = checked(z.string(), z.regex(WIRE_DECIMAL_PATTERN));
/** Integer Unix seconds. (zod/mini's int() is not marked pure; the annotation lets an unused schema go.) */
export const UnixSecondsSchema = /* @__PURE__ */ z.int();
export const IntegerSchema = /* @__PURE__ */ z.int();

/* @__NO_SIDE_EFFECTS__ */
function prefixedId(prefix: string) {
  return z.string().check(z.startsWith(prefix), z.minLength(prefix.length + 1));
}
export const InvoiceIdSchema = prefixedId("inv_");
export const ProjectIdSchema = prefixedId("prj_");
export const PaymentChannelIdSchema = prefixedId("pc_");
export const PaymentChannelDepositIdSchema = prefixedId("pcd_");
/** `wdr_`, the prefix the provider's SDKs and examples show (the spec leaves it open). */
export const WithdrawalIdSchema = prefixedId("wdr_");

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
  /** Ours: the create's `return_url`, echoed to the merchant (the public view leaves it out; the hosted page links it). */
  return_url: z.optional(z.string()),
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

export const WithdrawalSchema = z.object({
  withdrawal_id: WithdrawalIdSchema,
  external_order_id: z.string(),
  status: WithdrawalStatusSchema,
  is_final: z.boolean(),
  is_test: z.boolean(),
  amount: DecimalStringSchema,
  fee: z.optional(DecimalStringSchema),
  currency: z.string(),
  network: NetworkSchema,
  destination_address: z.string(),
  tx_hash: z.optional(z.string()),
  explorer_url: z.optional(z.string()),
  created_at: UnixSecondsSchema,
  completed_at: z.optional(UnixSecondsSchema),
  failed_at: z.optional(UnixSecondsSchema),
  cancelled_at: z.optional(UnixSecondsSchema),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const ChannelTokenSchema = z.object({
  symbol: z.string(),
  minimum_deposit: z.optional(DecimalStringSchema),
});
export const ChannelNetworkSchema = z.object({
  network: NetworkSchema,
  status: z.enum(["provisioning", "active"]),
  address: z.optional(z.string()),
  tokens: z.array(ChannelTokenSchema),
});
export type ChannelNetwork = z.infer<typeof ChannelNetworkSchema>;

export const PaymentChannelSchema = z.object({
  id: PaymentChannelIdSchema,
  project_id: ProjectIdSchema,
  external_id: z.string(),
  status: PaymentChannelStatusSchema,
  is_accepting_payments: z.boolean(),
  is_fully_provisioned: z.boolean(),
  is_test: z.boolean(),
  applied_fee_percent: z.number(),
  customer_fee_percent: z.number(),
  networks: z.array(ChannelNetworkSchema),
  created_at: UnixSecondsSchema,
  updated_at: UnixSecondsSchema,
});
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

export const DepositSchema = z.object({
  id: PaymentChannelDepositIdSchema,
  payment_channel_id: PaymentChannelIdSchema,
  project_id: ProjectIdSchema,
  payment_channel_external_id: z.string(),
  status: DepositStatusSchema,
  is_final: z.boolean(),
  is_test: z.boolean(),
  currency: z.string(),
  network: NetworkSchema,
  chain_id: ChainIdSchema,
  contract_address: z.optional(z.string()),
  gross: DecimalStringSchema,
  fee: DecimalStringSchema,
  net: DecimalStringSchema,
  applied_fee_percent: z.number(),
  customer_fee_percent: z.number(),
  tx_hash: z.string(),
  transfer_id: z.string(),
  source_address: z.optional(z.string()),
  destination_address: z.string(),
  block_height: IntegerSchema,
  explorer_url: z.optional(z.string()),
  created_at: UnixSecondsSchema,
  updated_at: UnixSecondsSchema,
  confirmed_at: z.optional(UnixSecondsSchema),
});
export type Deposit = z.infer<typeof DepositSchema>;

/** A cursor as the server hands it out: opaque but never empty (an empty one could not be sent back). */
const CursorSchema = checked(z.string(), z.minLength(1));

/** A list page: `{ items, next_cursor }`, next_cursor null on the last page. */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.nullable(CursorSchema) });
}
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}
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
export const WithdrawalPageSchema = pageOf(WithdrawalSchema);
export const PaymentChannelPageSchema = pageOf(PaymentChannelSchema);

/**
 * Why the feed could not render one position: the deposit it stalls on and a reason code (`not_confirmed`,
 * `deposit_missing`, … an open list, so a new reason never breaks a reader). Absent on every normal page.
 */
export const DepositFeedBlockageSchema = z.object({
  deposit_id: PaymentChannelDepositIdSchema,
  reason: checked(z.string(), z.minLength(1)),
});
export type DepositFeedBlockage = z.infer<typeof DepositFeedBlockageSchema>;

/** The deposit feed never ends: every page, even an empty one, carries a cursor to resume from. */
export const DepositFeedPageSchema = z.object({
  items: z.array(DepositSchema),
  next_cursor: CursorSchema,
  blocked: z.optional(DepositFeedBlockageSchema),
});
export type DepositFeedPage = z.infer<typeof DepositFeedPageSchema>;

/**
 * One balance. `network` is on each entry as the provider sends it (its PHP SDK's wire payloads) and the stub keeps one
 * balance per token and network; optional because the provider's TypeScript SDK does not declare it.
 */
export const BalanceSchema = z.object({ currency: z.string(), network: z.optional(NetworkSchema), available: DecimalStringSchema });
export type Balance = z.infer<typeof BalanceSchema>;
export const BalancesSchema = z.array(BalanceSchema);

export const TimeSchema = z.object({ server_time: UnixSecondsSchema });
export type ServerTime = z.infer<typeof TimeSchema>;

/** Webhook envelope; `data` is the resource the event is about (see webhookDataSchema). */
export const WebhookEnvelopeSchema = z.object({
  event_id: checked(z.string(), z.minLength(1)),
  event_type: WebhookEventTypeSchema,
  /** A positive integer (1 today); the provider's SDKs refuse a string here. */
  version: checked(/* @__PURE__ */ z.int(), z.gte(1)),
  occurred_at: UnixSecondsSchema,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof WebhookEnvelopeSchema>;

/** The schema of an event's `data`: the invoice, withdrawal or deposit it reports. */
export function webhookDataSchema(eventType: WebhookEventType) {
  if (eventType.startsWith("invoice.")) return InvoiceSchema;
  if (eventType.startsWith("withdrawal.")) return WithdrawalSchema;
  return DepositSchema;
}

// ---------------------------------------------------------------------------------------------------------------
// Request bodies. Unknown keys are ignored (stripped). Every check reports a spec code through validate().
// ---------------------------------------------------------------------------------------------------------------

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
    /** Ours: where the hosted page links the customer back to (return-url.ts has the rules). */
    return_url: optionalField(
      checked(z.string(), specCheck<string>(checkReturnUrl), z.describe("Ours: where the hosted payment page links the customer back to the shop (https, at most 2048 characters).")),
    ),
    ...extra,
  });
}

/** POST /public/v1/sdk (widget `embed`, terminal `terminal`). On this route amount failures are requested_amount_invalid. */
export const SdkCreateBodySchema = invoiceCreateBody({ source: SdkSourceSchema });
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
