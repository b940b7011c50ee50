import { afterEach, describe, expect, it, vi } from "vitest";
import { SaleRunner, saleFromInvoice, saleFromPageMessage, sdkClientFor, type SaleStore } from "./sale-runner.ts";
import type { Sale } from "./sale.ts";
import type { CheckoutState } from "../../shared/checkout/index.ts";
import { ServerClock } from "../../shared/client/server-clock.ts";

const BODY = {
  source: "terminal" as const,
  project_id: "prj_demo_terminal",
  amount: "12.50",
  currency: "EUR",
  external_order_id: "POS-ABCDEF-20260304-AAAAAAAA",
};

function sale(over: Partial<Sale> = {}): Sale {
  return {
    id: BODY.external_order_id,
    createdAt: 1,
    updatedAt: 1,
    body: BODY,
    subtotal: "12.50",
    tip: "0.00",
    note: "",
    status: "pending",
    ...over,
  };
}

function invoice(status: string, extra: Record<string, unknown> = {}) {
  return {
    invoice_id: "inv_7Yh2",
    project_id: "prj_demo_terminal",
    status,
    is_final: ["paid", "paid_over", "underpaid", "expired", "cancelled"].includes(status),
    is_test: true,
    payment_url: "http://localhost:4010/pay/inv_7Yh2",
    order: { external_id: BODY.external_order_id, amount: "12.50", currency: "EUR" },
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    payment_methods: [{ currency: "USDT", network: "TRC20", chain_id: 3448148188 }],
    ...extra,
  };
}

function json(body: unknown, status = 200) {
  const type = status >= 400 ? "application/problem+json" : "application/json";
  return new Response(JSON.stringify(body), { status, headers: { "content-type": type } });
}

class MemoryStore implements SaleStore {
  sales = new Map<string, Sale>();
  ended = 0;
  putSale(s: Sale) {
    this.sales.set(s.id, structuredClone(s));
    return Promise.resolve();
  }
  endActiveSale() {
    this.ended++;
    return Promise.resolve();
  }
}

const runners: SaleRunner[] = [];
afterEach(() => {
  for (const r of runners.splice(0)) r.dispose();
});

function run(s: Sale, fetch: typeof globalThis.fetch, clock?: ServerClock) {
  const store = new MemoryStore();
  const states: CheckoutState[] = [];
  const runner = new SaleRunner(
    store,
    { apiBase: "http://api.test", sdkKey: "pk_test_demo" },
    s,
    (st) => states.push(st),
    {
      fetch,
      ...(clock ? { clock } : {}),
    },
  );
  runners.push(runner);
  runner.start();
  return { runner, store, states };
}

