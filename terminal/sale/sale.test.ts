import { describe, expect, it } from "vitest";
import { hasReceipt, receiptTokenAmounts, tokenAmountSent } from "./sale.ts";
import { saleFromInvoice } from "./sale-runner.ts";
import { invoiceAt } from "../../shared/test/checkout-fixtures.ts";
import type { Sale } from "./sale.ts";

const USDT = { currency: "USDT", network: "TRC20" };

describe("the token amounts of a sale", () => {
  it("keeps what arrived apart from what was asked when the invoice says", () => {
    const sale: Sale = {
      id: "POS-ABCDEF-20260304-AAAAAAAA",
      createdAt: 1,
      updatedAt: 1,
      body: {
        source: "terminal",
        project_id: "prj_demo_terminal",
        amount: "25.00",
        currency: "EUR",
        external_order_id: "POS-ABCDEF-20260304-AAAAAAAA",
      },
      subtotal: "25.00",
      tip: "0.00",
      note: "",
      status: "pending",
    };
    const underpaid = invoiceAt("underpaid", { payment: { paid: "12.5", remaining: "12.5" } });
    expect(saleFromInvoice(sale, underpaid, 2).payment).toMatchObject({
      expected: underpaid.payment?.expected,
      received: "12.5",
    });
    expect(saleFromInvoice(sale, invoiceAt("awaiting_client"), 2).payment).toBeUndefined();
  });

  it("shows on the receipt what arrived, and what was asked only where it differs or nothing arrived", () => {
    expect(receiptTokenAmounts({ ...USDT, expected: "25.000000", received: "25.000000" })).toEqual({
      received: "25.000000",
    });
    expect(receiptTokenAmounts({ ...USDT, expected: "25", received: "25.000000" })).toEqual({ received: "25.000000" });
    expect(receiptTokenAmounts({ ...USDT, expected: "25", received: "12.5" })).toEqual({
      received: "12.5",
      asked: "25",
    });
    expect(receiptTokenAmounts({ ...USDT, expected: "25", received: "27.5" })).toEqual({
      received: "27.5",
      asked: "25",
    });
    expect(receiptTokenAmounts({ ...USDT, expected: "25", received: "0" })).toEqual({ asked: "25" });
    // A sale stored before the terminal kept what arrived.
    expect(receiptTokenAmounts({ ...USDT, expected: "25" })).toEqual({ asked: "25" });
  });

  it("counts what the customer sent, falling back to what was asked for older records", () => {
    expect(tokenAmountSent({ ...USDT, expected: "25", received: "27.5" })).toBe("27.5");
    expect(tokenAmountSent({ ...USDT, expected: "25" })).toBe("25");
  });
});

describe("which sales have a receipt", () => {
  it("those the customer paid, in full, over or in part, and no other", () => {
    const all = [
      "pending",
      "failed",
      "awaiting_client",
      "awaiting_payment",
      "confirming",
      "paid",
      "paid_over",
      "underpaid_waiting",
      "underpaid",
      "expired",
      "cancelled",
    ] as const;
    expect(all.filter(hasReceipt)).toEqual(["paid", "paid_over", "underpaid"]);
  });
});
