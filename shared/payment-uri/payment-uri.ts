/**
 * The wallet-URI policy of both apps: the URI for an invoice's payment (network, token, address, amount), with the
 * token's contract taken from the payment's own `contract_address` and never from a table built into the page.
 */
import { CHAINS, evmChainIdOf, isNetworkCode, type NetworkCode } from "../api/chains.ts";
import { sandboxRefusal } from "../api/sandbox-rule.ts";
import { fromBaseUnits } from "./base-units.ts";
import { paymentUnits } from "./payment-amount.ts";
import { bip21, eip681Native, eip681Token, solanaPay } from "./uri-builders.ts";

export type PaymentUriKind = "eip681" | "bip21" | "solana-pay" | "address";

export interface PaymentUriInput {
  /** A NetworkCode, or whatever the API sent: an unknown network gets a plain address, not a URI. */
  readonly network: string;
  /** Token symbol, e.g. USDT or the network's native coin. */
  readonly currency: string;
  /** Where the customer pays to (payment.address). */
  readonly address: string;
  /** The amount to pay in the token, a decimal string (payment.expected or payment.remaining). */
  readonly amount: string;
  /** payment.contract_address: the only source of a token's contract (the API sends it with every token payment). */
  readonly contract_address?: string | null;
  /** payment.chain_id; for EVM chains the network's EIP-155 id or its testnet's (1, 11155111); absent, the network's own. */
  readonly chain_id?: number | null;
  /** The invoice's is_test, required so no caller can skip the sandbox rule by leaving it out: a sandbox payment gets a URI only on its network's testnet (see sandbox-rule). */
  readonly is_test: boolean;
}

export interface PaymentUri {
  /** The text to encode in the QR code. */
  readonly uri: string;
  /** "address" means the QR holds the bare address: amount, token and network must be shown in words beside it. */
  readonly kind: PaymentUriKind;
}

/** A sandbox payment quoting a main-net (or no) chain id: no URI, and a hint for the page's developer. */
export class SandboxPaymentRefused extends Error {
  override readonly name = "SandboxPaymentRefused";
}

/** Networks outside the table that speak BIP 21. */
const BITCOIN_NETWORKS = new Set(["BTC", "BITCOIN"]);

/**
 * The URI a wallet understands for this payment. Throws an Error when the amount is malformed or finer than the
 * token's decimals, or when an address does not fit the chain, rather than putting a wrong payment in a QR code.
 * A token payment without `contract_address` gets the bare address: a contract guessed from a table could send the
 * customer's money to a token the merchant does not watch. A sandbox (`is_test`) payment that does not quote its
 * network's testnet throws SandboxPaymentRefused: its QR would send real funds to an address nobody can spend.
 */
export function buildPaymentUri(input: PaymentUriInput): PaymentUri {
  const { network, currency, address, amount } = input;
  if (!address) throw new Error("payment address is missing");
  const refusal = sandboxRefusal(input);
  if (refusal !== null) throw new SandboxPaymentRefused(refusal);
  if (!isNetworkCode(network)) {
    if (BITCOIN_NETWORKS.has(network.toUpperCase()) && currency.toUpperCase() === "BTC") {
      return { uri: bip21({ address, amount: fromBaseUnits(paymentUnits(amount, 8), 8) }), kind: "bip21" };
    }
    return { uri: address, kind: "address" };
  }
  return chainPaymentUri({ ...input, network });
}

/** The last sandbox refusal told to the console: the screens ask again on every render, the developer needs it once. */
let lastSandboxHint = "";

/**
 * What the widget and the terminal put in their QR code for `amount` of an invoice's payment, or null when there is
 * no address yet or the payment cannot make a URI (a malformed address never becomes a code a wallet would trust).
 * A sandbox payment refused by the sandbox rule is also null, and the console says why.
 */
export function paymentUriFor(
  payment: Omit<PaymentUriInput, "amount" | "address"> & { readonly address?: string | null },
  amount: string,
): PaymentUri | null {
  if (!payment.address) return null;
  try {
    return buildPaymentUri({ ...payment, address: payment.address, amount });
  } catch (e) {
    if (e instanceof SandboxPaymentRefused && e.message !== lastSandboxHint) {
      lastSandboxHint = e.message;
      console.error(
        `[crypto-checkout] no wallet link or QR: ${e.message}. A sandbox invoice must quote its network's testnet.`,
      );
    }
    return null;
  }
}

/** A payment on a network of the table: the URI standard of its chain family. */
function chainPaymentUri(input: PaymentUriInput & { readonly network: NetworkCode }): PaymentUri {
  const { network, currency, address, amount } = input;
  const chain = CHAINS[network];
  const decimals = chain.decimals[currency];
  const isNative = currency === chain.native;
  const contract = isNative ? undefined : input.contract_address || undefined;
  // Without the token's decimals no exact amount can be written, so the bare address is the only honest QR.
  if (decimals === undefined) return { uri: address, kind: "address" };
  if (!isNative && !contract) {
    // A sandbox token with no testnet contract: a bare address would let a wallet pay the main net's token to it.
    if (input.is_test === true)
      throw new SandboxPaymentRefused(
        `a sandbox (is_test) payment of ${currency} on ${chain.name} names no testnet contract`,
      );
    // Nothing names the token's contract: the bare address, with the amount still checked so a bad one fails here.
    paymentUnits(amount, decimals);
    return { uri: address, kind: "address" };
  }

  switch (chain.family) {
    case "evm": {
      // Without a chain_id the network's own; with one, it must be the network's or one of its testnets'.
      const chainId =
        input.chain_id === undefined || input.chain_id === null ? chain.chainId : evmChainIdOf(chain, input.chain_id);
      if (chainId === null)
        throw new Error(
          `chain_id ${input.chain_id} is not ${chain.name}'s chain id ${chain.chainId} or its testnet's, ${chain.testnet.chainId}`,
        );
      const units = paymentUnits(amount, decimals);
      return {
        uri: contract
          ? eip681Token({ contract, chainId, to: address, amount: units })
          : eip681Native({ address, chainId, value: units }),
        kind: "eip681",
      };
    }
    case "solana":
      // A native SOL payment has no contract, so no spl-token.
      return {
        uri: solanaPay({
          recipient: address,
          amount: fromBaseUnits(paymentUnits(amount, decimals), decimals),
          splToken: contract,
        }),
        kind: "solana-pay",
      };
    default:
      // tron, ton, near, sui: no URI standard that wallets agree on. Still check the amount so a bad one fails here, not at the customer.
      paymentUnits(amount, decimals);
      return { uri: address, kind: "address" };
  }
}
