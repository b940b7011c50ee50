import { describe, expect, it, vi } from "vitest";
import { paymentScreenOf, connectionLost, saleScreenOf, stateToShow, type PaymentScreen } from "./payment-screen.ts";
import type { Sale } from "../sale.ts";
import { initialCheckoutState, type CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import { failureOf, invoiceAt } from "../../../shared/test/checkout-fixtures.ts";
import { checkoutErrorFrom } from "../../../shared/checkout/checkout-error.ts";
import { ApiError } from "../../../shared/api/index.ts";

const options = { choosing: false, origin: "https://till.example" };

function state(over: Partial<CheckoutState>): CheckoutState {
  return { ...initialCheckoutState, ...over };
}

const screen = (s: CheckoutState | undefined, choosing = false): PaymentScreen =>
  paymentScreenOf(s, { ...options, choosing });

describe("paymentScreenOf", () => {
  it("shows the invoice's QR code for the customer's phone until a coin is chosen, and the list on request", () => {
    const s = state({ status: "choosing_method", invoice: invoiceAt("awaiting_client") });
    expect(screen(s)).toMatchObject({
      kind: "scan",
      invoiceId: "inv_74BPZFhr9qy9Uz2fbRkdJX",
      canChooseHere: true,
      error: null,
    });
    expect(screen(s, true)).toMatchObject({ kind: "methods", methods: [{ currency: "USDT" }, { currency: "USDC" }] });
  });

  it("says what is under way while it waits: creating the invoice, loading the sale, cancelling it, preparing the address", () => {
    expect(screen(undefined)).toEqual({ kind: "busy", message: "pay_loading" });
    expect(screen(state({ status: "idle" }))).toEqual({ kind: "busy", message: "pay_creating" });
    expect(screen(state({ status: "creating" }))).toEqual({ kind: "busy", message: "pay_creating" });
    expect(screen(state({ status: "loading" }))).toEqual({ kind: "busy", message: "pay_loading" });
    expect(screen(state({ status: "choosing_method" }))).toEqual({ kind: "busy", message: "pay_loading" });
    expect(screen(state({ status: "cancelling", invoice: invoiceAt("awaiting_client") }))).toEqual({
      kind: "busy",
      message: "pay_cancelling",
    });
    expect(screen(state({ status: "confirming", invoice: invoiceAt("awaiting_client") }))).toEqual({
      kind: "busy",
      message: "pay_confirming",
    });
  });

  it("shows what to send, on which network, in words, with the remaining amount once part arrived", () => {
    const invoice = invoiceAt("awaiting_payment");
    expect(screen(state({ status: "awaiting_payment", invoice }))).toMatchObject({
      kind: "wallet",
      amount: "25.000000",
      token: "USDT",
      // A test sale is paid on the testnet, and the screen names that one.
      network: "Tron Nile testnet",
      address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      progress: { key: "waiting" },
    });
    expect(screen(state({ status: "awaiting_payment", invoice: { ...invoice, is_test: false } }))).toMatchObject({
      network: "Tron",
    });
    expect(screen(state({ status: "awaiting_payment", invoice }))).toMatchObject({ partial: null });
    const partlyPaid = invoiceAt("underpaid_waiting", {
      payment: { ...invoice.payment, paid: "20.000000", remaining: "5.000000" },
    });
    expect(screen(state({ status: "underpaid_waiting", invoice: partlyPaid, remaining: "5.000000" }))).toMatchObject({
      amount: "5.000000",
      partial: { received: "20.000000", expected: "25.000000" },
      progress: { key: "underpaid_waiting_title" },
    });
  });

  it("once the transfer is seen, shows what arrived and the confirmations, with no code or address left to pay to", () => {
    const invoice = invoiceAt("confirming", {
      payment: { ...invoiceAt("awaiting_payment").payment, paid: "25.000000", remaining: "0" },
    });
    const seen = screen(state({ status: "confirming_payment", invoice, confirmations: { current: 3, required: 12 } }));
    expect(seen).toEqual({
      kind: "seen",
      invoiceId: invoice.invoice_id,
      received: "25.000000",
      token: "USDT",
      network: "Tron Nile testnet",
      confirmations: { current: 3, required: 12 },
    });
    expect(seen).not.toHaveProperty("uri");
    expect(seen).not.toHaveProperty("address");
  });

  it("puts the contract the payment names into the wallet URI, and none from a table when the payment names none", () => {
    const base = {
      network: "ERC20" as const,
      currency: "USDT",
      chain_id: 1,
      address: "0x52908400098527886E0F7030069857D2E4169EE7",
      expected: "12.5",
    };
    const named = screen(
      state({
        status: "awaiting_payment",
        invoice: invoiceAt("awaiting_payment", {
          is_test: false,
          payment: { ...base, contract_address: "0xdAC17F958D2ee523a2206206994597C13D831ec7" },
        }),
      }),
    );
    expect(named).toMatchObject({
      uri: "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=12500000",
    });
    const withoutContract = invoiceAt("awaiting_payment", { is_test: false, payment: base });
    if (withoutContract.payment) delete withoutContract.payment.contract_address;
    const unnamed = screen(state({ status: "awaiting_payment", invoice: withoutContract }));
    expect(unnamed).toMatchObject({ uri: base.address });
  });

  it("shows a sandbox sale's QR on the network's testnet only, and none at all for a sandbox sale quoting the main net", () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    const sepolia = {
      network: "ERC20" as const,
      currency: "USDC",
      chain_id: 11155111,
      address,
      expected: "12.5",
      contract_address: "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238",
    };
    const onTestnet = screen(
      state({
        status: "awaiting_payment",
        invoice: invoiceAt("awaiting_payment", { is_test: true, payment: sepolia }),
      }),
    );
    expect(onTestnet).toMatchObject({
      uri: `ethereum:${sepolia.contract_address}@11155111/transfer?address=${address}&uint256=12500000`,
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const mainNet = { ...sepolia, chain_id: 1, contract_address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" };
      const forged = screen(
        state({
          status: "awaiting_payment",
          invoice: invoiceAt("awaiting_payment", { is_test: true, payment: mainNet }),
        }),
      );
      // The address in words stays, so staff can still read it out; no code a wallet would act on.
      expect(forged).toMatchObject({ kind: "wallet", address, uri: null, testSale: true });
      expect(String(errors.mock.calls.at(-1)?.[0])).toContain("not its testnet Sepolia (11155111)");
    } finally {
      errors.mockRestore();
    }
  });

  it("tells every ending apart", () => {
    expect(screen(state({ status: "paid" }))).toEqual({
      kind: "paid",
      over: false,
      overpayment: null,
      confirmedByService: false,
    });
    expect(screen(state({ status: "paid_over" }))).toEqual({
      kind: "paid",
      over: true,
      overpayment: null,
      confirmedByService: false,
    });
    const over = invoiceAt("paid_over", { payment: { expected: "25", paid: "27.5" } });
    expect(screen(state({ status: "paid_over", invoice: over }))).toMatchObject({
      overpayment: { received: "27.5", expected: "25", token: "USDT" },
    });
    for (const reason of ["expired", "cancelled", "underpaid"] as const)
      expect(screen(state({ status: reason }))).toEqual({ kind: "ended", reason, shortfall: null });
  });

  it("works out what an underpaid sale lacks in the order's currency, rounded up, for staff to charge in a new sale", () => {
    const underpaid = (order: { amount: string; currency: string }, expected: string, paid: string) =>
      screen(
        state({
          status: "underpaid",
          invoice: invoiceAt("underpaid", { order: { external_id: "x", ...order }, payment: { expected, paid } }),
        }),
      );
    expect(underpaid({ amount: "25.00", currency: "EUR" }, "27.000000", "13.5")).toMatchObject({
      shortfall: { received: "13.5", expected: "27.000000", token: "USDT", missing: "12.50", currency: "EUR" },
    });
    // Two thirds of 10.00 is 6.666…: rounded up, so charging it never leaves the shop short.
    expect(underpaid({ amount: "10.00", currency: "EUR" }, "3", "1")).toMatchObject({ shortfall: { missing: "6.67" } });
    expect(underpaid({ amount: "1000", currency: "JPY" }, "7", "3")).toMatchObject({ shortfall: { missing: "572" } });
    // Priced in a token, the tokens missing are the whole story.
    expect(underpaid({ amount: "27", currency: "USDT" }, "27", "13.5")).toMatchObject({
      shortfall: { received: "13.5", missing: null },
    });
  });

  it("points a configuration error at the setting to fix, with the terminal's origin when the project refuses it", () => {
    const s = state({ status: "unavailable", error: failureOf("origin_not_allowed", "create") });
    expect(screen(s)).toEqual({
      kind: "problem",
      code: "origin_not_allowed",
      title: { key: "unavailable_title" },
      explanation: { key: "problem_origin_not_allowed", params: { origin: "https://till.example" } },
      retryable: false,
      fix: { field: "apiBase", message: "problem_origin_not_allowed" },
    });
  });

  it("explains other errors with the shared customer heading and message, and a refused amount with the API's own words", () => {
    expect(screen(state({ status: "failed", error: failureOf("rate_limited", "create") }))).toMatchObject({
      title: { key: "retry_later_title" },
      explanation: { key: "retry_later_body" },
      retryable: true,
    });
    expect(
      screen(state({ status: "unavailable", error: failureOf("invoice_amount_below_minimum", "confirm") })),
    ).toMatchObject({
      title: { key: "choose_another_title" },
      explanation: { key: "below_minimum_body" },
    });
    const refused = checkoutErrorFrom(
      new ApiError({ code: "amount_too_many_decimals", status: 422, field: "amount", detail: "EUR has 2 decimals." }),
      "create",
    );
    expect(screen(state({ status: "unavailable", error: refused }))).toMatchObject({
      explanation: { key: "problem_amount", params: { detail: "EUR has 2 decimals." } },
    });
  });

  it("says 'start a new sale' where the shared message would send the customer back to an online shop", () => {
    expect(
      screen(state({ status: "unavailable", error: failureOf("invoice_deadline_passed", "confirm") })),
    ).toMatchObject({
      title: { key: "expired_title" },
      explanation: { key: "result_expired_hint" },
    });
    expect(screen(state({ status: "unavailable", error: failureOf("invoice_not_found", "load") }))).toMatchObject({
      title: { key: "not_found_title" },
      explanation: { key: "problem_new_sale" },
    });
    expect(screen(state({ status: "failed" }))).toMatchObject({
      kind: "problem",
      title: { key: "failed_title" },
      explanation: { key: "problem_new_sale" },
      retryable: true,
    });
  });

  it("keeps a refused coin choice beside the list, and never interrupts the screen for a failed poll", () => {
    const invoice = invoiceAt("awaiting_client");
    expect(
      screen(state({ status: "choosing_method", invoice, error: failureOf("network_unavailable", "confirm") }), true),
    ).toMatchObject({
      error: {
        code: "network_unavailable",
        title: { key: "choose_another_title" },
        body: { key: "choose_another_body" },
      },
    });
    const polled = state({ status: "choosing_method", invoice, error: failureOf("network_error", "poll") });
    expect(screen(polled)).toMatchObject({ error: null });
    expect(connectionLost(polled)).toBe(true);
  });
});

describe("stateToShow", () => {
  const invoice = invoiceAt("awaiting_payment");

  it("after a reload without a network, shows the invoice the sale last saw: its address and amount, offline", () => {
    const reloadedOffline = state({ status: "loading", invoiceId: invoice.invoice_id, offline: true });
    const shown = stateToShow(reloadedOffline, invoice);
    expect(shown).toMatchObject({ status: "awaiting_payment", offline: true, error: null });
    expect(screen(shown)).toMatchObject({
      kind: "wallet",
      amount: "25.000000",
      address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    });
    const failedOffline = state({
      status: "failed",
      invoiceId: invoice.invoice_id,
      error: failureOf("network_error", "load"),
    });
    expect(screen(stateToShow(failedOffline, invoice))).toMatchObject({ kind: "wallet" });
  });

  it("counts down to the cached invoice's expiry on the server-clock offset the sale last knew", () => {
    const reloadedOffline = state({ status: "loading", invoiceId: invoice.invoice_id, offline: true });
    // The tablet is seven minutes slow; on the server's clock a minute of the invoice's 15 has gone.
    const serverOffsetMs = 7 * 60_000;
    const nowMs = (invoice.created_at + 60) * 1000 - serverOffsetMs;
    expect(stateToShow(reloadedOffline, invoice, { nowMs, serverOffsetMs })?.countdown).toEqual({
      secondsLeft: 840,
      urgent: false,
      expired: false,
    });
    // Left to the tablet's own clock it would say 21 minutes, more than the invoice ever had.
    expect(stateToShow(reloadedOffline, invoice, { nowMs, serverOffsetMs: 0 })?.countdown?.secondsLeft).toBe(1260);
    // Past the deadline it stops at zero.
    const late = stateToShow(reloadedOffline, invoice, {
      nowMs: (invoice.created_at + 905) * 1000 - serverOffsetMs,
      serverOffsetMs,
    });
    expect(late?.countdown).toMatchObject({ secondsLeft: 0, expired: true });
    expect(late?.offline).toBe(true);
  });

  it("keeps the live state whenever it has an invoice or the network is there", () => {
    const live = state({ status: "awaiting_payment", invoice: invoiceAt("awaiting_payment"), offline: true });
    expect(stateToShow(live, invoice)).toBe(live);
    const loading = state({ status: "loading", invoiceId: invoice.invoice_id });
    expect(stateToShow(loading, invoice)).toBe(loading);
    expect(stateToShow(undefined, invoice)).toBeUndefined();
  });
});

describe("saleScreenOf: which path a sale's screen takes", () => {
  const invoice = invoiceAt("awaiting_client");
  const onScreen = state({ status: "choosing_method", invoice });
  const base: Sale = {
    id: "POS-ABCDEF-20260304-AAAAAAAA",
    createdAt: 1,
    updatedAt: 1,
    body: {
      source: "terminal",
      project_id: "prj_demo_terminal",
      amount: "12.50",
      currency: "EUR",
      external_order_id: "POS-ABCDEF-20260304-AAAAAAAA",
    },
    subtotal: "12.50",
    tip: "0.00",
    note: "",
    status: "awaiting_client",
    invoiceId: invoice.invoice_id,
    paymentUrl: invoice.payment_url,
  };

  it("stays busy while the one read that decides the path is under way, never offering our coin list early", () => {
    expect(saleScreenOf(onScreen, base, options)).toEqual({ kind: "busy", message: "pay_creating" });
    expect(saleScreenOf(state({ status: "idle" }), base, options)).toEqual({ kind: "busy", message: "pay_loading" });
  });

  it("shows our own screens on the native path, and before any invoice exists", () => {
    expect(saleScreenOf(onScreen, { ...base, checkoutPath: "native" }, options)).toMatchObject({
      kind: "scan",
      canChooseHere: true,
    });
    const { invoiceId: _i, paymentUrl: _p, ...unsent } = base;
    expect(saleScreenOf(state({ status: "creating" }), { ...unsent, status: "pending" }, options)).toEqual({
      kind: "busy",
      message: "pay_creating",
    });
  });

  it("shows the hosted page for a sale paid there, whatever the stopped session last said", () => {
    const hosted = { ...base, checkoutPath: "hosted" as const };
    const expected = { kind: "hosted", paymentUrl: invoice.payment_url, invoiceId: invoice.invoice_id };
    expect(saleScreenOf(onScreen, hosted, options)).toEqual(expected);
    // A reload: the session never started, the sale alone says what to show.
    expect(saleScreenOf(state({ status: "idle" }), hosted, options)).toEqual(expected);
  });

  it("tells an ending the page's message reported as the page's report, for paid and for every other ending", () => {
    for (const status of ["paid", "paid_over", "underpaid", "expired", "cancelled"] as const) {
      const reported = { ...base, checkoutPath: "hosted" as const, status, learntFrom: "browser-message" as const };
      expect(saleScreenOf(onScreen, reported, options)).toEqual({
        kind: "reported",
        status,
        invoiceId: invoice.invoice_id,
      });
    }
  });
});
