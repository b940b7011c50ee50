/** What each token is called in words beside its symbol ("Tether USD" for USDT), as wallets and exchanges name it. */

const TOKEN_NAMES: Readonly<Record<string, string>> = {
  USDT: "Tether USD",
  USDC: "USD Coin",
  ETH: "Ether",
  BNB: "BNB",
  POL: "Polygon",
  TRX: "TRON",
  TON: "Toncoin",
  SOL: "Solana",
  AVAX: "Avalanche",
  NEAR: "NEAR",
  SUI: "Sui",
  XPL: "Plasma",
};

/** The token's name, or null when this build does not know it or the name would only repeat the symbol. */
export function tokenName(symbol: string): string | null {
  const name = TOKEN_NAMES[symbol];
  return name && name !== symbol ? name : null;
}
