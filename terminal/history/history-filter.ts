/** Filters of the history screen: by status group and by local calendar day. */
import type { Sale, SaleStatus } from "../sale/sale.ts";

export type StatusFilter = "all" | "paid" | "open" | "problem";

const GROUPS: Record<Exclude<StatusFilter, "all">, readonly SaleStatus[]> = {
  paid: ["paid", "paid_over"],
  open: ["pending", "awaiting_client", "awaiting_payment", "confirming", "underpaid_waiting"],
  problem: ["underpaid", "expired", "cancelled", "failed"],
};

/** `YYYY-MM-DD` of a timestamp in the device's own time zone (what staff mean by "today"). */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const m = (d.getMonth() + 1).toString().padStart(2, "0");
  const day = d.getDate().toString().padStart(2, "0");
  return `${d.getFullYear()}-${m}-${day}`;
}

export function filterSales(sales: readonly Sale[], status: StatusFilter, day: string): Sale[] {
  return sales.filter(
    (s) => (status === "all" || GROUPS[status].includes(s.status)) && (day === "" || localDay(s.createdAt) === day),
  );
}
