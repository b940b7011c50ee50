import { afterEach, describe, expect, it, vi } from "vitest";
import { SaleRunner, sdkClientFor, type SaleStore } from "./sale-runner.ts";
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
  return { id: BODY.external_order_id, createdAt: 1, updatedAt: 1, body: BODY, subtotal: "12.50", tip: "0.00", note: "", status: "pending", ...over };
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
  const runner = new SaleRunner(store, { apiBase: "http://api.test", sdkKey: "pk_test_demo" }, s, (st) => states.push(st), {
    fetch,
    ...(clock ? { clock } : {}),
  });
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
    expect(store.sales.get(BODY.external_order_id)).toMatchObject({ status: "awaiting_client", paymentUrl: "http://localhost:4010/pay/inv_7Yh2" });
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
    const problem = { type: "https://paymos.io/docs/errors/codes#terminal_not_enabled", title: "Forbidden", status: 403, detail: "Not a Terminal project.", code: "terminal_not_enabled" };
    const fetch = vi.fn(() => Promise.resolve(json(problem, 403)));
    const { runner, store, states } = run(sale(), fetch);
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe("unavailable"));
    await runner.settled();
    expect(store.sales.get(BODY.external_order_id)).toMatchObject({ status: "failed", lastError: "terminal_not_enabled" });
    expect(store.ended).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("counts down on the server's clock when the tablet's clock is ten minutes behind", async () => {
    // The server is 600 s ahead of this machine; the invoice has 15 minutes from its created_at.
    const serverNow = Math.floor(Date.now() / 1000) + 600;
    const fetch = vi.fn(() => Promise.resolve(json(invoice("awaiting_client", { created_at: serverNow, expires_at: serverNow + 900 }), 201)));
    const { states } = run(sale(), fetch, new ServerClock());
    // Uncorrected, the tablet would show 25:00 left.
    await vi.waitFor(() => expect(states.at(-1)?.countdown?.secondsLeft).toBeGreaterThan(880));
    expect(states.at(-1)?.countdown?.secondsLeft).toBeLessThanOrEqual(901);
  });

  it("corrects a resumed sale from GET /v1/time, where created_at is old news", async () => {
    const serverNow = Math.floor(Date.now() / 1000) - 420;
    const clock = new ServerClock();
    await clock.sync(sdkClientFor({ apiBase: "http://api.test", sdkKey: "pk_test_demo" }, { fetch: () => Promise.resolve(json({ server_time: serverNow })), clock }));
    const fetch = vi.fn(() => Promise.resolve(json(invoice("awaiting_payment", { created_at: serverNow - 300, expires_at: serverNow + 600 }))));
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
