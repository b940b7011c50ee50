/** The stub's in-memory state: loaded from a fixture, mutated only by domain functions and the control API. */
import type { NetworkCode } from "../shared/api/networks.ts";
import type { InvoiceStatus } from "../shared/api/index.ts";
import type {
  Environment,
  Fixture,
  FixtureKey,
  FixtureMerchant,
  FixtureProject,
  PlatformSwitches,
  TokenRef,
} from "./fixture.ts";
import { base58, counterBytes } from "./primitives/base58.ts";
import { DueQueue } from "./primitives/due-queue.ts";

export type { Environment };
export type MerchantRecord = FixtureMerchant;
export type KeyRecord = FixtureKey;
export type ProjectRecord = FixtureProject;

export interface TransferRecord {
  tx_hash: string;
  amount: string;
  status: "confirming" | "confirmed";
  created_at: number;
  confirmed_at?: number;
  required_confirmations: number;
  confirmations: number;
  explorer_url?: string;
  /** When a confirming transfer becomes confirmed (stub clock, seconds). */
  confirm_due?: number;
}

export interface PaymentRecord {
  currency: string;
  network: NetworkCode;
  chain_id: number;
  contract_address?: string;
  expected: string;
  address: string;
  exchange_rate?: string;
  paid: string;
  remaining: string;
  fee?: string;
  net?: string;
  transfers: TransferRecord[];
}

export interface InvoiceRecord {
  invoice_id: string;
  merchant_id: string;
  project_id: string;
  environment: Environment;
  status: InvoiceStatus;
  order: { external_id: string; client_id?: string; amount: string; currency: string; network?: NetworkCode };
  allow_multiple_payments?: boolean;
  customer_fee_percent?: number;
  /** Who made it: the signed API or the public route for a source (idempotency is kept per source). */
  source: "api" | "embed" | "terminal";
  payment?: PaymentRecord;
  payment_url: string;
  created_at: number;
  updated_at: number;
  expires_at: number;
  completed_at?: number;
  seq: number;
}

export type WithdrawalStatus =
  "created" | "pending_review" | "signed" | "cancelling" | "completed" | "failed" | "cancelled";

export interface WithdrawalRecord {
  withdrawal_id: string;
  merchant_id: string;
  environment: Environment;
  external_order_id: string;
  status: WithdrawalStatus;
  amount: string;
  fee: string;
  currency: string;
  network: NetworkCode;
  destination_address: string;
  tx_hash?: string;
  explorer_url?: string;
  created_at: number;
  updated_at: number;
  completed_at?: number;
  failed_at?: number;
  cancelled_at?: number;
  cancel_reason?: string;
  fingerprint: string;
  seq: number;
}

export interface ChannelRecord {
  id: string;
  merchant_id: string;
  environment: Environment;
  project_id: string;
  external_id: string;
  status: "active" | "blocked" | "provisioning";
  applied_fee_percent: number;
  customer_fee_percent: number;
  /** A rail's address is absent until it is provisioned, and never changes after. */
  networks: {
    network: NetworkCode;
    status: "provisioning" | "active";
    address?: string;
    tokens: { symbol: string }[];
  }[];
  /** Business time at which the rails are provisioned. */
  provisioned_at: number;
  created_at: number;
  updated_at: number;
  seq: number;
}

export interface DepositRecord {
  id: string;
  merchant_id: string;
  environment: Environment;
  payment_channel_id: string;
  project_id: string;
  payment_channel_external_id: string;
  status: "confirming" | "reorged" | "confirmed";
  currency: string;
  network: NetworkCode;
  chain_id: number;
  contract_address?: string;
  gross: string;
  fee: string;
  net: string;
  applied_fee_percent: string;
  customer_fee_percent: string;
  tx_hash: string;
  transfer_id: string;
  source_address?: string;
  destination_address: string;
  block_height: number;
  explorer_url?: string;
  created_at: number;
  updated_at: number;
  confirmed_at?: number;
  seq: number;
  /** Position in the confirmed-deposit feed, set when the deposit is confirmed. */
  feed_seq?: number;
}

export interface Fault {
  method?: string;
  /** Exact path, or a prefix when it ends in `*`. */
  path: string;
  remaining: number;
  code?: string;
  status?: number;
  delay_ms?: number;
  drop?: boolean;
}

export interface JournalEntry {
  method: string;
  path: string;
  query: string;
  status: number;
  code?: string;
  time: number;
  key_id?: string;
  correlation_id?: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  secrets: string[];
  /** Only this merchant's events; absent = every merchant's (one receiver for a whole test run). */
  merchant_id?: string;
}

export interface WebhookDelivery {
  delivery_id: string;
  endpoint_id: string;
  url: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: "pending" | "delivered" | "failed";
  response_status?: number;
  error?: string;
  attempted_at?: number;
  next_attempt_at?: number;
  body: string;
}

