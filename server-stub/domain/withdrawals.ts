/** Withdrawal rules and state machine (create, read, cancel only in `created`, sandbox completion) and balances. */
import { tokenOn, type NetworkCode } from "../../shared/api/networks.ts";
import { checkTokenAmountPrecision } from "../../shared/api/index.ts";
import { StubError } from "./stub-error.ts";
import type { Caller } from "./caller.ts";
import { nameListed, tokenListed, type Store, type WithdrawalRecord, type WithdrawalStatus } from "../store.ts";
import { explorerUrl, isValidAddress, txHash } from "./addresses.ts";
import { dec, plain, trimmed } from "./money.ts";
import { usdRate } from "./rates.ts";
import { callerMaySee } from "./record-visibility.ts";
import { listPage, type PageRequest, type RecordPage } from "./record-lists.ts";
import type { EmitEvent } from "./invoices.ts";

export interface WithdrawalInput {
  destination_address: string;
  network: NetworkCode;
  currency: string;
  amount: string;
  external_order_id: string;
}

const FINAL = new Set(["completed", "failed", "cancelled"]);

export function findWithdrawal(store: Store, caller: Caller, id: string): WithdrawalRecord {
  const w = store.withdrawals.get(id);
  if (!w || !callerMaySee(caller, w)) {
    throw new StubError("withdrawal_not_found", `Withdrawal ${id} was not found.`);
  }
  return w;
}

export function createWithdrawal(
  store: Store,
  caller: Caller,
  input: WithdrawalInput,
  now: number,
  emit: EmitEvent,
): { withdrawal: WithdrawalRecord; created: boolean } {
  const { merchant, environment } = caller;
  if (merchant.suspended)
    throw new StubError("merchant_suspended", "The merchant is suspended for outbound transfers.");
  const orderKey = `${merchant.id}|${environment}|${input.external_order_id}`;
  const fingerprint = JSON.stringify([input.destination_address, input.network, input.currency, trimmed(input.amount)]);
  const existing = store.withdrawalByOrder.get(orderKey);
  if (existing) {
    if (existing.fingerprint === fingerprint) return { withdrawal: existing, created: false };
    throw new StubError(
      "conflict",
      `external_order_id "${input.external_order_id}" was already used with different fields.`,
      { field: "external_order_id" },
    );
  }
  const { currency, network } = input;
  const policy = store.fixture.withdrawal_policy.find((p) => p.currency === currency && p.network === network);
  const token = tokenOn(network, currency);
  if (!policy || !token)
    throw new StubError("withdrawal_not_enabled", `Withdrawals of ${currency} on ${network} are not offered.`);
  if (tokenListed(store.platform.outbound_frozen, currency, network)) {
    throw new StubError("outbound_frozen", `Outbound transfers of ${currency} on ${network} are frozen right now.`);
  }
  if (nameListed(store.platform.withdrawal_network_unavailable, network)) {
    throw new StubError("withdrawal_network_unavailable", `Payouts on ${network} cannot settle right now.`);
  }
  if (checkTokenAmountPrecision(input.amount, currency, network) !== null) {
    throw new StubError("amount_too_many_decimals", `${currency} on ${network} has ${token.decimals} decimals.`, {
      field: "amount",
    });
  }
  if (!isValidAddress(network, input.destination_address)) {
    throw new StubError("destination_address_invalid", `destination_address is not a valid ${network} address.`, {
      field: "destination_address",
    });
  }
  const whitelist = merchant.withdrawal_whitelist;
  if (whitelist !== null && !whitelist.some((w) => w.network === network && w.address === input.destination_address)) {
    throw new StubError(
      "whitelist_required",
      `The destination address is not on the withdrawal whitelist for ${network}.`,
    );
  }
  const amount = dec(input.amount);
  if (amount.lt(dec(policy.minimum))) {
    throw new StubError(
      "withdrawal_amount_below_minimum",
      `The minimum withdrawal of ${currency} on ${network} is ${policy.minimum}.`,
      { field: "amount" },
    );
  }
  if (merchant.withdrawal_cap_usd !== undefined) {
    const usd = amount.times(usdRate(store, currency));
    if (usd.gt(dec(merchant.withdrawal_cap_usd))) {
      throw new StubError(
        "withdrawal_amount_exceeds_limit",
        `The withdrawal is worth ${usd.round(2).toString()} USD, above the per-transaction cap of ${merchant.withdrawal_cap_usd} USD.`,
        { field: "amount" },
      );
    }
  }
  const active = [...store.withdrawals.values()].filter(
    (w) => w.merchant_id === merchant.id && w.environment === environment && !FINAL.has(w.status),
  ).length;
  if (active >= merchant.withdrawal_quota) {
    throw new StubError(
      "withdrawal_quota_exceeded",
      `The merchant already has ${active} active withdrawals (limit ${merchant.withdrawal_quota}).`,
    );
  }
  const total = amount.plus(dec(policy.fee));
  const available = dec(store.balance(merchant.id, environment, currency, network));
  if (available.lt(total)) {
    throw new StubError(
      "insufficient_balance",
      `Available ${plain(available)} ${currency} on ${network} is below amount + fee (${plain(total)}).`,
    );
  }
  store.setBalance(merchant.id, environment, currency, network, plain(available.minus(total)));
  const w: WithdrawalRecord = {
    withdrawal_id: store.nextId("wdr_"),
    merchant_id: merchant.id,
    environment,
    external_order_id: input.external_order_id,
    status: "created",
    amount: trimmed(input.amount),
    fee: policy.fee,
    currency,
    network,
    destination_address: input.destination_address,
    created_at: now,
    updated_at: now,
    fingerprint,
    seq: store.nextSeq(),
  };
  store.withdrawals.set(w.withdrawal_id, w);
  store.withdrawalByOrder.set(orderKey, w);
  emit(merchant.id, "withdrawal.created", serializeWithdrawal(w));
  return { withdrawal: w, created: true };
}

