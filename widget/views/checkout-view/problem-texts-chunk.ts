/**
 * What went wrong, in English (shared/i18n/customer/problem-texts.ts), as a chunk of its own: loaded once, when the
 * card is about to show a failure; it adds those texts. "Offline" and "cannot be reached" are not in it: the entry
 * carries them, as no chunk can be fetched then.
 */
import { LazyChunk } from "../../lazy/lazy-chunk.ts";
import { widgetTexts } from "../../i18n/locale.ts";

export const problemTextsChunk = new LazyChunk(() =>
  import("../../../shared/i18n/customer/problem-texts.ts").then((m) => {
    widgetTexts.addEnglish(m.problemTexts);
    return m;
  }),
);
