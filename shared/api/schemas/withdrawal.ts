/** A withdrawal (a payout to an address), the page of them, and the balances they are paid from. */
import * as z from "zod/mini";
import { NetworkSchema, WithdrawalStatusSchema } from "./enums.ts";
import { DecimalStringSchema, UnixSecondsSchema, WithdrawalIdSchema, pageOf } from "./values.ts";

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

export const WithdrawalPageSchema = pageOf(WithdrawalSchema);

/**
 * One balance. `network` is on each entry as the provider sends it (its PHP SDK's wire payloads) and the stub keeps one
 * balance per token and network; optional because the provider's TypeScript SDK does not declare it.
 */
export const BalanceSchema = z.object({
  currency: z.string(),
  network: z.optional(NetworkSchema),
  available: DecimalStringSchema,
});
export type Balance = z.infer<typeof BalanceSchema>;
export const BalancesSchema = z.array(BalanceSchema);
