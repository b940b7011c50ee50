import type { WalletMessageKey } from "./wallet-messages.ts";
import type { ScreenMessageKey } from "./screen-messages.ts";
import type { WayOutMessageKey } from "./way-out-messages.ts";
import type { FinalDetailsMessageKey } from "./final-details-messages.ts";

/**
 * Every string the widget shows, in English (bundled; the fallback); `{name}` marks a value. A text that depends on a
 * number has one form per plural category (Intl.PluralRules of the language, chosen by `{count}`). The other
 * languages live in ./locales/, one chunk each, loaded on demand.
 */

export const en = {
  title: "Pay with crypto",
  /** The header when the invoice names the shop (`merchant_name`, ours): {name} is that name, shown as text. */
  pay_merchant: "Pay {name}",
  test_mode: "Test mode",
  order_total: "Order total",
  loading: "Preparing your payment…",
  choose_method: "Choose how to pay",
  choose_method_hint: "Pick a token and the network your wallet sends it on.",
  choose_network: "Choose the network for {token}",
  choose_network_hint: "Use the network your wallet or exchange sends {token} on.",
  back_to_tokens: "All tokens",
  network_count: { one: "{count} network", other: "{count} networks" },
  single_network: "on {network}",
  last_used: "Last used",
  method_minimum: "Minimum {amount}",
  expires_in: "Expires in {time}",
  expires_soon: "Hurry: expires in {time}",
  waiting: "Waiting for your payment",
  waiting_hint: "This page updates once the transfer is seen.",
  confirming_title: "Payment received",
  confirming_body: "Waiting for the network to confirm it.",
  confirmations: { one: "{current} of {count} confirmation", other: "{current} of {count} confirmations" },
  underpaid_waiting_title: "Part of the payment arrived",
  underpaid_waiting_body: "Send the remaining {amount} to the same address to complete the order.",
  paid_title: "Payment complete",
  paid_body: "Thank you. {amount} received.",
  paid_over_body: "Thank you. You sent {amount}, more than required; the merchant settles the difference.",
  underpaid_title: "Payment incomplete",
  underpaid_body: "Only {amount} arrived, less than required. Please contact the merchant.",
  expired_title: "This payment expired",
  expired_body: "No payment arrived in time. Return to the shop to try again.",
  cancelled_title: "Payment cancelled",
  cancelled_body: "Nothing was charged.",
  unavailable_title: "Crypto payment is not available",
  unavailable_body: "Please choose another way to pay.",
  retry_later_title: "Something went wrong on our side",
  retry_later_body: "Please try again in a moment.",
  retry_in: "Trying again in {time}",
  choose_another_title: "This method cannot be used right now",
  choose_another_body: "Please choose another token or network.",
  offline_title: "You are offline",
  offline_body: "We carry on as soon as your connection is back.",
  not_found_title: "Payment not found",
  not_found_body: "This payment link is not valid. Please go back to the shop.",
  already_final_title: "This payment is closed",
  already_final_body: "It can no longer be changed.",
  failed_title: "Something went wrong",
  failed_body: "Please go back to the shop and try again.",
  retry: "Try again",
  cancel: "Cancel payment",
  close: "Close",
  below_minimum_body: "The amount is below this method's minimum.",
  above_limit_body: "The amount is above this method's limit.",
  choice_final: "Your choice is final for this payment.",
  change_method: "Pay another way",
  status_label: "Payment status",
} as const;

/** One text per plural category a language uses; `other` is always there. */
export type PluralText = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/**
 * Every key: the texts above, plus the payment screen's, the way out's, the final details' and the wallet button's,
 * whose English arrives with their chunks (see screen-messages.ts, way-out-messages.ts, final-details-messages.ts and
 * wallet-messages.ts).
 */
export type MessageKey = keyof typeof en | ScreenMessageKey | WayOutMessageKey | FinalDetailsMessageKey | WalletMessageKey;
/** A language's table: every key (the wallet's included), a plural text wherever English has one. */
export type Messages = {
  readonly [K in MessageKey]: K extends keyof typeof en ? ((typeof en)[K] extends string ? string : PluralText) : string;
};
