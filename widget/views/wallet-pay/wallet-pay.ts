/**
 * `<cc-wallet-pay>`: "Pay with {wallet}" for an EVM payment, one click through the browser's wallet. The lazy chunk
 * wallet-detector.ts loads once the page has a wallet; a convenience on top of the same invoice, never proof of payment.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import { controlStyles } from "../../styles/theme.styles.ts";
import { walletPayStyles } from "./wallet-pay.styles.ts";
import { defineOnce } from "../../ui/define.ts";
import { translator, widgetTexts, type Locale, type Translate } from "../../i18n/locale.ts";
import { walletEn } from "../../i18n/wallet-messages.ts";
import { networkName, paymentNetworkName } from "../../../shared/api/chains.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import {
  explorerUrlFor,
  walletTransaction,
  WalletPaymentRefused,
  type WalletPaymentInput,
  type WalletTransaction,
} from "../../../shared/wallet/evm-transaction.ts";
import { announcedWallets, legacyProvider, onWalletsChanged, type Eip1193Provider } from "./wallet-registry.ts";
import { WALLET_FAILURE_TEXTS, walletFailure, type WalletFailure, type WalletStep } from "./wallet-failure.ts";

widgetTexts.addEnglish(walletEn);

/** A wallet the customer can pick: its announced name and, when it is an image data URI, its icon. */
interface WalletChoice {
  readonly id: string;
  /** null: the lone window.ethereum, which has no name of its own. */
  readonly name: string | null;
  readonly icon: string | null;
  readonly provider: Eip1193Provider;
}

type Phase =
  | { readonly kind: "idle" }
  | { readonly kind: "confirming"; readonly wallet: string }
  | { readonly kind: "sent"; readonly txHash: string | null }
  | { readonly kind: "failed"; readonly failure: WalletFailure };

/** EIP-6963 asks for a data URI of an image; anything else (a URL, HTML) is not shown. */
const IMAGE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The page's wallets: every announced one, else the lone window.ethereum. */
function walletChoices(): WalletChoice[] {
  const announced = announcedWallets().map(({ info, provider }) => ({
    id: info.uuid,
    name: typeof info.name === "string" && info.name.trim() ? info.name.trim().slice(0, 60) : null,
    icon: typeof info.icon === "string" && IMAGE_DATA_URI.test(info.icon) ? info.icon : null,
    provider,
  }));
  const legacy = legacyProvider();
  return announced.length || !legacy
    ? announced
    : [{ id: "window.ethereum", name: null, icon: null, provider: legacy }];
}

/**
 * One button per wallet in the page. A click asks the wallet for the account, switches it to the payment's chain and
 * sends exactly the amount due; then it shows "sent", fires `cc-wallet-sent` (detail `{ amount }`, not composed: for
 * the card around it) and the checkout's polling decides when the invoice is paid. Its status region says each step
 * but that one: the card's heading and live region say "sent" (once, see step-focus-controller.ts). The
 * transaction is checked before any button shows (walletTransaction): a mismatch shows none and tells the developer
 * why in the console.
 * @tagname cc-wallet-pay
 */
export class WalletPay extends LitElement {
  static override styles = [controlStyles, walletPayStyles];

  static override properties = {
    payment: { attribute: false },
    amount: {},
    locale: { attribute: false },
    phase: { state: true },
  };

  declare payment: (WalletPaymentInput & { transfers?: { tx_hash: string; explorer_url?: string }[] }) | undefined;
  /** The amount the screen asks for (payment.remaining once part is paid, else payment.expected). */
  declare amount: string;
  declare locale: Locale | undefined;
  declare private phase: Phase;

  #transaction: WalletTransaction | null = null;
  /** Set before the first await of a payment: a second click cannot start a second one. */
  #paying = false;
  #lastHint = "";
  #unsubscribe: (() => void) | undefined;

