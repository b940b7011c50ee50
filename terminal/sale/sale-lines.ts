/**
 * The lines of a sale as its receipt prints them: each quick item, the amount typed on the keypad, the tip. They add
 * up to the amount charged, always: the typed part is what the subtotal holds beyond the items.
 */
import Big from "big.js";
import type { Sale, SaleItem } from "./sale.ts";

export type SaleLine =
  | { readonly kind: "item"; readonly item: SaleItem; readonly amount: string }
  | { readonly kind: "keyed"; readonly amount: string }
  | { readonly kind: "tip"; readonly amount: string };

/** Decimal places of the sale's currency, read from the amount it was charged (toDecimal writes every place). */
function placesOf(sale: Pick<Sale, "body">): number {
  return (sale.body.amount.split(".")[1] ?? "").length;
}

/** A quick item's line amount: unit price × quantity, exact. */
export function itemAmount(item: SaleItem): Big {
  return new Big(item.unitPrice).times(item.quantity);
}

/** The part of the subtotal typed on the keypad rather than tapped as quick items (the whole subtotal without items). */
export function keyedAmount(sale: Pick<Sale, "subtotal" | "items">): Big {
  return (sale.items ?? []).reduce((rest, item) => rest.minus(itemAmount(item)), new Big(sale.subtotal));
}

/** The lines to print, zero amounts left out; their amounts sum to `sale.body.amount`. */
export function saleLines(sale: Pick<Sale, "body" | "subtotal" | "items" | "tip">): SaleLine[] {
  const places = placesOf(sale);
  const lines: SaleLine[] = (sale.items ?? []).map((item) => ({ kind: "item", item, amount: itemAmount(item).toFixed(places) }));
  const keyed = keyedAmount(sale);
  if (keyed.gt(0)) lines.push({ kind: "keyed", amount: keyed.toFixed(places) });
  if (new Big(sale.tip).gt(0)) lines.push({ kind: "tip", amount: new Big(sale.tip).toFixed(places) });
  return lines;
}
