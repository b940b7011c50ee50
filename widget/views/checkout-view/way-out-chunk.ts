/**
 * The customer's way out as a chunk of its own (widget/views/way-out/: the question before a cancel or a new attempt,
 * and its texts): loaded once, when the card is about to show one; it adds its English texts.
 */
import { LazyChunk } from "../../lazy/lazy-chunk.ts";
import { widgetTexts } from "../../i18n/locale.ts";

export const wayOutChunk = new LazyChunk(() =>
  import("../way-out/way-out.ts").then((m) => {
    widgetTexts.addEnglish(m.wayOutEn);
    return m;
  }),
);
