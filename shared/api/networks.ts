/** Networks, tokens and currencies the contract names: chain ids, decimals, contracts and fiat minor units. */

import { CHAINS, NETWORK_CODES, isNetworkCode, type ChainFamily, type NetworkCode, type Testnet } from "./chains.ts";

export { NETWORK_CODES, isNetworkCode, type ChainFamily, type NetworkCode, type Testnet };

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
  /** The main net's numeric chain id (see chains.ts for each one's source). */
  readonly chainId: number;
  /** The public testnet a sandbox invoice quotes. */
  readonly testnet: Testnet;
  readonly native: string;
  readonly tokens: Readonly<Record<string, TokenOnNetwork>>;
  /** The same tokens on the testnet: the testnet contract, or none where the token has no testnet deployment. */
  readonly testnetTokens: Readonly<Record<string, TokenOnNetwork>>;
}

/** Contract, mint or jetton master of every token that is not its network's native coin. */
const CONTRACTS: Readonly<Record<NetworkCode, Readonly<Record<string, string>>>> = {
  ERC20: { USDT: "0xdAC17F958D2ee523a2206206994597C13D831ec7", USDC: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" },
  BEP20: { USDT: "0x55d398326f99059fF775485246999027B3197955", USDC: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d" },
  POLYGON: { USDT: "0xc2132D05D31c914a87C6611C10748AEb04B58e8F", USDC: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359" },
  ARBITRUM: { USDT: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9", USDC: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831" },
  OPTIMISM: { USDT: "0x94b008aA00579c1307B0EF2c499aD98a8ce58e58", USDC: "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85" },
  BASE: { USDC: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913" },
  AVAX: { USDT: "0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7", USDC: "0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E" },
  PLASMA: { USDT: "0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb" },
  TRC20: { USDT: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" },
  TON: { USDT: "EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs" },
  SOL: { USDT: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB", USDC: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" },
  NEAR: { USDT: "usdt.tether-token.near" },
  SUI: { USDC: "0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC" },
};

/**
 * The same tokens on each network's public testnet (chains.ts names the testnet), for sandbox invoices. Sources:
 * - USDC: Circle's published testnet addresses (developers.circle.com, "USDC contract addresses"): Sepolia,
 *   Amoy, Arbitrum Sepolia, OP Sepolia, Base Sepolia, Fuji and Solana devnet.
 * - USDT on Nile: the Tether contract TRON's own wallet-cli documentation uses on Nile.
 * A token missing here has no official testnet deployment we could find a published address for (Tether publishes
 * none off Tron; Circle none on BSC testnet; TON, NEAR, Sui and Plasma testnet tokens are unlisted here). Such a
 * token is still offered on a sandbox invoice, which quotes the testnet chain id and no `contract_address`: the
 * browser apps then build no wallet request, link or QR for it (the address is shown in words), and the payment is
 * made with the stub's simulate-payment. Inventing a contract would point a wallet at whatever lives there.
 */
const TESTNET_CONTRACTS: Readonly<Record<NetworkCode, Readonly<Record<string, string>>>> = {
  ERC20: { USDC: "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238" },
  BEP20: {},
  POLYGON: { USDC: "0x41e94eb019c0762f9bfcf9fb1e58725bfb0e7582" },
  ARBITRUM: { USDC: "0x75faf114eafb1BDbe2F0316DF893fd58CE46AA4d" },
  OPTIMISM: { USDC: "0x5fd84259d66Cd46123540766Be93DFE6D43130D7" },
  BASE: { USDC: "0x036CbD53842c5426634e7929541eC2318f3dCF7e" },
  AVAX: { USDC: "0x5425890298aed601595a70ab815c96711a31bc65" },
  PLASMA: {},
  TRC20: { USDT: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf" },
  TON: {},
  SOL: { USDC: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU" },
  NEAR: {},
  SUI: {},
};

/**
 * Every network with its tokens' decimals and contracts: chains.ts joined with the contracts above.
 * The pure marks here and on the two lists below let a bundle that needs only a helper of this module (the widget's
 * money format reads minorUnitsOf) drop the tables; tree-shaking.test.ts holds that a bundle importing ApiError
 * alone carries no contract table.
 */
export const NETWORKS: Readonly<Record<NetworkCode, NetworkInfo>> = /* @__PURE__ */ (() => {
  const out = {} as Record<NetworkCode, NetworkInfo>;
  for (const code of NETWORK_CODES) {
    const { decimals, ...chain } = CHAINS[code];
    const tokensWith = (contracts: Readonly<Record<string, string>>) => {
      const tokens: Record<string, TokenOnNetwork> = {};
      for (const [token, places] of Object.entries(decimals)) {
        const contract = contracts[token];
        tokens[token] = contract === undefined ? { decimals: places } : { decimals: places, contract };
      }
      return tokens;
    };
    out[code] = {
      code,
      ...chain,
      tokens: tokensWith(CONTRACTS[code]),
      testnetTokens: tokensWith(TESTNET_CONTRACTS[code]),
    };
  }
  return out;
})();

/** Every crypto currency (token symbol) some network carries. */
export const CRYPTO_CURRENCIES: readonly string[] = /* @__PURE__ */ [
  ...new Set(Object.values(NETWORKS).flatMap((n) => Object.keys(n.tokens))),
].sort();

/** Fiat currencies accepted as an invoice currency, with their ISO 4217 minor unit. */
const FIAT_MINOR_UNITS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CHF: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  TRY: 2,
  BRL: 2,
  MXN: 2,
  ARS: 2,
  INR: 2,
  SGD: 2,
  HKD: 2,
  CNY: 2,
  AED: 2,
  SAR: 2,
  ZAR: 2,
  UAH: 2,
  ILS: 2,
  THB: 2,
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  KWD: 3,
  BHD: 3,
  JOD: 3,
  OMR: 3,
  TND: 3,
};

export const FIAT_CURRENCIES: readonly string[] = /* @__PURE__ */ Object.keys(FIAT_MINOR_UNITS).sort();

/**
 * A fiat currency's ISO 4217 minor unit (EUR 2, JPY 0, KWD 3), or undefined for anything else: only the table's own
 * names count, so "constructor" or "toString" (found on every object's prototype) is no currency. The one place that
 * reads the table: every caller asks here.
 */
export function minorUnitsOf(currency: string): number | undefined {
  return Object.hasOwn(FIAT_MINOR_UNITS, currency) ? FIAT_MINOR_UNITS[currency] : undefined;
}

export function isFiat(currency: string): boolean {
  return minorUnitsOf(currency) !== undefined;
}

export function isCrypto(currency: string): boolean {
  return CRYPTO_CURRENCIES.includes(currency);
}

/**
 * The token's details on a network (on its public testnet when `testnet`, as for a sandbox invoice), or undefined
 * when that network does not carry it.
 */
export function tokenOn(network: NetworkCode, currency: string, testnet = false): TokenOnNetwork | undefined {
  return (testnet ? NETWORKS[network].testnetTokens : NETWORKS[network].tokens)[currency];
}

/** The chain id an invoice quotes on a network: the testnet's for a sandbox invoice, the main net's otherwise. */
export function chainIdOn(network: NetworkCode, testnet: boolean): number {
  return testnet ? NETWORKS[network].testnet.chainId : NETWORKS[network].chainId;
}
