/** A payment channel (a standing deposit address per customer), its networks, deposits, pages and the deposit feed. */
import * as z from "zod/mini";
import { ChainIdSchema, DepositStatusSchema, NetworkSchema, PaymentChannelStatusSchema } from "./enums.ts";
import { checked } from "./checks.ts";
import {
  CursorSchema,
  DecimalStringSchema,
  IntegerSchema,
  PaymentChannelDepositIdSchema,
  PaymentChannelIdSchema,
  ProjectIdSchema,
  UnixSecondsSchema,
  pageOf,
} from "./values.ts";

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
