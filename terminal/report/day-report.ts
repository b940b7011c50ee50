/**
 * The end-of-day report: what was paid over a range of days, tips apart, per token and network, what arrived in each
 * token (underpaid sales included), which sales are short and by how much, and what was not paid. Shop-currency sums
 * are bigint minor units with the receipt's and the cart's own functions (sale-sums.ts); token sums are big.js.
 */
import Big from "big.js";
import { decimalPlaces } from "../../shared/decimal/plain-decimal.ts";
import { localDay } from "../history/history-filter.ts";
import { toDecimal } from "../money/money.ts";
import { isFinalSale, isSuccessfulSale, statusSourceOf, tokenAmountSent, type Sale } from "../sale/sale.ts";
import { amountMinor, keyedMinor, lineTotalMinor } from "../sale/sale-sums.ts";
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

/**
 * One token on one network: every sale a token arrived on (paid, paid over, underpaid), counted and summed in the shop
 * currency by what arrived (an underpaid sale by the part of its order that was paid, about), and in the token.
 */
export interface MethodTally extends Tally {
  readonly token: string;
  readonly network: string;
  /** Sandbox sales: the network is its testnet (Tron Nile testnet), named as their payment screen and receipt name it. */
  readonly test: boolean;
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
  /** Every sale something arrived on: the paid ones whole, the underpaid ones by the part that arrived (about). */
  readonly received: Tally;
  readonly byMethod: readonly MethodTally[];
  /**
   * Paid sales whose token and network the tablet never learnt (a relay's webhook confirmed them without the
   * invoice's payment): in the totals above, in no row of `byMethod`.
   */
  readonly tokenNotReported: Tally;
  /** What the paid sales were made of: each quick item, then the amounts typed on the keypad (tips are in `paid`). */
  readonly items: readonly ItemTally[];
  readonly keyed: Tally;
  readonly short: readonly ShortSale[];
  /** Ended without being paid in full; an underpaid sale counts with what it lacks (its `short` entry), not its whole amount. */
  readonly unpaid: Readonly<Record<UnpaidEnding, Tally>>;
  /** Sales of the range still open (refreshed from the API just before): they may yet be paid. */
  readonly open: number;
  /**
   * Sales whose ending only the embedded payment page's message told (a browser signal, `learntFrom`
   * "browser-message"), whatever it said: left out of every total above, for staff to confirm in the dashboard.
   */
  readonly reportedByPage: Tally;
  /** Sales in another currency (the shop's currency was changed on the way): left out of every total above. */
  readonly otherCurrency: number;
  /** Some sale of the range was a sandbox (test) one: the printed report says TEST MODE. */
  readonly test: boolean;
}

/** Decimal places of the shop currency, taken from its own amounts so "12.50" + "1.25" stays "13.75". */
function placesOf(sales: readonly Sale[]): number {
  return sales.reduce((most, s) => Math.max(most, decimalPlaces(s.body.amount)), 0);
}

/** Descending order of two minor-unit totals. */
function byLargerMinor(a: bigint, b: bigint): number {
  return a === b ? 0 : a < b ? 1 : -1;
}

export function inRange(sale: Sale, range: ReportRange): boolean {
  const day = localDay(sale.createdAt);
  return day >= range.from && day <= range.to;
}

