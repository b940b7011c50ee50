/** Styles of cc-status-panel: a centred icon, heading and message, with room for actions. */
import { css } from "lit";

export const statusPanelStyles = css`
  :host {
    display: block;
    text-align: center;
    padding-block: 0.5rem 0.25rem;
  }
  .icon {
    inline-size: 64px;
    block-size: 64px;
    margin: 0 auto 0.75rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: var(--cc-surface-2);
    color: var(--cc-accent);
  }
  :host([tone="success"]) .icon {
    color: var(--cc-success);
  }
  :host([tone="warning"]) .icon {
    color: var(--cc-warning);
  }
  :host([tone="danger"]) .icon {
    color: var(--cc-danger);
  }
  svg {
    inline-size: 34px;
    block-size: 34px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  :host([tone="progress"]) svg {
    animation: spin 1.1s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    :host([tone="progress"]) svg {
      animation: none;
    }
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.4rem;
    line-height: 1.3;
  }
  .body {
    color: var(--cc-muted);
    margin: 0 auto;
    max-inline-size: 34ch;
    line-height: 1.45;
  }
  ::slotted(*) {
    margin-block-start: 1rem;
  }
`;
