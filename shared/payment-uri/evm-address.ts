/** EVM addresses: what one looks like, and its EIP-55 checksummed form, the mixed case wallets and explorers show and verify. */
import { keccak256 } from "./keccak256.ts";

/** A 20-byte EVM address: "0x" and 40 hex digits, in any case. */
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 form of an EVM address: each hex letter upper-cased where the matching nibble of
 * keccak256(lowercase hex) is 8 or more. Anything that is not a 20-byte hex address comes back unchanged.
 */
export function checksumAddress(address: string): string {
  if (!EVM_ADDRESS.test(address)) return address;
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(hex));
  let out = "0x";
  for (let i = 0; i < hex.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
}
