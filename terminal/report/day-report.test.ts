import { describe, expect, it } from "vitest";
import Big from "big.js";
import { dayReport } from "./day-report.ts";
import { reportCsv } from "./report-csv.ts";
import { parseCsv } from "../test/csv-reader.ts";
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
    subtotal: new Big(amount).minus(tip).toFixed(2),
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
    sale("paid_over", "0.10", "0.00", {
      payment: { currency: "USDT", network: "TRC20", expected: "0.10", received: "0.11" },
    }),
    sale("paid", "0.20", "0.00", { payment: { currency: "USDC", network: "BASE", expected: "0.200001" } }),
    sale("expired", "5.00"),
    sale("cancelled", "7.00"),
    sale("underpaid", "9.99"),
    // 8.00 asked as 8.64 USDC; 4.32 arrived, so about 4.00 of the order is missing.
    sale("underpaid", "8.00", "0.00", {
      invoiceId: "inv_short",
      payment: { currency: "USDC", network: "BASE", expected: "8.64", received: "4.32" },
    }),
    sale("awaiting_payment", "3.00"),
    sale("paid", "100.00", "0.00", { createdAt: NOON + 86_400_000 }),
    sale("paid", "1.00", "0.00", {
      body: { source: "terminal", project_id: "p", amount: "1", currency: "JPY", external_order_id: "x" },
    }),
  ];
  const report = dayReport(sales, { from: DAY, to: DAY }, "EUR");

  it("adds the paid sales to the cent, with the tips apart (0.10 + 0.20 is 0.30, not 0.30000000000000004)", () => {
    expect(report.paid).toEqual({ count: 3, total: "14.05", tips: "1.25", net: "12.80" });
  });

  it("splits what arrived per token and network, each row's count, shop-currency total and token total of the same sales", () => {
    expect(report.byMethod).toEqual([
      // 13.75 asked and sent, plus 0.11 sent for 0.10 asked.
      { token: "USDT", network: "TRC20", test: false, count: 2, total: "13.85", tokenTotal: "13.86" },
      // 0.200001 paid, plus the 4.32 that arrived on the underpaid sale (about 4.00 of its 8.00): two sales, 4.20.
      { token: "USDC", network: "BASE", test: false, count: 2, total: "4.20", tokenTotal: "4.520001" },
    ]);
  });

  it("keeps a sandbox sale's method apart from the same token on the main net, marked as a test one", () => {
    const payment = { currency: "USDT", network: "TRC20", expected: "1.08", received: "1.08" };
    const both = dayReport(
      [sale("paid", "1.00", "0.00", { payment, test: true }), sale("paid", "2.00", "0.00", { payment })],
      { from: DAY, to: DAY },
      "EUR",
    );
    expect(both.byMethod.map((m) => [m.network, m.test, m.total])).toEqual([
      ["TRC20", false, "2.00"],
      ["TRC20", true, "1.00"],
    ]);
    // The CSV tells the two rows apart as the screen does: the sandbox one by its testnet's name.
    const methods = parseCsv(reportCsv(both)).filter((r) => r[0] === "method");
    expect(methods.map((r) => [r[1], r[3]])).toEqual([
      ["USDT TRC20", "2.00"],
      ["USDT TRC20 (Tron Nile testnet)", "1.00"],
    ]);
  });

  it("counts a paid sale whose token was never reported in the totals, apart from the tokens' rows", () => {
    // A relay's webhook confirmed it without the invoice's payment: paid, but in which token nobody told the tablet.
    const unreported = sale("paid", "5.00", "0.00", { payment: undefined });
    const withUnknown = dayReport([...sales, unreported], { from: DAY, to: DAY }, "EUR");
    expect(withUnknown.paid).toMatchObject({ count: 4, total: "19.05" });
    expect(withUnknown.received).toEqual({ count: 5, total: "23.05" });
    expect(withUnknown.byMethod.map((m) => `${m.token} ${m.network}`)).toEqual(["USDT TRC20", "USDC BASE"]);
    expect(withUnknown.tokenNotReported).toEqual({ count: 1, total: "5.00" });
    expect(report.tokenNotReported).toEqual({ count: 0, total: "0.00" });
    const rows = parseCsv(reportCsv(withUnknown));
    expect(rows).toContainEqual(["method", "token not reported", "1", "5.00", "EUR"]);
    expect(rows.filter((r) => r[0]?.startsWith("method")).map((r) => r[1])).toEqual([
      "USDT TRC20",
      "USDC BASE",
      "token not reported",
      "USDT TRC20",
      "USDC BASE",
    ]);
  });

  it("receives in total the paid sales and the part of the underpaid ones that arrived", () => {
    // 14.05 paid + 4.00 of the 8.00 sale; the 9.99 sale kept no arrival and adds nothing.
    expect(report.received).toEqual({ count: 4, total: "18.05" });
    const byMethod = report.byMethod.reduce((acc, m) => acc.plus(m.total), new Big(0));
    expect(byMethod.toFixed(2)).toBe(report.received.total);
  });

  it("says which sales are short and by how much, in the token and the shop currency", () => {
    // An older record kept no arrival: all of it is missing.
    expect(report.short.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        invoiceId: undefined,
        token: "USDT",
        network: "TRC20",
        received: "0",
        expected: "9.99",
        shortToken: "9.99",
        missing: "9.99",
      },
      {
        invoiceId: "inv_short",
        token: "USDC",
        network: "BASE",
        received: "4.32",
        expected: "8.64",
        shortToken: "4.32",
        missing: "4.00",
      },
    ]);
    // Not paid counts what the underpaid sales lack, not their whole amounts: 9.99 + 4.00.
    expect(report.unpaid.underpaid).toEqual({ count: 2, total: "13.99" });
  });

  it("lists the amounts typed on the keypad beside the items, so together with the tips they make the paid total", () => {
    // 13.75 = 4.80 Espresso + 7.70 typed + 1.25 tip; 0.10 and 0.20 typed.
    expect(report.keyed).toEqual({ count: 3, total: "8.00" });
    expect(new Big(report.keyed.total).plus(report.items[0]!.total).plus(report.paid.tips).toFixed(2)).toBe(
      report.paid.total,
    );
  });

  it("lists the sales that ended unpaid, the open ones, and leaves other days and currencies out", () => {
    expect(report.unpaid).toEqual({
      underpaid: { count: 2, total: "13.99" },
      expired: { count: 1, total: "5.00" },
      cancelled: { count: 1, total: "7.00" },
    });
    expect(report.open).toBe(1);
    expect(report.otherCurrency).toBe(1);
    expect(report.test).toBe(false);
    expect(dayReport([sale("paid", "1.00", "0.00", { test: true })], { from: DAY, to: DAY }, "EUR").test).toBe(true);
    expect(dayReport(sales, { from: DAY, to: localDay(NOON + 86_400_000) }, "EUR").paid.total).toBe("114.05");
  });

  it("counts the quick items sold, and writes every figure to the CSV", () => {
    expect(report.items).toEqual([{ name: "Espresso", quantity: 2, total: "4.80" }]);
    const rows = parseCsv(reportCsv(report));
    expect(rows).toContainEqual(["paid", "total", "3", "14.05", "EUR"]);
    expect(rows).toContainEqual(["paid", "tips", "", "1.25", "EUR"]);
    expect(rows).toContainEqual(["method in token", "USDC BASE", "2", "4.520001", "USDC"]);
    expect(rows).toContainEqual(["received", "total", "4", "18.05", "EUR"]);
    expect(rows).toContainEqual(["item", "Espresso", "2", "4.80", "EUR"]);
    expect(rows).toContainEqual(["not paid", "underpaid", "2", "13.99", "EUR"]);
    expect(rows).toContainEqual(["keyed", "amounts typed", "3", "8.00", "EUR"]);
    expect(rows).toContainEqual(["short", expect.any(String), "", "4.00", "EUR"]);
    expect(rows).toContainEqual(["short in token", expect.any(String), "", "4.32", "USDC"]);
  });

  it("keeps the endings only the payment page's message told out of every total, and lists them apart", () => {
    const page = { checkoutPath: "hosted" as const, learntFrom: "browser-message" as const };
    const withReports = [
      ...sales,
      sale("paid", "20.00", "0.00", page),
      sale("cancelled", "4.00", "0.00", page),
      sale("paid", "2.00", "0.00", { learntFrom: "service" }),
    ];
    const mixed = dayReport(withReports, { from: DAY, to: DAY }, "EUR");
    // The service's paid sale counts; the page's "paid" does not.
    expect(mixed.paid).toEqual({ count: 4, total: "16.05", tips: "1.25", net: "14.80" });
    expect(mixed.unpaid.cancelled).toEqual({ count: 1, total: "7.00" });
    expect(mixed.reportedByPage).toEqual({ count: 2, total: "24.00" });
    expect(report.reportedByPage).toEqual({ count: 0, total: "0.00" });
    expect(parseCsv(reportCsv(mixed))).toContainEqual([
      "reported by page",
      "not confirmed by the service",
      "2",
      "24.00",
      "EUR",
    ]);
  });
});
