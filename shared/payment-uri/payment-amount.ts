/**
 * The amount a payment asks a wallet for, in base units, refused beyond what any chain can carry: the one check every
 * QR code, wallet link and wallet transaction goes through before it is made.
 */
import { toBaseUnits } from "./base-units.ts";

/**
 * 2^256 − 1: the largest amount any supported chain carries, in base units (a uint256 on EVM chains and in TRC-20
 * transfers; the other chains' integers are narrower). A hostile or broken API's larger amount never reaches a wallet,
 * which would wrap it or fail in words of its own.
 */
export const MAX_BASE_UNITS = (1n << 256n) - 1n;

/** toBaseUnits, refusing an amount beyond MAX_BASE_UNITS with a RangeError. */
export function paymentUnits(amount: string, decimals: number): bigint {
  const units = toBaseUnits(amount, decimals);
  if (units > MAX_BASE_UNITS) throw new RangeError(`amount "${amount}" does not fit a uint256`);
  return units;
}