describe("sale runner", () => {
  it("creates with the stored body and records the invoice on the sale", async () => {
    const fetch = vi.fn(() => Promise.resolve(json(invoice("awaiting_client"), 201)));
    const { runner, store } = run(sale(), fetch);
    await vi.waitFor(() => expect(runner.sale.invoiceId).toBe("inv_7Yh2"));
    await runner.settled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api.test/public/v1/sdk");
    expect(JSON.parse(init.body as string)).toEqual(BODY);
    expect(store.sales.get(BODY.external_order_id)).toMatchObject({
      status: "awaiting_client",
      paymentUrl: "http://localhost:4010/pay/inv_7Yh2",
    });
    expect(store.ended).toBe(0);
  });

  it("resumes a sale whose answer was lost by sending the same create again", async () => {
    const fetch = vi.fn(() => Promise.resolve(json(invoice("awaiting_client"))));
    const { runner } = run(sale({ status: "pending" }), fetch);
    await vi.waitFor(() => expect(runner.sale.invoiceId).toBe("inv_7Yh2"));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(init.body as string) as typeof BODY).external_order_id).toBe(BODY.external_order_id);
  });

  it("resumes a sale with an invoice by reading it, never creating another", async () => {
    const fetch = vi.fn(() => Promise.resolve(json(invoice("paid", { completed_at: 1_700_000_100 }))));
    const { runner, store, states } = run(sale({ invoiceId: "inv_7Yh2", status: "awaiting_payment" }), fetch);
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe("paid"));
    await runner.settled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api.test/public/v1/sdk/invoices/inv_7Yh2");
    expect(init.method).toBe("GET");
    expect(store.sales.get(BODY.external_order_id)?.status).toBe("paid");
    expect(store.ended).toBe(1);
  });

  it("marks the sale failed and ends it when the API refuses the create (terminal_not_enabled)", async () => {
    const problem = {
      type: "https://paymos.io/docs/errors/codes#terminal_not_enabled",
      title: "Forbidden",
      status: 403,
      detail: "Not a Terminal project.",
      code: "terminal_not_enabled",
    };
    const fetch = vi.fn(() => Promise.resolve(json(problem, 403)));
    const { runner, store, states } = run(sale(), fetch);
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe("unavailable"));
    await runner.settled();
    expect(store.sales.get(BODY.external_order_id)).toMatchObject({
      status: "failed",
      lastError: "terminal_not_enabled",
    });
    expect(store.ended).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("counts down on the server's clock when the tablet's clock is ten minutes behind", async () => {
    // The server is 600 s ahead of this machine; the invoice has 15 minutes from its created_at.
    const serverNow = Math.floor(Date.now() / 1000) + 600;
    const fetch = vi.fn(() =>
      Promise.resolve(json(invoice("awaiting_client", { created_at: serverNow, expires_at: serverNow + 900 }), 201)),
    );
    const { states } = run(sale(), fetch, new ServerClock());
    // Uncorrected, the tablet would show 25:00 left.
    await vi.waitFor(() => expect(states.at(-1)?.countdown?.secondsLeft).toBeGreaterThan(880));
    expect(states.at(-1)?.countdown?.secondsLeft).toBeLessThanOrEqual(901);
  });

  it("corrects a resumed sale from GET /v1/time, where created_at is old news", async () => {
    const serverNow = Math.floor(Date.now() / 1000) - 420;
    const clock = new ServerClock();
    await clock.sync(
      sdkClientFor(
        { apiBase: "http://api.test", sdkKey: "pk_test_demo" },
        { fetch: () => Promise.resolve(json({ server_time: serverNow })), clock },
      ),
    );
    const fetch = vi.fn(() =>
      Promise.resolve(json(invoice("awaiting_payment", { created_at: serverNow - 300, expires_at: serverNow + 600 }))),
    );
    const { states, runner, store } = run(sale({ invoiceId: "inv_7Yh2", status: "awaiting_payment" }), fetch, clock);
    // Uncorrected: 600 s − 420 s = 03:00 left.
    await vi.waitFor(() => expect(states.at(-1)?.countdown?.secondsLeft).toBeGreaterThan(590));
    expect(states.at(-1)?.countdown?.secondsLeft).toBeLessThanOrEqual(600);
    // The stored sale keeps that offset beside the invoice: a reload without a network counts down on it.
    await runner.settled();
    const stored = store.sales.get(BODY.external_order_id);
    expect(stored?.lastInvoice?.expires_at).toBe(serverNow + 600);
    expect(stored?.serverOffsetMs).toBe(clock.offsetMs);
    expect(stored?.serverOffsetMs).toBeLessThan(-419_000);
  });
});

/** The 404 a service without our public invoice routes answers (the provider documents none). */
const ROUTE_NOT_FOUND = {
  type: "about:blank",
  title: "Not Found",
  status: 404,
  detail: "No route GET /public/v1/sdk/invoices/inv_7Yh2.",
  code: "route_not_found",
};

/** A service on the provider's documented surface: it creates the invoice, and has no public route to read it. */
function providerSurface() {
  return vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === "POST" && url.endsWith("/public/v1/sdk")
        ? json(invoice("awaiting_client"), 201)
        : json(ROUTE_NOT_FOUND, 404),
    ),
  );
}

