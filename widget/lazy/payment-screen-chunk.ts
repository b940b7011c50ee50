/** The payment screen's chunk (payment-screen.ts), loaded once, and what the screen shows until it has arrived. */
import { LazyChunk } from "./lazy-chunk.ts";

export const paymentScreenChunk = new LazyChunk(() => import("./payment-screen.ts"));

/**
 * The address in its EIP-55 form once the chunk is here. In the moment before (a hosted page opened straight on its
 * payment screen) it is the API's lower-case text, the same address without the checksum, and `onReady` redraws.
 */
export function checksummedAddress(address: string, onReady: () => void): string {
  return paymentScreenChunk.valueOr(onReady)?.checksumAddress(address) ?? address;
}
