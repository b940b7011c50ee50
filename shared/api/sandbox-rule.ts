/**
 * The rule both apps apply before they build a wallet request, a wallet link (EIP-681, Solana Pay) or a wallet QR:
 * a sandbox (`is_test`) invoice may ask a wallet only for its network's public testnet. The sandbox's deposit
 * addresses belong to nobody, so a sandbox payment quoting a main-net chain id (an API bug, a forged answer) would
 * send the customer's real money where no one can ever spend it. Such a payment gets its address in words only.
 */
import { CHAINS, isNetworkCode } from "./chains.ts";

/** The fields of a payment the rule reads; `is_test` is the invoice's. */
export interface SandboxRuleInput {
  readonly network: string;
  readonly chain_id?: number | null | undefined;
  readonly is_test?: boolean | null | undefined;
}

/**
 * Why no wallet request, link or QR may be built for this payment, as a hint for the page's developer, or null when
 * the rule allows one (a live invoice, or a sandbox invoice quoting its network's testnet).
 */
export function sandboxRefusal(payment: SandboxRuleInput): string | null {
  if (payment.is_test !== true) return null;
  const { network, chain_id: chainId } = payment;
  if (!isNetworkCode(network))
    return `a sandbox (is_test) invoice on the network ${network}, whose testnet this build does not know`;
  const { name, testnet } = CHAINS[network];
  if (chainId === testnet.chainId) return null;
  return `a sandbox (is_test) invoice on ${name} quotes chain_id ${chainId ?? "(none)"}, not its testnet ${testnet.name} (${testnet.chainId}): a wallet would pay real funds to an address nobody can spend`;
}
