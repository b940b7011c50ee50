/**
 * Chain names the provider's other official clients send as a request's `network` ("tron" in its PHP SDK's README and
 * its TypeScript SDK's tests), read as the rail code they name. Answers always carry the rail code.
 */
import type { NetworkCode } from "./chains.ts";

/**
 * Lowercase chain names, one per network, from the chain list of the provider's PHP SDK README (Tron, Ethereum, BSC,
 * Polygon, Arbitrum, Optimism, Base, TON, Avalanche, Solana, NEAR, Sui, Plasma). Exact spelling only: a guess at
 * other spellings could send money on a network the merchant did not mean.
 */
export const NETWORK_ALIASES = {
  tron: "TRC20",
  ethereum: "ERC20",
  bsc: "BEP20",
  polygon: "POLYGON",
  arbitrum: "ARBITRUM",
  optimism: "OPTIMISM",
  base: "BASE",
  ton: "TON",
  avalanche: "AVAX",
  solana: "SOL",
  near: "NEAR",
  sui: "SUI",
  plasma: "PLASMA",
} as const satisfies Readonly<Record<string, NetworkCode>>;

export type NetworkAlias = keyof typeof NETWORK_ALIASES;

/** Marked pure so a bundle that reads no request body (the widget, the terminal) drops the table. */
export const NETWORK_ALIAS_NAMES = /* @__PURE__ */ Object.keys(NETWORK_ALIASES) as NetworkAlias[];

/** The rail code a request's `network` names: an alias resolved, a rail code as it is. */
export function resolveNetworkAlias(network: NetworkCode | NetworkAlias): NetworkCode {
  return Object.prototype.hasOwnProperty.call(NETWORK_ALIASES, network) ? NETWORK_ALIASES[network as NetworkAlias] : (network as NetworkCode);
}
