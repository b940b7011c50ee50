/**
 * Styles of cc-ending, which sits under the status panel's heading: its sentences read like the panel's message
 * (status-panel.styles.ts), then the way forward, the merchant's contact, the details and the way back.
 */
import { css } from "lit";

export const endingScreenStyles = css`
  :host {
    display: grid;
    gap: 0.5rem;
    justify-items: center;
    inline-size: 100%;
  }
  :host > p {
    margin: 0;
    color: var(--cc-muted);
    max-inline-size: 34ch;
  }
  :host > a,
  :host > button {
    inline-size: 100%;
  }
  .support {
    display: grid;
    gap: 0.5rem;
    inline-size: 100%;
    padding: 0.75rem;
    border-radius: var(--cc-radius-2);
    background: var(--cc-surface-2);
    color: var(--cc-text);
    text-align: start;
  }
  .support p {
    margin: 0;
    color: var(--cc-text);
    max-inline-size: none;
  }
  .support .links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* An address is one word: it may break anywhere rather than widen the card on a phone. */
  .support a {
    overflow-wrap: anywhere;
  }
  .auto-return {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    color: var(--cc-muted);
  }
  .auto-return button {
    min-height: 44px;
  }
  /* The paid screen's details for support, folded behind one control the size of a finger. */
  .fold {
    inline-size: 100%;
    text-align: start;
  }
  .fold > summary {
    display: flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: 0.75rem;
    border-radius: var(--cc-radius-2);
    color: var(--cc-text);
    cursor: pointer;
  }
  /* display: flex drops the browser's disclosure triangle: a chevron drawn in borders says it opens, pointing to the
     line's end (right, or left in Arabic) when folded and down when open. */
  .fold > summary::-webkit-details-marker {
    display: none;
  }
  .fold > summary::before {
    content: "";
    flex: none;
    inline-size: 0.45em;
    block-size: 0.45em;
    margin-inline: 0.15em 0.75em;
    border-inline-end: 2px solid currentColor;
    border-block-end: 2px solid currentColor;
    transform: rotate(-45deg);
  }
  .fold[open] > summary::before {
    transform: rotate(45deg);
  }
  .fold > summary:dir(rtl)::before {
    transform: rotate(45deg);
  }
  .fold[open] > summary:dir(rtl)::before {
    transform: rotate(-45deg);
  }
  .fold > summary:focus-visible {
    outline: 2px solid var(--cc-accent);
    outline-offset: 2px;
  }
`;
