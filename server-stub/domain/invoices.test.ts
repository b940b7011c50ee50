/**
 * The invoice state machine as a table, through the domain's own functions over a store: no app, no HTTP. Each row
 * starts from a fresh seed store, takes an invoice to a state, does one thing and names what follows: the status, the
 * webhooks sent, or the error code.
 */
import { describe, expect, it } from "vitest";
import type { InvoiceStatus } from "../../shared/api/index.ts";
import { loadFixtureFile } from "../fixture.ts";
import { Store, type InvoiceRecord } from "../store.ts";
import type { Caller } from "./caller.ts";
import { cancelInvoice, confirmPayment, listInvoices, refreshInvoice, sweepInvoices } from "./invoices.ts";
import { createInvoice, type InvoiceCreateInput } from "./invoice-create.ts";
import { reorgPayments, simulatePayment } from "./invoice-simulations.ts";
import { StubError } from "./stub-error.ts";
import { dec, plain } from "./money.ts";

const T0 = 1_800_000_000;
const TTL = 900;

/** A store over the seed, the sandbox and live callers, and the webhooks the domain asked to send. */
function world(confirmationSeconds = 0) {
  const fixture = loadFixtureFile();
  fixture.confirmation_seconds = confirmationSeconds;
  const store = new Store(fixture);
  const callerOf = (keyId: string): Caller => {
    const key = store.keys.get(keyId);
    const merchant = key && store.merchants.get(key.merchant_id);
    if (!key || !merchant) throw new Error(`the seed has no ${keyId}`);
    return { key, merchant, environment: key.environment };
  };
  const events: string[] = [];
  const emit = (_merchant: string, type: string) => void events.push(type);
  let orders = 0;
  const create = (caller: Caller, input: Partial<InvoiceCreateInput> = {}) =>
    createInvoice(
      store,
      caller,
      { project_id: "prj_demo_shop", amount: "25.00", currency: "EUR", external_order_id: `o-${++orders}`, ...input },
      T0,
      "http://localhost:4010",
      emit,
      "api",
    ).invoice;
  return { store, events, emit, create, sandbox: callerOf("pk_test_demo"), live: callerOf("pk_live_shop") };
}

type World = ReturnType<typeof world>;

/** Ways to bring a sandbox invoice to each state the machine can hold. */
const START: Record<string, (w: World) => InvoiceRecord> = {
  awaiting_client: (w) => w.create(w.sandbox),
  awaiting_payment: (w) => confirmPayment(w.store, w.sandbox, w.create(w.sandbox), "USDT", "TRC20", T0, w.emit),
  underpaid_waiting: (w) => simulatePayment(w.store, START.awaiting_payment!(w), "underpay", T0, w.emit),
  paid: (w) => simulatePayment(w.store, START.awaiting_payment!(w), "paid", T0, w.emit),
  cancelled: (w) => cancelInvoice(w.store, w.create(w.sandbox), T0, w.emit),
  expired: (w) => refreshInvoice(w.store, w.create(w.sandbox), T0 + TTL, w.emit),
};

interface Row {
  from: keyof typeof START;
  act: string;
  run: (w: World, inv: InvoiceRecord) => unknown;
  /** The status afterwards and the webhooks the act sent, or the code it was refused with. */
  then: { status: InvoiceStatus; events: string[] } | { code: string; status?: InvoiceStatus };
}

const confirm =
  (at = T0) =>
  (w: World, inv: InvoiceRecord) =>
    confirmPayment(w.store, w.sandbox, inv, "USDT", "TRC20", at, w.emit);
const cancel =
  (at = T0) =>
  (w: World, inv: InvoiceRecord) =>
    cancelInvoice(w.store, inv, at, w.emit);
const simulate = (stage: "paid" | "overpaid" | "underpay" | "cancel") => (w: World, inv: InvoiceRecord) =>
  simulatePayment(w.store, inv, stage, T0, w.emit);
const timePasses = (seconds: number) => (w: World, inv: InvoiceRecord) =>
  refreshInvoice(w.store, inv, T0 + seconds, w.emit);

