/**
 * What a browser needs to know of each network: its name, chain family, chain id, native coin and token decimals.
 * Token contracts are in networks.ts, which the widget never imports: a payment names its own contract_address.
 */

/** How a wallet URI is built for the chain (see payment-uri). */
export type ChainFamily = "evm" | "tron" | "ton" | "solana" | "near" | "sui";

export interface Chain {
  /** The chain's name in words, shown beside every address and QR. */
  readonly name: string;
  readonly family: ChainFamily;
  /** Chain id as a string: the EIP-155 number for EVM chains, the network's own name elsewhere. */
  readonly chainId: string;
  readonly native: string;
  /** Decimals of every token the network carries, the native coin included. */
  readonly decimals: Readonly<Record<string, number>>;
}

/** Every network the contract names; its key order is the order of NETWORK_CODES (and of enum messages). */
const CHAIN_TABLE = {
  TRC20: { name: "Tron", family: "tron", chainId: "728126428", native: "TRX", decimals: { TRX: 6, USDT: 6 } },
  ERC20: { name: "Ethereum", family: "evm", chainId: "1", native: "ETH", decimals: { ETH: 18, USDT: 6, USDC: 6 } },
  BEP20: { name: "BNB Smart Chain", family: "evm", chainId: "56", native: "BNB", decimals: { BNB: 18, USDT: 18, USDC: 18 } },
  POLYGON: { name: "Polygon PoS", family: "evm", chainId: "137", native: "POL", decimals: { POL: 18, USDT: 6, USDC: 6 } },
  ARBITRUM: { name: "Arbitrum One", family: "evm", chainId: "42161", native: "ETH", decimals: { ETH: 18, USDT: 6, USDC: 6 } },
  OPTIMISM: { name: "OP Mainnet", family: "evm", chainId: "10", native: "ETH", decimals: { ETH: 18, USDT: 6, USDC: 6 } },
  BASE: { name: "Base", family: "evm", chainId: "8453", native: "ETH", decimals: { ETH: 18, USDC: 6 } },
  TON: { name: "TON", family: "ton", chainId: "-239", native: "TON", decimals: { TON: 9, USDT: 6 } },
  AVAX: { name: "Avalanche C-Chain", family: "evm", chainId: "43114", native: "AVAX", decimals: { AVAX: 18, USDT: 6, USDC: 6 } },
  SOL: { name: "Solana", family: "solana", chainId: "mainnet-beta", native: "SOL", decimals: { SOL: 9, USDT: 6, USDC: 6 } },
  NEAR: { name: "NEAR", family: "near", chainId: "mainnet", native: "NEAR", decimals: { NEAR: 24, USDT: 6 } },
  SUI: { name: "Sui", family: "sui", chainId: "mainnet", native: "SUI", decimals: { SUI: 9, USDC: 6 } },
  PLASMA: { name: "Plasma", family: "evm", chainId: "9745", native: "XPL", decimals: { XPL: 18, USDT: 6 } },
} as const satisfies Record<string, Chain>;

export type NetworkCode = keyof typeof CHAIN_TABLE;

export const CHAINS: Readonly<Record<NetworkCode, Chain>> = CHAIN_TABLE;

/** The network codes, TRC20 first: the keys of the table above, so a network is named once. */
export const NETWORK_CODES = Object.keys(CHAIN_TABLE) as readonly NetworkCode[];

export function isNetworkCode(value: unknown): value is NetworkCode {
  return typeof value === "string" && (NETWORK_CODES as readonly string[]).includes(value);
}

/** The network's name in words ("Tron", "BNB Smart Chain"); the code itself for a network this build does not know. */
export function networkName(network: string): string {
  return isNetworkCode(network) ? CHAINS[network].name : network;
}
