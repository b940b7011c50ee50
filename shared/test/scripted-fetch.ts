/** Test support for the client tests: a fetch that records every request and answers from a script, no network. */
import { ApiError, buildProblem, problemResponse, type ErrorCode } from "../api/index.ts";
import type { FetchLike } from "../client/transport.ts";

export interface RecordedRequest {
  url: string;
  method: string;
  /** Path as sent, still percent-encoded. */
  path: string;
  /** "" or the query with its leading "?", as sent. */
  query: string;
  /** Header names lowercased. */
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * One scripted answer: a Response; a function of the request (for answers that depend on it); `{ throws }` to reject
 * like a dropped connection; or "hang" to never answer until the request's signal aborts.
 */
export type ScriptedReply =
  Response | ((request: RecordedRequest) => Response | Promise<Response>) | { throws: unknown } | "hang";

export interface ScriptedFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** Appends answers to the script. */
  reply(...replies: ScriptedReply[]): void;
}

export function scriptedFetch(...initial: ScriptedReply[]): ScriptedFetch {
  const script: ScriptedReply[] = [...initial];
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const request: RecordedRequest = {
      url: input,
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.search,
      headers,
      body: typeof init.body === "string" ? init.body : undefined,
    };
    requests.push(request);
    const next = script.shift();
    if (next === undefined) throw new Error(`unscripted request ${request.method} ${input}`);
    if (next === "hang") {
      return new Promise<Response>((_, reject) => {
        const signal = init.signal;
        const abort = () =>
          reject(signal?.reason instanceof Error ? signal.reason : new DOMException("aborted", "AbortError"));
        if (signal?.aborted) abort();
        signal?.addEventListener("abort", abort, { once: true });
      });
    }
    if (next instanceof Response) return next;
    if (typeof next === "function") return next(request);
    throw next.throws;
  };
  return { fetch, requests, reply: (...replies) => script.push(...replies) };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/** A problem answer built from the catalogue, as the stub sends it. */
export function problem(code: ErrorCode, headers: Record<string, string> = {}, detail?: string): Response {
  return problemResponse(buildProblem(code, detail === undefined ? {} : { detail }), headers);
}

/** Records the delays the client asks to wait, and resolves at once. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; delays: number[] } {
  const delays: number[] = [];
  const sleep = (ms: number) => {
    delays.push(ms);
    return Promise.resolve();
  };
  return { delays, sleep };
}

/** The ApiError a call rejects with; fails when it resolves or throws anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error("expected the call to fail");
}

const NOW = 1_700_000_000;

export function invoiceFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    invoice_id: "inv_74BPZFhr9qy9Uz2fbRkdJX",
    project_id: "prj_demo_shop",
    status: "awaiting_payment",
    is_final: false,
    is_test: true,
    payment_url: "http://localhost:4010/pay/inv_74BPZFhr9qy9Uz2fbRkdJX",
    order: { external_id: "order-1001", amount: "10.00", currency: "USDT", network: "TRC20" },
    payment: {
      currency: "USDT",
      network: "TRC20",
      chain_id: 3448148188,
      expected: "10.00",
      address: "TXYZ1234567890abcdefghijkLMNOPQRST",
      fee: "0.10",
      net: "9.90",
    },
    created_at: NOW,
    updated_at: NOW,
    expires_at: NOW + 900,
    ...overrides,
  };
}

/** The same invoice as a list page carries it (flat, api-gaps.md). */
export function invoiceListItemFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    invoice_id: "inv_74BPZFhr9qy9Uz2fbRkdJX",
    project_id: "prj_demo_shop",
    external_order_id: "order-1001",
    status: "awaiting_payment",
    is_final: false,
    is_test: true,
    amount: "10.00",
    currency: "USDT",
    network: "TRC20",
    created_at: NOW,
    expires_at: NOW + 900,
    ...overrides,
  };
}

export function publicInvoiceFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...invoiceFixture(),
    status: "awaiting_client",
    order: { external_id: "order-1001", amount: "25.00", currency: "EUR" },
    payment: undefined,
    payment_methods: [
      { currency: "USDT", network: "TRC20", chain_id: 3448148188, minimum_amount: "1" },
      { currency: "USDC", network: "BASE", chain_id: 84532 },
    ],
    ...overrides,
  };
}

export function withdrawalFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    withdrawal_id: "wdr_9f8e7d6c5b4a",
    external_order_id: "payout-1",
    status: "created",
    is_final: false,
    is_test: true,
    amount: "50.00",
    fee: "1.00",
    currency: "USDT",
    network: "TRC20",
    destination_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    created_at: NOW,
    ...overrides,
  };
}

export function channelFixture(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "pc_4kT9",
    project_id: "prj_demo_shop",
    external_id: "customer-42",
    status: "active",
    is_accepting_payments: true,
    is_fully_provisioned: true,
    is_test: true,
    applied_fee_percent: 1,
    customer_fee_percent: 0,
    networks: [
      {
        network: "TRC20",
        status: "active",
        address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
        tokens: [{ symbol: "USDT" }],
      },
    ],
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function depositFixture(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `pcd_${n}`,
    payment_channel_id: "pc_4kT9",
    project_id: "prj_demo_shop",
    payment_channel_external_id: "customer-42",
    status: "confirmed",
    is_final: true,
    is_test: true,
    currency: "USDT",
    network: "TRC20",
    chain_id: 3448148188,
    gross: "20.00",
    fee: "0.20",
    net: "19.80",
    applied_fee_percent: 1,
    customer_fee_percent: 0,
    tx_hash: `0x${n.toString(16).padStart(64, "0")}`,
    transfer_id: `tr_${n}`,
    destination_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    block_height: 1000 + n,
    created_at: NOW + n,
    updated_at: NOW + n,
    confirmed_at: NOW + n,
    ...overrides,
  };
}
