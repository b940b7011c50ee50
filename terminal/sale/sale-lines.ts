/**
 * The lines of a sale as its receipt prints them: each quick item, the amount typed on the keypad, the tip. They add
 * up to the amount charged, always: the typed part is what the subtotal holds beyond the items.
 */
import { decimalPlaces } from "../../shared/decimal/plain-decimal.ts";
import { toDecimal } from "../money/money.ts";
import type { Sale, SaleItem } from "./sale.ts";
import { amountMinor, keyedMinor, lineTotalMinor } from "./sale-sums.ts";

export type SaleLine =
  | { readonly kind: "item"; readonly item: SaleItem; readonly amount: string }
  | { readonly kind: "keyed"; readonly amount: string }
  | { readonly kind: "tip"; readonly amount: string };

/**
 * The lines to print, zero amounts left out; their amounts sum to `sale.body.amount`. Summed in minor units
 * (sale-sums.ts), at the sale currency's unit read from the amount it was charged (toDecimal writes every place).
 */
export function saleLines(sale: Pick<Sale, "body" | "subtotal" | "items" | "tip">): SaleLine[] {
  const unit = decimalPlaces(sale.body.amount);
  const lines: SaleLine[] = (sale.items ?? []).map((item) => ({
    kind: "item",
    item,
    amount: toDecimal(lineTotalMinor(item, unit), unit),
  }));
  const keyed = keyedMinor(sale, unit);
  if (keyed > 0n) lines.push({ kind: "keyed", amount: toDecimal(keyed, unit) });
  const tip = amountMinor(sale.tip, unit);
  if (tip > 0n) lines.push({ kind: "tip", amount: toDecimal(tip, unit) });
  return lines;
}
