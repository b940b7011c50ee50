/** Pure helpers the checkout view renders from: the screen of each state, method rows, the wallet URI and safe links. */
import { chainPaymentUri } from "../../../shared/payment-uri/payment-uri.ts";
import { CHAINS, isNetworkCode, networkName } from "../../../shared/api/chains.ts";
import type { UiErrorBehaviour } from "../../../shared/checkout/error-behaviour.ts";
import type { CheckoutState, CheckoutStatus } from "../../../shared/checkout/checkout-machine.ts";
import type { PanelTone } from "../../ui/status-panel/status-panel.ts";
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

/**
 * One row per method: "USDT on Tron" (token and network in words), then what a wallet or exchange calls the token
 * ("TRC20 token", never a chain id number) and the minimum where the API gives one.
 */
export function methodItems(methods: readonly MethodInput[], t: Translate, locale: Locale): MethodItem[] {
  return methods.map(({ currency, network, minimum_amount: min }) => {
    // Exchanges list a stablecoin's network by its token standard; a chain's own coin is no such token.
    const standard = /20$/.test(network) && isNetworkCode(network) && CHAINS[network].native !== currency;
    const detail = [
      standard ? t("method_token", { standard: network }) : "",
      min ? t("method_minimum", { amount: formatAmount(readableMinimum(min), currency, locale) }) : "",
    ];
    return { currency, network, title: t("method_name", { token: currency, network: networkName(network) }), detail: detail.filter(Boolean).join(" · ") };
  });
}

/**
 * A minimum as a customer reads it: at most 6 decimals, rounded up so that sending the amount shown is enough
 * ("0.0016666666666666667" → "0.001667").
 */
export function readableMinimum(amount: string): string {
  const [whole = "", fraction = ""] = amount.split(".");
  if (fraction.length <= 6 || !/^\d+$/.test(whole + fraction)) return amount;
  const units = BigInt(whole + fraction.slice(0, 6)) + (/[1-9]/.test(fraction.slice(6)) ? 1n : 0n);
  const digits = units.toString().padStart(7, "0");
  return `${digits.slice(0, -6)}.${digits.slice(-6)}`.replace(/\.?0+$/, "");
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
  const { address, network } = payment;
  if (!address || !isNetworkCode(network)) return null;
  try {
    // The contract is the one the payment names (the API sends it with every token payment), never a table's.
    const { uri, kind } = chainPaymentUri({ ...payment, network, address, amount });
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
export function errorTexts(ui: Pick<UiErrorBehaviour, "messageKey">): { title: MessageKey; body: MessageKey } {
  const [title, body = title] = ERROR_SCREENS[ui.messageKey] ?? ["failed"];
  return { title: `${title}_title`, body: `${body}_body` };
}

/** Error message key → the screen whose texts say it ([title, body] when they differ); unlisted keys fail. */
const ERROR_SCREENS: Partial<Record<UiErrorBehaviour["messageKey"], [Titled, Bodied?]>> = {
  "error.amount_below_minimum": ["choose_another", "below_minimum"],
  "error.amount_above_limit": ["choose_another", "above_limit"],
  "error.rate_limited": ["retry_later"],
  "error.retry_later": ["retry_later"],
  "error.choose_another_method": ["choose_another"],
  "error.expired": ["expired"],
  "error.merchant_configuration": ["unavailable"],
  "error.unavailable": ["unavailable"],
  "error.offline": ["offline"],
  "error.not_found": ["not_found"],
  "error.already_final": ["already_final"],
};

/** Screens by their texts' names: `{name}_title` heads it, `{name}_body` says it (see messages.ts). */
type Titled = MessageKey extends infer K ? (K extends `${infer N}_title` ? N : never) : never;
type Bodied = MessageKey extends infer K ? (K extends `${infer N}_body` ? N : never) : never;

export type CheckoutView = "methods" | "payment" | "panel";

/** What the card shows for a state: the view, and for a one-panel screen its tone and texts. */
export interface ScreenModel {
  readonly view: CheckoutView;
  readonly tone: PanelTone;
  readonly title: MessageKey;
  readonly body: MessageKey | null;
  /** What the live region says: the screen's headline, which changes only when the screen does. */
  readonly say: MessageKey;
}

const FINAL_SCREENS: Partial<Record<CheckoutStatus, [PanelTone, Titled, Bodied?]>> = {
  paid: ["success", "paid"],
  paid_over: ["success", "paid", "paid_over"],
  underpaid: ["warning", "underpaid"],
  expired: ["warning", "expired"],
  cancelled: ["info", "cancelled"],
};

const panel = (tone: PanelTone, title: MessageKey, body: MessageKey | null): ScreenModel => ({ view: "panel", tone, title, body, say: title });
const LOADING = panel("progress", "loading", null);
const FAILED = panel("danger", "failed_title", "failed_body");

/** The screen for a checkout state (`refused`: the API sent a payment_url the widget will not link). */
export function screenOf(s: CheckoutState | null, refused = false): ScreenModel {
  if (refused) return FAILED;
  if (!s) return LOADING;
  switch (s.status) {
    case "idle":
    case "creating":
    case "loading":
    case "cancelling":
      return LOADING;
    case "choosing_method":
    case "confirming":
      return { ...LOADING, view: "methods", say: s.error ? errorTexts(s.error.ui).title : "choose_method" };
    case "awaiting_payment":
    case "underpaid_waiting":
      return s.invoice?.payment ? { ...LOADING, view: "payment", say: s.status === "underpaid_waiting" ? "underpaid_waiting_title" : "waiting" } : LOADING;
    case "confirming_payment":
      return panel("progress", "confirming_title", "confirming_body");
    case "unavailable":
    case "failed": {
      const ui = s.error?.ui;
      if (!ui) return FAILED;
      const { title, body } = errorTexts(ui);
      const c = ui.category;
      return panel(c === "offline" || c === "retry_later" ? "info" : c === "expired" ? "warning" : "danger", title, body);
    }
    case "paid":
    case "paid_over":
    case "underpaid":
    case "expired":
    case "cancelled": {
      const final = FINAL_SCREENS[s.status];
      return final ? panel(final[0], `${final[1]}_title`, `${final[2] ?? final[1]}_body`) : FAILED;
    }
  }
}

/** Share of the invoice window still left (1 at creation, 0 at the deadline), for the countdown bar. */
export function windowFraction(secondsLeft: number, createdAt: number, expiresAt: number | undefined): number {
  if (expiresAt === undefined || expiresAt <= createdAt) return 1;
  return Math.min(1, Math.max(0, secondsLeft / (expiresAt - createdAt)));
}
