/**
 * The whole shop's day: every paired tablet's sales as the relay keeps them (GET /reports/day), read defensively, with
 * this tablet's own records standing in for the relay's copies (its newest word, and sales not sent yet).
 */
import type { Sale } from "../sale/sale.ts";

const isText = (v: unknown): v is string => typeof v === "string";

/** A record the report can count: the fields dayReport reads, of the right types. Anything else is left out. */
export function isSaleRecord(value: unknown): value is Sale {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const body = v.body as Record<string, unknown> | null | undefined;
  return (
    isText(v.id) &&
    typeof v.createdAt === "number" &&
    isText(v.status) &&
    isText(v.tip) &&
    typeof body === "object" &&
    body !== null &&
    isText(body.amount) &&
    isText(body.currency)
  );
}

/** The relay's records of every tablet, with this tablet's own in place of their copies. */
export function shopSales(relayRecords: readonly unknown[], own: readonly Sale[]): Sale[] {
  const ownIds = new Set(own.map((s) => s.id));
  return [...relayRecords.filter(isSaleRecord).filter((s) => !ownIds.has(s.id)), ...own];
}
