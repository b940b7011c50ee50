/** The wallet URI formats a QR code may carry: EIP-681 (EVM), BIP 21 (Bitcoin-like) and Solana Pay. */
import { isDecimal, UNSIGNED_DECIMAL } from "../decimal/plain-decimal.ts";
import { EVM_ADDRESS } from "./evm-address.ts";

const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Bech32 (bc1…/tb1…) or legacy base58 (1…, 3…, m…, n…, 2…) Bitcoin addresses. */
const BITCOIN_ADDRESS = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,39})$/i;
const CHAIN_ID = /^[1-9][0-9]*$/;

/** Throws `not <what>: "<value>"` unless the whole value matches. */
function mustMatch(pattern: RegExp, value: string | number, what: string): void {
  if (!pattern.test(String(value))) throw new Error(`not ${what}: "${value}"`);
}

/**
 * The decimal BIP 21 and Solana Pay carry: digits with an optional fraction, nothing that could end the parameter.
 * Leading zeros are BIP 21's grammar (`*digit`), so UNSIGNED_DECIMAL, not the API's stricter spelling.
 */
function mustBeUriAmount(amount: string): void {
  if (!isDecimal(amount, UNSIGNED_DECIMAL)) throw new Error(`not a plain decimal amount: "${amount}"`);
}

function mustNotBeNegative(value: bigint, name: string): void {
  if (value < 0n) throw new Error(`${name} must not be negative`);
}

/** `ethereum:<address>@<chain_id>?value=<wei>`: a native-coin transfer. */
export function eip681Native(args: { address: string; chainId: string | number; value: bigint }): string {
  mustMatch(EVM_ADDRESS, args.address, "an EVM address");
  mustMatch(CHAIN_ID, args.chainId, "an EIP-155 chain id");
  mustNotBeNegative(args.value, "value");
  return `ethereum:${args.address}@${args.chainId}?value=${args.value}`;
}

/** `ethereum:<contract>@<chain_id>/transfer?address=<to>&uint256=<base units>`: an ERC-20 transfer call. */
export function eip681Token(args: { contract: string; chainId: string | number; to: string; amount: bigint }): string {
  mustMatch(EVM_ADDRESS, args.contract, "an EVM token contract");
  mustMatch(EVM_ADDRESS, args.to, "an EVM address");
  mustMatch(CHAIN_ID, args.chainId, "an EIP-155 chain id");
  mustNotBeNegative(args.amount, "amount");
  return `ethereum:${args.contract}@${args.chainId}/transfer?address=${args.to}&uint256=${args.amount}`;
}

/** `bitcoin:<address>?amount=<decimal>`; the amount is a plain decimal in BTC (see buildPaymentUri). */
export function bip21(args: { address: string; amount: string }): string {
  mustMatch(BITCOIN_ADDRESS, args.address, "a Bitcoin address");
  mustBeUriAmount(args.amount);
  return `bitcoin:${args.address}?amount=${args.amount}`;
}

/** `solana:<recipient>?amount=<decimal>&spl-token=<mint>`; no spl-token for native SOL. */
export function solanaPay(args: { recipient: string; amount: string; splToken?: string }): string {
  mustMatch(BASE58_KEY, args.recipient, "a Solana address");
  mustBeUriAmount(args.amount);
  if (args.splToken === undefined) return `solana:${args.recipient}?amount=${args.amount}`;
  mustMatch(BASE58_KEY, args.splToken, "a Solana token mint");
  return `solana:${args.recipient}?amount=${args.amount}&spl-token=${args.splToken}`;
}
