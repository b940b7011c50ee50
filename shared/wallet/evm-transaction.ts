/** The EVM transaction a browser wallet is asked to send for an invoice's payment, built and checked from the payment alone. */
import { CHAINS, evmChainIdOf, isNetworkCode } from "../api/chains.ts";
import { sandboxRefusal } from "../api/sandbox-rule.ts";
import { MAX_BASE_UNITS, paymentUnits } from "../payment-uri/payment-amount.ts";
import { EVM_ADDRESS } from "../payment-uri/evm-address.ts";
import { pageLink } from "../api/page-link.ts";

/** The fields of a schema-validated payment (PublicPayment) the transaction is built from. */
export interface WalletPaymentInput {
  readonly currency: string;
  readonly network: string;
  readonly chain_id: number;
  /** The invoice's is_test, required so no caller can skip the sandbox rule by leaving it out: a sandbox payment is sent only on its network's testnet (see sandbox-rule). */
  readonly is_test: boolean;
  readonly contract_address?: string | undefined;
  readonly address?: string | undefined;
  readonly expected: string;
  readonly paid?: string | undefined;
  readonly remaining?: string | undefined;
}

/** What eth_sendTransaction receives (without `from`, which is the account the wallet returns), and the chain to switch to. */
export interface WalletTransaction {
  /** EIP-155 chain id as wallet_switchEthereumChain wants it: "0x1", "0x38". */
  readonly chainId: string;
  readonly to: string;
  /** Wei as a hex quantity ("0x0" for a token transfer). */
  readonly value: string;
  /** ERC-20 transfer calldata; absent for the native coin. */
  readonly data?: string;
}

/** The payment cannot be turned into a safe transaction; the message is a hint for the page's developer. */
export class WalletPaymentRefused extends Error {
  override readonly name = "WalletPaymentRefused";
}

/** keccak256("transfer(address,uint256)")[0..4]: the ERC-20 function selector. */
const TRANSFER_SELECTOR = "a9059cbb";

/** A bigint as an Ethereum JSON-RPC quantity: "0x" and hex digits without leading zeros ("0x0" for zero). */
export function hexQuantity(n: bigint): string {
  if (n < 0n) throw new RangeError(`a quantity is never negative: ${n}`);
  return `0x${n.toString(16)}`;
}

/** ABI-encoded `transfer(to, units)`: the selector, then each argument as one 32-byte word. */
export function erc20TransferData(to: string, units: bigint): string {
  if (!EVM_ADDRESS.test(to)) throw new WalletPaymentRefused(`"${to}" is not an EVM address`);
  if (units < 0n || units > MAX_BASE_UNITS) throw new RangeError(`${units} does not fit a uint256`);
  const word = (hex: string) => hex.padStart(64, "0");
  return `0x${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(units.toString(16))}`;
}

/**
 * The amount the invoice still asks for: `remaining` once part of it is paid (the API says so in `paid`), else
 * `expected`. It does not check that the three agree; walletTransaction does, in the token's base units.
 */
export function amountDue(payment: WalletPaymentInput): string {
  const partPaid = payment.paid !== undefined && /[1-9]/.test(payment.paid);
  if (!partPaid) return payment.expected;
  if (payment.remaining === undefined)
    throw new WalletPaymentRefused("payment.paid is set but payment.remaining is missing");
  return payment.remaining;
}

/**
 * The amount due in base units, refused unless `remaining` (when the API sends it) is exactly `expected − paid`: a
 * payment whose fields disagree is not one a wallet should be asked to pay, whichever of them is wrong.
 */
function checkedUnitsDue(payment: WalletPaymentInput, decimals: number): bigint {
  const expected = paymentUnits(payment.expected, decimals);
  const paid = payment.paid === undefined ? 0n : paymentUnits(payment.paid, decimals);
  const due = paymentUnits(amountDue(payment), decimals);
  if (payment.remaining !== undefined && paymentUnits(payment.remaining, decimals) !== expected - paid) {
    throw new WalletPaymentRefused(
      `payment.remaining "${payment.remaining}" is not payment.expected "${payment.expected}" minus payment.paid "${payment.paid ?? "0"}"`,
    );
  }
  return due;
}

/**
 * The transaction paying `amount` (what the screen asks the customer to send) of the payment. Throws
 * WalletPaymentRefused, naming the field, unless: the network is an EVM chain and `chain_id` is its chain id or its
 * testnet's (the testnet's only, for a sandbox invoice: see sandbox-rule), the address (and, for a token,
 * `contract_address`) are EVM addresses, the token's decimals are known, `remaining` is `expected − paid`, and
 * `amount` is positive and equals the amount due (see amountDue). The contract is the payment's own, never a
 * built-in table's.
 */
export function walletTransaction(payment: WalletPaymentInput, amount: string): WalletTransaction {
  const { network, currency } = payment;
  if (!isNetworkCode(network) || CHAINS[network].family !== "evm")
    throw new WalletPaymentRefused(`network ${network} is not an EVM chain`);
  const chain = CHAINS[network];
  const chainIdOfPayment = evmChainIdOf(chain, payment.chain_id);
  if (chainIdOfPayment === null) {
    throw new WalletPaymentRefused(
      `payment.chain_id ${payment.chain_id} is not ${network}'s chain id ${chain.chainId} or its testnet's, ${chain.testnet.chainId}`,
    );
  }
  const sandbox = sandboxRefusal(payment);
  if (sandbox !== null) throw new WalletPaymentRefused(sandbox);
  const to = payment.address;
  if (to === undefined || !EVM_ADDRESS.test(to))
    throw new WalletPaymentRefused(`payment.address "${to ?? ""}" is not an EVM address`);
  const decimals = chain.decimals[currency];
  if (decimals === undefined) throw new WalletPaymentRefused(`the decimals of ${currency} on ${network} are unknown`);

  let units: bigint;
  let due: bigint;
  try {
    units = paymentUnits(amount, decimals);
    due = checkedUnitsDue(payment, decimals);
  } catch (e) {
    if (e instanceof WalletPaymentRefused) throw e;
    throw new WalletPaymentRefused(
      `amount "${amount}" cannot be paid in ${currency}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  if (units <= 0n) throw new WalletPaymentRefused(`amount "${amount}" is not positive`);
  if (units !== due)
    throw new WalletPaymentRefused(`amount "${amount}" is not the amount due, "${amountDue(payment)}"`);

  const chainId = hexQuantity(BigInt(chainIdOfPayment));
  if (currency === chain.native) return { chainId, to, value: hexQuantity(units) };
  const contract = payment.contract_address;
  if (!contract) throw new WalletPaymentRefused(`payment.contract_address is missing for the token ${currency}`);
  if (!EVM_ADDRESS.test(contract))
    throw new WalletPaymentRefused(`payment.contract_address "${contract}" is not an EVM address`);
  return { chainId, to: contract, value: "0x0", data: erc20TransferData(to, units) };
}

/** The explorer link the API gives for the transfer with this hash, if any, and only when the one link rule passes it (page-link.ts), as the URL parser reads it. */
export function explorerUrlFor(
  transfers: readonly { tx_hash: string; explorer_url?: string | undefined }[] | undefined,
  txHash: string,
): string | null {
  const transfer = transfers?.find((t) => t.tx_hash.toLowerCase() === txHash.toLowerCase());
  const url = transfer?.explorer_url;
  return pageLink(url)?.href ?? null;
}
