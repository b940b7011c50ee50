/**
 * The English texts of the hosted-page path: the provider's payment page embedded in the card, or behind a button
 * where it cannot be. They come with that path's chunk (hostedPageChunk in widget/views/checkout-view/hosted-page-chunk.ts); other
 * languages carry these keys in ./locales/.
 */
export const hostedPageEn = {
  hosted_frame_title: "Crypto payment page",
  hosted_open_title: "Pay on the payment page",
  hosted_open_body: "Your payment continues on the payment page.",
  hosted_open: "Open the payment page",
  hosted_closed_title: "Payment page closed",
  hosted_show_again: "Show the payment page again",
  hosted_reported_paid: "The payment page reports this payment complete. The shop confirms it before your order ships.",
} as const;

export type HostedPageMessageKey = keyof typeof hostedPageEn;
