import { describe, expect, it } from "vitest";
import { invoiceAt } from "../../../shared/test/checkout-fixtures.ts";
import { earlierPaymentOf, rememberMissingPart } from "./missing-part-payments.ts";
import { endingOf, type EndingOptions } from "./ending-model.ts";

const UNDERPAID = {
  invoiceId: "inv_first",
  received: "13.500000",
  missing: { amount: "13.5", currency: "USDT", network: "TRC20" },
};

/** The new invoice a page makes for the missing part: 13.5 USDT on Tron, paid as asked unless told otherwise. */
const missingPartInvoice = (over: { amount?: string; network?: "TRC20" | "ERC20"; paid?: string; id?: string } = {}) =>
  invoiceAt("paid", {
    invoice_id: over.id ?? "inv_second",
    order: { external_id: "order-1-attempt-2", amount: over.amount ?? "13.5", currency: "USDT" },
    payment: {
      network: over.network ?? "TRC20",
      expected: over.amount ?? "13.500000",
      paid: over.paid ?? "13.500000",
    },
  });

describe("the missing part of an underpaid invoice, paid with a new one", () => {
  it("names what the first invoice received once the new one paid exactly the missing part", () => {
    const checkout = {};
    rememberMissingPart(checkout, UNDERPAID);
    expect(earlierPaymentOf(checkout, missingPartInvoice())).toEqual({ amount: "13.5", currency: "USDT" });
  });

  it("claims nothing for another element, the same invoice, another amount or network, or less than the part", () => {
    const checkout = {};
    rememberMissingPart(checkout, UNDERPAID);
    expect(earlierPaymentOf({}, missingPartInvoice())).toBeNull();
    expect(earlierPaymentOf(checkout, missingPartInvoice({ id: "inv_first" }))).toBeNull();
    expect(earlierPaymentOf(checkout, missingPartInvoice({ amount: "27" }))).toBeNull();
    expect(earlierPaymentOf(checkout, missingPartInvoice({ network: "ERC20" }))).toBeNull();
    expect(earlierPaymentOf(checkout, missingPartInvoice({ paid: "13.4" }))).toBeNull();
  });

  it("makes the paid ending say the order is paid in full, with both amounts", () => {
    const options: EndingOptions = {
      newAttempts: true,
      returnLinks: { paid: null, other: null },
      money: (amount, currency) => `${amount} ${currency}`,
      earlier: { amount: "13.5", currency: "USDT" },
    };
    expect(endingOf(missingPartInvoice({ paid: "13.500000" }), "paid", options).sentences).toEqual([
      { key: "paid_body", values: { amount: "13.500000 USDT" } },
      { key: "paid_in_full", values: { earlier: "13.5 USDT", now: "13.5 USDT" } },
    ]);
    // Without an earlier payment the ending says what its own invoice knows.
    expect(endingOf(missingPartInvoice(), "paid", { ...options, earlier: null }).sentences).toEqual([
      { key: "paid_body", values: { amount: "13.500000 USDT" } },
    ]);
  });
});
