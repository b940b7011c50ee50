/**
 * The sums of a sale in the shop currency, computed one way for the sale screen, the receipt and the day report, so
 * that what the cart charged, what the receipt prints and what the report adds up are the same figures.
 *
 * Arithmetic styles, one per kind of sum:
 * - Shop-currency (fiat) amounts of a sale (prices, line totals, the typed part, tips, totals): bigint minor units.
 *   The keypad types minor units, tips are computed on them and the settings store prices at the currency's minor
 *   unit, so every sum here is exact integer addition and a line never needs rounding.
 * - Token amounts (what arrived, what was asked) and rate arithmetic (the part of an order an underpaid payment
 *   lacks, shortfall.ts): big.js, since a token's precision is its own (up to 24 places) and a rate divides. The stub
 *   computes with big.js too (server-stub/domain/money.ts); the widget's fiat equivalent uses bigint
 *   (shared/checkout/fiat-equivalent.ts) because big.js is not in the widget's bundle.
 */
import { fromDecimal } from "../money/money.ts";
import type { Sale, SaleItem } from "./sale.ts";

/**
 * A shop-currency amount in minor units. An amount the unit cannot hold (a record this app did not write) counts as
 * zero in every sum alike, so the receipt's lines still add up to what the cart charged.
 */
export function amountMinor(amount: string, minorUnit: number): bigint {
  return fromDecimal(amount, minorUnit) ?? 0n;
}

/** A quick item's line total: unit price × quantity, exact. */
export function lineTotalMinor(item: SaleItem, minorUnit: number): bigint {
  return amountMinor(item.unitPrice, minorUnit) * BigInt(item.quantity);
}

/** The quick items' total: the sum of their line totals. */
export function itemsTotalMinor(items: readonly SaleItem[], minorUnit: number): bigint {
  return items.reduce((sum, item) => sum + lineTotalMinor(item, minorUnit), 0n);
}

/** The part of the subtotal typed on the keypad rather than tapped as quick items (the whole subtotal without items). */
export function keyedMinor(sale: Pick<Sale, "subtotal" | "items">, minorUnit: number): bigint {
  return amountMinor(sale.subtotal, minorUnit) - itemsTotalMinor(sale.items ?? [], minorUnit);
}
