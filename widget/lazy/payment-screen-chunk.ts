/** The method list's and payment screen's chunk (payment-screen.ts), loaded once; the view shows its loading panel until it arrives. */
import { LazyChunk } from "./lazy-chunk.ts";

export const paymentScreenChunk = new LazyChunk(() => import("./payment-screen.ts"));
