/** Styles of the hosted payment page in the card: the frame about 460 px wide, the note and link under it. */
import { css } from "lit";

export const hostedPageStyles = css`
  :host {
    display: grid;
    gap: 0.75rem;
    /* The frame takes the card's padding too, so the page gets about the 460 px it is made for. */
    margin-inline: -0.75rem;
  }
  iframe {
    display: block;
    inline-size: 100%;
    max-inline-size: 460px;
    justify-self: center;
    block-size: min(80vh, 760px);
    border: 0;
    border-radius: var(--cc-radius-2);
  }
  .reported {
    margin: 0 0.75rem;
    color: var(--cc-muted);
    text-align: center;
  }
  .link {
    justify-self: center;
    color: var(--cc-muted);
    padding: 0.5rem;
  }
  .panel {
    margin-inline: 0.75rem;
  }
`;
