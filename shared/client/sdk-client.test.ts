import { describe, expect, it, vi } from "vitest";
import { SdkClient, type SdkClientOptions } from "./sdk-client.ts";
import {
  invoiceFixture,
  jsonResponse,
  problem,
  publicInvoiceFixture,
  recordingSleep,
  rejection,
  scriptedFetch,
  type ScriptedReply,
} from "../test/scripted-fetch.ts";

const BASE = "http://localhost:4010";
const NOW_MS = 1_700_000_000_000;

function setup(replies: ScriptedReply[], options: Partial<SdkClientOptions> = {}) {
  const scripted = scriptedFetch(...replies);
  const sleep = recordingSleep();
  const client = new SdkClient({
    baseUrl: BASE,
    sdkKey: "pk_test_demo",
    fetch: scripted.fetch,
    now: () => NOW_MS,
    ...options,
    retry: { sleep: sleep.sleep, random: () => 0.5, ...options.retry },
  });
  return { client, requests: scripted.requests, delays: sleep.delays };
}

const createBody = {
  source: "embed",
  project_id: "prj_demo_shop",
  amount: "25.00",
  currency: "EUR",
  external_order_id: "order-1001",
} as const;

describe("SdkClient routes", () => {
  it("creates an invoice with POST /public/v1/sdk, the X-Sdk-Key header and the body as JSON", async () => {
    const { client, requests } = setup([jsonResponse(publicInvoiceFixture(), 201)]);
    const invoice = await client.createInvoice(createBody);

    expect(invoice.status).toBe("awaiting_client");
    expect(invoice.payment_methods?.map((m) => `${m.currency}/${m.network}`)).toEqual(["USDT/TRC20", "USDC/BASE"]);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req?.method).toBe("POST");
    expect(req?.url).toBe(`${BASE}/public/v1/sdk`);
    expect(req?.headers["x-sdk-key"]).toBe("pk_test_demo");
    expect(req?.headers["content-type"]).toBe("application/json");
    expect(req?.headers.accept).toBe("application/json, application/problem+json");
    expect(req?.headers.authorization).toBeUndefined();
    expect(JSON.parse(req?.body ?? "null")).toEqual(createBody);
  });

  it("polls an invoice with GET /public/v1/sdk/invoices/{id} and no body", async () => {
    const { client, requests } = setup([jsonResponse(publicInvoiceFixture({ invoice_id: "inv_poll1" }))]);
    const invoice = await client.getInvoice("inv_poll1");

    expect(invoice.invoice_id).toBe("inv_poll1");
    expect(requests[0]).toMatchObject({ method: "GET", path: "/public/v1/sdk/invoices/inv_poll1", body: undefined });
    expect(requests[0]?.headers["content-type"]).toBeUndefined();
    expect(requests[0]?.headers["x-sdk-key"]).toBe("pk_test_demo");
  });

  it("confirms a payment method with POST .../confirm-payment and only currency and network in the body", async () => {
    const chosen = publicInvoiceFixture({ status: "awaiting_payment", payment_methods: undefined });
    const { client, requests } = setup([
      jsonResponse({
        ...chosen,
        payment: { currency: "USDT", network: "TRC20", chain_id: 3448148188, expected: "27.31" },
      }),
    ]);
    const invoice = await client.confirmPayment("inv_abc", { currency: "USDT", network: "TRC20" });

    expect(invoice.payment?.expected).toBe("27.31");
    expect(requests[0]).toMatchObject({ method: "POST", path: "/public/v1/sdk/invoices/inv_abc/confirm-payment" });
    expect(requests[0]?.body).toBe('{"currency":"USDT","network":"TRC20"}');
  });

  it("cancels with POST .../cancel, sending no body and no content type", async () => {
    const { client, requests } = setup([jsonResponse(publicInvoiceFixture({ status: "cancelled", is_final: true }))]);
    const invoice = await client.cancelInvoice("inv_abc");

    expect(invoice.status).toBe("cancelled");
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/public/v1/sdk/invoices/inv_abc/cancel",
      body: undefined,
    });
    expect(requests[0]?.headers["content-type"]).toBeUndefined();
  });

  it("keeps an id with a slash in one path segment", async () => {
    const { client, requests } = setup([jsonResponse(publicInvoiceFixture())]);
    await client.getInvoice("inv_a/../b");
    expect(requests[0]?.url).toBe(`${BASE}/public/v1/sdk/invoices/inv_a%2F..%2Fb`);
  });

  it("rejects an empty invoice id with field_required and sends nothing", async () => {
    const { client, requests } = setup([jsonResponse(publicInvoiceFixture())]);
    const pending = client.getInvoice("  ");
    expect(pending).toBeInstanceOf(Promise);
    const error = await rejection(pending);
    expect(error).toMatchObject({ code: "field_required", field: "invoice_id" });
    expect(requests).toHaveLength(0);
  });

  it("accepts a base URL with a trailing slash", async () => {
    const { client, requests } = setup([jsonResponse(publicInvoiceFixture())], { baseUrl: `${BASE}/` });
    await client.getInvoice("inv_abc");
    expect(requests[0]?.url).toBe(`${BASE}/public/v1/sdk/invoices/inv_abc`);
  });
});

