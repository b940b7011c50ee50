/** Builds a new sale, create body included, from what staff entered on the sale screen and the terminal's settings. */
import { toDecimal } from "../money/money.ts";
import type { TerminalSettings } from "../settings/settings-rules.ts";
import { minorUnitOf } from "../money/money.ts";
import { newOrderId } from "./order-id.ts";
import type { Sale, SaleItem } from "./sale.ts";

/** What the sale screen hands over when staff press "Charge": amounts in the currency's minor units. */
export interface ChargeDetail {
  /** Quick items plus the amount typed on the keypad. */
  subtotalMinor: bigint;
  tipMinor: bigint;
  note: string;
  items: readonly SaleItem[];
}

/** A new sale prepared on the keypad, not yet charged: what an underpaid sale still lacks, with a note naming it. */
export interface PreparedSale {
  /** Decimal string in the shop currency. */
  readonly amount: string;
  readonly note: string;
}

export type SaleSettings = Pick<TerminalSettings, "projectId" | "currency" | "customerFeePercent" | "deviceId">;

/**
 * The sale as it is stored before the request leaves: its id is the external_order_id, so a crash or a lost answer
 * can only ever resend this same order.
 */
export function newSale(
  settings: SaleSettings,
  charge: ChargeDetail,
  now: Date,
  random?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array,
): Sale {
  const unit = minorUnitOf(settings.currency);
  const id = newOrderId(settings.deviceId, now, random);
  const createdAt = now.getTime();
  return {
    id,
    createdAt,
    updatedAt: createdAt,
    body: {
      source: "terminal",
      project_id: settings.projectId,
      amount: toDecimal(charge.subtotalMinor + charge.tipMinor, unit),
      currency: settings.currency,
      external_order_id: id,
      ...(settings.customerFeePercent !== null ? { customer_fee_percent: settings.customerFeePercent } : {}),
    },
    subtotal: toDecimal(charge.subtotalMinor, unit),
    tip: toDecimal(charge.tipMinor, unit),
    note: charge.note,
    ...(charge.items.length > 0 ? { items: charge.items } : {}),
    status: "pending",
  };
}
