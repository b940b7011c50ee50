/** Styles of cc-method-choice: a heading, a hint and one large, tappable row per token or network. */
import { css } from "lit";

export const methodChoiceStyles = css`
  :host {
    display: grid;
    gap: 0.5rem;
    color: var(--cc-text);
  }
  h2 {
    font-size: 1.05rem;
    margin: 0;
  }
  /* Focus follows the steps to the heading: the ring shows it to a keyboard, not after a tap. */
  h2:focus:not(:focus-visible) {
    outline: none;
  }
  .hint {
    margin: 0 0 0.25rem;
    font-size: 0.85rem;
    color: var(--cc-muted);
  }
  [role="listbox"] {
    display: grid;
    gap: 0.5rem;
  }
  .option {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    box-sizing: border-box;
    padding: 0.55rem 0.75rem;
    border: 1px solid var(--cc-border);
    border-radius: var(--cc-radius-2);
    background: var(--cc-surface);
    cursor: pointer;
  }
  .option:hover {
    border-color: var(--cc-accent);
  }
  /* While a pick is confirmed the options fade, but the one just picked (a tap or a key leaves focus on it) stays whole. */
  [aria-disabled="true"] {
    cursor: progress;
    opacity: 0.6;
  }
  .option[aria-disabled="true"]:focus {
    opacity: 1;
    border-color: var(--cc-accent);
  }
  /* Four letters (USDT, AVAX) fit inside the circle; its transparent border is drawn in forced colours. */
  .badge {
    flex: none;
    inline-size: 2.4rem;
    line-height: 2.4rem;
    border: 1px solid transparent;
    border-radius: 50%;
    text-align: center;
    background: var(--cc-surface-2);
    color: var(--cc-accent);
    font-size: 0.68rem;
    font-weight: 700;
  }
  .text {
    flex: 1;
  }
  small {
    display: block;
    color: var(--cc-muted);
  }
  em {
    font-style: normal;
    font-weight: 600;
    color: var(--cc-accent);
  }
  /*
   * The chevrons ‹ › are bidi-mirrored characters: in right-to-left text every engine draws them turned, so they need
   * no transform (a scaleX(-1) on top turned them back where :dir() matched).
   */
  i {
    font-style: normal;
    color: var(--cc-muted);
  }
  .back {
    justify-self: start;
    min-height: 44px;
    padding-inline: 0.5rem 0.75rem;
    border-color: transparent;
    background: none;
    color: var(--cc-accent);
  }
`;