describe("SdkClient correlation ids", () => {
  it("does not send X-Correlation-Id by default (the CORS allow-list is content-type, x-sdk-key) nor make one up", async () => {
    const { client, requests } = setup([problem("invoice_not_found")]);
    const error = await rejection(client.getInvoice("inv_missing"));

    expect(requests[0]?.headers["x-correlation-id"]).toBeUndefined();
    expect(error.code).toBe("invoice_not_found");
    expect(error.status).toBe(404);
    // An id the server never saw would trace nothing: without one from the server or the caller there is none.
    expect(error.correlationId).toBeUndefined();
  });

  it("records the caller's correlation id on errors without sending it", async () => {
    const { client, requests } = setup([{ throws: new TypeError("fetch failed") }], { retry: { maxRetries: 0 } });
    const error = await rejection(client.getInvoice("inv_abc", { correlationId: "trace-7" }));

    expect(requests[0]?.headers["x-correlation-id"]).toBeUndefined();
    expect(error).toMatchObject({ code: "network_error", correlationId: "trace-7" });
  });

  it("sends the caller's correlation id when enabled and puts it on the error", async () => {
    const { client, requests } = setup([problem("widget_key_not_found")], { sendCorrelationId: true });
    const error = await rejection(client.getInvoice("inv_abc", { correlationId: "trace-42" }));

    expect(requests[0]?.headers["x-correlation-id"]).toBe("trace-42");
    expect(error).toMatchObject({ code: "widget_key_not_found", status: 401, correlationId: "trace-42" });
  });

  it("prefers the correlation id the server answered with", async () => {
    const { client } = setup([problem("invoice_not_found", { "x-correlation-id": "srv-7" })]);
    const error = await rejection(client.getInvoice("inv_abc", { correlationId: "mine" }));
    expect(error.correlationId).toBe("srv-7");
  });
});

