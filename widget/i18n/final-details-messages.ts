/**
 * The English texts of the final screens' details block: the shared record labels (order reference, invoice, asked,
 * arrived: shared/i18n/customer/) and its own (each transfer, "Copy details"). Only a customer who reaches the end of
 * a checkout sees them, so they come with that block's chunk, in one file (finalDetailsChunk in
 * widget/lazy/final-details-chunk.ts). Other languages carry these keys in ./locales/.
 */
export { paymentRecordTexts } from "../../shared/i18n/customer/payment-record-texts.ts";

export const finalDetailsEn = {
  details_heading: "Details for support",
  details_transfer: "Transfer {number}",
  details_explorer: "View transfer {number} on the explorer",
  details_copy: "Copy details",
  details_copied: "Details copied",
} as const;

export type FinalDetailsMessageKey = keyof typeof finalDetailsEn;
