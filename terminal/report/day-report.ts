/** The end-of-day report: what was paid over a range of days, tips apart, per token and network, and what was not. */
import Big from "big.js";
import { localDay } from "../history/history-filter.ts";
import { isFinalSale, isSuccessfulSale, tokenAmountSent, type Sale } from "../sale/sale.ts";

/** Local calendar days, `YYYY-MM-DD`, both included. */
export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

/** A count of sales and their amounts, as decimal strings in the shop currency. */
export interface Tally {
  readonly count: number;
  readonly total: string;
}

export interface MethodTally extends Tally {
  readonly token: string;
  readonly network: string;
  /** What the customers sent for these sales, in the token (more than asked where they paid over). */
  readonly tokenTotal: string;
}

export interface ItemTally {
  readonly name: string;
  readonly quantity: number;
  readonly total: string;
}

export type UnpaidEnding = "underpaid" | "expired" | "cancelled";

export interface DayReport {
  readonly range: ReportRange;
  readonly currency: string;
  /** Paid in full or more; `total` includes the tips. */
  readonly paid: Tally & { readonly tips: string; readonly net: string };
  readonly byMethod: readonly MethodTally[];
  readonly items: readonly ItemTally[];
  readonly unpaid: Readonly<Record<UnpaidEnding, Tally>>;
  /** Sales of the range still open (refreshed from the API just before): they may yet be paid. */
  readonly open: number;
  /** Sales in another currency (the shop's currency was changed on the way): left out of every total above. */
  readonly otherCurrency: number;
}

/** Decimal places of the shop currency, taken from its own amounts so "12.50" + "1.25" stays "13.75". */
function fixed(sum: Big, places: number): string {
  return sum.toFixed(places);
}

function placesOf(sales: readonly Sale[]): number {
  return sales.reduce((most, s) => Math.max(most, (s.body.amount.split(".")[1] ?? "").length), 0);
}

export function inRange(sale: Sale, range: ReportRange): boolean {
  const day = localDay(sale.createdAt);
  return day >= range.from && day <= range.to;
}

export function dayReport(sales: readonly Sale[], range: ReportRange, currency: string): DayReport {
  const ranged = sales.filter((s) => inRange(s, range));
  const mine = ranged.filter((s) => s.body.currency === currency);
  const places = placesOf(mine);
  const paid = mine.filter((s) => isSuccessfulSale(s.status));

  const sum = (list: readonly Sale[], pick: (s: Sale) => string) => list.reduce((acc, s) => acc.plus(pick(s)), new Big(0));
  const tally = (list: readonly Sale[]): Tally => ({ count: list.length, total: fixed(sum(list, (s) => s.body.amount), places) });

  const methods = new Map<string, { token: string; network: string; sales: Sale[] }>();
  for (const s of paid) {
    const token = s.payment?.currency ?? "";
    const network = s.payment?.network ?? "";
    const key = `${token}\u0000${network}`;
    const entry = methods.get(key) ?? { token, network, sales: [] };
    entry.sales.push(s);
    methods.set(key, entry);
  }
  const byMethod = [...methods.values()]
    .map(({ token, network, sales: list }) => {
      const sent = (s: Sale) => (s.payment ? tokenAmountSent(s.payment) : undefined) ?? "0";
      const tokenPlaces = list.reduce((most, s) => Math.max(most, (sent(s).split(".")[1] ?? "").length), 0);
      return { token, network, ...tally(list), tokenTotal: sum(list, sent).toFixed(tokenPlaces) };
    })
    .sort((a, b) => new Big(b.total).cmp(a.total) || a.token.localeCompare(b.token) || a.network.localeCompare(b.network));

  const items = new Map<string, { quantity: number; total: Big }>();
  for (const s of paid) {
    for (const item of s.items ?? []) {
      const entry = items.get(item.name) ?? { quantity: 0, total: new Big(0) };
      entry.quantity += item.quantity;
      entry.total = entry.total.plus(new Big(item.unitPrice).times(item.quantity));
      items.set(item.name, entry);
    }
  }

  const tips = sum(paid, (s) => s.tip);
  const total = sum(paid, (s) => s.body.amount);
  const ending = (status: UnpaidEnding) => tally(mine.filter((s) => s.status === status));
  return {
    range,
    currency,
    paid: { count: paid.length, total: fixed(total, places), tips: fixed(tips, places), net: fixed(total.minus(tips), places) },
    byMethod,
    items: [...items].map(([name, { quantity, total: t }]) => ({ name, quantity, total: fixed(t, places) })).sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
    unpaid: { underpaid: ending("underpaid"), expired: ending("expired"), cancelled: ending("cancelled") },
    open: mine.filter((s) => !isFinalSale(s.status)).length,
    otherCurrency: ranged.length - mine.length,
  };
}
