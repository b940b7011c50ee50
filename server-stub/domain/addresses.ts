/** Deposit addresses of the right shape per chain family (deterministic fakes) and destination-address validation. */
import { NETWORKS, type NetworkCode } from "../../shared/api/networks.ts";
import { EVM_ADDRESS } from "../../shared/payment-uri/evm-address.ts";
import { base58, digest, digestHex } from "../primitives/base58.ts";

/** A stable fake address for `seed` on `network`, shaped like a real one of that family. */
export function depositAddress(network: NetworkCode, seed: string): string {
  const family = NETWORKS[network].family;
  const bytes = digest(`${network}:${seed}`);
  switch (family) {
    case "evm":
      return `0x${bytes.toString("hex").slice(0, 40)}`;
    case "tron":
      // Real Tron addresses are base58check of 0x41 + 20 bytes: 34 characters starting with T.
      return `T${base58(Buffer.concat([bytes, digest(seed)])).slice(0, 33)}`;
    case "ton":
      return `UQ${bytes.toString("base64url").slice(0, 43)}${digestHex(seed).slice(0, 3)}`;
    case "solana":
      return base58(bytes);
    case "near":
      return bytes.toString("hex");
    case "sui":
      return `0x${bytes.toString("hex")}`;
  }
}

const SHAPES: Record<string, RegExp[]> = {
  evm: [EVM_ADDRESS],
  tron: [/^T[1-9A-HJ-NP-Za-km-z]{33}$/],
  ton: [/^[EUk0]Q[A-Za-z0-9_-]{46}$/, /^-?\d:[0-9a-fA-F]{64}$/],
  solana: [/^[1-9A-HJ-NP-Za-km-z]{32,44}$/],
  near: [/^[0-9a-f]{64}$/, /^(?:[a-z0-9_-]+\.)+near$/],
  sui: [/^0x[0-9a-fA-F]{64}$/],
};

/** Whether `address` has the format of an address on `network` (checksums are not verified by the stub). */
export function isValidAddress(network: NetworkCode, address: string): boolean {
  return (SHAPES[NETWORKS[network].family] ?? []).some((re) => re.test(address));
}

/** A fake transaction hash in the chain's usual notation. */
export function txHash(network: NetworkCode, seed: string): string {
  const family = NETWORKS[network].family;
  if (family === "evm") return `0x${digestHex(`tx:${seed}`)}`;
  if (family === "solana") return base58(Buffer.concat([digest(`tx:${seed}`), digest(`tx2:${seed}`)]));
  return digestHex(`tx:${seed}`);
}

/**
 * Where each network's testnet explorer shows a transaction. Every transfer the stub makes is a sandbox simulation, and
 * a sandbox invoice is quoted on the network's testnet (shared/api/chains.ts), so its links go to the testnet's
 * explorer: a main-net explorer would show "not found", or someone else's transaction.
 */
const TESTNET_EXPLORERS: Partial<Record<NetworkCode, (hash: string) => string>> = {
  ERC20: (h) => `https://sepolia.etherscan.io/tx/${h}`,
  BEP20: (h) => `https://testnet.bscscan.com/tx/${h}`,
  POLYGON: (h) => `https://amoy.polygonscan.com/tx/${h}`,
  ARBITRUM: (h) => `https://sepolia.arbiscan.io/tx/${h}`,
  OPTIMISM: (h) => `https://sepolia-optimism.etherscan.io/tx/${h}`,
  BASE: (h) => `https://sepolia.basescan.org/tx/${h}`,
  AVAX: (h) => `https://testnet.snowtrace.io/tx/${h}`,
  TRC20: (h) => `https://nile.tronscan.org/#/transaction/${h}`,
  SOL: (h) => `https://solscan.io/tx/${h}?cluster=devnet`,
  TON: (h) => `https://testnet.tonviewer.com/transaction/${h}`,
};

/** The testnet explorer's page of a simulated transaction, where the network has one this stub knows. */
export function explorerUrl(network: NetworkCode, hash: string): string | undefined {
  return TESTNET_EXPLORERS[network]?.(hash);
}