/** Puts a withdrawal's amount and fee back on the balance it was taken from (a cancel or a failure). */
function releaseToBalance(store: Store, w: WithdrawalRecord): void {
  const back = dec(store.balance(w.merchant_id, w.environment, w.currency, w.network))
    .plus(dec(w.amount))
    .plus(dec(w.fee));
  store.setBalance(w.merchant_id, w.environment, w.currency, w.network, plain(back));
}

/** The filters of a withdrawal list; each one left out matches every withdrawal. */
export interface WithdrawalFilters {
  statuses: readonly WithdrawalStatus[];
  externalOrderId?: string | undefined;
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
}

/** A page of the caller's withdrawals, newest first: the merchant's whole balance, whatever the key's project scope. */
export function listWithdrawals(
  store: Store,
  caller: Caller,
  filters: WithdrawalFilters,
  page: PageRequest,
): RecordPage<WithdrawalRecord> {
  const { statuses, externalOrderId, createdFrom, createdTo } = filters;
  return listPage(
    caller,
    {
      resource: "withdrawals",
      filters: [[...statuses].sort(), externalOrderId ?? null, createdFrom ?? null, createdTo ?? null],
      perProject: false,
      matches: (w) =>
        (statuses.length === 0 || statuses.includes(w.status)) &&
        (externalOrderId === undefined || w.external_order_id === externalOrderId) &&
        (createdFrom === undefined || w.created_at >= createdFrom) &&
        (createdTo === undefined || w.created_at <= createdTo),
    },
    page,
    store.withdrawals.values(),
  );
}

/** Cancels a withdrawal still in `created` (nothing signed yet) and releases amount + fee back to the balance. */
export function cancelWithdrawal(store: Store, w: WithdrawalRecord, now: number, emit: EmitEvent): WithdrawalRecord {
  if (w.status === "cancelled") return w;
  if (w.status !== "created")
    throw new StubError(
      "withdrawal_cannot_be_cancelled",
      `The withdrawal is ${w.status}; only a created withdrawal can be cancelled.`,
    );
  w.status = "cancelled";
  w.cancelled_at = now;
  w.updated_at = now;
  releaseToBalance(store, w);
  emit(w.merchant_id, "withdrawal.cancelled", serializeWithdrawal(w));
  return w;
}

/** Sandbox: execution and settlement of a created withdrawal (created → signed → completed). */
export function simulateCompletion(store: Store, w: WithdrawalRecord, now: number, emit: EmitEvent): WithdrawalRecord {
  if (w.environment !== "sandbox")
    throw new StubError("forbidden", "Completion can only be simulated on sandbox withdrawals.");
  if (w.status !== "created" && w.status !== "signed") {
    throw new StubError("withdrawal_simulation_failed", `Cannot simulate completion of a ${w.status} withdrawal.`);
  }
  w.status = "signed";
  emit(w.merchant_id, "withdrawal.processing", serializeWithdrawal(w));
  w.tx_hash = txHash(w.network, w.withdrawal_id);
  const url = explorerUrl(w.network, w.tx_hash);
  if (url !== undefined) w.explorer_url = url;
  w.status = "completed";
  w.completed_at = now;
  w.updated_at = now;
  emit(w.merchant_id, "withdrawal.completed", serializeWithdrawal(w));
  return w;
}

/**
 * Sandbox: a withdrawal that fails on chain after execution started (created → signed → failed), as the provider's
 * `withdrawal.failed` reports it: amount and fee go back to the balance ("reversed back to balance", the PHP SDK's
 * StatusMapper). The control API's way to rehearse it; the provider's sandbox routes show none.
 */
export function failWithdrawal(store: Store, w: WithdrawalRecord, now: number, emit: EmitEvent): WithdrawalRecord {
  if (w.environment !== "sandbox")
    throw new StubError("forbidden", "A failure can only be simulated on sandbox withdrawals.");
  if (w.status !== "created" && w.status !== "signed") {
    throw new StubError("withdrawal_simulation_failed", `Cannot simulate a failure of a ${w.status} withdrawal.`);
  }
  if (w.status === "created") {
    w.status = "signed";
    emit(w.merchant_id, "withdrawal.processing", serializeWithdrawal(w));
  }
  w.status = "failed";
  w.failed_at = now;
  w.updated_at = now;
  releaseToBalance(store, w);
  emit(w.merchant_id, "withdrawal.failed", serializeWithdrawal(w));
  return w;
}

export function serializeWithdrawal(w: WithdrawalRecord): Record<string, unknown> {
  const { merchant_id: _m, environment, fingerprint: _f, seq: _s, cancel_reason: _r, updated_at: _u, ...rest } = w;
  return { ...rest, is_final: FINAL.has(w.status), is_test: environment === "sandbox" };
}
