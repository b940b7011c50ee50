import { describe, expect, it } from "vitest";
import type { InvoiceCreateBody } from "../api/index.ts";
import { parseAuthorization, verify } from "../signing/index.ts";
import { MerchantClient, type MerchantClientOptions } from "./merchant-client.ts";
import {
  channelFixture,
  depositFixture,
  invoiceFixture,
  invoiceListItemFixture,
  jsonResponse,
  problem,
  recordingSleep,
  rejection,
  scriptedFetch,
  withdrawalFixture,
  type RecordedRequest,
  type ScriptedReply,
} from "../test/scripted-fetch.ts";

const BASE = "http://localhost:4010";
const KEY = "pk_test_demo";
const SECRET = "sk_test_demo_secret";
const NOW_MS = 1_700_000_000_000;

function setup(replies: ScriptedReply[], options: Partial<MerchantClientOptions> = {}) {
  const scripted = scriptedFetch(...replies);
  const sleep = recordingSleep();
  const client = new MerchantClient({
    baseUrl: BASE,
    keyId: KEY,
    secret: SECRET,
    fetch: scripted.fetch,
    now: () => NOW_MS,
    ...options,
    retry: { sleep: sleep.sleep, random: () => 0.5, ...options.retry },
  });
  return { client, requests: scripted.requests, delays: sleep.delays };
}

/** What the server does: parse Authorization and verify it over the request as received. */
async function serverAccepts(req: RecordedRequest | undefined, secret = SECRET, keyId = KEY): Promise<boolean> {
  if (!req) return false;
  const auth = parseAuthorization(req.headers.authorization);
  if (!auth.ok || auth.keyId !== keyId) return false;
  const timestamp = req.headers["x-request-timestamp"];
  if (timestamp === undefined || !/^\d+$/.test(timestamp)) return false;
  return verify(
    secret,
    { timestamp, method: req.method, path: req.path, query: req.query, body: req.body },
    auth.signature,
  );
}

interface RouteCase {
  name: string;
  call: (c: MerchantClient) => Promise<unknown>;
  method: "GET" | "POST";
  url: string;
  body?: unknown;
  reply: unknown;
}

const page = (items: unknown[], next: string | null = null) => ({ items, next_cursor: next });

