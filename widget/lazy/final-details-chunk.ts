/**
 * The final screens' details block (widget/ui/final-details/) and its English texts (the shared record labels and its
 * own): loaded once a checkout has ended (paid, underpaid, expired, cancelled), so a customer paying never downloads
 * it before the end.
 */
import { LazyChunk } from "./lazy-chunk.ts";
import { widgetTexts } from "../i18n/locale.ts";

export const finalDetailsChunk = new LazyChunk(() =>
  Promise.all([import("../ui/final-details/final-details.ts"), import("../i18n/final-details-messages.ts")]).then(([, m]) => {
    widgetTexts.addEnglish({ ...m.paymentRecordTexts, ...m.finalDetailsEn });
    return true;
  }),
);
