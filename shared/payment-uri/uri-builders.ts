/** The wallet URI formats a QR code may carry: EIP-681 (EVM), BIP 21 (Bitcoin-like) and Solana Pay. */

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Bech32 (bc1…/tb1…) or legacy base58 (1…, 3…, m…, n…, 2…) Bitcoin addresses. */
const BITCOIN_ADDRESS = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,39})$/i;
const CHAIN_ID = /^[1-9][0-9]*$/;
/** The decimal BIP 21 and Solana Pay carry: digits with an optional fraction, nothing that could end the parameter. */
const URI_DECIMAL = /^\d+(\.\d+)?$/;

function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** `ethereum:<address>@<chain_id>?value=<wei>`: a native-coin transfer. */
export function eip681Native(args: { address: string; chainId: string | number; value: bigint }): string {
  must(EVM_ADDRESS.test(args.address), `not an EVM address: "${args.address}"`);
  must(CHAIN_ID.test(String(args.chainId)), `not an EIP-155 chain id: "${args.chainId}"`);
  must(args.value >= 0n, "value must not be negative");
  return `ethereum:${args.address}@${args.chainId}?value=${args.value}`;
}

/** `ethereum:<contract>@<chain_id>/transfer?address=<to>&uint256=<base units>`: an ERC-20 transfer call. */
export function eip681Token(args: { contract: string; chainId: string | number; to: string; amount: bigint }): string {
  must(EVM_ADDRESS.test(args.contract), `not an EVM token contract: "${args.contract}"`);
  must(EVM_ADDRESS.test(args.to), `not an EVM address: "${args.to}"`);
  must(CHAIN_ID.test(String(args.chainId)), `not an EIP-155 chain id: "${args.chainId}"`);
  must(args.amount >= 0n, "amount must not be negative");
  return `ethereum:${args.contract}@${args.chainId}/transfer?address=${args.to}&uint256=${args.amount}`;
}

/** `bitcoin:<address>?amount=<decimal>`; the amount is a plain decimal in BTC (see uriAmount). */
export function bip21(args: { address: string; amount: string }): string {
  must(BITCOIN_ADDRESS.test(args.address), `not a Bitcoin address: "${args.address}"`);
  must(URI_DECIMAL.test(args.amount), `not a plain decimal amount: "${args.amount}"`);
  return `bitcoin:${args.address}?amount=${args.amount}`;
}

/** `solana:<recipient>?amount=<decimal>&spl-token=<mint>`; no spl-token for native SOL. */
export function solanaPay(args: { recipient: string; amount: string; splToken?: string }): string {
  must(BASE58_KEY.test(args.recipient), `not a Solana address: "${args.recipient}"`);
  must(URI_DECIMAL.test(args.amount), `not a plain decimal amount: "${args.amount}"`);
  if (args.splToken === undefined) return `solana:${args.recipient}?amount=${args.amount}`;
  must(BASE58_KEY.test(args.splToken), `not a Solana token mint: "${args.splToken}"`);
  return `solana:${args.recipient}?amount=${args.amount}&spl-token=${args.splToken}`;
}
