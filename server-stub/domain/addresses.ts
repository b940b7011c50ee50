/** Deposit addresses of the right shape per chain family (deterministic fakes) and destination-address validation. */
import { NETWORKS, type NetworkCode } from "../../shared/api/networks.ts";
import { base58, digest, digestHex } from "./base58.ts";

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
  evm: [/^0x[0-9a-fA-F]{40}$/],
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

const EXPLORERS: Partial<Record<NetworkCode, string>> = {
  ERC20: "https://etherscan.io/tx/",
  BEP20: "https://bscscan.com/tx/",
  POLYGON: "https://polygonscan.com/tx/",
  ARBITRUM: "https://arbiscan.io/tx/",
  OPTIMISM: "https://optimistic.etherscan.io/tx/",
  BASE: "https://basescan.org/tx/",
  AVAX: "https://snowtrace.io/tx/",
  TRC20: "https://tronscan.org/#/transaction/",
  SOL: "https://solscan.io/tx/",
  TON: "https://tonviewer.com/transaction/",
};

export function explorerUrl(network: NetworkCode, hash: string): string | undefined {
  const base = EXPLORERS[network];
  return base ? base + hash : undefined;
}
