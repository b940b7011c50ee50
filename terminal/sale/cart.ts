/** The quick items on the sale being entered: tap to add one, change quantities (their sums: sale-sums.ts). */
import type { SaleItem } from "./sale.ts";
import type { QuickItem } from "../settings/settings-rules.ts";

/** More of one item on a till is a typo, not an order. */
export const MAX_QUANTITY = 999;

export type Cart = readonly SaleItem[];

/** One more of the item; a new line at the end the first time. */
export function addItem(cart: Cart, item: QuickItem): Cart {
  const line = cart.find((l) => l.name === item.name && l.unitPrice === item.price);
  if (!line) return [...cart, { name: item.name, unitPrice: item.price, quantity: 1 }];
  return setQuantity(cart, line, line.quantity + 1);
}

/** Sets a line's quantity; zero removes the line. */
export function setQuantity(cart: Cart, line: SaleItem, quantity: number): Cart {
  const q = Math.max(0, Math.min(MAX_QUANTITY, Math.trunc(quantity)));
  return cart.flatMap((l) => (l === line ? (q === 0 ? [] : [{ ...l, quantity: q }]) : [l]));
}
