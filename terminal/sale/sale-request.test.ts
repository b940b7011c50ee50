import { describe, expect, it } from "vitest";
import { newSale } from "./sale-request.ts";
import { ORDER_ID_PATTERN } from "./order-id.ts";

const settings = { projectId: "prj_demo_terminal", currency: "EUR", customerFeePercent: null, deviceId: "ABC123" };
const now = new Date(Date.UTC(2026, 2, 4, 12));

describe("a new sale's request", () => {
  it("asks for subtotal plus tip, in the shop currency, under the sale's own order id", () => {
    const sale = newSale(settings, { subtotalMinor: 1250n, tipMinor: 125n, note: "table 4", items: [] }, now);
    expect(sale.id).toMatch(ORDER_ID_PATTERN);
    expect(sale.body).toEqual({
      source: "terminal",
      project_id: "prj_demo_terminal",
      amount: "13.75",
      currency: "EUR",
      external_order_id: sale.id,
    });
    expect([sale.subtotal, sale.tip, sale.note, sale.status]).toEqual(["12.50", "1.25", "table 4", "pending"]);
    expect(sale.createdAt).toBe(now.getTime());
    expect(sale).not.toHaveProperty("items");
  });

  it("uses the currency's own minor unit and passes the customer fee on", () => {
    const sale = newSale(
      { ...settings, currency: "JPY", customerFeePercent: 1.5 },
      { subtotalMinor: 1200n, tipMinor: 0n, note: "", items: [] },
      now,
    );
    expect(sale.body.amount).toBe("1200");
    expect(sale.body.customer_fee_percent).toBe(1.5);
  });

  it("keeps the quick items for the receipt and the CSV", () => {
    const items = [{ name: "Espresso", unitPrice: "2.40", quantity: 2 }];
    expect(newSale(settings, { subtotalMinor: 480n, tipMinor: 0n, note: "", items }, now).items).toEqual(items);
  });
});
