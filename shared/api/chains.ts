/**
 * What a browser needs to know of each network: its name, chain family, chain id, native coin and token decimals.
 * Token contracts are in networks.ts, which the widget never imports: a payment names its own contract_address.
 */

/** How a wallet URI is built for the chain (see payment-uri). */
export type ChainFamily = "evm" | "tron" | "ton" | "solana" | "near" | "sui";

/** A network's public testnet: what a sandbox (`is_test`) invoice quotes instead of the main net. */
export interface Testnet {
  /** Its name in words as wallets and explorers write it ("Sepolia", "Tron Nile testnet"), shown in the sandbox. */
  readonly name: string;
  /** Its numeric chain id, from the same registry as the main net's (see the table's sources). */
  readonly chainId: number;
}

export interface Chain {
  /** The chain's name in words, shown beside every address and QR. */
  readonly name: string;
  readonly family: ChainFamily;
  /** The main net's numeric chain id, as `chain_id` carries it on the wire (sources beside the table). */
  readonly chainId: number;
  /** The public testnet a sandbox invoice quotes: the only chain a sandbox payment may ask a wallet for. */
  readonly testnet: Testnet;
  readonly native: string;
  /** Decimals of every token the network carries, the native coin included. */
  readonly decimals: Readonly<Record<string, number>>;
}

/**
 * Every network the contract names; its key order is the order of NETWORK_CODES (and of enum messages).
 *
 * Where each numeric chain id comes from (the provider's SDK types `chain_id` as a number; its SDKs, conformance file
 * and tests name no id for a chain without EIP-155, so these are the chains' own or a registry's):
 * - EVM chains: EIP-155, as listed at chainlist.org (Sepolia 11155111, BSC testnet 97, Amoy 80002, Arbitrum Sepolia
 *   421614, OP Sepolia 11155420, Base Sepolia 84532, Fuji 43113, Plasma 9745 and its testnet 9746).
 * - Tron: the EIP-155-style id TRON derives from its genesis block, which TronLink and TRON's wallet-cli use
 *   (`tron:728126428`; Nile `tron:3448148188`).
 * - TON: the network's own `global_id`, which TON Connect sends as its chain (-239 main net, -3 testnet).
 * - Solana, NEAR, Sui: no numeric id of their own, so SLIP-44's coin type (501, 397, 784). SLIP-44 gives every
 *   testnet one coin type, 1 ("Testnet, all coins"), so their testnet id is 1: it means "this network's test
 *   cluster" (Solana devnet, NEAR testnet, Sui testnet) and is never read without the network beside it.
 */
const CHAIN_TABLE = {
  TRC20: {
    name: "Tron",
    family: "tron",
    chainId: 728126428,
    testnet: { name: "Tron Nile testnet", chainId: 3448148188 },
    native: "TRX",
    decimals: { TRX: 6, USDT: 6 },
  },
  ERC20: {
    name: "Ethereum",
    family: "evm",
    chainId: 1,
    testnet: { name: "Sepolia", chainId: 11155111 },
    native: "ETH",
    decimals: { ETH: 18, USDT: 6, USDC: 6 },
  },
  BEP20: {
    name: "BNB Smart Chain",
    family: "evm",
    chainId: 56,
    testnet: { name: "BSC testnet", chainId: 97 },
    native: "BNB",
    decimals: { BNB: 18, USDT: 18, USDC: 18 },
  },
  POLYGON: {
    name: "Polygon PoS",
    family: "evm",
    chainId: 137,
    testnet: { name: "Polygon Amoy", chainId: 80002 },
    native: "POL",
    decimals: { POL: 18, USDT: 6, USDC: 6 },
  },
  ARBITRUM: {
    name: "Arbitrum One",
    family: "evm",
    chainId: 42161,
    testnet: { name: "Arbitrum Sepolia", chainId: 421614 },
    native: "ETH",
    decimals: { ETH: 18, USDT: 6, USDC: 6 },
  },
  OPTIMISM: {
    name: "OP Mainnet",
    family: "evm",
    chainId: 10,
    testnet: { name: "OP Sepolia", chainId: 11155420 },
    native: "ETH",
    decimals: { ETH: 18, USDT: 6, USDC: 6 },
  },
  BASE: {
    name: "Base",
    family: "evm",
    chainId: 8453,
    testnet: { name: "Base Sepolia", chainId: 84532 },
    native: "ETH",
    decimals: { ETH: 18, USDC: 6 },
  },
  TON: {
    name: "TON",
    family: "ton",
    chainId: -239,
    testnet: { name: "TON testnet", chainId: -3 },
    native: "TON",
    decimals: { TON: 9, USDT: 6 },
  },
  AVAX: {
    name: "Avalanche C-Chain",
    family: "evm",
    chainId: 43114,
    testnet: { name: "Avalanche Fuji", chainId: 43113 },
    native: "AVAX",
    decimals: { AVAX: 18, USDT: 6, USDC: 6 },
  },
  SOL: {
    name: "Solana",
    family: "solana",
    chainId: 501,
    testnet: { name: "Solana devnet", chainId: 1 },
    native: "SOL",
    decimals: { SOL: 9, USDT: 6, USDC: 6 },
  },
  NEAR: {
    name: "NEAR",
    family: "near",
    chainId: 397,
    testnet: { name: "NEAR testnet", chainId: 1 },
    native: "NEAR",
    decimals: { NEAR: 24, USDT: 6 },
  },
  SUI: {
    name: "Sui",
    family: "sui",
    chainId: 784,
    testnet: { name: "Sui testnet", chainId: 1 },
    native: "SUI",
    decimals: { SUI: 9, USDC: 6 },
  },
  PLASMA: {
    name: "Plasma",
    family: "evm",
    chainId: 9745,
    testnet: { name: "Plasma testnet", chainId: 9746 },
    native: "XPL",
    decimals: { XPL: 18, USDT: 6 },
  },
} as const satisfies Record<string, Chain>;

export type NetworkCode = keyof typeof CHAIN_TABLE;

export const CHAINS: Readonly<Record<NetworkCode, Chain>> = CHAIN_TABLE;

/** The network codes, TRC20 first: the keys of the table above, so a network is named once. */
export const NETWORK_CODES = Object.keys(CHAIN_TABLE) as readonly NetworkCode[];

export function isNetworkCode(value: unknown): value is NetworkCode {
  return (NETWORK_CODES as readonly unknown[]).includes(value);
}

/**
 * The chain id a wallet may be sent to for a payment on an EVM `chain` whose invoice quotes `given`: the network's
 * own id or its testnet's (Polygon's Amoy, 80002). Any other id is null: a QR or a wallet request for another chain
 * than the one the screen names would send the customer's money where the merchant is not watching.
 */
export function evmChainIdOf(chain: Chain, given: number): number | null {
  return given === chain.chainId || given === chain.testnet.chainId ? given : null;
}

/** The network's name in words ("Tron", "BNB Smart Chain"); the code itself for a network this build does not know. */
export function networkName(network: string): string {
  return isNetworkCode(network) ? CHAINS[network].name : network;
}

/**
 * The network a payment is sent on, in words: a sandbox (`is_test`) invoice quotes its network's public testnet, so
 * the customer reads "Tron Nile testnet" or "Sepolia" there, never the main net's name.
 */
export function paymentNetworkName(network: string, isTest: boolean): string {
  return isTest && isNetworkCode(network) ? CHAINS[network].testnet.name : networkName(network);
}
