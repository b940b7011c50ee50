/**
 * The customer's way out of a payment: the question before a step with no way back (a cancel, a new attempt with
 * another method). Nobody who pays without a slip needs it, so it is a template in a chunk of its own (wayOutChunk),
 * rendered in the checkout view's shadow root with its styles; "Start a new payment" is the final screens' (ending-screen/).
 */
import { html, type TemplateResult } from "lit";
import type { Translate } from "../../i18n/locale.ts";

export { wayOutEn } from "../../i18n/way-out-messages.ts";

/** A step with no way back, asked first. */
export type WayOutStep = "cancel" | "change_method";

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
  return html`<div class="confirm" role="group" aria-labelledby="ask">
    <p id="ask">${t(`${step}_confirm`)}</p>
    <button type="button" class="primary" @click=${() => answer(false)}>${t(`${step}_keep`)}</button>
    <button type="button" ?disabled=${busy} @click=${() => answer(true)}>${t(`${step}_yes`)}</button>
  </div>`;
}
