/** Styles of the status panel: a centred icon, heading and message, with room for actions. */
import { css } from "lit";

export const statusPanelStyles = css`
  .panel {
    display: grid;
    gap: 0.5rem;
    justify-items: center;
    text-align: center;
    padding-block: 0.5rem;
    color: var(--cc-accent);
  }
  .panel.success {
    color: var(--cc-success);
  }
  .panel.warning {
    color: var(--cc-warning);
  }
  .panel.danger {
    color: var(--cc-danger);
  }
  /* A 34px icon on a 64px disc. */
  .panel svg {
    inline-size: 34px;
    padding: 15px;
    border-radius: 50%;
    background: var(--cc-surface-2);
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .panel.progress svg {
    animation: spin 1.1s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .panel.progress svg {
      animation: none;
    }
  }
  .panel h2 {
    font-size: 1.2rem;
    margin: 0.25rem 0 0;
    color: var(--cc-text);
  }
  .panel p {
    margin: 0;
    color: var(--cc-muted);
    max-inline-size: 34ch;
  }
`;
