/** Payment channels and their deposits: create (idempotent by external_id), block/unblock, sandbox deposits, the endless feed. */
import { chainIdOn, tokenOn, type NetworkCode } from "../../shared/api/networks.ts";
import { checkTokenAmountPrecision } from "../../shared/api/index.ts";
import { StubError } from "./stub-error.ts";
import type { Caller } from "./caller.ts";
import type { ChannelRecord, DepositRecord, Store } from "../store.ts";
import { depositAddress, explorerUrl, txHash } from "./addresses.ts";
import { dec, plain, roundDown, roundUp, trimmed } from "./money.ts";
import { minimumUsd, usdRate } from "./rates.ts";
import type { EmitEvent } from "./invoices.ts";
import { resolveProject } from "./project-rules.ts";
import { callerMaySee } from "./record-visibility.ts";
import { listPage, type PageRequest, type RecordPage } from "./record-lists.ts";

/** 503 payment_channels_disabled for every channel and deposit route when channels are off (platform or merchant). */
export function checkChannelsEnabled(store: Store, caller: Caller): void {
  if (store.platform.channels_disabled || !caller.merchant.payment_channels_enabled) {
    throw new StubError(
      "payment_channels_disabled",
      "Payment channels are not enabled for this account in this environment.",
    );
  }
}

export function findChannel(store: Store, caller: Caller, id: string): ChannelRecord {
  const ch = store.channels.get(id);
  if (!ch || !callerMaySee(caller, ch)) {
    throw new StubError("payment_channel_not_found", `Payment channel ${id} was not found.`);
  }
  return ch;
}

export function findDeposit(store: Store, caller: Caller, id: string): DepositRecord {
  const d = store.deposits.get(id);
  if (!d || !callerMaySee(caller, d)) {
    throw new StubError("payment_channel_deposit_not_found", `Deposit ${id} was not found.`);
  }
  return d;
}

export function createChannel(
  store: Store,
  caller: Caller,
  projectId: string,
  externalId: string,
  now: number,
): { channel: ChannelRecord; created: boolean } {
  const project = resolveProject(store, caller, projectId);
  const key = `${project.id}|${caller.environment}|${externalId}`;
  const existing = store.channelByExternal.get(key);
  if (existing) return { channel: existing, created: false };
  if (project.status !== "Active")
    throw new StubError("project_state_invalid", "The project cannot open channels in its current state.");
  if (project.enabled_tokens.length === 0) {
    throw new StubError(
      "payment_channel_project_has_no_supported_tokens",
      "The project enables no token a channel can collect.",
    );
  }
  const id = store.nextId("pc_");
  const byNetwork = new Map<NetworkCode, string[]>();
  for (const t of project.enabled_tokens) byNetwork.set(t.network, [...(byNetwork.get(t.network) ?? []), t.currency]);
  const channel: ChannelRecord = {
    id,
    merchant_id: caller.merchant.id,
    environment: caller.environment,
    project_id: project.id,
    external_id: externalId,
    status: "provisioning",
    applied_fee_percent: Number(caller.merchant.fee_percent),
    customer_fee_percent: 0,
    networks: [...byNetwork.entries()].map(([network, symbols]) => ({
      network,
      status: "provisioning" as const,
      tokens: symbols.map((symbol) => ({ symbol })),
    })),
    provisioned_at: now + store.fixture.channel_provisioning_seconds,
    created_at: now,
    updated_at: now,
    seq: store.nextSeq(),
  };
  store.channels.set(id, channel);
  store.channelByExternal.set(key, channel);
  return { channel: refreshChannel(channel, now), created: true };
}

/**
 * Applies time to a channel: once provisioned_at has come, every rail gets its address and the channel (unless the
 * merchant blocked it) becomes active. Reads call it, so a channel is as provisioned as the clock says.
 */
export function refreshChannel(ch: ChannelRecord, now: number): ChannelRecord {
  if (now < ch.provisioned_at || ch.networks.every((n) => n.status === "active")) return ch;
  for (const rail of ch.networks) {
    rail.status = "active";
    rail.address = depositAddress(rail.network, ch.id);
  }
  if (ch.status === "provisioning") ch.status = "active";
  ch.updated_at = ch.provisioned_at;
  return ch;
}

