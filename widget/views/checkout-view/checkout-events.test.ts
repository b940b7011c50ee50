import { describe, expect, it } from "vitest";
import { checkoutEventsBetween } from "./checkout-events.ts";
import { initialCheckoutState, type CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import { failureOf, invoiceAt } from "../../../shared/test/checkout-fixtures.ts";

const ID = "inv_74BPZFhr9qy9Uz2fbRkdJX";
const state = (status: CheckoutState["status"], extra: Partial<CheckoutState> = {}): CheckoutState => ({
  ...initialCheckoutState,
  status,
  invoiceId: extra.invoice?.invoice_id ?? null,
  ...extra,
});

const creating = state("creating");
const choosing = state("choosing_method", { invoice: invoiceAt("awaiting_client") });
const awaiting = state("awaiting_payment", { invoice: invoiceAt("awaiting_payment") });

describe("checkoutEventsBetween", () => {
  it("announces a created invoice and its first status", () => {
    expect(checkoutEventsBetween(creating, choosing, false)).toEqual([
      [
        "checkout-invoice-created",
        { invoiceId: ID, paymentUrl: `http://localhost:4010/pay/${ID}`, status: "awaiting_client" },
      ],
      ["checkout-status-changed", { invoiceId: ID, status: "awaiting_client", previous: null }],
    ]);
  });

  it("announces no creation when the element follows an invoice it did not create (the hosted page)", () => {
    const loading = state("loading", { invoiceId: ID });
    expect(checkoutEventsBetween(loading, choosing, true).map(([name]) => name)).toEqual(["checkout-status-changed"]);
  });

  it("announces the method the invoice accepted, then its new status", () => {
    expect(checkoutEventsBetween(choosing, awaiting, false)).toEqual([
      ["checkout-method-selected", { invoiceId: ID, currency: "USDT", network: "TRC20" }],
      ["checkout-status-changed", { invoiceId: ID, status: "awaiting_payment", previous: "awaiting_client" }],
    ]);
  });

  it("says paid with what arrived, in the payment's token", () => {
    const paid = state("paid", { invoice: invoiceAt("paid", { payment: { paid: "25.000000" } }) });
    expect(checkoutEventsBetween(awaiting, paid, false)).toEqual([
      ["checkout-status-changed", { invoiceId: ID, status: "paid", previous: "awaiting_payment" }],
      ["checkout-paid", { invoiceId: ID, status: "paid", amount: "25.000000", currency: "USDT" }],
    ]);
  });

  it("says paid with the order's amount when no payment was ever chosen", () => {
    const paid = state("paid", { invoice: invoiceAt("paid", { payment: null }) });
    const [, event] = checkoutEventsBetween(choosing, paid, false).find(([name]) => name === "checkout-paid") ?? [];
    expect(event).toEqual({ invoiceId: ID, status: "paid", amount: "25.00", currency: "USD" });
  });

  it.each([
    ["expired", "checkout-expired"],
    ["cancelled", "checkout-cancelled"],
  ] as const)("says %s once the invoice is", (status, name) => {
    const ended = state(status, { invoice: invoiceAt(status) });
    expect(checkoutEventsBetween(awaiting, ended, false).at(-1)).toEqual([name, { invoiceId: ID }]);
    expect(checkoutEventsBetween(ended, { ...ended, countdown: null }, false)).toEqual([]);
  });

  it("says nothing when only the countdown moved", () => {
    expect(
      checkoutEventsBetween(
        awaiting,
        { ...awaiting, countdown: { secondsLeft: 60, urgent: true, expired: false } },
        false,
      ),
    ).toEqual([]);
  });

  it("reports each new error once, with its code and what the customer can do", () => {
    const error = failureOf("rate_limited", "create", { retryAfter: 3 });
    const failed = state("failed", { error });
    expect(checkoutEventsBetween(creating, failed, false)).toEqual([
      ["checkout-error", { code: "rate_limited", status: 429, retryable: true, category: "retry_later" }],
    ]);
    expect(checkoutEventsBetween(failed, { ...failed, offline: true }, false)).toEqual([]);
    const again = state("failed", { error: failureOf("rate_limited", "create") });
    expect(checkoutEventsBetween(failed, again, false).map(([name]) => name)).toEqual(["checkout-error"]);
  });
});
