/** The way-out texts' chunk (see widget/i18n/way-out-messages.ts): loaded once, it adds them to the English table. */
import { LazyChunk } from "./lazy-chunk.ts";
import { widgetTexts } from "../i18n/locale.ts";

export const wayOutTexts = new LazyChunk(() =>
  import("../i18n/way-out-messages.ts").then((m) => {
    widgetTexts.addEnglish(m.wayOutEn);
    return true;
  }),
);
