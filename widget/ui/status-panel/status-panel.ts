/** A whole-card state screen (paid, expired, unavailable…): icon by tone, heading, message (a sentence a paragraph), actions. */
import { html, nothing, type TemplateResult } from "lit";
import { STATUS_ICON_PATHS, type StatusTone } from "../../../shared/checkout/status-icons.ts";

/**
 * A state screen as a template, rendered in the view's own shadow root (its styles are statusPanelStyles, which the
 * view adopts): an element of its own would cost a class, a registration and a shadow root for what is pure markup.
 * `part="heading"` is then reachable from the page as `crypto-checkout::part(heading)`.
 */
export function statusPanel(
  tone: StatusTone,
  heading: string,
  message: string | readonly string[],
  actions: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  return html`<div class="panel ${tone}">
    <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${STATUS_ICON_PATHS[tone]}></path></svg>
    <h2 part="heading">${heading}</h2>
    ${[message].flat().map((sentence) => html`<p>${sentence}</p>`)}
    ${actions}
  </div>`;
}