const ROUTE_CASES: RouteCase[] = [
  {
    name: "createInvoice",
    call: (c) =>
      c.createInvoice({
        project_id: "prj_demo_shop",
        amount: "10.00",
        currency: "USDT",
        network: "TRC20",
        external_order_id: "order-1",
      }),
    method: "POST",
    url: "/v1/invoices",
    body: {
      project_id: "prj_demo_shop",
      amount: "10.00",
      currency: "USDT",
      network: "TRC20",
      external_order_id: "order-1",
    },
    reply: invoiceFixture(),
  },
  {
    name: "getInvoice",
    call: (c) => c.getInvoice("inv_1"),
    method: "GET",
    url: "/v1/invoices/inv_1",
    reply: invoiceFixture(),
  },
  {
    name: "listInvoices",
    call: (c) =>
      c.listInvoices({ project_id: "prj_demo_shop", status: "paid", created_from: 1_699_000_000, limit: 10 }),
    method: "GET",
    url: "/v1/invoices?created_from=1699000000&limit=10&project_id=prj_demo_shop&status=paid",
    reply: page([invoiceListItemFixture()]),
  },
  {
    name: "confirmInvoicePayment",
    call: (c) => c.confirmInvoicePayment("inv_1", { currency: "USDT", network: "TRC20" }),
    method: "POST",
    url: "/v1/invoices/inv_1/confirm-payment",
    body: { currency: "USDT", network: "TRC20" },
    reply: invoiceFixture(),
  },
  {
    name: "cancelInvoice",
    call: (c) => c.cancelInvoice("inv_1", { reason: "customer left" }),
    method: "POST",
    url: "/v1/invoices/inv_1/cancel",
    body: { reason: "customer left" },
    reply: invoiceFixture({ status: "cancelled", is_final: true }),
  },
  {
    name: "simulateInvoicePayment",
    call: (c) => c.simulateInvoicePayment("inv_1", { stage: "paid" }),
    method: "POST",
    url: "/v1/sandbox/invoices/inv_1/simulate-payment",
    body: { stage: "paid" },
    reply: invoiceFixture({ status: "paid", is_final: true }),
  },
  {
    name: "createWithdrawal",
    call: (c) =>
      c.createWithdrawal({
        destination_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
        network: "TRC20",
        currency: "USDT",
        amount: "50.00",
        external_order_id: "payout-1",
      }),
    method: "POST",
    url: "/v1/withdrawals",
    body: {
      destination_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      network: "TRC20",
      currency: "USDT",
      amount: "50.00",
      external_order_id: "payout-1",
    },
    reply: withdrawalFixture(),
  },
  {
    name: "getWithdrawal",
    call: (c) => c.getWithdrawal("wdr_1"),
    method: "GET",
    url: "/v1/withdrawals/wdr_1",
    reply: withdrawalFixture(),
  },
  {
    name: "listWithdrawals",
    call: (c) => c.listWithdrawals({ status: ["created", "pending_review"] }),
    method: "GET",
    url: "/v1/withdrawals?status=created&status=pending_review",
    reply: page([withdrawalFixture()], "c2"),
  },
  {
    name: "cancelWithdrawal",
    call: (c) => c.cancelWithdrawal("wdr_1", { reason: "typo in address" }),
    method: "POST",
    url: "/v1/withdrawals/wdr_1/cancel",
    body: { reason: "typo in address" },
    reply: withdrawalFixture({ status: "cancelled", is_final: true }),
  },
  {
    name: "simulateWithdrawalCompletion",
    call: (c) => c.simulateWithdrawalCompletion("wdr_1"),
    method: "POST",
    url: "/v1/sandbox/withdrawals/wdr_1/simulate-completion",
    reply: withdrawalFixture({ status: "completed", is_final: true }),
  },
  {
    name: "getBalances",
    call: (c) => c.getBalances(),
    method: "GET",
    url: "/v1/balances",
    reply: [{ currency: "USDT", available: "120.50" }],
  },
  {
    name: "createPaymentChannel",
    call: (c) => c.createPaymentChannel({ project_id: "prj_demo_shop", external_id: "customer-42" }),
    method: "POST",
    url: "/v1/payment-channels",
    body: { project_id: "prj_demo_shop", external_id: "customer-42" },
    reply: channelFixture(),
  },
  {
    name: "getPaymentChannel",
    call: (c) => c.getPaymentChannel("pc_4kT9"),
    method: "GET",
    url: "/v1/payment-channels/pc_4kT9",
    reply: channelFixture(),
  },
  {
    name: "listPaymentChannels",
    call: (c) => c.listPaymentChannels({ external_id: "customer 42", status: "active" }),
    method: "GET",
    url: "/v1/payment-channels?external_id=customer%2042&status=active",
    reply: page([channelFixture()]),
  },
  {
    name: "blockPaymentChannel",
    call: (c) => c.blockPaymentChannel("pc_4kT9"),
    method: "POST",
    url: "/v1/payment-channels/pc_4kT9/block",
    reply: channelFixture({ status: "blocked" }),
  },
  {
    name: "unblockPaymentChannel",
    call: (c) => c.unblockPaymentChannel("pc_4kT9"),
    method: "POST",
    url: "/v1/payment-channels/pc_4kT9/unblock",
    reply: channelFixture(),
  },
  {
    name: "simulateDeposit",
    call: (c) =>
      c.simulateDeposit("pc_4kT9", { amount: "20.00", currency: "USDT", network: "TRC20", stage: "confirmed" }),
    method: "POST",
    url: "/v1/sandbox/payment-channels/pc_4kT9/simulate-deposit",
    body: { amount: "20.00", currency: "USDT", network: "TRC20", stage: "confirmed" },
    reply: depositFixture(1),
  },
  {
    name: "listDeposits",
    call: (c) => c.listDeposits({ payment_channel_id: "pc_4kT9", limit: 100, cursor: "f1" }),
    method: "GET",
    url: "/v1/payment-channel-deposits?cursor=f1&limit=100&payment_channel_id=pc_4kT9",
    reply: { items: [depositFixture(1)], next_cursor: "f2" },
  },
  {
    name: "getDeposit",
    call: (c) => c.getDeposit("pcd_1"),
    method: "GET",
    url: "/v1/payment-channel-deposits/pcd_1",
    reply: depositFixture(1),
  },
];

