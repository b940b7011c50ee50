import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicInvoice, SdkCreateBody } from "../api/index.ts";
import type { CheckoutStatus, ChosenMethod } from "./checkout-machine.ts";
import { CheckoutSession, type CheckoutClient, type CheckoutRequestOptions } from "./checkout-session.ts";
import { CREATED_AT, EXPIRES_AT, apiError, invoiceAt } from "../test/checkout-fixtures.ts";
import { ServerClock } from "../client/server-clock.ts";
import { loadErrorCatalogue } from "./error-ui.ts";

// The catalogue's table is in, as after a first failure with an answer: the states below follow at once. How the first such
// failure waits for it is the last test.
await loadErrorCatalogue();

type Answer = PublicInvoice | Error | Promise<PublicInvoice>;

/** A stand-in for the API: holds the invoice the server would return; scripted answers go first. */
class FakeServer implements CheckoutClient {
  invoice: PublicInvoice = invoiceAt("awaiting_client");
  calls: { method: string; at: number; args: unknown[] }[] = [];
  readonly queued: Record<string, Answer[]> = {};

  queue(method: keyof CheckoutClient, ...answers: Answer[]): void {
    (this.queued[method] ??= []).push(...answers);
  }

  count(method: keyof CheckoutClient): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  #answer(method: string, args: unknown[], fallback: () => PublicInvoice): Promise<PublicInvoice> {
    this.calls.push({ method, at: Date.now(), args });
    const next = this.queued[method]?.shift();
    if (next instanceof Error) return Promise.reject(next);
    if (next !== undefined) return Promise.resolve(next);
    return Promise.resolve(fallback());
  }

  createInvoice(body: SdkCreateBody, options?: CheckoutRequestOptions) {
    return this.#answer("createInvoice", [body, options], () => this.invoice);
  }
  getInvoice(id: string, options?: CheckoutRequestOptions) {
    return this.#answer("getInvoice", [id, options], () => this.invoice);
  }
  confirmPayment(id: string, method: ChosenMethod, options?: CheckoutRequestOptions) {
    return this.#answer(
      "confirmPayment",
      [id, method, options],
      () =>
        (this.invoice = invoiceAt("awaiting_payment", {
          payment: { currency: method.currency, network: method.network },
        })),
    );
  }
  cancelInvoice(id: string, options?: CheckoutRequestOptions) {
    return this.#answer("cancelInvoice", [id, options], () => (this.invoice = invoiceAt("cancelled")));
  }
}

const FIAT_BODY: SdkCreateBody = {
  source: "embed",
  project_id: "prj_demo_shop",
  amount: "25.00",
  currency: "USD",
  external_order_id: "order-1",
};
const USDT_TRC20: ChosenMethod = { currency: "USDT", network: "TRC20" };

let server: FakeServer;
let log: {
  error: ReturnType<typeof vi.fn<(...data: unknown[]) => void>>;
  warn: ReturnType<typeof vi.fn<(...data: unknown[]) => void>>;
};
let statuses: CheckoutStatus[];
let session: CheckoutSession;

function open(options: Partial<ConstructorParameters<typeof CheckoutSession>[0]> = {}): CheckoutSession {
  session = new CheckoutSession({ client: server, log, ...options });
  session.subscribe((s) => {
    if (statuses.at(-1) !== s.status) statuses.push(s.status);
  });
  return session;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: (CREATED_AT + 10) * 1000 });
  server = new FakeServer();
  log = { error: vi.fn<(...data: unknown[]) => void>(), warn: vi.fn<(...data: unknown[]) => void>() };
  statuses = [];
});

afterEach(() => {
  session?.dispose();
  vi.useRealTimers();
});

