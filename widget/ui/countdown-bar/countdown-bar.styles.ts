/** Styles of cc-countdown-bar: time left as text over a thin bar; the warning colour when urgent. */
import { css } from "lit";

export const countdownBarStyles = css`
  :host {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  /* Urgent: the text and the bar (drawn in the accent colour) turn to the warning colour. */
  :host([urgent]) {
    color: var(--cc-warning);
    --cc-accent: var(--cc-warning);
  }
  div {
    block-size: 4px;
    margin-block-start: 0.3rem;
    border-radius: 2px;
    overflow: hidden;
    background: var(--cc-surface-2);
  }
  div::before {
    content: "";
    display: block;
    block-size: 100%;
    inline-size: calc(var(--f) * 100%);
    background: var(--cc-accent);
  }
  /* High-contrast modes drop backgrounds: the track gets a border and the time left the system's Highlight. */
  @media (forced-colors: active) {
    div {
      border: 1px solid CanvasText;
    }
    div::before {
      forced-color-adjust: none;
      background: Highlight;
    }
  }
`;