describe("MerchantClient routes", () => {
  it.each(ROUTE_CASES)("$name sends $method $url, signed so the server's verify accepts it", async (route) => {
    const { client, requests } = setup([jsonResponse(route.reply)]);
    const result = await route.call(client);

    expect(result).toEqual(route.reply);
    expect(requests).toHaveLength(1);
    const req = requests[0];
    expect(req?.method).toBe(route.method);
    expect(`${req?.path}${req?.query}`).toBe(route.url);
    expect(req?.headers["x-request-timestamp"]).toBe("1700000000");
    expect(req?.headers["x-correlation-id"]).toMatch(/^[0-9a-f-]{36}$/);
    if (route.body === undefined) {
      expect(req?.body).toBeUndefined();
      expect(req?.headers["content-type"]).toBeUndefined();
    } else {
      expect(JSON.parse(req?.body ?? "null")).toEqual(route.body);
      expect(req?.headers["content-type"]).toBe("application/json");
    }
    expect(await serverAccepts(req)).toBe(true);
  });

  it("covers every signed operation of the table", async () => {
    const { SIGNED_OPERATIONS } = await import("../api/signed-operations.ts");
    const signed = Object.keys(SIGNED_OPERATIONS);
    expect(ROUTE_CASES.map((c) => c.name).sort()).toEqual(signed.sort());
  });

  it("reads the server time from GET /v1/time without signing", async () => {
    const { client, requests } = setup([jsonResponse({ server_time: 1_700_000_123 })]);
    expect(await client.serverTime()).toEqual({ server_time: 1_700_000_123 });
    expect(requests[0]).toMatchObject({ method: "GET", path: "/v1/time" });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it("a signature over a tampered body is refused by the server's verify", async () => {
    const { client, requests } = setup([jsonResponse(invoiceFixture())]);
    await client.cancelInvoice("inv_1", { reason: "customer left" });
    const req = requests[0] as RecordedRequest;
    expect(await serverAccepts({ ...req, body: '{"reason":"customer LEFT"}' })).toBe(false);
    expect(await serverAccepts(req, "sk_test_other")).toBe(false);
  });

  it("signs the path the server receives behind a base URL with a path prefix", async () => {
    const { client, requests } = setup([jsonResponse(invoiceFixture())], { baseUrl: `${BASE}/gateway/` });
    await client.getInvoice("inv_1");
    expect(requests[0]?.url).toBe(`${BASE}/gateway/v1/invoices/inv_1`);
    expect(requests[0]?.path).toBe("/gateway/v1/invoices/inv_1");
    expect(await serverAccepts(requests[0])).toBe(true);
  });

  it("signs a decoded path: an encoded id verifies against the path as sent", async () => {
    const { client, requests } = setup([problem("invoice_not_found")]);
    await rejection(client.getInvoice("inv 1/ü"));
    expect(requests[0]?.path).toBe("/v1/invoices/inv%201%2F%C3%BC");
    expect(await serverAccepts(requests[0])).toBe(true);
  });
});

describe("MerchantClient signing vectors from api-gaps.md", () => {
  const vectorClient = (replies: ScriptedReply[]) => setup(replies, { keyId: "pk_test_key", secret: "sk_test_secret" });

  it('POST /v1/invoices with body {"amount":"10.00"}', async () => {
    const { client, requests } = vectorClient([jsonResponse(invoiceFixture())]);
    await client.createInvoice({ amount: "10.00" } as unknown as InvoiceCreateBody);
    expect(requests[0]?.body).toBe('{"amount":"10.00"}');
    expect(requests[0]?.headers.authorization).toBe(
      "HMAC-SHA256 pk_test_key:AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=",
    );
  });

  it("GET /v1/invoices with sorted, RFC 3986-encoded, repeated query keys", async () => {
    const { client, requests } = vectorClient([jsonResponse(page([]))]);
    await client.listInvoices({ status: ["paid", "paid_over"], project_id: "prj/a", limit: 50 });
    expect(requests[0]?.query).toBe("?limit=50&project_id=prj%2Fa&status=paid&status=paid_over");
    expect(requests[0]?.headers.authorization).toBe(
      "HMAC-SHA256 pk_test_key:O8M5GGSzzJAgj5w1jDViIWS4njJvohvnZi7+twuG+e0=",
    );
  });

  it("sends no query string at all for a list without filters", async () => {
    const { client, requests } = setup([jsonResponse(page([]))]);
    await client.listInvoices();
    expect(requests[0]?.url).toBe(`${BASE}/v1/invoices`);
  });
});

describe("MerchantClient clock correction", () => {
  it("on timestamp_expired reads /v1/time, re-signs with the server's clock and succeeds", async () => {
    const serverNow = 1_700_000_400;
    const { client, requests } = setup([
      problem("timestamp_expired"),
      jsonResponse({ server_time: serverNow }),
      jsonResponse(invoiceFixture()),
    ]);
    const invoice = await client.getInvoice("inv_1");

    expect(invoice.invoice_id).toBe("inv_74BPZFhr9qy9Uz2fbRkdJX");
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/invoices/inv_1",
      "GET /v1/time",
      "GET /v1/invoices/inv_1",
    ]);
    expect(requests[0]?.headers["x-request-timestamp"]).toBe("1700000000");
    expect(requests[2]?.headers["x-request-timestamp"]).toBe(String(serverNow));
    expect(await serverAccepts(requests[2])).toBe(true);
    // The server said 1_700_000_400 in whole seconds: half a second is added for the truncated part.
    expect(client.clockOffsetMs).toBe(400_500);
  });

  it("keeps the corrected offset for later requests", async () => {
    const { client, requests } = setup([
      problem("timestamp_expired"),
      jsonResponse({ server_time: 1_699_999_000 }),
      jsonResponse(invoiceFixture()),
      jsonResponse(invoiceFixture()),
    ]);
    await client.getInvoice("inv_1");
    await client.getInvoice("inv_2");
    expect(requests[3]?.headers["x-request-timestamp"]).toBe("1699999000");
  });

  it("re-signs once, not twice: a second timestamp_expired goes to the caller", async () => {
    const { client, requests } = setup([
      problem("timestamp_expired"),
      jsonResponse({ server_time: 1_700_000_400 }),
      problem("timestamp_expired"),
      jsonResponse({ server_time: 1_700_000_400 }),
      jsonResponse(invoiceFixture()),
    ]);
    const error = await rejection(client.getInvoice("inv_1"));

    expect(error.code).toBe("timestamp_expired");
    expect(requests.map((r) => r.path)).toEqual(["/v1/invoices/inv_1", "/v1/time", "/v1/invoices/inv_1"]);
  });

  it("re-signs an unsafe POST too, since the server refused it before acting", async () => {
    const { client, requests } = setup([
      problem("timestamp_expired"),
      jsonResponse({ server_time: 1_700_000_400 }),
      jsonResponse(invoiceFixture({ status: "cancelled", is_final: true })),
    ]);
    const invoice = await client.cancelInvoice("inv_1", { reason: "customer left" });
    expect(invoice.status).toBe("cancelled");
    expect(requests[2]?.body).toBe(requests[0]?.body);
    expect(await serverAccepts(requests[2])).toBe(true);
  });

  it("does not touch the clock for other 401s", async () => {
    const { client, requests } = setup([problem("invalid_credentials")]);
    const error = await rejection(client.getInvoice("inv_1"));
    expect(error.code).toBe("invalid_credentials");
    expect(requests).toHaveLength(1);
  });

  it("starts from a given clock offset", async () => {
    const { client, requests } = setup([jsonResponse(invoiceFixture())], { clockOffsetMs: -30_000 });
    await client.getInvoice("inv_1");
    expect(requests[0]?.headers["x-request-timestamp"]).toBe("1699999970");
  });
});

