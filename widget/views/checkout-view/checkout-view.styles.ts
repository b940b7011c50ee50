/** Styles of the checkout card: header, state screens, the payment details and the notices. */
import { css } from "lit";

export const checkoutViewStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    inline-size: 100%;
    max-inline-size: 480px;
    min-inline-size: min(100%, 320px);
    font-family: var(--cc-font);
    color: var(--cc-text);
    line-height: 1.4;
  }
  :host([hidden]) {
    display: none;
  }
  .card {
    background: var(--cc-surface);
    border: 1px solid var(--cc-border);
    border-radius: var(--cc-radius);
    box-shadow: var(--checkout-shadow, 0 1px 2px rgb(0 0 0 / 0.05), 0 8px 24px rgb(0 0 0 / 0.07));
    padding: 1.25rem;
    display: grid;
    gap: 1rem;
  }
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.75rem;
    flex-wrap: wrap;
    padding-inline-end: var(--cc-header-end-space, 0);
  }
  .brand {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 700;
    font-size: 1rem;
  }
  .badge {
    font-size: 0.7rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--cc-warning);
    background: var(--cc-warning-bg);
    border-radius: 999px;
    padding: 0.1rem 0.5rem;
  }
  .total {
    display: grid;
    justify-items: end;
    font-size: 0.75rem;
    color: var(--cc-muted);
  }
  .total strong {
    font-size: 1.1rem;
    color: var(--cc-text);
  }
  h2 {
    font-size: 1.05rem;
    margin: 0;
  }
  .hint {
    margin: 0.2rem 0 0;
    font-size: 0.85rem;
    color: var(--cc-muted);
  }
  .stack {
    display: grid;
    gap: 0.85rem;
  }
  .notice {
    border-radius: calc(var(--cc-radius) - 4px);
    padding: 0.7rem 0.85rem;
    font-size: 0.88rem;
    background: var(--cc-warning-bg);
    color: var(--cc-text);
    border-inline-start: 4px solid var(--cc-warning);
  }
  .notice strong {
    display: block;
    margin-block-end: 0.15rem;
  }
  .notice p {
    margin: 0;
  }
  .offline {
    border-inline-start-color: var(--cc-muted);
    background: var(--cc-surface-2);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: center;
  }
  .actions.end {
    justify-content: flex-end;
  }
  .link-button {
    background: none;
    border: 0;
    color: var(--cc-muted);
    text-decoration: underline;
    min-height: 44px;
    font-weight: 500;
  }
  .wallet {
    display: grid;
    gap: 0.6rem;
    justify-items: center;
  }
  .wallet a.button {
    inline-size: 100%;
  }
  details {
    border-block-start: 1px solid var(--cc-border);
    padding-block-start: 0.6rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
    display: flex;
    align-items: center;
  }
  summary:focus-visible {
    outline: 3px solid var(--cc-focus);
    outline-offset: 2px;
  }
  details .stack {
    margin-block-start: 0.6rem;
    justify-items: center;
  }
  details a {
    color: var(--cc-accent);
    overflow-wrap: anywhere;
    font-size: 0.85rem;
  }
  .waiting {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-size: 0.88rem;
    color: var(--cc-muted);
  }
  .waiting strong {
    color: var(--cc-text);
    display: block;
  }
  .pulse {
    flex: none;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: var(--cc-accent);
    animation: pulse 1.6s ease-in-out infinite;
  }
  @keyframes pulse {
    50% {
      opacity: 0.25;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pulse {
      animation: none;
    }
  }
`;
