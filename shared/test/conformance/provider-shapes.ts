/**
 * The provider's wire shapes, written by us from the interfaces of its TypeScript SDK v2.2.0 (`src/types.ts`, read in
 * snake_case as `src/wire.ts` maps them) as strict zod objects: a key the provider does not send, a missing required
 * key or a value of another type fails. The stub's answers are held against these, not against our own schemas.
 * Test data only.
 */
import * as z from "zod/mini";
import { WIRE_DECIMAL_PATTERN } from "../../decimal/plain-decimal.ts";

/** The spec's plain decimal, leading zeros refused: the provider writes money that way, so the stub must too. */
const money = z.string().check(z.regex(WIRE_DECIMAL_PATTERN));
const seconds = z.int().check(z.gte(0));
const text = z.string().check(z.minLength(1));
const network = z.enum([
  "TRC20",
  "ERC20",
  "BEP20",
  "POLYGON",
  "ARBITRUM",
  "OPTIMISM",
  "BASE",
  "TON",
  "AVAX",
  "SOL",
  "NEAR",
  "SUI",
  "PLASMA",
]);
/** A number on the provider's wire (EIP-155 ids, 728126428 for Tron). */
const chainId = z.int();

const invoiceStatus = z.enum([
  "awaiting_client",
  "awaiting_payment",
  "confirming",
  "underpaid_waiting",
  "paid",
  "paid_over",
  "underpaid",
  "expired",
  "cancelled",
]);

/**
 * Keys the stub sends beyond the provider's types, each on purpose: named here so any other extra key fails.
 * `transfers[].confirmations`: the confirmations seen so far, which the widget and terminal show as "n of m".
 * `merchant_name` (public invoice): the shop's name, which the hosted page and the widget's header show (api-gaps.md).
 * `support_email`, `support_url` (public invoice): the merchant's contact, which the problem screens offer (api-gaps.md).
 * The merchant's invoice carries no key of ours: the per-invoice `return_url` is gone, as the provider has none.
 */
export const OUR_EXTENSIONS = [
  "payment.transfers[].confirmations",
  "merchant_name",
  "support_email",
  "support_url",
] as const;

const transfer = z.strictObject({
  tx_hash: text,
  amount: money,
  status: z.enum(["confirming", "confirmed"]),
  created_at: seconds,
  confirmed_at: z.optional(seconds),
  required_confirmations: z.optional(z.int()),
  estimated_confirmation_at: z.optional(seconds),
  explorer_url: z.optional(text),
  confirmations: z.optional(z.int()),
});

const paymentKeys = {
  currency: text,
  network,
  chain_id: chainId,
  contract_address: z.optional(text),
  expected: money,
  address: z.optional(text),
  exchange_rate: z.optional(money),
  paid: z.optional(money),
  remaining: z.optional(money),
  transfers: z.optional(z.array(transfer)),
};

const invoiceKeys = {
  invoice_id: text,
  project_id: text,
  status: invoiceStatus,
  is_final: z.boolean(),
  is_test: z.boolean(),
  payment_url: text,
  order: z.strictObject({
    external_id: text,
    client_id: z.optional(text),
    amount: money,
    currency: text,
    network: z.optional(network),
  }),
  created_at: seconds,
  updated_at: seconds,
  expires_at: z.optional(seconds),
  completed_at: z.optional(seconds),
};

/** `Invoice`. */
export const ProviderInvoice = z.strictObject({
  ...invoiceKeys,
  payment: z.optional(z.strictObject({ ...paymentKeys, fee: z.optional(money), net: z.optional(money) })),
});

/**
 * The public invoice of the widget routes (ours: the provider publishes no type for them): `Invoice` without
 * `payment.fee`/`net`, plus `payment_methods` while awaiting the client (api-gaps.md).
 */
export const ProviderPublicInvoice = z.strictObject({
  ...invoiceKeys,
  payment: z.optional(z.strictObject(paymentKeys)),
  payment_methods: z.optional(
    z.array(z.strictObject({ currency: text, network, chain_id: chainId, minimum_amount: z.optional(money) })),
  ),
  merchant_name: z.optional(text),
  support_email: z.optional(text),
  support_url: z.optional(text),
});

/** `InvoiceListItem`. */
export const ProviderInvoiceListItem = z.strictObject({
  invoice_id: text,
  project_id: text,
  external_order_id: text,
  client_id: z.optional(text),
  status: invoiceStatus,
  is_final: z.boolean(),
  is_test: z.boolean(),
  amount: money,
  currency: text,
  network: z.optional(network),
  created_at: seconds,
  expires_at: z.optional(seconds),
  completed_at: z.optional(seconds),
});

