/** Pure helpers the checkout view renders from: method rows, the wallet URI, safe links and error texts. */
import { chainPaymentUri } from "../../../shared/payment-uri/payment-uri.ts";
import { isNetworkCode, networkName } from "../../../shared/api/chains.ts";
import type { UiErrorBehaviour } from "../../../shared/checkout/error-behaviour.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { formatAmount, type Locale, type Translate } from "../../i18n/locale.ts";
import type { MethodItem } from "../../ui/method-list/method-list.ts";

export interface MethodInput {
  readonly currency: string;
  readonly network: string;
  readonly chain_id?: string | number | null;
  readonly minimum_amount?: string | null;
}

export { networkName };

/** One row per method: "USDT on Tron", then the chain and the minimum where the API gives one. */
export function methodItems(methods: readonly MethodInput[], t: Translate, locale: Locale): MethodItem[] {
  return methods.map((m) => {
    const chain = m.chain_id !== undefined && m.chain_id !== null && m.chain_id !== "" ? String(m.chain_id) : null;
    const detail = [
      chain ? t("method_chain", { chain: `${networkName(m.network)} (${chain})` }) : null,
      m.minimum_amount ? t("method_minimum", { amount: formatAmount(m.minimum_amount, m.currency, locale) }) : null,
    ]
      .filter((x): x is string => x !== null)
      .join(" · ");
    return { currency: m.currency, network: m.network, title: t("method_name", { token: m.currency, network: networkName(m.network) }), detail };
  });
}

export interface PaymentInput {
  readonly currency: string;
  readonly network: string;
  readonly address?: string | null;
  readonly chain_id?: string | number | null;
  readonly contract_address?: string | null;
}

/** The wallet URI for `amount` of the payment, or null when there is no address yet or the URI cannot be built. */
export function walletUri(payment: PaymentInput, amount: string): { uri: string; linkable: boolean } | null {
  if (!payment.address || !isNetworkCode(payment.network)) return null;
  try {
    // The contract is the one the payment names (the API sends it with every token payment), never a table's.
    const { uri, kind } = chainPaymentUri({
      network: payment.network,
      currency: payment.currency,
      address: payment.address,
      amount,
      contract_address: payment.contract_address ?? undefined,
      chain_id: payment.chain_id === undefined || payment.chain_id === null ? undefined : String(payment.chain_id),
    });
    // A bare address opens nothing: only real URI schemes get an "open in wallet" link.
    return { uri, linkable: kind !== "address" };
  } catch {
    return null;
  }
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a payment_url from the API may be shown or linked: https anywhere, http only on the
 * local machine (development). Anything else (javascript:, data:, http on the internet) is refused.
 */
export function isSafePaymentUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost"));
}

/** The heading and message for an error's UI state, in the customer's words (never the API's detail). */
export function errorTexts(ui: Pick<UiErrorBehaviour, "category" | "messageKey">): { title: MessageKey; body: MessageKey } {
  switch (ui.messageKey) {
    case "error.amount_below_minimum":
      return { title: "choose_another_title", body: "below_minimum_body" };
    case "error.amount_above_limit":
      return { title: "choose_another_title", body: "above_limit_body" };
    case "error.rate_limited":
    case "error.retry_later":
      return { title: "retry_later_title", body: "retry_later_body" };
    case "error.choose_another_method":
      return { title: "choose_another_title", body: "choose_another_body" };
    case "error.expired":
      return { title: "expired_title", body: "expired_body" };
    case "error.merchant_configuration":
    case "error.unavailable":
      return { title: "unavailable_title", body: "unavailable_body" };
    case "error.offline":
      return { title: "offline_title", body: "offline_body" };
    case "error.not_found":
      return { title: "not_found_title", body: "not_found_body" };
    case "error.already_final":
      return { title: "already_final_title", body: "already_final_body" };
    default:
      return { title: "failed_title", body: "failed_body" };
  }
}

/** Share of the invoice window still left (1 at creation, 0 at the deadline), for the countdown bar. */
export function windowFraction(secondsLeft: number, createdAt: number | undefined, expiresAt: number | undefined | null): number {
  if (createdAt === undefined || expiresAt === undefined || expiresAt === null || expiresAt <= createdAt) return 1;
  return Math.min(1, Math.max(0, secondsLeft / (expiresAt - createdAt)));
}
