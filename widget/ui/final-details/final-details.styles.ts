/** Styles of cc-final-details: a quiet, compact list under the final screen's message, then its copy button. */
import { css } from "lit";

export const finalDetailsStyles = css`
  :host {
    display: block;
    inline-size: 100%;
    text-align: start;
    color: var(--cc-text);
  }
  section {
    border-block-start: 1px solid var(--cc-border);
    padding-block-start: 0.75rem;
    margin-block-start: 0.5rem;
    display: grid;
    gap: 0.5rem;
  }
  h3 {
    font-size: 0.9rem;
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0;
    font-size: 0.85rem;
  }
  dt {
    color: var(--cc-muted);
  }
  dd {
    margin: 0;
    /* A value wraps between its words; only an id (below) is one long word that may break where the line ends. */
    min-inline-size: 0;
    overflow-wrap: break-word;
    display: grid;
    gap: 0.15rem;
  }
  /*
   * Ids and hashes are Latin letters and digits: left to right even in an Arabic or Hebrew card, in a monospace face
   * so a customer reading one out tells 0 from O and l from 1, and selectable to copy by hand. Its box is as wide as
   * its text and sits at the cell's start (the right, in Arabic), where the card's other values start.
   */
  .id {
    font-family: var(--cc-mono);
    overflow-wrap: anywhere;
    user-select: text;
    font-size: 0.8rem;
    direction: ltr;
    unicode-bidi: isolate;
    justify-self: start;
  }
  a {
    color: var(--cc-accent);
    /* A touch target of at least 24 px high around a one-line link. */
    display: inline-block;
    min-block-size: 24px;
  }
  button {
    min-height: 44px;
    padding: 0.4rem 0.8rem;
    justify-self: start;
  }
  .copied {
    color: var(--cc-success);
    border-color: currentColor;
  }
  .failed {
    font-size: 0.8rem;
    color: var(--cc-muted);
  }
`;
