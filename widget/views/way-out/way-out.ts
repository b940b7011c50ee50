/**
 * The customer's way out of a payment: what the question before a step with no way back (a cancel, a new attempt
 * with another method) says. Nobody who pays without a slip needs it, so it is a chunk of its own (wayOutChunk); the
 * card's WayOutController draws the question; "Start a new payment" is the final screens' (ending-screen/).
 *
 * Words only, no lit: a lazy chunk that imported lit and nothing else of the entry's would keep rolldown from merging
 * lit into the entry (the merge would make this chunk import the entry), and lit would become a third file on every
 * checkout, whatever the import order.
 */
import type { WayOutMessageKey } from "../../i18n/way-out-messages.ts";

export { wayOutEn } from "../../i18n/way-out-messages.ts";

/** A step with no way back, asked first. */
export type WayOutStep = "cancel" | "change_method";

/** What the question before each step says: the question, the prominent answer that keeps paying, the one that acts. */
export const stepQuestions = {
  cancel: { question: "cancel_confirm", keep: "cancel_keep", take: "cancel_yes" },
  change_method: { question: "change_method_confirm", keep: "change_method_keep", take: "change_method_yes" },
} as const satisfies Record<WayOutStep, Record<"question" | "keep" | "take", WayOutMessageKey>>;