const TABLE: Row[] = [
  { from: "awaiting_client", act: "confirm", run: confirm(), then: { status: "awaiting_payment", events: [] } },
  {
    from: "awaiting_client",
    act: "confirm at the deadline",
    run: confirm(T0 + TTL),
    then: { code: "invoice_terminal", status: "expired" },
  },
  {
    from: "awaiting_client",
    act: "cancel",
    run: cancel(),
    then: { status: "cancelled", events: ["invoice.cancelled"] },
  },
  { from: "awaiting_client", act: "simulate paid", run: simulate("paid"), then: { code: "simulate_payment_failed" } },
  {
    from: "awaiting_client",
    act: "simulate cancel",
    run: simulate("cancel"),
    then: { status: "cancelled", events: ["invoice.cancelled"] },
  },
  {
    from: "awaiting_client",
    act: "time to a second before the deadline",
    run: timePasses(TTL - 1),
    then: { status: "awaiting_client", events: [] },
  },
  {
    from: "awaiting_client",
    act: "time to the deadline",
    run: timePasses(TTL),
    then: { status: "expired", events: ["invoice.expired"] },
  },
  {
    from: "awaiting_client",
    act: "reorg",
    run: (w, inv) => reorgPayments(w.store, inv, T0, w.emit),
    then: { code: "simulate_payment_failed" },
  },
  { from: "awaiting_payment", act: "confirm again", run: confirm(), then: { code: "invoice_not_awaiting_client" } },
  { from: "awaiting_payment", act: "cancel", run: cancel(), then: { code: "invoice_cannot_be_cancelled" } },
  {
    from: "awaiting_payment",
    act: "simulate paid",
    run: simulate("paid"),
    then: { status: "paid", events: ["invoice.paid"] },
  },
  {
    from: "awaiting_payment",
    act: "simulate overpaid",
    run: simulate("overpaid"),
    then: { status: "paid_over", events: ["invoice.paid_over"] },
  },
  {
    from: "awaiting_payment",
    act: "simulate underpay",
    run: simulate("underpay"),
    then: { status: "underpaid_waiting", events: ["invoice.underpaid_waiting"] },
  },
  {
    from: "awaiting_payment",
    act: "simulate cancel",
    run: simulate("cancel"),
    then: { code: "simulate_payment_failed" },
  },
  {
    from: "awaiting_payment",
    act: "time to the deadline",
    run: timePasses(TTL),
    then: { status: "expired", events: ["invoice.expired"] },
  },
  {
    from: "underpaid_waiting",
    act: "simulate paid (the rest)",
    run: simulate("paid"),
    then: { status: "paid", events: ["invoice.paid"] },
  },
  {
    from: "underpaid_waiting",
    act: "time to the deadline",
    run: timePasses(TTL),
    then: { status: "underpaid", events: ["invoice.underpaid"] },
  },
  {
    from: "underpaid_waiting",
    act: "reorg",
    run: (w, inv) => reorgPayments(w.store, inv, T0, w.emit),
    then: { status: "awaiting_payment", events: ["invoice.awaiting_payment"] },
  },
  { from: "paid", act: "cancel", run: cancel(), then: { code: "invoice_cannot_be_cancelled" } },
  { from: "paid", act: "simulate paid", run: simulate("paid"), then: { code: "simulate_payment_failed" } },
  { from: "paid", act: "time to the deadline", run: timePasses(TTL), then: { status: "paid", events: [] } },
  { from: "cancelled", act: "cancel again", run: cancel(), then: { status: "cancelled", events: [] } },
  { from: "cancelled", act: "confirm", run: confirm(), then: { code: "invoice_terminal" } },
  { from: "expired", act: "confirm", run: confirm(T0 + TTL), then: { code: "invoice_terminal" } },
  { from: "expired", act: "simulate paid", run: simulate("paid"), then: { code: "simulate_payment_failed" } },
];

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (e) {
    if (e instanceof StubError) return e.code;
    throw e;
  }
  return undefined;
}

describe("the invoice state machine, without HTTP", () => {
  it.each(TABLE)("$from, $act", ({ from, run, then }) => {
    const w = world();
    const inv = START[from]!(w);
    expect(inv.status).toBe(from);
    w.events.length = 0;
    const code = codeOf(() => run(w, inv));
    if ("code" in then) {
      expect(code).toBe(then.code);
      expect(inv.status).toBe(then.status ?? from);
    } else {
      expect(code).toBeUndefined();
      expect({ status: inv.status, events: w.events }).toEqual(then);
    }
  });

  it("creates a fiat invoice awaiting the customer and a crypto one with a network awaiting payment, sending nothing", () => {
    const w = world();
    expect(w.create(w.sandbox).status).toBe("awaiting_client");
    const locked = w.create(w.sandbox, { amount: "25", currency: "USDT", network: "TRC20" });
    expect(locked.status).toBe("awaiting_payment");
    expect(locked.payment).toMatchObject({ currency: "USDT", network: "TRC20", expected: "25", paid: "0" });
    expect(w.events).toEqual([]);
  });

  it("credits the merchant's balance with what was paid net of the fee, once, when the invoice is paid", () => {
    const w = world();
    const balance = () => dec(w.store.balance("mer_sandbox", "sandbox", "USDT", "TRC20"));
    const before = balance();
    const inv = START.paid!(w);
    const pay = inv.payment!;
    expect(pay.paid).toBe(pay.expected);
    expect(dec(pay.net!).plus(dec(pay.fee!)).eq(dec(pay.paid))).toBe(true);
    expect(dec(pay.fee!).gt(0)).toBe(true);
    expect(plain(balance().minus(before))).toBe(pay.net);
    refreshInvoice(w.store, inv, T0 + TTL, w.emit);
    expect(plain(balance().minus(before))).toBe(pay.net);
  });

  it("holds a paid transfer as confirming until its confirmations are due, then the sweep makes it paid", () => {
    const w = world(60);
    const inv = simulatePayment(w.store, START.awaiting_payment!(w), "paid", T0, w.emit);
    expect([inv.status, w.events]).toEqual(["confirming", ["invoice.confirming"]]);
    sweepInvoices(w.store, T0 + 59, w.emit);
    expect(inv.status).toBe("confirming");
    sweepInvoices(w.store, T0 + 60, w.emit);
    expect([inv.status, w.events]).toEqual(["paid", ["invoice.confirming", "invoice.paid"]]);
  });

  it("refuses to simulate or reorg a live invoice", () => {
    const w = world();
    const inv = w.create(w.live, { project_id: "prj_live_shop" });
    expect(codeOf(() => simulatePayment(w.store, inv, "paid", T0, w.emit))).toBe("not_sandbox");
    expect(codeOf(() => reorgPayments(w.store, inv, T0, w.emit))).toBe("not_sandbox");
  });

  it("lists an invoice past its deadline as expired, and filters by the status time has left it in", () => {
    const w = world();
    const inv = w.create(w.sandbox);
    const page = { limit: 10, cursor: null, cursorSecret: "s", now: T0 + TTL };
    const listed = listInvoices(w.store, w.sandbox, { statuses: ["expired"] }, page, w.emit);
    expect(listed.page.map((i) => [i.invoice_id, i.status])).toEqual([[inv.invoice_id, "expired"]]);
    expect(listInvoices(w.store, w.sandbox, { statuses: ["awaiting_client"] }, page, w.emit).page).toEqual([]);
  });
});
