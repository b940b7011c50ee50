/**
 * The end-of-day report: what was paid over a range of days, tips apart, per token and network, what arrived in each
 * token (underpaid sales included), which sales are short and by how much, and what was not paid.
 */
import Big from "big.js";
import { localDay } from "../history/history-filter.ts";
import { isFinalSale, isSuccessfulSale, tokenAmountSent, type Sale } from "../sale/sale.ts";
import { itemAmount, keyedAmount } from "../sale/sale-lines.ts";
import { missingOfOrder } from "../sale/shortfall.ts";

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

/** One token on one network: the paid sales in the shop currency, and every token that arrived on any sale. */
export interface MethodTally extends Tally {
  readonly token: string;
  readonly network: string;
  /**
   * What arrived in the token on every sale of this method: paid, paid over (more than asked) and underpaid (less),
   * so it matches what the wallet received.
   */
  readonly tokenTotal: string;
}

/** A sale that ended underpaid: what arrived of what was asked, and about what it lacks in the shop currency. */
export interface ShortSale {
  readonly id: string;
  readonly invoiceId: string | undefined;
  readonly token: string;
  readonly network: string;
  readonly received: string;
  readonly expected: string;
  /** Asked − arrived, in the token. */
  readonly shortToken: string;
  /** The part of the order that stood for, rounded up; null when the sale kept no amounts to compute it from. */
  readonly missing: string | null;
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
  /** What the paid sales were made of: each quick item, then the amounts typed on the keypad (tips are in `paid`). */
  readonly items: readonly ItemTally[];
  readonly keyed: Tally;
  readonly short: readonly ShortSale[];
  /** Ended without being paid in full; an underpaid sale counts with what it lacks (its `short` entry), not its whole amount. */
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

  // Every sale a token arrived on counts in its token's total, whatever its ending; the shop-currency figures are the paid ones.
  const sent = (s: Sale) => (s.payment ? tokenAmountSent(s.payment) : undefined) ?? "0";
  const arrivedOn = mine.filter((s) => isSuccessfulSale(s.status) || (s.payment?.received !== undefined && new Big(s.payment.received).gt(0)));
  const methods = new Map<string, { token: string; network: string; paid: Sale[]; arrived: Sale[] }>();
  for (const s of arrivedOn) {
    const token = s.payment?.currency ?? "";
    const network = s.payment?.network ?? "";
    const key = `${token}\u0000${network}`;
    const entry = methods.get(key) ?? { token, network, paid: [], arrived: [] };
    entry.arrived.push(s);
    if (isSuccessfulSale(s.status)) entry.paid.push(s);
    methods.set(key, entry);
  }
  const byMethod = [...methods.values()]
    .map(({ token, network, paid: list, arrived }) => {
      const tokenPlaces = arrived.reduce((most, s) => Math.max(most, (sent(s).split(".")[1] ?? "").length), 0);
      return { token, network, ...tally(list), tokenTotal: sum(arrived, sent).toFixed(tokenPlaces) };
    })
    .sort((a, b) => new Big(b.total).cmp(a.total) || a.token.localeCompare(b.token) || a.network.localeCompare(b.network));

  const items = new Map<string, { quantity: number; total: Big }>();
  for (const s of paid) {
    for (const item of s.items ?? []) {
      const entry = items.get(item.name) ?? { quantity: 0, total: new Big(0) };
      entry.quantity += item.quantity;
      entry.total = entry.total.plus(itemAmount(item));
      items.set(item.name, entry);
    }
  }
  const keyedSales = paid.filter((s) => keyedAmount(s).gt(0));

  const underpaid = mine.filter((s) => s.status === "underpaid");
  const short = underpaid.map((s): ShortSale => {
    const expected = s.payment?.expected ?? "0";
    const received = s.payment?.received ?? "0";
    const shortToken = new Big(expected).minus(received);
    return {
      id: s.id,
      invoiceId: s.invoiceId,
      token: s.payment?.currency ?? "",
      network: s.payment?.network ?? "",
      received,
      expected,
      shortToken: shortToken.toFixed(Math.max((expected.split(".")[1] ?? "").length, (received.split(".")[1] ?? "").length)),
      missing: s.payment?.expected !== undefined ? missingOfOrder(s.body, expected, received) : null,
    };
  });

  const tips = sum(paid, (s) => s.tip);
  const total = sum(paid, (s) => s.body.amount);
  const ending = (status: UnpaidEnding) => tally(mine.filter((s) => s.status === status));
  return {
    range,
    currency,
    paid: { count: paid.length, total: fixed(total, places), tips: fixed(tips, places), net: fixed(total.minus(tips), places) },
    byMethod,
    items: [...items].map(([name, { quantity, total: t }]) => ({ name, quantity, total: fixed(t, places) })).sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
    keyed: { count: keyedSales.length, total: fixed(sum(keyedSales, (s) => keyedAmount(s).toString()), places) },
    short,
    // An underpaid sale is not paid only by what it lacks: what arrived is in the token totals above.
    unpaid: {
      underpaid: { count: short.length, total: fixed(short.reduce((acc, s, i) => acc.plus(s.missing ?? underpaid[i]!.body.amount), new Big(0)), places) },
      expired: ending("expired"),
      cancelled: ending("cancelled"),
    },
    open: mine.filter((s) => !isFinalSale(s.status)).length,
    otherCurrency: ranged.length - mine.length,
  };
}
