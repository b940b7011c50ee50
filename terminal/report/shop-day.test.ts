import { describe, expect, it } from "vitest";
import { dayReport } from "./day-report.ts";
import { isSaleRecord, shopSales } from "./shop-day.ts";
import { localDay } from "../history/history-filter.ts";
import type { Sale } from "../sale/sale.ts";

const NOON = new Date(2026, 2, 4, 12).getTime();
const DAY = localDay(NOON);

/** A paid sale as a tablet records it, and so as the relay hands it back. */
function paidSale(id: string, amount: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    createdAt: NOON,
    updatedAt: NOON,
    body: { source: "terminal", project_id: "prj_demo_terminal", amount, currency: "EUR", external_order_id: id },
    subtotal: amount,
    tip: "0.00",
    note: "",
    status: "paid",
    items: [{ name: "Espresso", unitPrice: amount, quantity: 1 }],
    payment: { currency: "USDT", network: "TRC20", expected: amount, received: amount },
    ...over,
  };
}

describe("the whole shop's day from the relay's records", () => {
  it("counts another tablet's whole record, and this tablet's own copy in place of the relay's", () => {
    const own = paidSale("POS-A-1", "2.40") as unknown as Sale;
    const relay = [paidSale("POS-A-1", "99.00"), paidSale("POS-B-1", "3.10")];
    const sales = shopSales(relay, [own]);
    expect(sales.map((s) => [s.id, s.body.amount])).toEqual([
      ["POS-B-1", "3.10"],
      ["POS-A-1", "2.40"],
    ]);
    expect(dayReport(sales, { from: DAY, to: DAY }, "EUR").paid.total).toBe("5.50");
  });

  const damaged: [string, Record<string, unknown>][] = [
    ["no subtotal", { subtotal: undefined }],
    ["a tip that is not a decimal", { tip: "one euro" }],
    ["an amount that is not a decimal", { body: { amount: "12,50", currency: "EUR" } }],
    ["items that are not a list", { items: "Espresso" }],
    ["an item without a quantity", { items: [{ name: "Espresso", unitPrice: "2.40" }] }],
    ["an item with a price that is not a decimal", { items: [{ name: "Espresso", unitPrice: "", quantity: 1 }] }],
    ["a payment without its network", { payment: { currency: "USDT", received: "1" } }],
    ["a received amount that is not a decimal", { payment: { currency: "USDT", network: "TRC20", received: "-1" } }],
  ];
  for (const [what, change] of damaged)
    it(`leaves out a record with ${what}, and the report still adds up the rest`, () => {
      const record = paidSale("POS-B-2", "4.00", change);
      expect(isSaleRecord(record)).toBe(false);
      const sales = shopSales([record, paidSale("POS-B-1", "3.10")], []);
      expect(dayReport(sales, { from: DAY, to: DAY }, "EUR").paid.total).toBe("3.10");
    });

  it("keeps a record without the optional items and payment (an amount typed, nothing arrived yet)", () => {
    expect(isSaleRecord(paidSale("POS-B-3", "1.00", { items: undefined, payment: undefined }))).toBe(true);
  });
});