describe("CheckoutSession", () => {
  it("creates, lets the customer choose, follows the payment to paid, then stops polling", async () => {
    open().start({ create: FIAT_BODY });
    await settle();
    expect(session.getState()).toMatchObject({ status: "choosing_method", invoiceId: "inv_74BPZFhr9qy9Uz2fbRkdJX" });
    expect(session.getState().invoice?.payment_methods).toHaveLength(2);

    session.selectMethod(USDT_TRC20);
    await settle();
    expect(server.calls.find((c) => c.method === "confirmPayment")?.args.slice(0, 2)).toEqual([
      "inv_74BPZFhr9qy9Uz2fbRkdJX",
      USDT_TRC20,
    ]);
    expect(session.getState()).toMatchObject({ status: "awaiting_payment", method: USDT_TRC20 });

    server.invoice = invoiceAt("confirming", {
      payment: {
        transfers: [
          { tx_hash: "0x1", amount: "25", status: "confirming", created_at: CREATED_AT, required_confirmations: 20 },
        ],
      },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.getState()).toMatchObject({ status: "confirming_payment", confirmations: { required: 20 } });

    server.invoice = invoiceAt("paid");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.getState().status).toBe("paid");

    const polls = server.count("getInvoice");
    const listener = vi.fn();
    session.subscribe(listener);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.count("getInvoice")).toBe(polls);
    expect(listener).not.toHaveBeenCalled(); // no more countdown ticks either
    expect(vi.getTimerCount()).toBe(0);
    expect(statuses).toEqual([
      "creating",
      "choosing_method",
      "confirming",
      "awaiting_payment",
      "confirming_payment",
      "paid",
    ]);
  });

  it("goes straight to awaiting_payment when the create body names a token and network", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ create: { ...FIAT_BODY, currency: "USDT", network: "TRC20", amount: "25" } });
    await settle();
    expect(session.getState()).toMatchObject({ status: "awaiting_payment", method: USDT_TRC20 });
    expect(server.count("confirmPayment")).toBe(0);
    expect(statuses).toEqual(["creating", "awaiting_payment"]);
  });

  it("follows an existing invoice for the hosted payment page", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ invoiceId: "inv_74BPZFhr9qy9Uz2fbRkdJX" });
    await settle();
    expect(server.calls[0]).toMatchObject({
      method: "getInvoice",
      args: ["inv_74BPZFhr9qy9Uz2fbRkdJX", expect.anything()],
    });
    expect(session.getState().status).toBe("awaiting_payment");
    expect(server.count("createInvoice")).toBe(0);
  });

  it("shows underpaid_waiting with the remaining amount, then paid", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ invoiceId: server.invoice.invoice_id });
    await settle();
    server.invoice = invoiceAt("underpaid_waiting", { payment: { paid: "20.000000", remaining: "5.000000" } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.getState()).toMatchObject({ status: "underpaid_waiting", remaining: "5.000000" });
    server.invoice = invoiceAt("paid", { payment: { paid: "25.000000", remaining: "0" } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(statuses).toEqual(["loading", "awaiting_payment", "underpaid_waiting", "paid"]);
  });

  it("counts down each second and expires at the deadline, checking once with the server", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open({ pollPolicy: { visibleMs: 60_000, hiddenMs: 60_000, maxBackoffMs: 60_000 } }).start({
      invoiceId: server.invoice.invoice_id,
    });
    await settle();
    expect(session.getState().countdown).toMatchObject({ secondsLeft: 890, urgent: false });
    const secondsLeft: (number | undefined)[] = [];
    session.subscribe((s) => secondsLeft.push(s.countdown?.secondsLeft));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(secondsLeft).toEqual([889, 888, 887]);

    vi.setSystemTime((EXPIRES_AT - 226) * 1000); // jump, as a sleeping laptop does
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.getState().countdown?.urgent).toBe(true);

    await vi.advanceTimersByTimeAsync(224_000);
    expect(session.getState()).toMatchObject({ status: "awaiting_payment", countdown: { secondsLeft: 1 } });
    server.invoice = invoiceAt("expired");
    const before = server.count("getInvoice");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.getState()).toMatchObject({
      status: "expired",
      expiredLocally: false,
      countdown: { secondsLeft: 0, expired: true },
    });
    expect(server.count("getInvoice")).toBe(before + 1); // the check at the deadline
    expect(server.calls.at(-1)?.at).toBe(EXPIRES_AT * 1000);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(server.count("getInvoice")).toBe(before + 1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps following a payment the server saw at the last moment, despite our clock", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ invoiceId: server.invoice.invoice_id });
    await settle();
    vi.setSystemTime(EXPIRES_AT * 1000 - 500);
    server.invoice = invoiceAt("confirming");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statuses).toEqual(["loading", "awaiting_payment", "expired", "confirming_payment"]);
    server.invoice = invoiceAt("paid");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.getState().status).toBe("paid");
  });

  it("trusts the server when our clock runs ahead of it (a tablet set wrong)", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ invoiceId: server.invoice.invoice_id });
    await settle();
    vi.setSystemTime((EXPIRES_AT + 120) * 1000); // our clock says two minutes past the deadline
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statuses).toEqual(["loading", "awaiting_payment", "expired", "awaiting_payment"]);
    expect(session.getState().clockAhead).toBe(true);
    const polls = server.count("getInvoice");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session.getState().status).toBe("awaiting_payment"); // no flicker back to expired each second
    expect(server.count("getInvoice") - polls).toBe(5); // polling as usual, every 2 s
    server.invoice = invoiceAt("expired");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.getState().status).toBe("expired");
  });

  it("checks the deadline with the server once back online", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ invoiceId: server.invoice.invoice_id });
    await settle();
    session.setOnline(false);
    vi.setSystemTime(EXPIRES_AT * 1000 - 100);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.getState()).toMatchObject({ status: "expired", expiredLocally: true, offline: true });
    const calls = server.count("getInvoice");
    server.invoice = invoiceAt("paid");
    session.setOnline(true);
    await settle();
    expect(server.count("getInvoice")).toBe(calls + 1);
    expect(session.getState().status).toBe("paid");
  });

  it("delivers states in order when a listener acts inside its callback", async () => {
    const seen: CheckoutStatus[] = [];
    open().subscribe((s) => {
      if (s.status === "choosing_method") session.selectMethod(USDT_TRC20);
    });
    session.subscribe((s) => seen.push(s.status));
    session.start({ create: FIAT_BODY });
    await settle();
    expect(seen).toEqual(["creating", "confirming", "awaiting_payment"]);
  });

  it("cancels an invoice awaiting the customer's choice", async () => {
    open().start({ create: FIAT_BODY });
    await settle();
    session.cancel();
    await settle();
    expect(server.count("cancelInvoice")).toBe(1);
    expect(session.getState().status).toBe("cancelled");
    const polls = server.count("getInvoice");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.count("getInvoice")).toBe(polls);
  });

  it("does not cancel once a method is chosen (the API refuses it)", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ create: FIAT_BODY });
    await settle();
    session.cancel();
    await settle();
    expect(server.count("cancelInvoice")).toBe(0);
    expect(session.getState().status).toBe("awaiting_payment");
  });

  it("retries a rate-limited create after Retry-After with the same body, so no second invoice appears", async () => {
    server.queue("createInvoice", apiError("rate_limited", { retryAfter: 3 }));
    open().start({ create: FIAT_BODY });
    await settle();
    expect(session.getState()).toMatchObject({
      status: "failed",
      error: { code: "rate_limited", retryAfter: 3, ui: { category: "retry_later", retryable: true } },
    });
    // Printed once the hints module is in (it is a lazy chunk in the widget).
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("rate_limited"), expect.anything()),
    );

    session.retry();
    await settle();
    expect(session.getState().status).toBe("creating");
    expect(server.count("createInvoice")).toBe(1); // still waiting out Retry-After
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.count("createInvoice")).toBe(2);
    const [first, second] = server.calls.filter((c) => c.method === "createInvoice").map((c) => c.args[0]);
    expect(second).toEqual(first);
    expect((second as SdkCreateBody).external_order_id).toBe("order-1");
    expect(session.getState()).toMatchObject({ status: "choosing_method", error: null });
  });

  it("retries a rate-limited create on its own once Retry-After has passed, and only once", async () => {
    server.queue("createInvoice", apiError("rate_limited", { retryAfter: 3 }));
    open().start({ create: FIAT_BODY });
    await settle();
    expect(session.getState().status).toBe("failed");
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.count("createInvoice")).toBe(1);
    expect(session.getState().status).toBe("failed");
    await vi.advanceTimersByTimeAsync(1);
    expect(server.count("createInvoice")).toBe(2);
    expect(session.getState()).toMatchObject({ status: "choosing_method", error: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.count("createInvoice")).toBe(2);
  });

  it("sends one request, not two, when the customer taps retry before Retry-After has passed", async () => {
    server.queue("createInvoice", apiError("rate_limited", { retryAfter: 3 }));
    open().start({ create: FIAT_BODY });
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    session.retry();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.count("createInvoice")).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.count("createInvoice")).toBe(2);
    expect(session.getState().status).toBe("choosing_method");
  });

  it("waits for the customer when the answer gave no Retry-After, or a failure retrying cannot mend", async () => {
    server.queue("createInvoice", apiError("rate_limited"));
    open().start({ create: FIAT_BODY });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.count("createInvoice")).toBe(1);
    expect(session.getState()).toMatchObject({
      status: "failed",
      error: { code: "rate_limited", ui: { retryable: true } },
    });
    session.dispose();

    server = new FakeServer();
    server.queue("createInvoice", apiError("origin_not_allowed", { retryAfter: 3 }));
    open().start({ create: FIAT_BODY });
    await settle();
    expect(session.getState().error?.ui.retryable).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.count("createInvoice")).toBe(1);
  });

  it("drops the planned Retry-After retry when disposed", async () => {
    server.queue("createInvoice", apiError("rate_limited", { retryAfter: 3 }));
    open().start({ create: FIAT_BODY });
    await settle();
    session.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.count("createInvoice")).toBe(1);
  });

  it("offers another method when the chosen one is unavailable, and retries the same one on request", async () => {
    server.queue("confirmPayment", apiError("payment_method_unavailable"));
    open().start({ create: FIAT_BODY });
    await settle();
    session.selectMethod(USDT_TRC20);
    await settle();
    expect(session.getState()).toMatchObject({
      status: "choosing_method",
      error: { code: "payment_method_unavailable", ui: { category: "choose_another_method" } },
    });
    await vi.advanceTimersByTimeAsync(2_000); // a poll in between keeps the message on screen
    expect(session.getState().error?.code).toBe("payment_method_unavailable");
    session.retry();
    await settle();
    expect(server.calls.filter((c) => c.method === "confirmPayment").map((c) => c.args[1])).toEqual([
      USDT_TRC20,
      USDT_TRC20,
    ]);
    expect(session.getState().status).toBe("awaiting_payment");
  });

  it("shows a merchant configuration error as unavailable and logs the fix for the developer", async () => {
    server.queue("createInvoice", apiError("origin_not_allowed"));
    open().start({ create: FIAT_BODY });
    await settle();
    expect(session.getState()).toMatchObject({
      status: "unavailable",
      error: { code: "origin_not_allowed", status: 401, ui: { category: "merchant_configuration", retryable: false } },
    });
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith(
        expect.stringMatching(/origin_not_allowed.*allowed origins/),
        expect.anything(),
      ),
    );
    session.retry();
    await settle();
    expect(server.count("createInvoice")).toBe(1);
  });

  it("reloads the invoice when confirm finds it already moved on", async () => {
    server.queue("confirmPayment", apiError("invoice_terminal"));
    open().start({ create: FIAT_BODY });
    await settle();
    server.invoice = invoiceAt("cancelled");
    session.selectMethod(USDT_TRC20);
    await settle();
    expect(session.getState().status).toBe("cancelled");
    expect(statuses.slice(-3)).toEqual(["confirming", "loading", "cancelled"]);
  });

  it("keeps the last state when the network drops, backs off, and resumes when it returns", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ invoiceId: server.invoice.invoice_id });
    await settle();
    const t0 = Date.now();
    server.queue("getInvoice", apiError("network_error"), apiError("network_error"));
    await vi.advanceTimersByTimeAsync(2_000);
    // The browser says it is online: the service is out of reach, which is not "you are offline".
    expect(session.getState()).toMatchObject({
      status: "awaiting_payment",
      offline: false,
      error: { code: "network_error", ui: { category: "unreachable" } },
    });
    await vi.advanceTimersByTimeAsync(4_000);
    await vi.advanceTimersByTimeAsync(8_000);
    const pollTimes = server.calls
      .filter((c) => c.method === "getInvoice")
      .slice(1)
      .map((c) => c.at - t0);
    expect(pollTimes).toEqual([2_000, 6_000, 14_000]); // 2 s, then 4 s and 8 s of backoff
    expect(session.getState()).toMatchObject({ status: "awaiting_payment", offline: false, error: null });
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1)); // one line for the outage, not one per poll

    session.setOnline(false);
    expect(session.getState().offline).toBe(true);
    const polls = server.count("getInvoice");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.count("getInvoice")).toBe(polls); // no point asking while the browser is offline
    expect(session.getState().status).toBe("awaiting_payment");

    server.invoice = invoiceAt("paid");
    session.setOnline(true);
    await settle();
    expect(server.count("getInvoice")).toBe(polls + 1);
    expect(session.getState()).toMatchObject({ status: "paid", offline: false });
  });

  it("retries a create that failed offline as soon as the browser is back online", async () => {
    server.queue("createInvoice", apiError("network_error"));
    open({ online: false }).start({ create: FIAT_BODY });
    await settle();
    expect(session.getState()).toMatchObject({
      status: "failed",
      offline: true,
      error: { ui: { category: "offline" } },
    });
    session.setOnline(false);
    session.setOnline(true);
    await settle();
    expect(server.count("createInvoice")).toBe(2);
    expect(session.getState()).toMatchObject({ status: "choosing_method", offline: false });
  });

  it("obeys Retry-After on a rate-limited poll", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open().start({ invoiceId: server.invoice.invoice_id });
    await settle();
    server.queue("getInvoice", apiError("rate_limited", { retryAfter: 20 }));
    await vi.advanceTimersByTimeAsync(2_000);
    const polls = server.count("getInvoice");
    await vi.advanceTimersByTimeAsync(19_999);
    expect(server.count("getInvoice")).toBe(polls);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.count("getInvoice")).toBe(polls + 1);
  });

  it("polls slower while the page is hidden and at once when it shows again", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    open({ hidden: true }).start({ invoiceId: server.invoice.invoice_id });
    await settle();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(server.count("getInvoice")).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.count("getInvoice")).toBe(2);
    await vi.advanceTimersByTimeAsync(3_000);
    session.setHidden(false);
    await settle();
    expect(server.count("getInvoice")).toBe(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.count("getInvoice")).toBe(4);
  });

  it("ignores a poll answer that arrives after the customer acted", async () => {
    open().start({ create: FIAT_BODY });
    await settle();
    let answerLate!: (inv: PublicInvoice) => void;
    server.queue("getInvoice", new Promise<PublicInvoice>((resolve) => (answerLate = resolve)));
    await vi.advanceTimersByTimeAsync(2_000); // the poll is now in flight
    const pollSignal = (server.calls.at(-1)?.args[1] as CheckoutRequestOptions).signal;
    session.selectMethod(USDT_TRC20);
    expect(pollSignal?.aborted).toBe(true);
    await settle();
    expect(session.getState().status).toBe("awaiting_payment");
    answerLate(invoiceAt("awaiting_client"));
    await settle();
    expect(session.getState().status).toBe("awaiting_payment");
  });

  it("follows the server's clock, and a new reading of it at once", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    const serverClock = new ServerClock({ offsetMs: 60_000 });
    open({ serverClock }).start({ invoiceId: server.invoice.invoice_id });
    await settle();
    expect(session.getState().countdown?.secondsLeft).toBe(830);
    // The server now reads the same second as this machine: no offset left.
    serverClock.observe(CREATED_AT + 10, Date.now(), Date.now());
    expect(session.getState().countdown?.secondsLeft).toBe(890);
  });

  it("stops every timer and request on dispose", async () => {
    server.invoice = invoiceAt("awaiting_payment");
    const listener = vi.fn();
    open().start({ invoiceId: server.invoice.invoice_id });
    await settle();
    session.subscribe(listener);
    session.dispose();
    const calls = server.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls.length).toBe(calls);
    expect(listener).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("refuses to start twice", () => {
    open().start({ create: FIAT_BODY });
    expect(() => session.start({ invoiceId: "inv_1" })).toThrow(/twice/);
  });

  it("unsubscribes a listener", async () => {
    const listener = vi.fn();
    const off = open().subscribe(listener);
    off();
    session.start({ create: FIAT_BODY });
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });
});