describe("SdkClient response checking", () => {
  it("rejects a 200 whose body is not a public invoice with invalid_response naming the field", async () => {
    const { client } = setup([jsonResponse(publicInvoiceFixture({ status: "teleported" }))]);
    const error = await rejection(client.getInvoice("inv_abc"));
    expect(error.code).toBe("invalid_response");
    expect(error.detail).toContain("status");
  });

  it("rejects a 200 whose money is a number instead of a decimal string", async () => {
    const { client } = setup([
      jsonResponse(publicInvoiceFixture({ order: { external_id: "o", amount: 25, currency: "EUR" } })),
    ]);
    const error = await rejection(client.getInvoice("inv_abc"));
    expect(error.code).toBe("invalid_response");
    expect(error.detail).toContain("order.amount");
  });

  it("rejects a 200 that is not JSON", async () => {
    const { client } = setup([new Response("<html>gateway</html>", { status: 200 })]);
    const error = await rejection(client.getInvoice("inv_abc"));
    expect(error.code).toBe("invalid_response");
  });

  it("reports a problem's code, field and detail as the server sent them", async () => {
    const { client } = setup([problem("requested_amount_invalid", {}, "amount must be a positive decimal string")]);
    const error = await rejection(client.createInvoice({ ...createBody, amount: "-1" }));
    expect(error).toMatchObject({
      code: "requested_amount_invalid",
      status: 400,
      detail: "amount must be a positive decimal string",
    });
  });

  it("does not read a merchant invoice's fee as part of the public shape", async () => {
    const { client } = setup([jsonResponse(invoiceFixture())]);
    const invoice = await client.getInvoice("inv_abc");
    expect(invoice.payment).not.toHaveProperty("fee");
  });
});

