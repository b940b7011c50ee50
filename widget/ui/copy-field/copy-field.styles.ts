/** Styles of cc-copy-field: a labelled value on one line with its copy button. */
import { css } from "lit";

export const copyFieldStyles = css`
  :host {
    display: block;
  }
  .label {
    font-size: 0.8rem;
    color: var(--cc-muted);
  }
  .row {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    background: var(--cc-surface-2);
    border: 1px solid var(--cc-border);
    border-radius: var(--cc-radius-2);
    padding: 0.35rem;
    padding-inline-start: 0.75rem;
    margin-block-start: 0.25rem;
  }
  .value {
    flex: 1;
    overflow-wrap: anywhere;
    user-select: all;
  }
  :host([mono]) .value {
    font-family: var(--cc-mono);
    font-size: 0.85rem;
    direction: ltr;
    text-align: start;
  }
  .group {
    display: inline-block;
    margin-inline-end: 0.35em;
  }
  .edge {
    font-weight: 700;
    color: var(--cc-text);
  }
  :host([grouped]) .value {
    color: var(--cc-muted);
    overflow-wrap: normal;
  }
  :host([emphasis]) .value {
    font-size: 1.25rem;
    font-weight: 700;
  }
  /* A touch target of at least 44 px high, like every control of the card (the word makes it wider than that). */
  button {
    min-height: 44px;
    padding: 0.4rem 0.8rem;
  }
  .copied {
    color: var(--cc-success);
    border-color: currentColor;
  }
`;