/** The filters of a payment channel list; each one left out matches every channel. */
export interface ChannelFilters {
  statuses: readonly ChannelRecord["status"][];
  externalId?: string | undefined;
  projectId?: string | undefined;
}

/** A page of the caller's payment channels, newest first, filtered by status as time has left it. */
export function listChannels(
  store: Store,
  caller: Caller,
  filters: ChannelFilters,
  page: PageRequest,
): RecordPage<ChannelRecord> {
  const { statuses, externalId, projectId } = filters;
  return listPage(
    caller,
    {
      resource: "payment_channels",
      filters: [[...statuses].sort(), externalId ?? null, projectId ?? null],
      perProject: true,
      matches: (ch) =>
        (statuses.length === 0 || statuses.includes(refreshChannel(ch, page.now).status)) &&
        (externalId === undefined || ch.external_id === externalId) &&
        (projectId === undefined || ch.project_id === projectId),
    },
    page,
    store.channels.values(),
  );
}

export function setChannelBlocked(ch: ChannelRecord, blocked: boolean, now: number): ChannelRecord {
  refreshChannel(ch, now);
  ch.status = blocked ? "blocked" : ch.networks.every((n) => n.status === "active") ? "active" : "provisioning";
  ch.updated_at = now;
  return ch;
}

/**
 * The smallest deposit of a token on a rail that is credited, at today's rate: the fixture's minimum in USD in the
 * token, rounded up to its decimals. undefined when no rate can be had: "we cannot quote a minimum right now", never
 * "no minimum" (the provider's SDK README).
 */
export function minimumDeposit(store: Store, symbol: string, network: NetworkCode): string | undefined {
  const token = tokenOn(network, symbol, true);
  let rate;
  try {
    rate = usdRate(store, symbol);
  } catch {
    return undefined;
  }
  if (token === undefined || rate.lte(0)) return undefined;
  return roundUp(minimumUsd(store, symbol, network).div(rate), token.decimals);
}

export interface SimulateDepositInput {
  amount: string;
  currency: string;
  network: NetworkCode;
  stage?: "confirming" | "reorged" | "confirmed" | undefined;
}

/**
 * Sandbox: a deposit arriving on a channel. `reorged` moves the channel's latest matching confirming deposit;
 * `confirmed` the latest matching confirming or reorged one, since a reorg is advisory and a later confirmation
 * supersedes it (the provider's ordering note). A confirmed deposit never goes back.
 */
