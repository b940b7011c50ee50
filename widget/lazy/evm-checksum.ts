/**
 * EVM addresses as the payment screen shows them: EIP-55 checksummed. Keccak-256 (about 1 KB) is a chunk of its own,
 * so the method list, the first thing a customer sees, does not wait for it; it arrives while they choose.
 */
import { LazyChunk } from "./lazy-chunk.ts";

const checksum = new LazyChunk(() => import("../../shared/payment-uri/evm-address.ts").then((m) => m.checksumAddress));

export function loadEvmChecksum(): Promise<void> {
  return checksum.load();
}

/**
 * The address in its EIP-55 form once the chunk is here. In the moment before (a hosted page opened straight on its
 * payment screen) it is the API's lower-case text, the same address without the checksum, and `onReady` redraws.
 */
export function checksummedAddress(address: string, onReady: () => void): string {
  const toChecksum = checksum.value;
  if (toChecksum) return toChecksum(address);
  void checksum.load().then(() => checksum.value && onReady());
  return address;
}