describe("MerchantClient retries", () => {
  it("retries an invoice create on 500 with the same body, signing each attempt", async () => {
    const body = {
      project_id: "prj_demo_shop",
      amount: "10.00",
      currency: "EUR",
      external_order_id: "order-9",
    } as const;
    const { client, requests, delays } = setup([problem("internal_error"), jsonResponse(invoiceFixture(), 200)]);
    await client.createInvoice(body);

    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toBe(requests[0]?.body);
    expect(await serverAccepts(requests[1])).toBe(true);
    expect(delays).toEqual([125]);
  });

  it("retries a channel create (idempotent by external_id) on a network failure", async () => {
    const { client, requests } = setup([{ throws: new TypeError("fetch failed") }, jsonResponse(channelFixture())]);
    const channel = await client.createPaymentChannel({ project_id: "prj_demo_shop", external_id: "customer-42" });
    expect(channel.external_id).toBe("customer-42");
    expect(requests).toHaveLength(2);
  });

  it("retries an invoice cancel on 503 with the same reason, and never a withdrawal cancel", async () => {
    const { client, requests } = setup([
      problem("internal_error"),
      jsonResponse(invoiceFixture({ status: "cancelled", is_final: true })),
      problem("internal_error"),
    ]);
    expect((await client.cancelInvoice("inv_1", { reason: "customer left" })).status).toBe("cancelled");
    expect(requests[1]?.body).toBe(requests[0]?.body);
    expect((await rejection(client.cancelWithdrawal("wdr_1", { reason: "typo" }))).code).toBe("internal_error");
    expect(requests).toHaveLength(3);
  });

  it("never retries a merchant confirm or a simulation on 503", async () => {
    const { client, requests } = setup([problem("payment_method_unavailable"), problem("internal_error")]);
    expect((await rejection(client.confirmInvoicePayment("inv_1", { currency: "USDT", network: "TRC20" }))).code).toBe(
      "payment_method_unavailable",
    );
    expect((await rejection(client.simulateWithdrawalCompletion("wdr_1"))).code).toBe("internal_error");
    expect(requests).toHaveLength(2);
  });

  it("does not retry payment_channels_disabled, which retrying does not fix", async () => {
    const { client, requests } = setup([problem("payment_channels_disabled")]);
    const error = await rejection(client.listPaymentChannels());
    expect(error).toMatchObject({ code: "payment_channels_disabled", status: 503 });
    expect(requests).toHaveLength(1);
  });

  it("rejects a list page whose envelope is wrong as invalid_response", async () => {
    const { client } = setup([jsonResponse({ data: [invoiceFixture()], next: null })]);
    const error = await rejection(client.listInvoices());
    expect(error.code).toBe("invalid_response");
    expect(error.detail).toContain("invoice page");
  });
});