export function simulateDeposit(
  store: Store,
  ch: ChannelRecord,
  input: SimulateDepositInput,
  now: number,
  emit: EmitEvent,
): DepositRecord {
  if (ch.environment !== "sandbox")
    throw new StubError(
      "payment_channel_simulation_sandbox_only",
      "Deposits can only be simulated on sandbox channels.",
    );
  const project = store.projects.get(ch.project_id);
  const { currency, network } = input;
  if (!project || !project.enabled_tokens.some((t) => t.currency === currency && t.network === network)) {
    throw new StubError(
      "currency_not_enabled_for_project",
      `${currency} on ${network} is not enabled for the channel's project.`,
      { field: "currency" },
    );
  }
  // Only sandbox channels simulate deposits: the deposit lands on the network's public testnet, with its contract.
  const token = tokenOn(network, currency, true);
  if (!token)
    throw new StubError("field_invalid_enum", `${currency} is not carried on ${network}.`, { field: "network" });
  if (checkTokenAmountPrecision(input.amount, currency, network) !== null) {
    throw new StubError("amount_too_many_decimals", `${currency} on ${network} has ${token.decimals} decimals.`, {
      field: "amount",
    });
  }
  // A payer can only send to an address: a deposit simulated onto a channel still provisioning provisions it first,
  // so a script that creates a channel and pays it at once (as the provider's SDK tests do) works in the sandbox.
  if (now < ch.provisioned_at) ch.provisioned_at = now;
  refreshChannel(ch, now);
  const rail = ch.networks.find((n) => n.network === network);
  if (rail?.address === undefined)
    throw new StubError("field_invalid_enum", `The channel has no ${network} rail.`, { field: "network" });
  // Below the rail's live minimum a deposit lands on chain but is never credited (the provider's SDK README): it
  // stays confirming, never reaches the feed or the balance, whatever stage was asked.
  const minimum = minimumDeposit(store, currency, network);
  const belowMinimum = minimum !== undefined && dec(input.amount).lt(dec(minimum));
  const stage = belowMinimum ? "confirming" : (input.stage ?? "confirmed");
  const movable: readonly DepositRecord["status"][] = stage === "reorged" ? ["confirming"] : ["confirming", "reorged"];
  const pending = [...store.deposits.values()]
    .filter(
      (d) =>
        d.payment_channel_id === ch.id &&
        movable.includes(d.status) &&
        d.currency === currency &&
        d.network === network &&
        d.gross === trimmed(input.amount),
    )
    .at(-1);
  let d = stage !== "confirming" ? pending : undefined;
  if (!d) {
    if (stage === "reorged")
      throw new StubError("validation_failed", "No confirming deposit of this amount, token and network to reorg.", {
        field: "stage",
      });
    const id = store.nextId("pcd_");
    const fee = roundDown(dec(input.amount).times(ch.applied_fee_percent).div(100), token.decimals);
    const hash = txHash(network, id);
    d = {
      id,
      merchant_id: ch.merchant_id,
      environment: ch.environment,
      payment_channel_id: ch.id,
      project_id: ch.project_id,
      payment_channel_external_id: ch.external_id,
      status: "confirming",
      currency,
      network,
      chain_id: chainIdOn(network, true),
      ...(token.contract !== undefined ? { contract_address: token.contract } : {}),
      gross: trimmed(input.amount),
      fee,
      net: plain(dec(input.amount).minus(fee)),
      applied_fee_percent: String(ch.applied_fee_percent),
      customer_fee_percent: String(ch.customer_fee_percent),
      tx_hash: hash,
      transfer_id: store.nextId("tr_"),
      destination_address: rail.address,
      block_height: 1_000_000 + store.nextSeq(),
      ...(explorerUrl(network, hash) !== undefined ? { explorer_url: explorerUrl(network, hash) } : {}),
      created_at: now,
      updated_at: now,
      seq: store.nextSeq(),
    };
    store.deposits.set(id, d);
    if (stage === "confirming") {
      emit(ch.merchant_id, "payment_channel.deposit.confirming", serializeDeposit(d));
      return d;
    }
  }
  d.status = stage === "reorged" ? "reorged" : "confirmed";
  d.updated_at = now;
  if (d.status === "confirmed") {
    d.confirmed_at = now;
    d.feed_seq = store.feed.length + 1;
    store.feed.push(d);
    const before = store.balance(d.merchant_id, d.environment, currency, network);
    store.setBalance(d.merchant_id, d.environment, currency, network, plain(dec(before).plus(d.net)));
  }
  emit(ch.merchant_id, `payment_channel.deposit.${d.status}`, serializeDeposit(d));
  return d;
}

export function serializeChannel(store: Store, ch: ChannelRecord): Record<string, unknown> {
  const { merchant_id: _m, environment, seq: _s, provisioned_at: _p, networks, ...rest } = ch;
  return {
    ...rest,
    is_accepting_payments: ch.status === "active",
    is_fully_provisioned: networks.every((n) => n.status === "active"),
    is_test: environment === "sandbox",
    networks: networks.map((rail) => ({
      ...rail,
      tokens: rail.tokens.map(({ symbol }) => {
        const minimum = minimumDeposit(store, symbol, rail.network);
        return { symbol, ...(minimum === undefined ? {} : { minimum_deposit: minimum }) };
      }),
    })),
  };
}

export function serializeDeposit(d: DepositRecord): Record<string, unknown> {
  const { merchant_id: _m, environment, seq: _s, feed_seq: _f, ...rest } = d;
  return {
    ...rest,
    applied_fee_percent: Number(d.applied_fee_percent),
    customer_fee_percent: Number(d.customer_fee_percent),
    // Only a confirmation is final: `reorged` is advisory and a later `confirmed` may supersede it.
    is_final: d.status === "confirmed",
    is_test: environment === "sandbox",
  };
}
