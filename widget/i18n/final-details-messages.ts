/**
 * The English texts of the final screens' details block (order reference, invoice, asked and arrived, each transfer,
 * "Copy details"): only a customer who reaches the end of a checkout sees them, so they come with that block's chunk
 * (finalDetailsChunk in widget/lazy/final-details-chunk.ts). Other languages carry these keys in ./locales/.
 */

export const finalDetailsEn = {
  details_heading: "Details for support",
  details_transfer: "Transfer {number}",
  details_explorer: "View transfer {number} on the explorer",
  details_copy: "Copy details",
  details_copied: "Details copied",
} as const;

export type FinalDetailsMessageKey = keyof typeof finalDetailsEn;
