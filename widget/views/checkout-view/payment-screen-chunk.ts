/** The method list's and payment screen's chunk (payment-screen-bundle.ts), loaded once; the view shows its loading panel until it arrives. */
import { LazyChunk } from "../../lazy/lazy-chunk.ts";

export const paymentScreenChunk = new LazyChunk(() => import("./payment-screen-bundle.ts"));
