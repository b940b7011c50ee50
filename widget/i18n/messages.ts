import type { Translations } from "../../shared/i18n/translator.ts";
import type { CustomerTextKey, customerTextsEn } from "../../shared/i18n/customer/customer-texts.ts";
import type { screenEn } from "./screen-messages.ts";
import type { walletEn } from "./wallet-messages.ts";
import type { wayOutEn } from "./way-out-messages.ts";
import type { endingScreenEn, finalDetailsEn } from "./ending-messages.ts";
import type { hostedPageEn } from "./hosted-page-messages.ts";

/**
 * The widget's own English words for the card and the method list; with the shared customer texts of where the
 * payment stands (shared/i18n/customer/), they are what the first frame needs. `{name}` marks a
 * value; a text that depends on a number has one form per plural category, chosen by `{count}`. The payment
 * screen's, the way out's, the final details', the wallet button's and the hosted page's English arrive with their chunks; the other
 * languages live in ./locales/, one chunk each with every key, loaded on demand.
 */
export const en = {
  title: "Pay with crypto",
  /** The header when the invoice names the shop (`merchant_name`, ours): {name} is that name, shown as text. */
  pay_merchant: "Pay {name}",
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
  cancel: "Cancel payment",
  choice_final: "Your choice is final for this payment.",
  change_method: "Pay another way",
  /** A failure whose own words could not be fetched (offline, a CDN hiccup): named in these, with "Try again". */
  stopped_title: "The payment could not continue",
  /** An ending whose own screen (its chunk) could not be fetched: shows its heading, and this fetches the rest. */
  ending_show: "Show details",
} as const;

/** Every English text the widget has, wherever it arrives from. */
type WidgetEnglish = typeof customerTextsEn &
  typeof en &
  typeof screenEn &
  typeof wayOutEn &
  typeof finalDetailsEn &
  typeof endingScreenEn &
  typeof walletEn &
  typeof hostedPageEn;

/** Every key the widget can say: its own words and the shared customer texts. */
export type MessageKey = CustomerTextKey | keyof WidgetEnglish;
/** A language's table: every key (the lazy chunks' included), a plural text wherever English has one. */
export type Messages = Translations<WidgetEnglish>;
