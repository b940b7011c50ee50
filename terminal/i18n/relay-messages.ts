/**
 * The terminal's English words about the shop's relay: pairing, its state, a sale it confirms, the shop's day. None is
 * shown before a relay is paired or its link opened, so they are not in the first load: each chunk that shows them adds
 * them to the catalogue (`terminalTexts.addEnglish(relayEn)`). The other languages have them in their own chunks.
 */
export const relayEn = {
  relay_paid_title: "Paid — confirmed by the payment service",
  relay_paid_over_title: "Paid, more than asked — confirmed by the payment service",
  relay_hosted_waiting: "The shop's relay tells this screen when the payment service confirms the payment.",
  relay_awaiting_confirmation: "Waiting for the payment service's confirmation through the shop's relay…",
  relay_unreachable_sale:
    "The shop's relay cannot be reached, so this payment cannot be confirmed here yet. The sale keeps waiting and is confirmed here once the relay is back: check that the relay is running and the shop's network is up. To hand over the goods sooner, confirm the payment in your dashboard first.",
  relay_revoked:
    "The shop's relay no longer accepts this tablet, so payments are not confirmed here. Pair it again with a new link from the relay.",
  relay_revoked_sale:
    "The shop's relay no longer accepts this tablet, so payments are not confirmed here. Pair it again with a new link from the relay. For this sale, confirm the payment in your dashboard before handing over the goods.",
  relay_pair_title: "Connect this tablet to the shop's relay",
  relay_pair_intro:
    "The relay tells this tablet when the payment service confirms a payment, and keeps the shop's day from every tablet.",
  relay_pair_relay: "Relay",
  relay_pair_address: "Address",
  relay_pair_apply: "Connect to this relay",
  relay_pair_retry: "Try again",
  relay_pair_checking: "Connecting to the relay…",
  relay_pair_changed:
    "This link connects this tablet to {host}, not to {current} as now. Anyone can make a link: use it only if it comes from your own relay.",
  relay_pair_confirm: "I trust {host} to confirm this shop's payments",
  relay_pair_done_title: "Connected to the shop's relay",
  relay_pair_done: "This tablet is paired with {host} as “{name}”. The payment service's confirmations now show here.",
  relay_pair_missing: "The link is incomplete: it names no relay or no code. Copy the whole link the relay printed.",
  relay_pair_bad_url: "The link's relay address is not a web address. Copy the whole link the relay printed.",
  relay_pair_insecure:
    "The link names a relay on a plain http:// address. Use its https:// address: http:// works only for this device itself (localhost).",
  relay_pair_bad_code: "The link's pairing code is damaged. Copy the whole link the relay printed.",
  relay_pair_code_refused:
    "The relay refused this code: it was used already or has expired. Print a new link with crypto-checkout-relay pair.",
  relay_pair_unreachable:
    "The relay at {host} did not answer. Check that it is running and lets this terminal in (--allow-origin {origin}), then try again.",
  relay_pair_refused: "The relay refused the pairing (code {code}).",
  relay_settings_title: "Shop relay",
  relay_settings_none:
    "No relay. To have the payment service's confirmations shown here, open on this tablet the link that crypto-checkout-relay pair prints.",
  relay_settings_paired: "Paired with {host} as “{name}”.",
  relay_state_connecting: "Connecting…",
  relay_state_live: "Connected.",
  relay_state_unreachable: "The relay cannot be reached. Sales keep waiting and are confirmed once it is back.",
  relay_unsent: {
    one: "{count} finished sale waits to be sent to the relay.",
    other: "{count} finished sales wait to be sent to the relay.",
  },
  relay_unpair: "Unpair from this relay",
  relay_unpair_confirm:
    "Stop using this relay on this tablet? The payment service's confirmations no longer show here.",
  relay_unpair_yes: "Yes, unpair",
  report_shop_show: "Show the whole shop's day",
  report_shop_loading: "Asking the relay for every tablet's sales…",
  report_shop_unreachable: "The relay did not answer. This tablet's own figures are shown; try again in a moment.",
  report_shop_refused: "The relay could not give the shop's day. This tablet's own figures are shown.",
  report_shop_one_day: "The whole shop's figures are for one day: choose the same day in From and To.",
  report_shop_title: "The whole shop's day",
  report_this_tablet: "This tablet",
  report_whole_shop: "Whole shop",
} as const;
