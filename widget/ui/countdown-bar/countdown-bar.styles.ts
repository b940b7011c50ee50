/** Styles of cc-countdown-bar: time left as text and a thin bar; turns to the warning colour when urgent. */
import { css } from "lit";

export const countdownBarStyles = css`
  :host {
    display: block;
    font-size: 0.85rem;
    color: var(--cc-muted);
  }
  .row {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    margin-block-end: 0.3rem;
  }
  .time {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    color: var(--cc-text);
  }
  :host([urgent]) .time,
  :host([urgent]) .label {
    color: var(--cc-warning);
  }
  progress {
    appearance: none;
    display: block;
    inline-size: 100%;
    block-size: 4px;
    border: 0;
    border-radius: 2px;
    background: var(--cc-surface-2);
    color: var(--cc-accent);
    overflow: hidden;
  }
  progress::-webkit-progress-bar {
    background: var(--cc-surface-2);
  }
  progress::-webkit-progress-value {
    background: var(--cc-accent);
  }
  progress::-moz-progress-bar {
    background: var(--cc-accent);
  }
  :host([urgent]) progress::-webkit-progress-value {
    background: var(--cc-warning);
  }
  :host([urgent]) progress::-moz-progress-bar {
    background: var(--cc-warning);
  }
`;