// Last: from fresh modules, as on a page where no request has failed yet and the catalogue's table is not loaded.
describe("CheckoutSession before the catalogue's table is in", () => {
  it("reports a failure with an answer once the table has loaded, so its code decides, not only its status", async () => {
    vi.resetModules();
    const fresh = await import("./checkout-session.ts");
    // By its status alone, a 503 would read as "try again later"; the catalogue says crypto payment is off.
    server.queue("createInvoice", apiError("payment_channels_disabled", { status: 503 }));
    session = new fresh.CheckoutSession({ client: server, log });
    session.start({ create: FIAT_BODY });
    await vi.waitFor(() => expect(session.getState().status).not.toBe("creating"));
    expect(session.getState()).toMatchObject({
      status: "unavailable",
      error: {
        code: "payment_channels_disabled",
        ui: { category: "unavailable", messageKey: "error.unavailable", retryable: false },
      },
    });
  });

  it("reports a failure without an answer at once, with no table to wait for", async () => {
    vi.resetModules();
    const fresh = await import("./checkout-session.ts");
    server.queue("createInvoice", apiError("network_error"));
    session = new fresh.CheckoutSession({ client: server, log });
    session.start({ create: FIAT_BODY });
    await settle();
    expect(session.getState()).toMatchObject({
      status: "failed",
      error: { code: "network_error", ui: { category: "unreachable", retryable: true } },
    });
  });
});