describe("sale runner on a service without our public invoice routes", () => {
  it("records the hosted page as the sale's path and stops following the invoice itself", async () => {
    const fetch = providerSurface();
    const { runner, store } = run(sale(), fetch as unknown as typeof globalThis.fetch);
    await vi.waitFor(() => expect(runner.sale.checkoutPath).toBe("hosted"));
    await runner.settled();
    expect(store.sales.get(BODY.external_order_id)).toMatchObject({
      checkoutPath: "hosted",
      status: "awaiting_client",
      learntFrom: "service",
      paymentUrl: "http://localhost:4010/pay/inv_7Yh2",
    });
    // The create and the one read that decided it; no polling of a route that is not there.
    const requests = () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);
    expect(requests()).toEqual([
      "POST http://api.test/public/v1/sdk",
      "GET http://api.test/public/v1/sdk/invoices/inv_7Yh2",
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(requests()).toHaveLength(2);
    expect(store.ended).toBe(0);
  });

  it("keeps its own screens where the read answers", async () => {
    const fetch = vi.fn(() => Promise.resolve(json(invoice("awaiting_client"), 201)));
    const { runner } = run(sale(), fetch);
    await vi.waitFor(() => expect(runner.sale.checkoutPath).toBe("native"));
  });

  it("resumes a sale on the hosted page without a single request", async () => {
    const fetch = vi.fn(() => Promise.resolve(json(ROUTE_NOT_FOUND, 404)));
    const { runner, store } = run(
      sale({ invoiceId: "inv_7Yh2", status: "awaiting_client", checkoutPath: "hosted" }),
      fetch,
    );
    await runner.settled();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.ended).toBe(0);
  });

  it("decides the path of a sale reloaded before it was decided, and never reads it as unavailable", async () => {
    const fetch = vi.fn(() => Promise.resolve(json(ROUTE_NOT_FOUND, 404)));
    const { runner, store, states } = run(sale({ invoiceId: "inv_7Yh2", status: "awaiting_client" }), fetch);
    await vi.waitFor(() => expect(runner.sale.checkoutPath).toBe("hosted"));
    await runner.settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(states.map((s) => s.status)).not.toContain("unavailable");
    expect(store.sales.get(BODY.external_order_id)?.status).toBe("awaiting_client");
  });

  it("ends the sale on the page's reported payment, recorded as a browser message, not as the service's word", async () => {
    const { runner, store } = run(sale(), providerSurface() as unknown as typeof globalThis.fetch);
    await vi.waitFor(() => expect(runner.sale.checkoutPath).toBe("hosted"));
    runner.reportFromPage({ type: "paymos:close", invoiceId: "inv_7Yh2", reason: "closed_by_customer" });
    await runner.settled();
    expect(store.sales.get(BODY.external_order_id)?.status).toBe("awaiting_client");
    expect(store.ended).toBe(0);

    runner.reportFromPage({ type: "paymos:succeeded", invoiceId: "inv_7Yh2", reason: "paid" });
    await runner.settled();
    expect(store.sales.get(BODY.external_order_id)).toMatchObject({
      status: "paid",
      learntFrom: "browser-message",
      checkoutPath: "hosted",
    });
    expect(store.ended).toBe(1);
    // A later message changes nothing: the first final report stands.
    runner.reportFromPage({ type: "paymos:failed", invoiceId: "inv_7Yh2", reason: "expired" });
    await runner.settled();
    expect(store.sales.get(BODY.external_order_id)?.status).toBe("paid");
    expect(store.ended).toBe(1);
  });
});

describe("how a sale's status was learnt", () => {
  const open = sale({ invoiceId: "inv_7Yh2", status: "awaiting_client", checkoutPath: "hosted" });
  const message = (type: "paymos:succeeded" | "paymos:failed" | "paymos:close", reason: string | null) => ({
    type,
    invoiceId: "inv_7Yh2",
    reason,
  });

  it("is the service for every invoice the API answered", () => {
    const read = saleFromInvoice(sale({ learntFrom: "browser-message" }), invoice("paid") as never, 5);
    expect(read).toMatchObject({ status: "paid", learntFrom: "service" });
  });

  it("is a browser message for each final status the page reports", () => {
    expect(saleFromPageMessage(open, message("paymos:succeeded", "paid"), 9)).toMatchObject({
      status: "paid",
      learntFrom: "browser-message",
      completedAt: 9,
    });
    expect(saleFromPageMessage(open, message("paymos:succeeded", "paid_over"), 9)).toMatchObject({
      status: "paid_over",
      learntFrom: "browser-message",
    });
    for (const reason of ["underpaid", "expired", "cancelled"]) {
      const ended = saleFromPageMessage(open, message("paymos:failed", reason), 9);
      expect(ended).toMatchObject({ status: reason, learntFrom: "browser-message" });
      expect(ended.completedAt).toBeUndefined();
    }
  });

  it("leaves the sale as it was for a close, a failure naming no status, or a sale already final", () => {
    expect(saleFromPageMessage(open, message("paymos:close", null), 9)).toBe(open);
    expect(saleFromPageMessage(open, message("paymos:failed", "something_else"), 9)).toBe(open);
    const paid = { ...open, status: "paid" as const, learntFrom: "service" as const };
    expect(saleFromPageMessage(paid, message("paymos:failed", "expired"), 9)).toBe(paid);
  });
});
