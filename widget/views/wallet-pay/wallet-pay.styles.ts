/** Styles of the wallet button: one button per wallet (one per row), its icon, and the calm message under them. */
import { css } from "lit";

export const walletPayStyles = css`
  :host {
    display: block;
  }
  .hint {
    margin: 0 0 0.5rem;
    font-size: 0.85rem;
    color: var(--cc-muted);
  }
  /* One wallet per row: a wallet's name is its own, of any length, and reads best on one line. */
  .wallets {
    display: grid;
    gap: 0.5rem;
  }
  button:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  img {
    inline-size: 24px;
    block-size: 24px;
    border-radius: 6px;
  }
  .message:not(:empty) {
    margin: 0.5rem 0 0;
    border-radius: var(--cc-radius-2);
    padding: 0.7rem 0.85rem;
    font-size: 0.88rem;
    color: var(--cc-text);
    background: var(--cc-surface-2);
    border-inline-start: 4px solid var(--cc-accent);
  }
  strong {
    display: block;
  }
  a {
    color: var(--cc-accent);
  }
`;
