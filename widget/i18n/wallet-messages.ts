/**
 * The wallet button's English texts: they arrive with its lazy chunk (which adds them to the English table), so a page
 * without a browser wallet never downloads them. Other languages carry these keys in ./locales/ like every other text.
 */

export const walletEn = {
  wallet_group: "Pay from a wallet in this browser",
  wallet_pay: "Pay with {wallet}",
  wallet_generic: "your browser wallet",
  wallet_confirm: "Confirm the payment in {wallet}.",
  wallet_sent_title: "Sent, waiting for the network",
  wallet_sent_body: "This page updates once the network sees the transfer.",
  wallet_explorer: "View the transaction",
  wallet_rejected: "You cancelled in your wallet. Nothing was sent.",
  wallet_locked: "Your wallet is locked or busy. Open it, unlock it and try again.",
  wallet_unknown_chain:
    "Your wallet does not know the {network} network. Add it to your wallet, or pay with the address and QR code.",
  wallet_switch_refused:
    "Your wallet did not switch to {network}. Nothing was sent: try again, or pay with the address and QR code.",
  wallet_insufficient: "This account does not hold enough for the payment and its network fee. Nothing was sent.",
  wallet_failed: "Your wallet could not send the payment. Try again, or pay with the address and QR code.",
  // The card around the button says these once the wallet has sent (they need the wallet, so they come with it).
  sent_summary: "{amount} on {network} sent from your wallet.",
  sent_do_not_repeat: "Do not pay again: this page updates once the network has seen the transfer.",
  sent_show_address: "Show the payment address again",
  sent_show_address_hint: "Only if your wallet shows that nothing was sent: a second transfer would be paid too.",
} as const;

export type WalletMessageKey = keyof typeof walletEn;
