/** What went wrong when a wallet was asked to pay, from its EIP-1193 / EIP-1474 error, as the customer is told it. */
import type { WalletMessageKey } from "../../i18n/wallet-messages.ts";

/** Each failure has one calm message (WALLET_FAILURE_TEXTS). */
export type WalletFailure = "rejected" | "locked" | "unknown_chain" | "switch_refused" | "insufficient" | "failed";

/** The message of each failure, a key of the wallet's texts. */
export const WALLET_FAILURE_TEXTS = {
  rejected: "wallet_rejected",
  locked: "wallet_locked",
  unknown_chain: "wallet_unknown_chain",
  switch_refused: "wallet_switch_refused",
  insufficient: "wallet_insufficient",
  failed: "wallet_failed",
} as const satisfies Record<WalletFailure, WalletMessageKey>;

/** The request that failed: the same code means something else while switching chains. */
export type WalletStep = "accounts" | "switch" | "send";

interface ProviderError {
  code?: unknown;
  message?: unknown;
  data?: { originalError?: { code?: unknown } };
}

/** EIP-1193 codes the button tells apart; -32002 is MetaMask's "a request is already waiting in the wallet". */
const USER_REJECTED = 4001;
const UNAUTHORIZED = 4100;
const UNRECOGNIZED_CHAIN = 4902;
const REQUEST_PENDING = -32002;

export function walletFailure(error: unknown, step: WalletStep): WalletFailure {
  const e = (typeof error === "object" && error !== null ? error : {}) as ProviderError;
  // MetaMask on mobile wraps the switch error: the chain code is one level down.
  const code = e.data?.originalError?.code ?? e.code;
  if (code === UNRECOGNIZED_CHAIN) return "unknown_chain";
  if (step === "switch") return "switch_refused";
  if (code === USER_REJECTED) return "rejected";
  if (code === UNAUTHORIZED || code === REQUEST_PENDING) return "locked";
  // Nodes answer -32000 "insufficient funds for gas * price + value"; wallets pass the text on with varying codes.
  if (step === "send" && typeof e.message === "string" && /insufficient funds/i.test(e.message)) return "insufficient";
  return "failed";
}
