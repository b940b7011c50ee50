import { describe, expect, it } from "vitest";
import { dayReport } from "./day-report.ts";
import { reportCsv } from "./report-csv.ts";
import { parseCsv } from "../history/sales-csv.ts";
import { localDay } from "../history/history-filter.ts";
import type { Sale } from "../sale/sale.ts";

const NOON = new Date(2026, 2, 4, 12).getTime();
const DAY = localDay(NOON);
let n = 0;

function sale(status: Sale["status"], amount: string, tip = "0.00", over: Partial<Sale> = {}): Sale {
  const id = `POS-ABCDEF-20260304-${String(++n).padStart(8, "0")}`;
  return {
    id,
    createdAt: NOON,
    updatedAt: NOON,
    body: { source: "terminal", project_id: "prj_demo_terminal", amount, currency: "EUR", external_order_id: id },
    subtotal: amount,
    tip,
    note: "",
    status,
    payment: { currency: "USDT", network: "TRC20", expected: amount },
    ...over,
  };
}

describe("end-of-day report", () => {
  const sales = [
    sale("paid", "13.75", "1.25", { items: [{ name: "Espresso", unitPrice: "2.40", quantity: 2 }] }),
    sale("paid_over", "0.10", "0.00", { payment: { currency: "USDT", network: "TRC20", expected: "0.10", received: "0.11" } }),
    sale("paid", "0.20", "0.00", { payment: { currency: "USDC", network: "BASE", expected: "0.200001" } }),
    sale("expired", "5.00"),
    sale("cancelled", "7.00"),
    sale("underpaid", "9.99"),
    sale("awaiting_payment", "3.00"),
    sale("paid", "100.00", "0.00", { createdAt: NOON + 86_400_000 }),
    sale("paid", "1.00", "0.00", { body: { source: "terminal", project_id: "p", amount: "1", currency: "JPY", external_order_id: "x" } }),
  ];
  const report = dayReport(sales, { from: DAY, to: DAY }, "EUR");

  it("adds the paid sales to the cent, with the tips apart (0.10 + 0.20 is 0.30, not 0.30000000000000004)", () => {
    expect(report.paid).toEqual({ count: 3, total: "14.05", tips: "1.25", net: "12.80" });
  });

  it("splits the paid sales per token and network, in the shop currency and in what the customers sent", () => {
    expect(report.byMethod).toEqual([
      // 13.75 asked and sent, plus 0.11 sent for 0.10 asked.
      { token: "USDT", network: "TRC20", count: 2, total: "13.85", tokenTotal: "13.86" },
      { token: "USDC", network: "BASE", count: 1, total: "0.20", tokenTotal: "0.200001" },
    ]);
  });

  it("lists the sales that ended unpaid, the open ones, and leaves other days and currencies out", () => {
    expect(report.unpaid).toEqual({ underpaid: { count: 1, total: "9.99" }, expired: { count: 1, total: "5.00" }, cancelled: { count: 1, total: "7.00" } });
    expect(report.open).toBe(1);
    expect(report.otherCurrency).toBe(1);
    expect(dayReport(sales, { from: DAY, to: localDay(NOON + 86_400_000) }, "EUR").paid.total).toBe("114.05");
  });

  it("counts the quick items sold, and writes every figure to the CSV", () => {
    expect(report.items).toEqual([{ name: "Espresso", quantity: 2, total: "4.80" }]);
    const rows = parseCsv(reportCsv(report));
    expect(rows).toContainEqual(["paid", "total", "3", "14.05", "EUR"]);
    expect(rows).toContainEqual(["paid", "tips", "", "1.25", "EUR"]);
    expect(rows).toContainEqual(["method in token", "USDC BASE", "1", "0.200001", "USDC"]);
    expect(rows).toContainEqual(["item", "Espresso", "2", "4.80", "EUR"]);
    expect(rows).toContainEqual(["not paid", "underpaid", "1", "9.99", "EUR"]);
  });
});
