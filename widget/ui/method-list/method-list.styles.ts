/** Styles of the method list: one large, tappable row per token and network. */
import { css } from "lit";

export const methodListStyles = css`
  .methods {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  .methods button {
    width: 100%;
    justify-content: start;
    text-align: start;
    gap: 0.75rem;
    padding: 0.65rem 0.75rem;
    font-weight: 400;
  }
  .methods button:hover {
    border-color: var(--cc-accent);
  }
  .methods :disabled {
    cursor: progress;
    opacity: 0.6;
  }
  .method-badge {
    flex: none;
    text-transform: uppercase;
    padding: 0.1rem 0.5rem;
    margin-inline-start: 0.4rem;
    inline-size: 2.4rem;
    line-height: 2.4rem;
    border-radius: 50%;
    text-align: center;
    background: var(--cc-surface-2);
    color: var(--cc-accent);
    font-size: 0.75rem;
    font-weight: 700;
  }
  .method-title {
    font-weight: 700;
  }
  .method-detail {
    display: block;
    color: var(--cc-muted);
  }
  .method-arrow {
    margin-inline-start: auto;
    font-style: normal;
    color: var(--cc-muted);
  }
  :dir(rtl) .method-arrow {
    transform: scaleX(-1);
  }
`;
