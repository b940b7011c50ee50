/** Styles of cc-copy-field: a labelled value on one line with its copy button. */
import { css } from "lit";

export const copyFieldStyles = css`
  :host {
    display: block;
  }
  .label {
    display: block;
    font-size: 0.8rem;
    color: var(--cc-muted);
    margin-block-end: 0.25rem;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    background: var(--cc-surface-2);
    border: 1px solid var(--cc-border);
    border-radius: calc(var(--cc-radius) - 4px);
    padding-block: 0.35rem;
    padding-inline: 0.75rem 0.35rem;
  }
  .value {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    user-select: all;
    font-size: 0.95rem;
  }
  :host([mono]) .value {
    font-family: var(--cc-mono);
    font-size: 0.85rem;
    direction: ltr;
    text-align: start;
    unicode-bidi: isolate;
  }
  :host([emphasis]) .value {
    font-size: 1.25rem;
    font-weight: 700;
  }
  button {
    flex: none;
    min-height: 40px;
    padding: 0.4rem 0.8rem;
  }
  button.done {
    color: var(--cc-success);
    border-color: var(--cc-success);
  }
  .status {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .failed {
    position: static;
    inline-size: auto;
    block-size: auto;
    clip: auto;
    white-space: normal;
    font-size: 0.8rem;
    color: var(--cc-muted);
    margin-block-start: 0.25rem;
  }
`;
