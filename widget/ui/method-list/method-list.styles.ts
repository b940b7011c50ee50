/** Styles of cc-method-list: one large, tappable row per token and network. */
import { css } from "lit";

export const methodListStyles = css`
  :host {
    display: block;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: start;
    gap: 0.75rem;
    padding: 0.65rem 0.75rem;
    font-weight: 400;
  }
  button:hover:not(:disabled) {
    border-color: var(--cc-accent);
  }
  button:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  .badge {
    flex: none;
    inline-size: 2.4rem;
    block-size: 2.4rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: var(--cc-surface-2);
    color: var(--cc-accent);
    font-weight: 700;
    font-size: 0.75rem;
    letter-spacing: 0.02em;
  }
  .text {
    display: grid;
    gap: 0.1rem;
    min-width: 0;
  }
  .title {
    font-weight: 600;
  }
  .detail {
    font-size: 0.8rem;
    color: var(--cc-muted);
  }
  .chevron {
    margin-inline-start: auto;
    color: var(--cc-muted);
  }
  :host(:dir(rtl)) .chevron {
    transform: scaleX(-1);
  }
`;