const withdrawalKeys = {
  withdrawal_id: z.string().check(z.startsWith("wdr_")),
  external_order_id: text,
  status: z.enum(["created", "pending_review", "signed", "cancelling", "completed", "failed", "cancelled"]),
  is_final: z.boolean(),
  is_test: z.boolean(),
  amount: money,
  fee: z.optional(money),
  currency: text,
  network,
  destination_address: text,
  created_at: seconds,
  completed_at: z.optional(seconds),
  failed_at: z.optional(seconds),
  cancelled_at: z.optional(seconds),
};

/** `Withdrawal`. */
export const ProviderWithdrawal = z.strictObject({
  ...withdrawalKeys,
  tx_hash: z.optional(text),
  explorer_url: z.optional(text),
});

/** `WithdrawalListItem` = `Withdrawal` without `tx_hash` and `explorer_url`; a server sending them is read the same. */
export const ProviderWithdrawalListItem = ProviderWithdrawal;

/** `Balance`, with the `network` the PHP SDK's wire payloads carry. */
export const ProviderBalance = z.strictObject({ currency: text, network: z.optional(network), available: money });

/** `PaymentChannel`. */
export const ProviderPaymentChannel = z.strictObject({
  id: z.string().check(z.startsWith("pc_")),
  project_id: text,
  external_id: text,
  status: z.enum(["active", "blocked", "provisioning"]),
  is_accepting_payments: z.boolean(),
  is_fully_provisioned: z.boolean(),
  is_test: z.boolean(),
  applied_fee_percent: z.number(),
  customer_fee_percent: z.number(),
  networks: z.array(
    z.strictObject({
      network,
      status: z.enum(["provisioning", "active"]),
      address: z.optional(text),
      tokens: z.array(z.strictObject({ symbol: text, minimum_deposit: z.optional(money) })),
    }),
  ),
  created_at: seconds,
  updated_at: seconds,
});

/** `PaymentChannelDeposit`. */
export const ProviderDeposit = z.strictObject({
  id: z.string().check(z.startsWith("pcd_")),
  payment_channel_id: text,
  project_id: text,
  payment_channel_external_id: text,
  status: z.enum(["confirming", "reorged", "confirmed"]),
  is_final: z.boolean(),
  is_test: z.boolean(),
  currency: text,
  network,
  chain_id: chainId,
  contract_address: z.optional(text),
  gross: money,
  fee: money,
  net: money,
  applied_fee_percent: z.number(),
  customer_fee_percent: z.number(),
  tx_hash: text,
  transfer_id: text,
  source_address: z.optional(text),
  destination_address: text,
  block_height: z.int(),
  first_included_block_timestamp: z.optional(seconds),
  explorer_url: z.optional(text),
  created_at: seconds,
  updated_at: seconds,
  confirmed_at: z.optional(seconds),
});

/** `CursorPage<T>`: `next_cursor` a non-empty string, or null on the last page. */
export function providerPage<T extends z.ZodMiniType>(item: T) {
  return z.strictObject({ items: z.array(item), next_cursor: z.nullable(text) });
}

/** `PaymentChannelDepositFeedPage`: the cursor is never null; `blocked` only when the feed stalls. */
export const ProviderDepositFeedPage = z.strictObject({
  items: z.array(ProviderDeposit),
  next_cursor: text,
  blocked: z.optional(z.strictObject({ deposit_id: text, reason: text })),
});

/** `ProblemDetails` (RFC 9457) as the provider's SDK types it (`field` may be null there; the stub never sends null). */
export const ProviderProblem = z.strictObject({
  type: text,
  title: text,
  status: z.int().check(z.gte(400), z.lte(599)),
  detail: z.string(),
  code: text,
  field: z.optional(z.nullable(text)),
  errors: z.optional(z.array(z.strictObject({ code: text, field: z.optional(z.nullable(text)), message: z.string() }))),
  trace_id: z.optional(z.string()),
});

/** `WebhookEvent<T>` as the SDK's `constructEvent` checks it: a positive integer version, an object `data`. */
export const ProviderWebhookEnvelope = z.strictObject({
  event_id: text,
  event_type: text,
  version: z.int().check(z.gte(1)),
  occurred_at: seconds,
  data: z.record(z.string(), z.unknown()),
});

/** The `data` shape of each event family. */
export function providerWebhookData(eventType: string) {
  if (eventType.startsWith("invoice.")) return ProviderInvoice;
  if (eventType.startsWith("withdrawal.")) return ProviderWithdrawal;
  return ProviderDeposit;
}