export interface WebhookEvent {
  event_id: string;
  event_type: string;
  version: number;
  occurred_at: number;
  data: unknown;
  merchant_id: string;
}

export class Store {
  fixture!: Fixture;
  merchants = new Map<string, MerchantRecord>();
  keys = new Map<string, KeyRecord>();
  projects = new Map<string, ProjectRecord>();
  platform!: PlatformSwitches;
  rates = new Map<string, string>();
  balances = new Map<string, string>();
  invoices = new Map<string, InvoiceRecord>();
  invoiceByOrder = new Map<string, InvoiceRecord>();
  /**
   * Invoices by the next time they can move on their own (deadline, a transfer's confirmation): what a sweep takes,
   * so sweeping costs what is due, not every invoice held.
   */
  dueInvoices = new DueQueue<InvoiceRecord>();
  withdrawals = new Map<string, WithdrawalRecord>();
  withdrawalByOrder = new Map<string, WithdrawalRecord>();
  channels = new Map<string, ChannelRecord>();
  channelByExternal = new Map<string, ChannelRecord>();
  deposits = new Map<string, DepositRecord>();
  feed: DepositRecord[] = [];
  faults: Fault[] = [];
  journal: JournalEntry[] = [];
  webhookEndpoints: WebhookEndpoint[] = [];
  deliveries: WebhookDelivery[] = [];
  events: WebhookEvent[] = [];
  rateWindows = new Map<string, { window: number; count: number }>();
  private counters = new Map<string, number>();
  private seqCounter = 0;

  constructor(fixture: Fixture) {
    this.reset(fixture);
  }

  /** Replaces all state with the fixture's (a deep copy, so later patches never touch the document). */
  reset(fixture: Fixture): void {
    const f = structuredClone(fixture);
    this.fixture = f;
    this.merchants = new Map(f.merchants.map((m) => [m.id, m]));
    this.keys = new Map(f.keys.map((k) => [k.id, k]));
    this.projects = new Map(f.projects.map((p) => [p.id, p]));
    this.platform = f.platform;
    this.rates = new Map(Object.entries(f.exchange_rates_usd));
    this.balances = new Map();
    for (const m of f.merchants)
      for (const b of m.balances)
        this.balances.set(balanceKey(m.id, b.environment, b.currency, b.network), b.available);
    this.invoices = new Map();
    this.invoiceByOrder = new Map();
    this.dueInvoices = new DueQueue();
    this.withdrawals = new Map();
    this.withdrawalByOrder = new Map();
    this.channels = new Map();
    this.channelByExternal = new Map();
    this.deposits = new Map();
    this.feed = [];
    this.faults = [];
    this.journal = [];
    this.webhookEndpoints = [];
    this.deliveries = [];
    this.events = [];
    this.rateWindows = new Map();
    this.counters = new Map();
    this.seqCounter = 0;
  }

  /**
   * A new id: prefix + base58 of 16 bytes (22 characters or so). The bytes come from the CSPRNG, so nobody holding one
   * id can guess another; with the fixture's `deterministic_ids` they are mixed from a per-prefix counter instead
   * (the same sequence after every reset, never colliding).
   */
  nextId(prefix: string): string {
    if (!this.fixture.deterministic_ids) return `${prefix}${base58(crypto.getRandomValues(new Uint8Array(16)))}`;
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}${base58(counterBytes(prefix, n))}`;
  }

  nextSeq(): number {
    return ++this.seqCounter;
  }

  balance(merchantId: string, env: Environment, currency: string, network: NetworkCode): string {
    return this.balances.get(balanceKey(merchantId, env, currency, network)) ?? "0";
  }

  setBalance(merchantId: string, env: Environment, currency: string, network: NetworkCode, value: string): void {
    this.balances.set(balanceKey(merchantId, env, currency, network), value);
  }

  /** GET /v1/balances: one entry per token and network the merchant holds, by currency then network. */
  balancesOf(merchantId: string, env: Environment): { currency: string; network: NetworkCode; available: string }[] {
    const prefix = `${merchantId}|${env}|`;
    return [...this.balances.entries()]
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, available]) => {
        const [currency = "", network = ""] = k.slice(prefix.length).split("|");
        return { currency, network: network as NetworkCode, available };
      })
      .sort((a, b) => a.currency.localeCompare(b.currency) || a.network.localeCompare(b.network));
  }

  rateUsd(currency: string): string | undefined {
    return this.rates.get(currency);
  }
}

export function balanceKey(merchantId: string, env: Environment, currency: string, network: NetworkCode): string {
  return `${merchantId}|${env}|${currency}|${network}`;
}

export function tokenListed(list: boolean | readonly TokenRef[], currency: string, network: string): boolean {
  return typeof list === "boolean" ? list : list.some((t) => t.currency === currency && t.network === network);
}

export function nameListed(list: boolean | readonly string[], name: string): boolean {
  return typeof list === "boolean" ? list : list.includes(name);
}