describe("SdkClient retries", () => {
  it("never retries confirm-payment on 503: a lost answer may hide a confirmation", async () => {
    const { client, requests, delays } = setup([
      problem("payment_method_unavailable"),
      jsonResponse(publicInvoiceFixture()),
    ]);
    const error = await rejection(client.confirmPayment("inv_abc", { currency: "USDT", network: "TRC20" }));

    expect(error.code).toBe("payment_method_unavailable");
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it("never retries confirm-payment on a network failure", async () => {
    const { client, requests } = setup([
      { throws: new TypeError("fetch failed") },
      jsonResponse(publicInvoiceFixture()),
    ]);
    const error = await rejection(client.confirmPayment("inv_abc", { currency: "USDT", network: "TRC20" }));
    expect(error.code).toBe("network_error");
    expect(requests).toHaveLength(1);
  });

  it("retries cancel after a lost answer, a repeated cancel being answered 200", async () => {
    const { client, requests } = setup([
      { throws: new TypeError("fetch failed") },
      jsonResponse(publicInvoiceFixture({ status: "cancelled", is_final: true })),
    ]);
    const invoice = await client.cancelInvoice("inv_abc");
    expect(invoice.status).toBe("cancelled");
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      Array(2).fill("POST /public/v1/sdk/invoices/inv_abc/cancel"),
    );
  });

  it("retries confirm-payment after a 429, waiting the Retry-After seconds", async () => {
    const { client, requests, delays } = setup([
      problem("rate_limited", { "retry-after": "1" }),
      jsonResponse(publicInvoiceFixture({ status: "awaiting_payment" })),
    ]);
    const invoice = await client.confirmPayment("inv_abc", { currency: "USDT", network: "TRC20" });

    expect(invoice.status).toBe("awaiting_payment");
    expect(delays).toEqual([1000]);
    expect(requests.map((r) => r.body)).toEqual([requests[0]?.body, requests[0]?.body]);
  });

  it("honours Retry-After given as an HTTP date", async () => {
    const { client, delays } = setup([
      problem("rate_limited", { "retry-after": new Date(NOW_MS + 3000).toUTCString() }),
      jsonResponse(publicInvoiceFixture()),
    ]);
    await client.getInvoice("inv_abc");
    expect(delays).toEqual([3000]);
  });

  it("hands a Retry-After beyond the wait limit to the caller instead of sleeping", async () => {
    const { client, requests, delays } = setup([problem("rate_limited", { "retry-after": "120" })]);
    const error = await rejection(client.getInvoice("inv_abc"));
    expect(error).toMatchObject({ code: "rate_limited", retryAfter: 120 });
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it("retries the idempotent create on a network error with the very same body", async () => {
    const { client, requests, delays } = setup([
      { throws: new TypeError("fetch failed") },
      jsonResponse(publicInvoiceFixture(), 200),
    ]);
    await client.createInvoice(createBody);

    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toBe(requests[0]?.body);
    expect(requests[1]?.headers["x-sdk-key"]).toBe("pk_test_demo");
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThanOrEqual(0);
    expect(delays[0]).toBeLessThan(250);
  });

  it("gives up after three retries of a polling GET answered 503, with growing jittered waits", async () => {
    const { client, requests, delays } = setup(
      [
        problem("internal_error"),
        problem("exchange_rate_unavailable"),
        problem("internal_error"),
        problem("exchange_rate_unavailable"),
      ],
      { retry: { random: () => 0.999 } },
    );
    const error = await rejection(client.getInvoice("inv_abc"));

    expect(error.code).toBe("exchange_rate_unavailable");
    expect(requests).toHaveLength(4);
    expect(delays).toEqual([249, 499, 999]);
  });

  it("reports a network failure as network_error once the retries are spent", async () => {
    const { client, requests } = setup(Array.from({ length: 4 }, () => ({ throws: new TypeError("fetch failed") })));
    const error = await rejection(client.getInvoice("inv_abc"));
    expect(error).toMatchObject({ code: "network_error", status: 0 });
    expect(requests).toHaveLength(4);
  });
});

describe("SdkClient timeout and abort", () => {
  it("fails with timeout when the server does not answer within timeoutMs", async () => {
    const { client, requests } = setup(["hang"], { timeoutMs: 20 });
    const error = await rejection(client.confirmPayment("inv_abc", { currency: "USDT", network: "TRC20" }));
    expect(error.code).toBe("timeout");
    expect(requests).toHaveLength(1);
  });

  it("retries a timed-out GET and reports timeout when every attempt hangs", async () => {
    const { client, requests } = setup(["hang", "hang", "hang", "hang"], { timeoutMs: 10 });
    const error = await rejection(client.getInvoice("inv_abc"));
    expect(error.code).toBe("timeout");
    expect(requests).toHaveLength(4);
  });

  it("lets a per-call timeout override the client's", async () => {
    const { client } = setup(["hang", jsonResponse(publicInvoiceFixture())], { timeoutMs: 60_000 });
    const invoice = await client.getInvoice("inv_abc", { timeoutMs: 10 });
    expect(invoice.invoice_id).toBe("inv_74BPZFhr9qy9Uz2fbRkdJX");
  });

  it("fails with aborted when the caller aborts a request in flight, without retrying", async () => {
    const { client, requests } = setup(["hang", jsonResponse(publicInvoiceFixture())]);
    const controller = new AbortController();
    const pending = client.getInvoice("inv_abc", { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const error = await rejection(pending);
    expect(error.code).toBe("aborted");
    expect(requests).toHaveLength(1);
  });

  it("sends nothing when the signal is already aborted", async () => {
    const { client, requests } = setup([jsonResponse(publicInvoiceFixture())]);
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(client.getInvoice("inv_abc", { signal: controller.signal }));
    expect(error.code).toBe("aborted");
    expect(requests).toHaveLength(0);
  });

  it("stops waiting to retry when the caller aborts during the backoff", async () => {
    const scripted = scriptedFetch(
      problem("rate_limited", { "retry-after": "30" }),
      jsonResponse(publicInvoiceFixture()),
    );
    const waits: number[] = [];
    // A sleep that only ends when the signal it was handed aborts: the call can only settle if the signal reaches it.
    const sleep = (ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        waits.push(ms);
        signal?.addEventListener("abort", () => resolve(), { once: true });
      });
    const client = new SdkClient({ baseUrl: BASE, sdkKey: "pk_test_demo", fetch: scripted.fetch, retry: { sleep } });
    const controller = new AbortController();
    const pending = client.getInvoice("inv_abc", { signal: controller.signal });
    await vi.waitFor(() => expect(waits).toEqual([30_000]));
    controller.abort();
    const error = await rejection(pending);
    expect(error.code).toBe("aborted");
    expect(scripted.requests).toHaveLength(1);
  });
});