describe("MerchantClient paging", () => {
  it("walks three pages of invoices, sending each next_cursor back with the same filters", async () => {
    const { client, requests } = setup([
      jsonResponse(
        page([invoiceListItemFixture({ invoice_id: "inv_a" }), invoiceListItemFixture({ invoice_id: "inv_b" })], "c1"),
      ),
      jsonResponse(page([invoiceListItemFixture({ invoice_id: "inv_c" })], "c2")),
      jsonResponse(page([invoiceListItemFixture({ invoice_id: "inv_d" })], null)),
    ]);
    const ids: string[] = [];
    for await (const invoice of client.paginateInvoices({ status: "paid", limit: 2 })) ids.push(invoice.invoice_id);

    expect(ids).toEqual(["inv_a", "inv_b", "inv_c", "inv_d"]);
    expect(requests.map((r) => r.query)).toEqual([
      "?limit=2&status=paid",
      "?cursor=c1&limit=2&status=paid",
      "?cursor=c2&limit=2&status=paid",
    ]);
    for (const req of requests) expect(await serverAccepts(req)).toBe(true);
  });

  it("stops after maxPages pages and resumes from the iterator's cursor", async () => {
    const { client, requests } = setup([
      jsonResponse(page([invoiceListItemFixture({ invoice_id: "inv_a" })], "c1")),
      jsonResponse(page([invoiceListItemFixture({ invoice_id: "inv_b" })], "c2")),
      jsonResponse(page([invoiceListItemFixture({ invoice_id: "inv_c" })], null)),
    ]);
    const firstRun = client.paginateInvoices({ limit: 1 }, { maxPages: 2 });
    const ids: string[] = [];
    for await (const invoice of firstRun) ids.push(invoice.invoice_id);
    expect(ids).toEqual(["inv_a", "inv_b"]);
    expect(firstRun.cursor).toBe("c2");
    for await (const invoice of client.paginateInvoices({ limit: 1 }, { cursor: firstRun.cursor ?? undefined }))
      ids.push(invoice.invoice_id);
    expect(ids).toEqual(["inv_a", "inv_b", "inv_c"]);
    expect(requests.map((r) => r.query)).toEqual(["?limit=1", "?cursor=c1&limit=1", "?cursor=c2&limit=1"]);
  });

  it("refuses a cursor the server already gave instead of looping forever", async () => {
    const { client, requests } = setup([
      jsonResponse(page([withdrawalFixture({ withdrawal_id: "wdr_a" })], "c1")),
      jsonResponse(page([withdrawalFixture({ withdrawal_id: "wdr_b" })], "c2")),
      jsonResponse(page([withdrawalFixture({ withdrawal_id: "wdr_c" })], "c1")),
      jsonResponse(page([withdrawalFixture({ withdrawal_id: "wdr_d" })], null)),
    ]);
    const seen: string[] = [];
    const error = await rejection(
      (async () => {
        for await (const w of client.paginateWithdrawals()) seen.push(w.withdrawal_id);
      })(),
    );

    expect(error.code).toBe("invalid_response");
    expect(error.detail).toContain('"c1"');
    expect(seen).toEqual(["wdr_a", "wdr_b"]);
    expect(requests).toHaveLength(3);
  });

  it("drains the deposit feed until an empty page and returns the cursor to resume from", async () => {
    const { client, requests } = setup([
      jsonResponse({ items: [depositFixture(1), depositFixture(2)], next_cursor: "f1" }),
      jsonResponse({ items: [depositFixture(3)], next_cursor: "f2" }),
      jsonResponse({ items: [], next_cursor: "f2" }),
    ]);
    const feed = client.paginateDeposits({ project_id: "prj_demo_shop" }, { cursor: "f0" });
    const ids: string[] = [];
    for await (const deposit of feed) ids.push(deposit.id);

    expect(ids).toEqual(["pcd_1", "pcd_2", "pcd_3"]);
    expect(feed.cursor).toBe("f2");
    expect(requests.map((r) => r.query)).toEqual([
      "?cursor=f0&project_id=prj_demo_shop",
      "?cursor=f1&project_id=prj_demo_shop",
      "?cursor=f2&project_id=prj_demo_shop",
    ]);
  });

  it("gives the resume cursor as the feed iterator's return value", async () => {
    const { client } = setup([
      jsonResponse({ items: [depositFixture(1)], next_cursor: "f1" }),
      jsonResponse({ items: [], next_cursor: "f9" }),
    ]);
    const iterator = client.paginateDeposits()[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toMatchObject({ id: "pcd_1" });
    expect(await iterator.next()).toEqual({ done: true, value: "f9" });
  });

  it("hands a stalled feed's blockage to the caller: which deposit and why", async () => {
    const { client } = setup([
      jsonResponse({ items: [], next_cursor: "f2", blocked: { deposit_id: "pcd_9", reason: "not_confirmed" } }),
    ]);
    const page = await client.listDeposits({ cursor: "f1" });
    expect(page).toEqual({ items: [], next_cursor: "f2", blocked: { deposit_id: "pcd_9", reason: "not_confirmed" } });
  });
});
