/** The contract's closed lists: networks, currencies, the statuses of each resource, sources, stages, webhook events. */
import * as z from "zod/mini";
import { NETWORK_ALIAS_NAMES, networkSpelling, resolveNetworkAlias, type NetworkAlias } from "../network-aliases.ts";
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, NETWORK_CODES, type NetworkCode } from "../networks.ts";
import { INVOICE_STATUSES, TRANSFER_STATUSES } from "../statuses.ts";

export const NetworkSchema = z.enum(NETWORK_CODES);
/**
 * A request's `network`: a rail code, or a chain name the provider's other clients send for one ("tron", "TRON",
 * "Tron" → TRC20), in any case, read as that code (network-aliases.ts). Anything else is field_invalid_enum.
 */
export const RequestNetworkSchema = /* @__PURE__ */ z.pipe(
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? networkSpelling(value, NETWORK_CODES) : value)),
    z.enum(requestNetworkNames()),
  ),
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
  "created",
  "pending_review",
  "signed",
  "cancelling",
  "completed",
  "failed",
  "cancelled",
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
  "invoice.awaiting_payment",
  "invoice.confirming",
  "invoice.underpaid_waiting",
  "invoice.paid",
  "invoice.paid_over",
  "invoice.underpaid",
  "invoice.expired",
  "invoice.cancelled",
  "withdrawal.created",
  "withdrawal.processing",
  "withdrawal.completed",
  "withdrawal.failed",
  "withdrawal.cancelled",
  "payment_channel.deposit.confirming",
  "payment_channel.deposit.reorged",
  "payment_channel.deposit.confirmed",
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;
