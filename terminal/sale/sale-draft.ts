/**
 * A sale not yet charged, as it is kept across a reload: the basket, the amount on the keypad, the tip and the note.
 * Amounts are decimal strings (JSON has no bigint); a draft in another currency than the shop's now, or one that does
 * not read as a draft, is dropped.
 */
import type { SaleItem } from "./sale.ts";
import type { Tip } from "./tip.ts";
import { fromDecimal, toDecimal } from "../money/money.ts";
import { MAX_QUANTITY } from "./cart.ts";
import { writeDraft } from "../platform/local-draft.ts";

export const SALE_DRAFT_KEY = "crypto-terminal.sale-draft";

export interface SaleDraft {
  readonly currency: string;
  readonly items: readonly SaleItem[];
  /** The amount on the keypad, in minor units. */
  readonly keyedMinor: bigint;
  /** The amount on the keypad is the rest of an underpaid sale: the first digit typed replaces it. */
  readonly prefilled: boolean;
  readonly tip: Tip;
  /** A custom tip as typed. */
  readonly customTip: string;
  readonly note: string;
}

/** The sale was charged: the next one starts empty, even if its screen is gone before it could say so. */
export function clearSaleDraft(): void {
  writeDraft(SALE_DRAFT_KEY, null);
}

/** Nothing worth keeping: no line, no amount, no note. */
export function isEmptyDraft(draft: SaleDraft): boolean {
  return draft.items.length === 0 && draft.keyedMinor === 0n && draft.note.trim() === "";
}

export function draftToJson({ keyedMinor, tip, ...rest }: SaleDraft, minorUnit: number): unknown {
  const storedTip = tip.kind === "custom" ? { kind: "custom", amount: toDecimal(tip.minor, minorUnit) } : tip;
  return { ...rest, keyed: toDecimal(keyedMinor, minorUnit), tip: storedTip };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function itemOf(v: unknown, minorUnit: number): SaleItem | null {
  if (!isRecord(v) || typeof v.name !== "string" || typeof v.unitPrice !== "string" || typeof v.quantity !== "number")
    return null;
  if (
    fromDecimal(v.unitPrice, minorUnit) === null ||
    !Number.isInteger(v.quantity) ||
    v.quantity < 1 ||
    v.quantity > MAX_QUANTITY
  )
    return null;
  return { name: v.name, unitPrice: v.unitPrice, quantity: v.quantity };
}

function tipOf(v: unknown, minorUnit: number): Tip | null {
  if (!isRecord(v)) return null;
  if (v.kind === "none") return { kind: "none" };
  if (v.kind === "percent" && typeof v.percent === "number" && v.percent > 0 && v.percent <= 100)
    return { kind: "percent", percent: v.percent };
  const minor = v.kind === "custom" && typeof v.amount === "string" ? fromDecimal(v.amount, minorUnit) : null;
  return minor === null ? null : { kind: "custom", minor };
}

/** The draft stored for `currency`, or null when there is none, it is for another currency, or it does not read. */
export function draftFromJson(v: unknown, currency: string, minorUnit: number): SaleDraft | null {
  if (!isRecord(v) || v.currency !== currency || !Array.isArray(v.items) || typeof v.keyed !== "string") return null;
  const items = v.items.map((i) => itemOf(i, minorUnit));
  const keyedMinor = fromDecimal(v.keyed, minorUnit);
  const tip = tipOf(v.tip, minorUnit);
  if (items.some((i) => i === null) || keyedMinor === null || !tip) return null;
  return {
    currency,
    items: items as SaleItem[],
    keyedMinor,
    prefilled: v.prefilled === true,
    tip,
    customTip: typeof v.customTip === "string" ? v.customTip : "",
    note: typeof v.note === "string" ? v.note : "",
  };
}
