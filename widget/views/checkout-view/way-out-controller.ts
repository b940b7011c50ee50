/**
 * The customer's way out on the card: a step with no way back ("Cancel payment", "Pay another way") is a quiet link
 * whose first tap only asks, with the way to keep paying as the prominent, focused answer: a stray second tap on the
 * same spot changes nothing. The question's words are the way out's chunk, which the first tap loads.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from "lit";
import type { LazyChunk } from "../../lazy/lazy-chunk.ts";
import type { Translate } from "../../i18n/locale.ts";
import type { stepQuestions, WayOutStep } from "../way-out/way-out.ts";
import { wayOutChunk } from "./way-out-chunk.ts";

/** The element the way out serves: the question's buttons are focused in its render root. */
export interface WayOutHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface WayOutControllerOptions {
  /** Takes the step the customer confirmed. */
  onProceed: (step: WayOutStep) => void;
  /** The chunk that carries the question's words; the card's own by default (tests give their own). */
  chunk?: LazyChunk<{ stepQuestions: typeof stepQuestions }>;
}

export class WayOutController implements ReactiveController {
  /** The customer tapped "Cancel payment" or "Pay another way" once: the card asks before it acts. */
  asking: WayOutStep | null = null;

  readonly #host: WayOutHost;
  readonly #onProceed: (step: WayOutStep) => void;
  readonly #chunk: WayOutControllerOptions["chunk"] & {};

  constructor(host: WayOutHost, options: WayOutControllerOptions) {
    this.#host = host;
    this.#onProceed = options.onProceed;
    this.#chunk = options.chunk ?? wayOutChunk;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The link to `step`, or, once tapped, the question before it. */
  askFirst(step: WayOutStep, busy: boolean, t: Translate): TemplateResult {
    const wayOut = this.asking === step && this.#chunk.value;
    if (wayOut) {
      const says = wayOut.stepQuestions[step];
      return html`<div class="confirm" role="group" aria-labelledby="ask">
        <p id="ask">${t(says.question)}</p>
        <button type="button" class="primary" @click=${() => void this.ask(null)}>${t(says.keep)}</button>
        <button type="button" ?disabled=${busy} @click=${() => this.#proceed(step)}>${t(says.take)}</button>
      </div>`;
    }
    return html`<button type="button" class="link-button" ?disabled=${busy} @click=${() => this.ask(step)}>${t(step)}</button>`;
  }

  /** Asks before `step` (null: the customer keeps paying), and focuses the answer that keeps paying, or the link. */
  async ask(step: WayOutStep | null): Promise<void> {
    // The question is a chunk of its own (nobody who pays without a slip needs it); without it (offline) the tap
    // asks nothing and does nothing.
    if (step && !(await this.#chunk.load().then(() => this.#chunk.value))) return;
    this.#setAsking(step);
    await this.#host.updateComplete;
    this.#host.renderRoot.querySelector<HTMLButtonElement>(step ? ".confirm button" : ".link-button")?.focus();
  }

  /** A new checkout: no question open. */
  reset(): void {
    this.#setAsking(null);
  }

  #proceed(step: WayOutStep): void {
    this.#setAsking(null);
    this.#onProceed(step);
  }

  #setAsking(step: WayOutStep | null): void {
    if (this.asking === step) return;
    this.asking = step;
    this.#host.requestUpdate();
  }
}
