/** The signed merchant client: every /v1 route, HMAC-signed per attempt, with server-clock correction and paging. */
import type * as z from "zod/mini";
import { requestPath, routePath, type QueryOf } from "../api/operation.ts";
import { PUBLIC_OPERATIONS } from "../api/public-operations.ts";
import type {
  Balance,
  CancelInvoiceBody,
  ChannelCreateBody,
  ConfirmPaymentBody,
  Deposit,
  DepositFeedPage,
  Invoice,
  InvoiceCreateBody,
  InvoiceListItem,
  Page,
  PaymentChannel,
  ServerTime,
  SimulateDepositBody,
  SimulatePaymentBody,
  Withdrawal,
  WithdrawalCancelBody,
  WithdrawalCreateBody,
} from "../api/schemas.ts";
import { SIGNED_OPERATIONS, type SignedOperationName } from "../api/signed-operations.ts";
import { authorizationHeader } from "../signing/authorization-header.ts";
import { canonicalQuery, type QueryParams } from "../signing/canonical-query.ts";
import { sign } from "../signing/request-signature.ts";
import { newCorrelationId } from "./correlation-id.ts";
import { paginate, type CursorIterator, type PaginateOptions } from "./paginate.ts";
import type { RetryOptions } from "./retry-policy.ts";
import { ServerClock } from "./server-clock.ts";
import { Transport, type CallOptions, type FetchLike, type OutgoingRequest } from "./transport.ts";
import { responseReader } from "./zod-reader.ts";

/** Filters of GET /v1/invoices; `status` repeats in the query when given as a list. */
export type InvoiceListQuery = QueryOf<typeof SIGNED_OPERATIONS.listInvoices>;
export type WithdrawalListQuery = QueryOf<typeof SIGNED_OPERATIONS.listWithdrawals>;
export type PaymentChannelListQuery = QueryOf<typeof SIGNED_OPERATIONS.listPaymentChannels>;
export type DepositFeedQuery = QueryOf<typeof SIGNED_OPERATIONS.listDeposits>;

/** Where a paginateX iteration starts and how many pages it fetches at most (see PaginateOptions). */
export interface PageOptions {
  /** Cursor to resume from (an iterator's `cursor` kept from an earlier run). */
  cursor?: string;
  /** Most pages fetched by one iteration; default 100, as the provider's SDK iterators. */
  maxPages?: number;
}

function pageOptions(options: PageOptions | undefined): PaginateOptions {
  return { cursor: options?.cursor, maxPages: options?.maxPages };
}

export interface MerchantClientOptions {
  /** API origin, e.g. "http://localhost:4010". */
  baseUrl: string;
  /** Key id: pk_… for invoices and payment channels, rk_… for withdrawals and balances. */
  keyId: string;
  /** The key's secret (sk_…); never leaves this process, only signatures do. */
  secret: string;
  fetch?: FetchLike;
  /** Limit of each attempt in milliseconds. Default 15 s. */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Wall clock in milliseconds. Default Date.now. */
  now?: () => number;
  /** Known difference server clock minus local clock, in milliseconds (e.g. kept from an earlier session). */
  clockOffsetMs?: number;
}

export class MerchantClient {
  readonly #transport: Transport;
  readonly #keyId: string;
  readonly #secret: string;
  /** Signed before every route's path: the server receives the base URL's path prefix too. */
  readonly #basePath: string;
  /** Server clock minus local clock, added to every signed timestamp. */
  readonly #serverClock: ServerClock;

  constructor(options: MerchantClientOptions) {
    this.#keyId = options.keyId;
    this.#secret = options.secret;
    // The path prefix of the base URL ("" for an origin or a relative base).
    this.#basePath = new URL(options.baseUrl || "/", "http://relative.invalid").pathname.replace(/\/+$/, "");
    // The transport reads only its own options; the secret stays in this class. Every call sends a correlation id.
    this.#transport = new Transport({ ...options, newCorrelationId, sendCorrelationId: true });
    this.#serverClock = new ServerClock({ offsetMs: options.clockOffsetMs });
  }

  /** Server clock minus local clock in milliseconds, as last measured; added to every signed timestamp. */
  get clockOffsetMs(): number {
    return this.#serverClock.offsetMs;
  }

  // --- Time -------------------------------------------------------------------------------------------------------

