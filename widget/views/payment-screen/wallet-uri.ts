/** The payment screen's wallet URI: what its QR code encodes, and whether "Open in wallet" may link to it. */
import { paymentUriFor } from "../../../shared/payment-uri/payment-uri.ts";

export interface PaymentInput {
  readonly currency: string;
  readonly network: string;
  readonly address?: string | null;
  readonly chain_id?: number | null;
  readonly contract_address?: string | null;
  /** The invoice's is_test, required so no caller can skip the sandbox rule by leaving it out: a sandbox payment gets a URI only on its network's testnet. */
  readonly is_test: boolean;
}

/** The wallet URI for `amount` of the payment, or null when there is none to show. */
export function walletUri(payment: PaymentInput, amount: string): { uri: string; linkable: boolean } | null {
  const found = paymentUriFor(payment, amount);
  // A bare address opens nothing: only real URI schemes get an "open in wallet" link.
  return found && { uri: found.uri, linkable: found.kind !== "address" };
}
