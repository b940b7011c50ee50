/**
 * The English texts of the final screens (the ending chunk, widget/views/checkout-view/ending-chunk.ts): what a final screen says and
 * offers and the way back to the shop (shared/i18n/customer/), the shared record labels of its details block, the
 * block's own words (each transfer, "Copy details") and "Start a new payment". Only a customer who reaches the end of
 * a checkout sees them, so they come with that chunk. Other languages carry these keys in ./locales/.
 */
import { paymentRecordTexts } from "../../shared/i18n/customer/payment-record-texts.ts";
import { endingTexts } from "../../shared/i18n/customer/ending-texts.ts";
import { wayBackTexts } from "../../shared/i18n/customer/way-back-texts.ts";

export const finalDetailsEn = {
  details_heading: "Details for support",
  details_transfer: "Transfer {number}",
  details_explorer: "View transfer {number} on the explorer",
  details_copy: "Copy details",
  details_copied: "Details copied",
} as const;

export type FinalDetailsMessageKey = keyof typeof finalDetailsEn;

/**
 * The widget's own words on a final screen: the new attempt a page that handles them offers, and what the paid ending
 * of the missing part of an underpaid invoice adds (widget/views/ending-screen/missing-part-payments.ts).
 */
export const endingScreenEn = {
  new_attempt: "Start a new payment",
  paid_in_full: "The order is now paid in full: {earlier} arrived with the first payment and {now} with this one.",
} as const;

/** Every English text the final screens add to the widget's table. */
export const endingEn = {
  ...paymentRecordTexts,
  ...endingTexts,
  ...wayBackTexts,
  ...finalDetailsEn,
  ...endingScreenEn,
};
