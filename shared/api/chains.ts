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
  /** EVM only: the EIP-155 ids of the network's public testnets, which a sandbox invoice may quote instead. */
  readonly testnets?: readonly string[];
}

/** Every network the contract names; its key order is the order of NETWORK_CODES (and of enum messages). */
const CHAIN_TABLE = {
  TRC20: { name: "Tron", family: "tron", chainId: "728126428", native: "TRX", decimals: { TRX: 6, USDT: 6 } },
  ERC20: { name: "Ethereum", family: "evm", chainId: "1", native: "ETH", decimals: { ETH: 18, USDT: 6, USDC: 6 }, testnets: ["11155111", "17000", "560048"] },
  BEP20: { name: "BNB Smart Chain", family: "evm", chainId: "56", native: "BNB", decimals: { BNB: 18, USDT: 18, USDC: 18 }, testnets: ["97"] },
  POLYGON: { name: "Polygon PoS", family: "evm", chainId: "137", native: "POL", decimals: { POL: 18, USDT: 6, USDC: 6 }, testnets: ["80002"] },
  ARBITRUM: { name: "Arbitrum One", family: "evm", chainId: "42161", native: "ETH", decimals: { ETH: 18, USDT: 6, USDC: 6 }, testnets: ["421614"] },
  OPTIMISM: { name: "OP Mainnet", family: "evm", chainId: "10", native: "ETH", decimals: { ETH: 18, USDT: 6, USDC: 6 }, testnets: ["11155420"] },
  BASE: { name: "Base", family: "evm", chainId: "8453", native: "ETH", decimals: { ETH: 18, USDC: 6 }, testnets: ["84532"] },
  TON: { name: "TON", family: "ton", chainId: "-239", native: "TON", decimals: { TON: 9, USDT: 6 } },
  AVAX: { name: "Avalanche C-Chain", family: "evm", chainId: "43114", native: "AVAX", decimals: { AVAX: 18, USDT: 6, USDC: 6 }, testnets: ["43113"] },
  SOL: { name: "Solana", family: "solana", chainId: "mainnet-beta", native: "SOL", decimals: { SOL: 9, USDT: 6, USDC: 6 } },
  NEAR: { name: "NEAR", family: "near", chainId: "mainnet", native: "NEAR", decimals: { NEAR: 24, USDT: 6 } },
  SUI: { name: "Sui", family: "sui", chainId: "mainnet", native: "SUI", decimals: { SUI: 9, USDC: 6 } },
  PLASMA: { name: "Plasma", family: "evm", chainId: "9745", native: "XPL", decimals: { XPL: 18, USDT: 6 }, testnets: ["9746"] },
} as const satisfies Record<string, Chain>;

export type NetworkCode = keyof typeof CHAIN_TABLE;

export const CHAINS: Readonly<Record<NetworkCode, Chain>> = CHAIN_TABLE;

/** The network codes, TRC20 first: the keys of the table above, so a network is named once. */
export const NETWORK_CODES = Object.keys(CHAIN_TABLE) as readonly NetworkCode[];

export function isNetworkCode(value: unknown): value is NetworkCode {
  return typeof value === "string" && (NETWORK_CODES as readonly string[]).includes(value);
}

/**
 * The EIP-155 chain id (decimal, "137") a wallet may be sent to for a payment on an EVM `chain` whose invoice quotes
 * `given` ("137" or "eip155:137"): the network's own id or one of its testnets' (Polygon's Amoy, 80002). Any other
 * id, or one that is not a number, is null: a QR or a wallet request for another chain than the one the screen names
 * would send the customer's money where the merchant is not watching.
 */
export function evmChainIdOf(chain: Chain, given: string | number): string | null {
  const id = /^(?:eip155:)?([1-9][0-9]*)$/.exec(String(given))?.[1];
  if (id === undefined) return null;
  return id === chain.chainId || chain.testnets?.includes(id) === true ? id : null;
}

/** The network's name in words ("Tron", "BNB Smart Chain"); the code itself for a network this build does not know. */
export function networkName(network: string): string {
  return isNetworkCode(network) ? CHAINS[network].name : network;
}
