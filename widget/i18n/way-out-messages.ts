/**
 * The English texts of the customer's way out: the questions before a cancel or a new attempt and the order
 * too small for any method. Nobody paying without a slip needs them, so they are a chunk of their own
 * (wayOutChunk in widget/views/checkout-view/way-out-chunk.ts, with the questions of widget/views/way-out/), fetched when the card
 * is about to show one. Other languages carry
 * these keys in ./locales/ like every other text.
 */

export const wayOutEn = {
  order_below_minimum_title: "This order is too small for crypto payment",
  order_below_minimum_body: "Please choose another way to pay.",
  cancel_confirm: "Cancel this payment? The order stays unpaid.",
  cancel_yes: "Yes, cancel",
  cancel_keep: "Keep paying",
  change_method_confirm: "Pay with another token or network? Then send nothing more to this address.",
  change_method_yes: "Start over",
  change_method_keep: "Keep this payment",
} as const;

export type WayOutMessageKey = keyof typeof wayOutEn;
