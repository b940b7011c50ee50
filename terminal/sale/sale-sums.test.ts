import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Big from "big.js";
import { amountMinor, itemsTotalMinor, keyedMinor, lineTotalMinor } from "./sale-sums.ts";
import { saleLines } from "./sale-lines.ts";
import { newSale } from "./sale-request.ts";
import type { SaleItem } from "./sale.ts";
import { dayReport } from "../report/day-report.ts";
import { localDay } from "../history/history-filter.ts";
import { toDecimal } from "../money/money.ts";

/** A currency's minor unit with the code a sale would carry: JPY 0, EUR 2, KWD 3. */
const unitArb = fc.constantFrom(["JPY", 0] as const, ["EUR", 2] as const, ["KWD", 3] as const);

/** A cart as the settings allow it: prices at the currency's unit, quantities 1–999. */
function cartArb(unit: number): fc.Arbitrary<SaleItem[]> {
  const item = fc.record({
    priceMinor: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    quantity: fc.integer({ min: 1, max: 999 }),
  });
  return fc.array(item, { maxLength: 12 }).map((items) =>
    items.map(({ priceMinor, quantity }, i) => ({
      name: `Item ${i}`,
      unitPrice: toDecimal(priceMinor, unit),
      quantity,
    })),
  );
}

describe("the sums of a sale", () => {
  it("a line total is price × quantity: 2.40 × 3 is 7.20, 1.85 × 999 is 1848.15", () => {
    expect(lineTotalMinor({ name: "Espresso", unitPrice: "2.40", quantity: 3 }, 2)).toBe(720n);
    expect(lineTotalMinor({ name: "Croissant", unitPrice: "1.85", quantity: 999 }, 2)).toBe(184_815n);
    expect(lineTotalMinor({ name: "Tea", unitPrice: "450", quantity: 2 }, 0)).toBe(900n);
  });

  it("agrees with big.js on every line and the cart total for random carts (property)", () => {
    fc.assert(
      fc.property(
        unitArb.chain(([, unit]) => fc.tuple(fc.constant(unit), cartArb(unit))),
        ([unit, cart]) => {
          let bigTotal = new Big(0);
          for (const item of cart) {
            const bigLine = new Big(item.unitPrice).times(item.quantity);
            expect(toDecimal(lineTotalMinor(item, unit), unit)).toBe(bigLine.toFixed(unit));
            bigTotal = bigTotal.plus(bigLine);
          }
          expect(toDecimal(itemsTotalMinor(cart, unit), unit)).toBe(bigTotal.toFixed(unit));
        },
      ),
    );
  });

  it("the typed part is the subtotal without the items, and without items it is the whole subtotal", () => {
    const items = [{ name: "Espresso", unitPrice: "2.40", quantity: 2 }];
    expect(keyedMinor({ subtotal: "6.30", items }, 2)).toBe(150n);
    expect(keyedMinor({ subtotal: "6.30", items: undefined }, 2)).toBe(630n);
    expect(keyedMinor({ subtotal: "4.80", items }, 2)).toBe(0n);
  });

  it("reads an amount at the unit, and counts one the unit cannot hold as zero", () => {
    expect(amountMinor("12.50", 2)).toBe(1250n);
    expect(amountMinor("12.5", 2)).toBe(1250n);
    expect(amountMinor("12.505", 2)).toBe(0n);
    expect(amountMinor("not money", 2)).toBe(0n);
  });

  it("the cart, the receipt and the report give the same item figures for any paid sale (property)", () => {
    const now = new Date(2026, 2, 4, 12);
    const day = localDay(now.getTime());
    fc.assert(
      fc.property(
        unitArb.chain(([code, unit]) =>
          fc.tuple(fc.constant(code), fc.constant(unit), cartArb(unit), fc.bigInt({ min: 0n, max: 10n ** 6n })),
        ),
        ([currency, unit, cart, typed]) => {
          const subtotalMinor = itemsTotalMinor(cart, unit) + typed;
          const created = newSale(
            { projectId: "prj_demo_terminal", currency, customerFeePercent: null, deviceId: "ABC123" },
            { subtotalMinor, tipMinor: 0n, note: "", items: cart },
            now,
          );
          const sale = { ...created, status: "paid" as const };
          const receiptItems = saleLines(sale).flatMap((l) => (l.kind === "item" ? [l.amount] : []));
          expect(receiptItems).toEqual(cart.map((item) => toDecimal(lineTotalMinor(item, unit), unit)));
          const report = dayReport([sale], { from: day, to: day }, currency);
          for (const row of report.items) {
            const mine = cart.filter((item) => item.name === row.name);
            expect(row.total).toBe(toDecimal(itemsTotalMinor(mine, unit), unit));
          }
          expect(report.keyed.total).toBe(toDecimal(typed, unit));
          expect(report.paid.total).toBe(toDecimal(subtotalMinor, unit));
        },
      ),
      { numRuns: 50 },
    );
  });
});
