/** CSV export of this device's sales (RFC 4180, with spreadsheet formula injection defused). */
import type { Sale } from "../sale/sale.ts";

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
] as const;

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
    ].map(csvCell),
  );
  return [CSV_COLUMNS.join(","), ...rows.map((r) => r.join(","))].join("\r\n") + "\r\n";
}

/** Minimal RFC 4180 reader, used by the tests to prove the export round-trips. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