export function dayReport(sales: readonly Sale[], range: ReportRange, currency: string): DayReport {
  const ranged = sales.filter((s) => inRange(s, range));
  const inCurrency = ranged.filter((s) => s.body.currency === currency);
  // Only what the service said counts: a browser signal is listed apart, never summed as paid.
  const mine = inCurrency.filter((s) => statusSourceOf(s) === "service");
  const signalled = inCurrency.filter((s) => statusSourceOf(s) === "browser-message");
  const places = placesOf(inCurrency);
  const paid = mine.filter((s) => isSuccessfulSale(s.status));

  const sumMinor = (list: readonly Sale[], pick: (s: Sale) => bigint) => list.reduce((acc, s) => acc + pick(s), 0n);
  const amountOf = (s: Sale) => amountMinor(s.body.amount, places);
  const fixed = (minor: bigint) => toDecimal(minor, places);
  const tally = (list: readonly Sale[]): Tally => ({ count: list.length, total: fixed(sumMinor(list, amountOf)) });
  const tokenSum = (list: readonly Sale[], pick: (s: Sale) => string) =>
    list.reduce((acc, s) => acc.plus(pick(s)), new Big(0));

  // Every sale a token arrived on counts in its token's total, whatever its ending; the shop-currency figures are the paid ones.
  const sent = (s: Sale) => (s.payment ? tokenAmountSent(s.payment) : undefined) ?? "0";
  const arrivedOn = mine.filter(
    (s) => isSuccessfulSale(s.status) || (s.payment?.received !== undefined && new Big(s.payment.received).gt(0)),
  );
  const methods = new Map<string, { token: string; network: string; test: boolean; arrived: Sale[] }>();
  const tokenReported = (s: Sale) => Boolean(s.payment?.currency && s.payment.network);
  for (const s of arrivedOn.filter(tokenReported)) {
    const token = s.payment!.currency;
    const network = s.payment!.network;
    const test = s.test === true;
    const key = `${token}\u0000${network}\u0000${test}`;
    const entry = methods.get(key) ?? { token, network, test, arrived: [] };
    entry.arrived.push(s);
    methods.set(key, entry);
  }
  // In the shop currency, what arrived: a paid sale's amount, an underpaid one's amount less what it lacks.
  const arrivedMinor = (s: Sale) => {
    if (isSuccessfulSale(s.status)) return amountOf(s);
    const { expected, received } = s.payment ?? {};
    if (expected === undefined || received === undefined) return 0n;
    return amountOf(s) - amountMinor(missingOfOrder(s.body, expected, received) ?? "0", places);
  };
  const arrivedTally = (list: readonly Sale[]): Tally => ({
    count: list.length,
    total: fixed(sumMinor(list, arrivedMinor)),
  });
  const byMethod = [...methods.values()]
    .map(({ token, network, test, arrived }) => {
      const tokenPlaces = arrived.reduce((most, s) => Math.max(most, decimalPlaces(sent(s))), 0);
      const tokenTotal = tokenSum(arrived, sent).toFixed(tokenPlaces);
      return { token, network, test, ...arrivedTally(arrived), tokenTotal };
    })
    .sort(
      (a, b) =>
        byLargerMinor(amountMinor(a.total, places), amountMinor(b.total, places)) ||
        a.token.localeCompare(b.token) ||
        a.network.localeCompare(b.network),
    );

  const items = new Map<string, { quantity: number; total: bigint }>();
  for (const s of paid) {
    for (const item of s.items ?? []) {
      const entry = items.get(item.name) ?? { quantity: 0, total: 0n };
      entry.quantity += item.quantity;
      entry.total += lineTotalMinor(item, places);
      items.set(item.name, entry);
    }
  }
  const keyedOf = (s: Sale) => keyedMinor(s, places);
  const keyedSales = paid.filter((s) => keyedOf(s) > 0n);

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
      shortToken: shortToken.toFixed(Math.max(decimalPlaces(expected), decimalPlaces(received))),
      missing: s.payment?.expected !== undefined ? missingOfOrder(s.body, expected, received) : null,
    };
  });

  const tips = sumMinor(paid, (s) => amountMinor(s.tip, places));
  const total = sumMinor(paid, amountOf);
  const ending = (status: UnpaidEnding) => tally(mine.filter((s) => s.status === status));
  return {
    range,
    currency,
    paid: { count: paid.length, total: fixed(total), tips: fixed(tips), net: fixed(total - tips) },
    received: arrivedTally(arrivedOn),
    byMethod,
    tokenNotReported: arrivedTally(arrivedOn.filter((s) => !tokenReported(s))),
    items: [...items]
      .map(([name, { quantity, total: t }]) => ({ name, quantity, total: fixed(t) }))
      .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
    keyed: { count: keyedSales.length, total: fixed(sumMinor(keyedSales, keyedOf)) },
    short,
    // An underpaid sale is not paid only by what it lacks: what arrived is in the token totals above.
    unpaid: {
      underpaid: {
        count: short.length,
        total: fixed(
          short.reduce((acc, s, i) => acc + amountMinor(s.missing ?? underpaid[i]!.body.amount, places), 0n),
        ),
      },
      expired: ending("expired"),
      cancelled: ending("cancelled"),
    },
    open: mine.filter((s) => !isFinalSale(s.status)).length,
    reportedByPage: tally(signalled),
    otherCurrency: ranged.length - inCurrency.length,
    test: ranged.some((s) => s.test === true),
  };
}
