/** Styles of <pos-keypad>. */
import { css } from "lit";

export const posKeypadStyles = css`
  :host {
    display: block;
  }
  /* A keypad reads 1 2 3 left to right in every language, right-to-left ones included. */
  .grid {
    direction: ltr;
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 0.6rem;
  }
  /* --pos-key-height: the sale screen's choice on a tablet, where the items and the basket share the height. */
  button {
    min-height: var(--pos-key-height, clamp(60px, 9vh, 88px));
    padding-block: 0;
    font-size: clamp(1.6rem, 3.6vw, 2.2rem);
    font-variant-numeric: tabular-nums;
  }
  .back {
    font-size: 1.6rem;
  }
  @media (orientation: portrait) {
    button {
      min-height: var(--pos-key-height, clamp(60px, 7vh, 80px));
    }
  }
`;
