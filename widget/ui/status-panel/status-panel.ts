/** A whole-card state screen (paid, expired, unavailable…): icon by tone, heading, message, actions. */
import { html, LitElement, svg } from "lit";
import { statusPanelStyles } from "./status-panel.styles.ts";
import { defineOnce } from "../define.ts";

export type PanelTone = "success" | "warning" | "danger" | "info" | "progress";

const ICONS = {
  success: svg`<path d="M5 12.5l4.5 4.5L19 7.5"></path>`,
  warning: svg`<path d="M12 4l9 16H3z"></path><path d="M12 10v4.5M12 17.5v.01"></path>`,
  danger: svg`<circle cx="12" cy="12" r="9"></circle><path d="M9 9l6 6M15 9l-6 6"></path>`,
  info: svg`<circle cx="12" cy="12" r="9"></circle><path d="M12 11v5.5M12 7.5v.01"></path>`,
  progress: svg`<path d="M12 3a9 9 0 1 1-9 9"></path>`,
} satisfies Record<PanelTone, unknown>;

/**
 * @summary Heading and message for a state, with a tone-coloured icon; slot for buttons.
 * @slot - actions under the message
 * @csspart heading - the state's heading
 * @tagname cc-status-panel
 */
export class StatusPanel extends LitElement {
  static override styles = statusPanelStyles;

  static override properties = {
    tone: { reflect: true },
    heading: {},
    message: {},
  };

  declare tone: PanelTone;
  declare heading: string;
  declare message: string;

  constructor() {
    super();
    this.tone = "info";
    this.heading = "";
    this.message = "";
  }

  override render() {
    return html`
      <div class="icon" aria-hidden="true"><svg viewBox="0 0 24 24">${ICONS[this.tone] ?? ICONS.info}</svg></div>
      <h2 part="heading" tabindex="-1">${this.heading}</h2>
      ${this.message ? html`<p class="body">${this.message}</p>` : null}
      <slot></slot>
    `;
  }

  /** Moves focus to the heading so a screen reader reads the new screen from its start. */
  override focus(): void {
    this.renderRoot.querySelector("h2")?.focus();
  }
}

defineOnce("cc-status-panel", StatusPanel);

declare global {
  interface HTMLElementTagNameMap {
    "cc-status-panel": StatusPanel;
  }
}
