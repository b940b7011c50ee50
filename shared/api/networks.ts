/** Networks, tokens and currencies the contract names: chain ids, decimals, contracts and fiat minor units. */

export const NETWORK_CODES = [
  "TRC20", "ERC20", "BEP20", "POLYGON", "ARBITRUM", "OPTIMISM", "BASE", "TON", "AVAX", "SOL", "NEAR", "SUI", "PLASMA",
] as const;
export type NetworkCode = (typeof NETWORK_CODES)[number];

/** How a wallet URI is built for the chain (see payment-uri). */
export type ChainFamily = "evm" | "tron" | "ton" | "solana" | "near" | "sui";

export interface TokenOnNetwork {
  readonly decimals: number;
  /** Token contract, mint or jetton master; absent for the chain's native coin. */
  readonly contract?: string;
}

export interface NetworkInfo {
  readonly code: NetworkCode;
  /** The chain's name in words, shown beside every address and QR. */
  readonly name: string;
  readonly family: ChainFamily;
  /** Chain id as a string: the EIP-155 number for EVM chains, the network's own name elsewhere. */
  readonly chainId: string;
  readonly native: string;
  readonly tokens: Readonly<Record<string, TokenOnNetwork>>;
}

export const NETWORKS: Readonly<Record<NetworkCode, NetworkInfo>> = {
  ERC20: {
    code: "ERC20", name: "Ethereum", family: "evm", chainId: "1", native: "ETH",
    tokens: {
      ETH: { decimals: 18 },
      USDT: { decimals: 6, contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7" },
      USDC: { decimals: 6, contract: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" },
    },
  },
  BEP20: {
    code: "BEP20", name: "BNB Smart Chain", family: "evm", chainId: "56", native: "BNB",
    tokens: {
      BNB: { decimals: 18 },
      USDT: { decimals: 18, contract: "0x55d398326f99059fF775485246999027B3197955" },
      USDC: { decimals: 18, contract: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d" },
    },
  },
  POLYGON: {
    code: "POLYGON", name: "Polygon PoS", family: "evm", chainId: "137", native: "POL",
    tokens: {
      POL: { decimals: 18 },
      USDT: { decimals: 6, contract: "0xc2132D05D31c914a87C6611C10748AEb04B58e8F" },
      USDC: { decimals: 6, contract: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359" },
    },
  },
  ARBITRUM: {
    code: "ARBITRUM", name: "Arbitrum One", family: "evm", chainId: "42161", native: "ETH",
    tokens: {
      ETH: { decimals: 18 },
      USDT: { decimals: 6, contract: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9" },
      USDC: { decimals: 6, contract: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831" },
    },
  },
  OPTIMISM: {
    code: "OPTIMISM", name: "OP Mainnet", family: "evm", chainId: "10", native: "ETH",
    tokens: {
      ETH: { decimals: 18 },
      USDT: { decimals: 6, contract: "0x94b008aA00579c1307B0EF2c499aD98a8ce58e58" },
      USDC: { decimals: 6, contract: "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85" },
    },
  },
  BASE: {
    code: "BASE", name: "Base", family: "evm", chainId: "8453", native: "ETH",
    tokens: {
      ETH: { decimals: 18 },
      USDC: { decimals: 6, contract: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913" },
    },
  },
  AVAX: {
    code: "AVAX", name: "Avalanche C-Chain", family: "evm", chainId: "43114", native: "AVAX",
    tokens: {
      AVAX: { decimals: 18 },
      USDT: { decimals: 6, contract: "0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7" },
      USDC: { decimals: 6, contract: "0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E" },
    },
  },
  PLASMA: {
    code: "PLASMA", name: "Plasma", family: "evm", chainId: "9745", native: "XPL",
    tokens: {
      XPL: { decimals: 18 },
      USDT: { decimals: 6, contract: "0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb" },
    },
  },
  TRC20: {
    code: "TRC20", name: "Tron", family: "tron", chainId: "728126428", native: "TRX",
    tokens: {
      TRX: { decimals: 6 },
      USDT: { decimals: 6, contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" },
    },
  },
  TON: {
    code: "TON", name: "TON", family: "ton", chainId: "-239", native: "TON",
    tokens: {
      TON: { decimals: 9 },
      USDT: { decimals: 6, contract: "EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs" },
    },
  },
  SOL: {
    code: "SOL", name: "Solana", family: "solana", chainId: "mainnet-beta", native: "SOL",
    tokens: {
      SOL: { decimals: 9 },
      USDT: { decimals: 6, contract: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB" },
      USDC: { decimals: 6, contract: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" },
    },
  },
  NEAR: {
    code: "NEAR", name: "NEAR", family: "near", chainId: "mainnet", native: "NEAR",
    tokens: {
      NEAR: { decimals: 24 },
      USDT: { decimals: 6, contract: "usdt.tether-token.near" },
    },
  },
  SUI: {
    code: "SUI", name: "Sui", family: "sui", chainId: "mainnet", native: "SUI",
    tokens: {
      SUI: { decimals: 9 },
      USDC: { decimals: 6, contract: "0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC" },
    },
  },
};

/** Every crypto currency (token symbol) some network carries. */
// The pure marks let a bundle that only needs one helper drop these derived lists (and the tables behind them).
export const CRYPTO_CURRENCIES: readonly string[] = /* @__PURE__ */ [
  ...new Set(Object.values(NETWORKS).flatMap((n) => Object.keys(n.tokens))),
].sort();

/** Fiat currencies accepted as an invoice currency, with their ISO 4217 minor unit. */
export const FIAT_MINOR_UNITS: Readonly<Record<string, number>> = {
  USD: 2, EUR: 2, GBP: 2, CHF: 2, CAD: 2, AUD: 2, NZD: 2, SEK: 2, NOK: 2, DKK: 2, PLN: 2, CZK: 2,
  HUF: 2, RON: 2, TRY: 2, BRL: 2, MXN: 2, ARS: 2, INR: 2, SGD: 2, HKD: 2, CNY: 2, AED: 2, SAR: 2,
  ZAR: 2, UAH: 2, ILS: 2, THB: 2, JPY: 0, KRW: 0, VND: 0, CLP: 0, ISK: 0, KWD: 3, BHD: 3, JOD: 3, OMR: 3, TND: 3,
};

export const FIAT_CURRENCIES: readonly string[] = /* @__PURE__ */ Object.keys(FIAT_MINOR_UNITS).sort();

export function isNetworkCode(value: unknown): value is NetworkCode {
  return typeof value === "string" && (NETWORK_CODES as readonly string[]).includes(value);
}

export function isFiat(currency: string): boolean {
  return Object.prototype.hasOwnProperty.call(FIAT_MINOR_UNITS, currency);
}

export function isCrypto(currency: string): boolean {
  return CRYPTO_CURRENCIES.includes(currency);
}

/** The token's details on a network, or undefined when that network does not carry it. */
export function tokenOn(network: NetworkCode, currency: string): TokenOnNetwork | undefined {
  return NETWORKS[network].tokens[currency];
}