  constructor() {
    super();
    this.payment = undefined;
    this.amount = "";
    this.phase = { kind: "idle" };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#unsubscribe = onWalletsChanged(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    // A new amount is a new request (the rest of an underpaid invoice): the earlier answer no longer applies.
    if (changed.has("amount") && changed.get("amount") !== undefined && !this.#paying) this.phase = { kind: "idle" };
    this.#transaction = this.#checkedTransaction();
  }

  /**
   * Once sent, what the payment screen's heading says ("27 USDC on Sepolia sent from your wallet."), for the card's live
   * region, which leaves it to that heading when focus moves there (step-focus-controller.ts): "sent" is said once.
   */
  get sentSummary(): string | undefined {
    const payment = this.payment;
    if (this.phase.kind !== "sent" || !payment) return undefined;
    return translator(this.locale ?? "en")("sent_summary", {
      amount: formatMoney(this.amount, payment.currency, this.locale ?? "en"),
      network: paymentNetworkName(payment.network, payment.is_test),
    });
  }

  override render() {
    const tx = this.#transaction;
    const wallets = walletChoices();
    if (!tx || !this.payment || wallets.length === 0) return nothing;
    const t = translator(this.locale ?? "en");
    const phase = this.phase;
    return html`<div role="group" aria-labelledby="wallets-hint">
      <p class="hint" id="wallets-hint">${t("wallet_group")}</p>
      ${
        phase.kind === "sent"
          ? nothing
          : html`<div class="wallets">
            ${wallets.map(
              (
                w,
              ) => html`<button type="button" class="primary" ?disabled=${phase.kind === "confirming"} @click=${() => this.#pay(w, tx, t)}>
                ${w.icon ? html`<img src=${w.icon} alt="" />` : nothing}${t("wallet_pay", { wallet: w.name ?? t("wallet_generic") })}
              </button>`,
            )}
          </div>`
      }
      ${phase.kind === "sent" ? html`<div class="message">${this.#renderMessage(phase, t)}</div>` : nothing}
      <div class="message" role="status">${phase.kind === "sent" ? nothing : this.#renderMessage(phase, t)}</div>
    </div>`;
  }

  #renderMessage(phase: Phase, t: Translate): TemplateResult | string | typeof nothing {
    switch (phase.kind) {
      case "idle":
        return nothing;
      case "confirming":
        return t("wallet_confirm", { wallet: phase.wallet });
      case "failed":
        return t(WALLET_FAILURE_TEXTS[phase.failure], { network: networkName(this.payment?.network ?? "") });
      case "sent": {
        const url = phase.txHash ? explorerUrlFor(this.payment?.transfers, phase.txHash) : null;
        return html`<strong>${t("wallet_sent_title")}</strong>${t("wallet_sent_body")}
          ${url ? html`<a href=${url} target="_blank" rel="noopener noreferrer">${t("wallet_explorer")}</a>` : nothing}`;
      }
    }
  }

  async #pay(wallet: WalletChoice, tx: WalletTransaction, t: Translate): Promise<void> {
    if (this.#paying) return;
    this.#paying = true;
    this.phase = { kind: "confirming", wallet: wallet.name ?? t("wallet_generic") };
    const { provider } = wallet;
    let step: WalletStep = "accounts";
    try {
      const accounts = await provider.request({ method: "eth_requestAccounts" });
      const from = Array.isArray(accounts) && typeof accounts[0] === "string" ? accounts[0] : null;
      // No account and no error: the wallet is locked and did not ask to unlock.
      if (!from) {
        this.phase = { kind: "failed", failure: "locked" };
        return;
      }
      step = "switch";
      await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: tx.chainId }] });
      // A wallet may answer the switch without switching: never send on another chain than the invoice's.
      const chainId = await provider.request({ method: "eth_chainId" });
      if (typeof chainId !== "string" || !/^0x[0-9a-fA-F]+$/.test(chainId) || BigInt(chainId) !== BigInt(tx.chainId)) {
        this.phase = { kind: "failed", failure: "switch_refused" };
        return;
      }
      step = "send";
      const hash = await provider.request({
        method: "eth_sendTransaction",
        params: [{ from, to: tx.to, value: tx.value, ...(tx.data ? { data: tx.data } : {}) }],
      });
      // An odd answer may still mean sent: say so (no link) rather than invite a second payment.
      this.phase = { kind: "sent", txHash: typeof hash === "string" && TX_HASH.test(hash) ? hash : null };
      // The checkout card stops offering the address and QR code for this amount (it stays one tap away).
      this.dispatchEvent(new CustomEvent("cc-wallet-sent", { detail: { amount: this.amount }, bubbles: true }));
    } catch (error) {
      this.phase = { kind: "failed", failure: walletFailure(error, step) };
    } finally {
      this.#paying = false;
    }
  }

  /** The transaction for the current payment and amount, or null with a console hint for the page's developer. */
  #checkedTransaction(): WalletTransaction | null {
    if (!this.payment || !this.amount) return null;
    try {
      return walletTransaction(this.payment, this.amount);
    } catch (e) {
      const hint = e instanceof WalletPaymentRefused ? e.message : String(e);
      if (hint !== this.#lastHint) {
        this.#lastHint = hint;
        console.error(
          `[crypto-checkout] no wallet button: ${hint}. The payment from the API does not describe a safe transaction.`,
        );
      }
      return null;
    }
  }
}

defineOnce("cc-wallet-pay", WalletPay);

declare global {
  interface HTMLElementTagNameMap {
    "cc-wallet-pay": WalletPay;
  }
}
