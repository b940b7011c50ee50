import { describe, expect, it } from "vitest";
import { addItem, setQuantity } from "./cart.ts";
import { itemsTotalMinor } from "./sale-sums.ts";

const espresso = { name: "Espresso", price: "2.40" };
const croissant = { name: "Croissant", price: "1.85" };

describe("quick items on a sale", () => {
  it("adds one per tap, each item on its own line, and sums exactly in minor units", () => {
    let cart = addItem([], espresso);
    cart = addItem(cart, croissant);
    cart = addItem(cart, espresso);
    expect(cart).toEqual([
      { name: "Espresso", unitPrice: "2.40", quantity: 2 },
      { name: "Croissant", unitPrice: "1.85", quantity: 1 },
    ]);
    expect(itemsTotalMinor(cart, 2)).toBe(665n);
  });

  it("changes a quantity, and removes the line at zero", () => {
    const cart = addItem(addItem([], espresso), croissant);
    const [first] = cart;
    if (!first) throw new Error("no line");
    expect(setQuantity(cart, first, 5)[0]?.quantity).toBe(5);
    expect(setQuantity(cart, first, 0)).toEqual([{ name: "Croissant", unitPrice: "1.85", quantity: 1 }]);
  });
});
