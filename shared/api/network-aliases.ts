/**
 * Chain names the provider's other official clients send as a request's `network` ("tron" in its PHP SDK's README and
 * its TypeScript SDK's tests), read as the rail code they name. Answers always carry the rail code.
 */
import type { NetworkCode } from "./chains.ts";

/**
 * Chain names, one per network, from the chain list of the provider's PHP SDK README (Tron, Ethereum, BSC, Polygon,
 * Arbitrum, Optimism, Base, TON, Avalanche, Solana, NEAR, Sui, Plasma), in any case ("TRON", "tron", "Tron", as the
 * SDKs' own tests spell them; networkSpelling folds the case). Only these names: a guess at other spellings could
 * send money on a network the merchant did not mean.
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

/**
 * A request's `network` with its case folded to the table's: a chain name in any case to its lowercase alias, a rail
 * code in any case ("trc20") to the code. Anything else is returned as sent, for the enum check to refuse.
 */
export function networkSpelling(value: string, codes: readonly NetworkCode[]): string {
  const alias = value.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(NETWORK_ALIASES, alias)) return alias;
  const code = value.toUpperCase();
  return codes.includes(code as NetworkCode) ? code : value;
}

/** The rail code a request's `network` names: an alias resolved, a rail code as it is. */
export function resolveNetworkAlias(network: NetworkCode | NetworkAlias): NetworkCode {
  return Object.prototype.hasOwnProperty.call(NETWORK_ALIASES, network)
    ? NETWORK_ALIASES[network as NetworkAlias]
    : (network as NetworkCode);
}
