/** The end-of-day report as CSV, one figure per row, for the shop's bookkeeping. */
import { paymentNetworkName } from "../../shared/api/chains.ts";
import { csvCell } from "../history/sales-csv.ts";
import type { DayReport, MethodTally } from "./day-report.ts";

export const REPORT_COLUMNS = ["section", "label", "count", "amount", "currency"] as const;

/** A method's label: token and network code, and a sandbox one's testnet by name, as the screen tells them apart. */
function methodLabel(m: MethodTally): string {
  return `${m.token} ${m.network}${m.test ? ` (${paymentNetworkName(m.network, true)})` : ""}`;
}

export function reportCsv(report: DayReport): string {
  const c = report.currency;
  const rows: (string | number)[][] = [
    ["range", `${report.range.from}..${report.range.to}`, "", "", ""],
    ["paid", "total", report.paid.count, report.paid.total, c],
    ["paid", "tips", "", report.paid.tips, c],
    ["paid", "without tips", "", report.paid.net, c],
    ["received", "total", report.received.count, report.received.total, c],
    ...report.byMethod.map((m) => ["method", methodLabel(m), m.count, m.total, c]),
    // Paid, but the tablet never learnt in which token (a relay's webhook without the payment): no token figure.
    ...(report.tokenNotReported.count > 0
      ? [["method", "token not reported", report.tokenNotReported.count, report.tokenNotReported.total, c]]
      : []),
    ...report.byMethod.map((m) => ["method in token", methodLabel(m), m.count, m.tokenTotal, m.token]),
    ...report.items.map((i) => ["item", i.name, i.quantity, i.total, c]),
    ["keyed", "amounts typed", report.keyed.count, report.keyed.total, c],
    // Each underpaid sale by its order id: about what it lacks in the shop currency, and exactly in the token.
    ...report.short.map((s) => ["short", s.id, "", s.missing ?? "", c]),
    ...report.short.map((s) => ["short in token", s.id, "", s.shortToken, s.token]),
    ["not paid", "underpaid", report.unpaid.underpaid.count, report.unpaid.underpaid.total, c],
    ["not paid", "expired", report.unpaid.expired.count, report.unpaid.expired.total, c],
    ["not paid", "cancelled", report.unpaid.cancelled.count, report.unpaid.cancelled.total, c],
    ["open", "still open", report.open, "", ""],
    // Ended on the payment page's message alone (a browser signal): in none of the totals above.
    ["reported by page", "not confirmed by the service", report.reportedByPage.count, report.reportedByPage.total, c],
  ];
  return (
    [REPORT_COLUMNS.join(","), ...rows.map((r) => r.map((v) => csvCell(String(v))).join(","))].join("\r\n") + "\r\n"
  );
}
