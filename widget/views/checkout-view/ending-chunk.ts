/**
 * The final screens' chunk (widget/views/ending-screen/, with their details block and English texts): loaded once a
 * checkout has ended (paid, underpaid, expired, cancelled), so a customer paying never downloads it before the end;
 * until it arrives (or if it cannot, offline) the card shows the ending's heading alone.
 */
import { LazyChunk } from "../../lazy/lazy-chunk.ts";

export const endingChunk = new LazyChunk(() => import("../ending-screen/ending-screen.ts"));
