/** A whole-card state screen (paid, expired, unavailable…): icon by tone, heading, message, actions. */
import { html, nothing, type TemplateResult } from "lit";

export type PanelTone = "success" | "warning" | "danger" | "info" | "progress";

/** One stroked path per tone (circles drawn as two arcs), so a panel is a single <path>. */
const ICONS: Record<PanelTone, string> = {
  success: "M5 12.5l4.5 4.5L19 7.5",
  warning: "M12 4l9 16H3zM12 10v4.5M12 17.5v.01",
  danger: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M9 9l6 6M15 9l-6 6",
  info: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 11v5.5M12 7.5v.01",
  progress: "M12 3a9 9 0 1 1-9 9",
};

/**
 * A state screen as a template, rendered in the view's own shadow root (its styles are statusPanelStyles, which the
 * view adopts): an element of its own would cost a class, a registration and a shadow root for what is pure markup.
 * `part="heading"` is then reachable from the page as `crypto-checkout::part(heading)`.
 */
export function statusPanel(tone: PanelTone, heading: string, message: string, actions: TemplateResult | typeof nothing = nothing): TemplateResult {
  return html`<div class="panel ${tone}">
    <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${ICONS[tone]}></path></svg>
    <h2 part="heading">${heading}</h2>
    <p>${message}</p>
    ${actions}
  </div>`;
}
