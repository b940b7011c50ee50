/**
 * The customer's way out of a payment: the question before a step with no way back (a cancel, a new attempt with
 * another method). Nobody who pays without a slip needs it, so it is a template in a chunk of its own (wayOutChunk),
 * rendered in the checkout view's shadow root with its styles; "Start a new payment" is the final screens' (ending-screen/).
 */
import { html, type TemplateResult } from "lit";
import type { Translate } from "../../i18n/locale.ts";
import type { WayOutMessageKey } from "../../i18n/way-out-messages.ts";

export { wayOutEn } from "../../i18n/way-out-messages.ts";

/** A step with no way back, asked first. */
export type WayOutStep = "cancel" | "change_method";

/** What the question before each step says: the question, the prominent answer that keeps paying, the one that acts. */
const STEP_TEXTS = {
  cancel: { question: "cancel_confirm", keep: "cancel_keep", take: "cancel_yes" },
  change_method: { question: "change_method_confirm", keep: "change_method_keep", take: "change_method_yes" },
} as const satisfies Record<WayOutStep, Record<"question" | "keep" | "take", WayOutMessageKey>>;

/**
 * The question before `step`, with keeping on as the prominent answer: `answer(true)` takes the step,
 * `answer(false)` keeps the payment.
 */
export function confirmStep(
  step: WayOutStep,
  busy: boolean,
  t: Translate,
  answer: (proceed: boolean) => void,
): TemplateResult {
  const says = STEP_TEXTS[step];
  return html`<div class="confirm" role="group" aria-labelledby="ask">
    <p id="ask">${t(says.question)}</p>
    <button type="button" class="primary" @click=${() => answer(false)}>${t(says.keep)}</button>
    <button type="button" ?disabled=${busy} @click=${() => answer(true)}>${t(says.take)}</button>
  </div>`;
}
