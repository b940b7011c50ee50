/** The external_order_id of a sale: generated once on this device, stored before sending, reused on every retry. */
import { randomCode, type RandomFill } from "../settings/device-id.ts";

/**
 * `POS-<device>-<yyyymmdd>-<8 random>`: readable on a receipt, unique per device without a server round trip,
 * and the date lets staff find a sale in the merchant dashboard by eye.
 */
export function newOrderId(deviceId: string, now: Date, random?: RandomFill): string {
  const y = now.getUTCFullYear().toString().padStart(4, "0");
  const m = (now.getUTCMonth() + 1).toString().padStart(2, "0");
  const d = now.getUTCDate().toString().padStart(2, "0");
  return `POS-${deviceId}-${y}${m}${d}-${randomCode(8, random)}`;
}

export const ORDER_ID_PATTERN = /^POS-[0-9A-Z]{6}-\d{8}-[0-9A-Z]{8}$/;
