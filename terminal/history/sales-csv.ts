/** CSV export of this device's sales (RFC 4180, with spreadsheet formula injection defused). */
import { paymentNetworkName } from "../../shared/api/chains.ts";
import { statusSourceOf, type Sale, type StatusSource } from "../sale/sale.ts";

/**
 * `created_at` is UTC (ISO 8601 with Z), for bookkeeping across devices and time zones; `created_at_local` is the same
 * instant as the history screen shows it, in this device's time zone, with its UTC offset.
 */
export const CSV_COLUMNS = [
  "created_at",
  "external_order_id",
  "invoice_id",
  "status",
  "amount",
  "currency",
  "tip",
  "token",
  "network",
  "note",
  "items",
  // Appended, so columns read by position before stay where they were.
  "token_asked",
  "token_received",
  "created_at_local",
  "confirmed_by",
  // The network in words as the history and the receipt name it: a sandbox sale's is its testnet ("Tron Nile
  // testnet"), where `network` says TRC20 for both; and whether the sale was a sandbox one, to leave it out of the books.
  "network_name",
  "test",
] as const;

/**
 * The `confirmed_by` cell: who told this device the sale's status. `payment page (browser)` is only the embedded
 * payment page's message in this browser, never the service's confirmation: bookkeeping confirms such a sale in the
 * dashboard. Fixed English words, as the other cells' values (statuses, tokens) are: a file for machines and accounts.
 */
export const CONFIRMED_BY: Record<StatusSource, string> = {
  service: "service",
  "browser-message": "payment page (browser)",
};

const two = (n: number) => String(n).padStart(2, "0");

/** An instant as this device's wall-clock time with its offset: "2026-03-04T13:00:00+01:00". */
export function localIsoTime(ms: number): string {
  const d = new Date(ms);
  // getTimezoneOffset is minutes behind UTC (Berlin in winter: -60).
  const ahead = -d.getTimezoneOffset();
  const offset = `${ahead < 0 ? "-" : "+"}${two(Math.trunc(Math.abs(ahead) / 60))}:${two(Math.abs(ahead) % 60)}`;
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}${offset}`;
}

/** Quick items of a sale in one cell: "2 x Espresso @ 2.40; 1 x Cake @ 3.50" (unit prices in the sale's currency). */
export function itemsCell(sale: Sale): string {
  return (sale.items ?? []).map((i) => `${i.quantity} x ${i.name} @ ${i.unitPrice}`).join("; ");
}

/**
 * Quotes a cell when needed. A note typed by staff that starts with = + - @ would run as a formula in a
 * spreadsheet, so it is prefixed with an apostrophe (OWASP's advice for CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function salesCsv(sales: readonly Sale[]): string {
  const rows = sales.map((s) =>
    [
      new Date(s.createdAt).toISOString(),
      s.id,
      s.invoiceId ?? "",
      s.status,
      s.body.amount,
      s.body.currency,
      s.tip,
      s.payment?.currency ?? "",
      s.payment?.network ?? "",
      s.note,
      itemsCell(s),
      s.payment?.expected ?? "",
      s.payment?.received ?? "",
      localIsoTime(s.createdAt),
      CONFIRMED_BY[statusSourceOf(s)],
      s.payment ? paymentNetworkName(s.payment.network, s.test === true) : "",
      String(s.test === true),
    ].map(csvCell),
  );
  return [CSV_COLUMNS.join(","), ...rows.map((r) => r.join(","))].join("\r\n") + "\r\n";
}
