/** Picks the wallet URI for an invoice's payment (network, token, address, amount) from the network table. */
import { NETWORKS, isNetworkCode, type NetworkCode } from "../api/networks.ts";
import { toBaseUnits, uriAmount } from "./base-units.ts";
import { bip21, eip681Native, eip681Token, solanaPay } from "./uri-builders.ts";

export type PaymentUriKind = "eip681" | "bip21" | "solana-pay" | "address";

export interface PaymentUriInput {
  readonly network: NetworkCode | string;
  /** Token symbol, e.g. USDT or the network's native coin. */
  readonly currency: string;
  /** Where the customer pays to (payment.address). */
  readonly address: string;
  /** The amount to pay in the token, a decimal string (payment.expected or payment.remaining). */
  readonly amount: string;
  /** payment.contract_address; wins over the table's contract when given. */
  readonly contract_address?: string | null;
  /** payment.chain_id; for EVM chains a number ("1" or "eip155:1"), else the table's id is used. */
  readonly chain_id?: string | number | null;
}

export interface PaymentUri {
  /** The text to encode in the QR code. */
  readonly uri: string;
  /** "address" means the QR holds the bare address: amount, token and network must be shown in words beside it. */
  readonly kind: PaymentUriKind;
}

/** Networks outside the table that speak BIP 21. */
const BITCOIN_NETWORKS = new Set(["BTC", "BITCOIN"]);

function evmChainId(given: PaymentUriInput["chain_id"], fallback: string): string {
  const match = given === undefined || given === null ? null : /^(?:eip155:)?([1-9][0-9]*)$/.exec(String(given));
  return match?.[1] ?? fallback;
}

/**
 * The URI a wallet understands for this payment. Throws an Error when the amount is malformed or finer than the
 * token's decimals, or when an address does not fit the chain, rather than putting a wrong payment in a QR code.
 */
export function buildPaymentUri(input: PaymentUriInput): PaymentUri {
  const { network, currency, address, amount } = input;
  if (!address) throw new Error("payment address is missing");
  if (!isNetworkCode(network)) {
    if (BITCOIN_NETWORKS.has(network.toUpperCase()) && currency.toUpperCase() === "BTC") {
      return { uri: bip21({ address, amount: uriAmount(amount, 8) }), kind: "bip21" };
    }
    return { uri: address, kind: "address" };
  }
  const info = NETWORKS[network];
  const token = info.tokens[currency];
  const isNative = currency === info.native;
  const contract = isNative ? undefined : input.contract_address || token?.contract;
  // Without the token's decimals no exact amount can be written, so the bare address is the only honest QR.
  if (!token || (!isNative && !contract)) return { uri: address, kind: "address" };

  switch (info.family) {
    case "evm": {
      const chainId = evmChainId(input.chain_id, info.chainId);
      const units = toBaseUnits(amount, token.decimals);
      return contract
        ? { uri: eip681Token({ contract, chainId, to: address, amount: units }), kind: "eip681" }
        : { uri: eip681Native({ address, chainId, value: units }), kind: "eip681" };
    }
    case "solana": {
      const decimal = uriAmount(amount, token.decimals);
      return {
        uri: solanaPay(contract ? { recipient: address, amount: decimal, splToken: contract } : { recipient: address, amount: decimal }),
        kind: "solana-pay",
      };
    }
    case "tron":
    case "ton":
    case "near":
    case "sui":
      // No URI standard that wallets agree on: still check the amount so a bad one fails here, not at the customer.
      toBaseUnits(amount, token.decimals);
      return { uri: address, kind: "address" };
  }
}
