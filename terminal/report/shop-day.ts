/**
 * The whole shop's day: every paired tablet's sales as the relay keeps them (GET /reports/day), read defensively, with
 * this tablet's own records standing in for the relay's copies (its newest word, and sales not sent yet).
 */
import { isDecimal, UNSIGNED_DECIMAL } from "../../shared/decimal/plain-decimal.ts";
import type { Sale } from "../sale/sale.ts";

type Fields = Record<string, unknown>;

const isText = (v: unknown): v is string => typeof v === "string";
const isAmount = (v: unknown): v is string => isText(v) && isDecimal(v, UNSIGNED_DECIMAL);
const isFields = (v: unknown): v is Fields => typeof v === "object" && v !== null && !Array.isArray(v);
const absentOr = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

/** A quick item's line: its name, and a unit price and quantity the report can multiply. */
const isItem = (v: unknown) =>
  isFields(v) && isText(v.name) && isAmount(v.unitPrice) && Number.isSafeInteger(v.quantity);

/** What the customer paid with: a token and network, and the token amounts as decimals where given. */
const isPayment = (v: unknown) =>
  isFields(v) &&
  isText(v.currency) &&
  isText(v.network) &&
  absentOr(v.expected, isAmount) &&
  absentOr(v.received, isAmount);

/**
 * A record the report can count: every field dayReport reads, of the right types and, for amounts, a decimal it can
 * add up. Anything else (a record another tablet's version wrote differently, a damaged one) is left out rather than
 * stopping the report.
 */
export function isSaleRecord(value: unknown): value is Sale {
  if (!isFields(value)) return false;
  const body = value.body;
  return (
    isText(value.id) &&
    typeof value.createdAt === "number" &&
    isText(value.status) &&
    isAmount(value.subtotal) &&
    isAmount(value.tip) &&
    isFields(body) &&
    isAmount(body.amount) &&
    isText(body.currency) &&
    absentOr(value.items, (items) => Array.isArray(items) && items.every(isItem)) &&
    absentOr(value.payment, isPayment)
  );
}

/** The relay's records of every tablet, with this tablet's own in place of their copies. */
export function shopSales(relayRecords: readonly unknown[], own: readonly Sale[]): Sale[] {
  const ownIds = new Set(own.map((s) => s.id));
  return [...relayRecords.filter(isSaleRecord).filter((s) => !ownIds.has(s.id)), ...own];
}