  /** GET /v1/time (unsigned). */
  serverTime(options?: CallOptions): Promise<ServerTime> {
    return this.#transport.call(
      {
        method: "GET",
        path: routePath(PUBLIC_OPERATIONS.getServerTime),
        read: responseReader(PUBLIC_OPERATIONS.getServerTime),
        resource: "server time",
        safety: "idempotent",
      },
      options,
    );
  }

  /** Reads the server clock and keeps the offset for signing; returns the new offset in milliseconds. */
  async syncClock(options?: CallOptions): Promise<number> {
    const before = this.#transport.now();
    const { server_time } = await this.serverTime(options);
    const after = this.#transport.now();
    this.#serverClock.observe(server_time, before, after);
    return this.#serverClock.offsetMs;
  }

  // --- Invoices ---------------------------------------------------------------------------------------------------

  /** Idempotent by external_order_id (same fields again → the same invoice), so failures are retried. */
  createInvoice(body: InvoiceCreateBody, options?: CallOptions): Promise<Invoice> {
    return this.#signed("createInvoice", { body }, options);
  }

  getInvoice(invoiceId: string, options?: CallOptions): Promise<Invoice> {
    return this.#signed("getInvoice", { id: invoiceId }, options);
  }

  /** A page of flat list items (no order, payment or payment_url): getInvoice reads one whole. */
  listInvoices(query: InvoiceListQuery = {}, options?: CallOptions): Promise<Page<InvoiceListItem>> {
    return this.#signed("listInvoices", { query: { ...query } }, options);
  }

  /** Every invoice matching the filters, page by page; refuses a cursor the server already gave. */
  paginateInvoices(
    query: Omit<InvoiceListQuery, "cursor"> = {},
    options?: CallOptions & PageOptions,
  ): CursorIterator<InvoiceListItem> {
    return paginate(
      (cursor) => this.listInvoices({ ...query, cursor: cursor ?? undefined }, options),
      pageOptions(options),
    );
  }

  confirmInvoicePayment(invoiceId: string, body: ConfirmPaymentBody, options?: CallOptions): Promise<Invoice> {
    return this.#signed("confirmInvoicePayment", { id: invoiceId, body }, options);
  }

  /** Retried on failure: the spec answers a repeated cancel of a cancelled invoice with 200, no error. */
  cancelInvoice(invoiceId: string, body: CancelInvoiceBody, options?: CallOptions): Promise<Invoice> {
    return this.#signed("cancelInvoice", { id: invoiceId, body }, options);
  }

  /** Sandbox only: moves the invoice as if the customer paid, overpaid, underpaid, or it was cancelled. */
  simulateInvoicePayment(invoiceId: string, body: SimulatePaymentBody, options?: CallOptions): Promise<Invoice> {
    return this.#signed("simulateInvoicePayment", { id: invoiceId, body }, options);
  }

  // --- Withdrawals (Payout key) -----------------------------------------------------------------------------------

  /** Idempotent by external_order_id, so failures are retried. */
  createWithdrawal(body: WithdrawalCreateBody, options?: CallOptions): Promise<Withdrawal> {
    return this.#signed("createWithdrawal", { body }, options);
  }

  getWithdrawal(withdrawalId: string, options?: CallOptions): Promise<Withdrawal> {
    return this.#signed("getWithdrawal", { id: withdrawalId }, options);
  }

  listWithdrawals(query: WithdrawalListQuery = {}, options?: CallOptions): Promise<Page<Withdrawal>> {
    return this.#signed("listWithdrawals", { query: { ...query } }, options);
  }

  paginateWithdrawals(
    query: Omit<WithdrawalListQuery, "cursor"> = {},
    options?: CallOptions & PageOptions,
  ): CursorIterator<Withdrawal> {
    return paginate(
      (cursor) => this.listWithdrawals({ ...query, cursor: cursor ?? undefined }, options),
      pageOptions(options),
    );
  }

  cancelWithdrawal(withdrawalId: string, body: WithdrawalCancelBody, options?: CallOptions): Promise<Withdrawal> {
    return this.#signed("cancelWithdrawal", { id: withdrawalId, body }, options);
  }

  simulateWithdrawalCompletion(withdrawalId: string, options?: CallOptions): Promise<Withdrawal> {
    return this.#signed("simulateWithdrawalCompletion", { id: withdrawalId }, options);
  }

  getBalances(options?: CallOptions): Promise<Balance[]> {
    return this.#signed("getBalances", {}, options);
  }

  // --- Payment channels and deposits ------------------------------------------------------------------------------

  /** Idempotent by external_id (201 new, 200 existing), so failures are retried. */
  createPaymentChannel(body: ChannelCreateBody, options?: CallOptions): Promise<PaymentChannel> {
    return this.#signed("createPaymentChannel", { body }, options);
  }

  getPaymentChannel(channelId: string, options?: CallOptions): Promise<PaymentChannel> {
    return this.#signed("getPaymentChannel", { id: channelId }, options);
  }

  listPaymentChannels(query: PaymentChannelListQuery = {}, options?: CallOptions): Promise<Page<PaymentChannel>> {
    return this.#signed("listPaymentChannels", { query: { ...query } }, options);
  }

  paginatePaymentChannels(
    query: Omit<PaymentChannelListQuery, "cursor"> = {},
    options?: CallOptions & PageOptions,
  ): CursorIterator<PaymentChannel> {
    return paginate(
      (cursor) => this.listPaymentChannels({ ...query, cursor: cursor ?? undefined }, options),
      pageOptions(options),
    );
  }

  blockPaymentChannel(channelId: string, options?: CallOptions): Promise<PaymentChannel> {
    return this.#signed("blockPaymentChannel", { id: channelId }, options);
  }

  unblockPaymentChannel(channelId: string, options?: CallOptions): Promise<PaymentChannel> {
    return this.#signed("unblockPaymentChannel", { id: channelId }, options);
  }

  /** Sandbox only: a deposit to the channel at the given stage; answers the deposit. */
  simulateDeposit(channelId: string, body: SimulateDepositBody, options?: CallOptions): Promise<Deposit> {
    return this.#signed("simulateDeposit", { id: channelId, body }, options);
  }

  /** One page of the confirmed-deposit feed; next_cursor is always set, also on an empty page. */
  listDeposits(query: DepositFeedQuery = {}, options?: CallOptions): Promise<DepositFeedPage> {
    return this.#signed("listDeposits", { query: { ...query } }, options);
  }

  /**
   * Drains the deposit feed from `options.cursor` (or the start) until a page comes back empty, or `maxPages` pages
   * (100 by default) were read. Keep the iterator's `cursor` afterwards (also the generator's return value) and pass it
   * next time to resume where this run stopped.
   */
  paginateDeposits(
    query: Omit<DepositFeedQuery, "cursor"> = {},
    options?: CallOptions & PageOptions,
  ): CursorIterator<Deposit> {
    return paginate((cursor) => this.listDeposits({ ...query, cursor: cursor ?? undefined }, options), {
      ...pageOptions(options),
      until: "empty-page",
    });
  }

  getDeposit(depositId: string, options?: CallOptions): Promise<Deposit> {
    return this.#signed("getDeposit", { id: depositId }, options);
  }

  // --- Signing ----------------------------------------------------------------------------------------------------

  /** Calls a signed operation and reads its answer with the operation's response schema. */
  async #signed<N extends SignedOperationName>(
    route: N,
    // The query is RFC 3986-encoded with keys sorted and list filters repeated, and signed exactly as sent.
    call: { id?: string; query?: QueryParams; body?: unknown },
    options: CallOptions | undefined,
  ): Promise<z.output<(typeof SIGNED_OPERATIONS)[N]["response"]>> {
    const def: (typeof SIGNED_OPERATIONS)[N] = SIGNED_OPERATIONS[route];
    return this.#transport.call(
      {
        method: def.method,
        path: requestPath(def, call.id),
        query: call.query ? canonicalQuery(call.query) : "",
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        read: responseReader(def),
        resource: def.resource,
        safety: def.retry,
        authorize: (request) => this.#authorize(request),
        recover: async (error, signal) => {
          // The server refused before acting, so re-signing with a corrected clock is safe even for unsafe POSTs.
          if (error.code !== "timestamp_expired") return false;
          await this.syncClock({ signal, correlationId: error.correlationId });
          return true;
        },
      },
      options,
    );
  }

  async #authorize(request: OutgoingRequest): Promise<Record<string, string>> {
    const timestamp = Math.floor((this.#transport.now() + this.#serverClock.offsetMs) / 1000);
    const signature = await sign(this.#secret, {
      timestamp,
      method: request.method,
      // sign() URL-decodes the path itself, as the spec wants; the query is signed exactly as sent.
      path: `${this.#basePath}${request.path}`,
      query: request.query,
      body: request.body,
    });
    return {
      Authorization: authorizationHeader(this.#keyId, signature),
      "X-Request-Timestamp": String(timestamp),
    };
  }
}
