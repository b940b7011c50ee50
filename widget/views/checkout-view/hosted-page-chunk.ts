/**
 * The hosted-page path (widget/views/hosted-page/) with its English texts: loaded only when the provider's hosted
 * payment page takes over (the service has no public invoice routes, or the `presentation` attribute asks), so a
 * customer on our own screens never downloads it.
 */
import { LazyChunk } from "../../lazy/lazy-chunk.ts";
import { widgetTexts } from "../../i18n/locale.ts";

export const hostedPageChunk = new LazyChunk(() =>
  import("../hosted-page/hosted-page.ts").then((m) => {
    widgetTexts.addEnglish(m.hostedPageEn);
    return true;
  }),
);
