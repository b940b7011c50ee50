/**
 * The shop's day across tablets: each tablet PUTs its sale records (as the terminal stores them), the relay files
 * them under the shop's calendar day, and the day is read back as JSON (tablets) or CSV (the merchant's books).
 * A sale's status in the report is the furthest the relay learnt from the service itself, when it learnt one.
 */
import * as z from "zod/mini";
import { movesForward } from "./status-order.ts";
import type { InvoiceState, StoredSale } from "./store/relay-store.ts";

/** The fields the relay reads from a tablet's record; everything else is kept as sent. */
export const SaleRecordSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  createdAt: z.number().check(z.int(), z.nonnegative()),
  status: z.string().check(z.minLength(1), z.maxLength(64)),
  invoiceId: z.optional(z.string().check(z.maxLength(128))),
  tip: z.optional(z.string()),
  note: z.optional(z.string()),
  learntFrom: z.optional(z.string()),
  body: z.looseObject({ amount: z.string(), currency: z.string() }),
});
export type SaleRecord = z.infer<typeof SaleRecordSchema>;

/** "YYYY-MM-DD" of an instant in the shop's time zone. */
export function shopDate(ms: number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
}

/** True for an IANA zone name this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const CSV_COLUMNS = [
  "created_at",
  "device",
  "device_id",
  "external_order_id",
  "invoice_id",
  "status",
  "amount",
  "currency",
  "tip",
  "note",
  "confirmed_by",
] as const;

/** A row of the day: the tablet's record, with the status the service confirmed to the relay when it knows one. */
export interface DaySale {
  readonly device_id: string;
  readonly device: string;
  readonly record: SaleRecord;
  readonly status: string;
  /** `service` when the payment service said the status (to the relay or to the tablet); else how the tablet learnt it. */
  readonly confirmed_by: string;
}

export function daySales(stored: readonly StoredSale[], invoices: ReadonlyMap<string, InvoiceState>): DaySale[] {
  const rows: DaySale[] = [];
  for (const s of stored) {
    const read = SaleRecordSchema.safeParse(JSON.parse(s.record));
    if (!read.success) continue;
    const record = read.data;
    const known = record.invoiceId === undefined ? undefined : invoices.get(record.invoiceId);
    const serviceSaysMore =
      known !== undefined &&
      (known.status === record.status ||
        movesForward({ status: record.status, occurredAt: 0 }, { status: known.status, occurredAt: 0 }));
    rows.push({
      device_id: s.device_id,
      device: s.device_name,
      record,
      status: serviceSaysMore ? known.status : record.status,
      confirmed_by: serviceSaysMore
        ? "service"
        : record.learntFrom === "browser-message"
          ? "payment page (browser)"
          : "service",
    });
  }
  return rows.sort((a, b) => a.record.createdAt - b.record.createdAt);
}

/** Quotes a cell when needed, and defuses a cell a spreadsheet would run as a formula (OWASP's CSV injection advice). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function dayCsv(rows: readonly DaySale[]): string {
  const lines = rows.map((r) =>
    [
      new Date(r.record.createdAt).toISOString(),
      r.device,
      r.device_id,
      r.record.id,
      r.record.invoiceId ?? "",
      r.status,
      r.record.body.amount,
      r.record.body.currency,
      r.record.tip ?? "",
      r.record.note ?? "",
      r.confirmed_by,
    ]
      .map(csvCell)
      .join(","),
  );
  return [CSV_COLUMNS.join(","), ...lines].join("\r\n") + "\r\n";
}
