import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Big from "big.js";
import { saleLines } from "./sale-lines.ts";
import { newSale } from "./sale-request.ts";
import { addItem, setQuantity, type Cart } from "./cart.ts";
import { itemsTotalMinor } from "./sale-sums.ts";
import { tipMinor, type Tip } from "./tip.ts";
import { toDecimal } from "../money/money.ts";

const now = new Date(Date.UTC(2026, 2, 4, 12));
const settings = (currency: string) => ({
  projectId: "prj_demo_terminal",
  currency,
  customerFeePercent: null,
  deviceId: "ABC123",
});

/** A sale as the sale screen hands it over: quick items tapped, an amount typed on the keypad, a tip. */
function charge(
  currency: string,
  unit: number,
  items: readonly { name: string; priceMinor: bigint; quantity: number }[],
  keyedMinor: bigint,
  tip: Tip,
) {
  let cart: Cart = [];
  for (const { name, priceMinor, quantity } of items) {
    cart = addItem(cart, { name, price: toDecimal(priceMinor, unit) });
    const line = cart.find((l) => l.name === name)!;
    cart = setQuantity(cart, line, line.quantity - 1 + quantity);
  }
  const subtotalMinor = itemsTotalMinor(cart, unit) + keyedMinor;
  return newSale(
    settings(currency),
    { subtotalMinor, tipMinor: tipMinor(subtotalMinor, tip), note: "", items: cart },
    now,
  );
}

const sumOf = (lines: ReturnType<typeof saleLines>) => lines.reduce((s, l) => s.plus(l.amount), new Big(0));

describe("the lines of a sale", () => {
  it("prints the typed amount beside the quick items: 4.80 + 1.50 typed + 3.50 + 0.98 tip is 10.78", () => {
    const sale = charge(
      "EUR",
      2,
      [
        { name: "Espresso", priceMinor: 240n, quantity: 2 },
        { name: "Cake", priceMinor: 350n, quantity: 1 },
      ],
      150n,
      { kind: "custom", minor: 98n },
    );
    expect(sale.body.amount).toBe("10.78");
    expect(saleLines(sale).map((l) => [l.kind, l.amount])).toEqual([
      ["item", "4.80"],
      ["item", "3.50"],
      ["keyed", "1.50"],
      ["tip", "0.98"],
    ]);
  });

  it("shows a typed-only sale as one typed line, and an older record without items the same way", () => {
    const sale = charge("JPY", 0, [], 1200n, { kind: "none" });
    expect(saleLines(sale)).toEqual([{ kind: "keyed", amount: "1200" }]);
    expect(saleLines({ ...sale, items: undefined })).toEqual([{ kind: "keyed", amount: "1200" }]);
  });

  it("adds up to the amount charged for any mix of items, quantities, typed amounts and tips", () => {
    const currency = fc.constantFrom(["EUR", 2] as const, ["JPY", 0] as const, ["USD", 2] as const);
    const item = fc.record({
      priceMinor: fc.bigInt({ min: 1n, max: 99_999n }),
      quantity: fc.integer({ min: 1, max: 999 }),
    });
    const tip: fc.Arbitrary<Tip> = fc.oneof(
      fc.constant<Tip>({ kind: "none" }),
      fc.integer({ min: 0, max: 1000 }).map((tenths): Tip => ({ kind: "percent", percent: tenths / 10 })),
      fc.bigInt({ min: 0n, max: 100_000n }).map((minor): Tip => ({ kind: "custom", minor })),
    );
    fc.assert(
      fc.property(
        currency,
        fc.array(item, { maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        tip,
        ([code, unit], items, keyed, t) => {
          const named = items.map((i, n) => ({ ...i, name: `Item ${n}` }));
          const sale = charge(code, unit, named, keyed, t);
          const lines = saleLines(sale);
          expect(sumOf(lines).eq(sale.body.amount)).toBe(true);
          // Every amount is written in the currency's own places, and none is zero or negative.
          for (const line of lines) {
            expect((line.amount.split(".")[1] ?? "").length).toBe(unit);
            expect(new Big(line.amount).gt(0)).toBe(true);
          }
          expect(lines.filter((l) => l.kind === "keyed").length).toBe(keyed > 0n ? 1 : 0);
        },
      ),
    );
  });
});
