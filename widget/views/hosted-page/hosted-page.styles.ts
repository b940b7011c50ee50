/** Styles of the hosted payment page in the card: the frame about 460 px wide, the note and link under it. */
import { css } from "lit";

export const hostedPageStyles = css`
  :host {
    display: grid;
    gap: 0.75rem;
  }
  iframe {
    display: block;
    inline-size: 100%;
    max-inline-size: 460px;
    justify-self: center;
    block-size: min(80vh, 760px);
    border: 0;
  }
  .reported {
    margin: 0 1.25rem;
    color: var(--cc-muted);
    text-align: center;
  }
  .link {
    justify-self: center;
    color: var(--cc-muted);
    padding: 0.5rem;
    margin-block-end: 0.5rem;
  }
`;

/**
 * What the element changes in the card around it (the checkout view's shadow root, which adopts this sheet): while the
 * frame shows, the card's header and padding give way to the payment page, which shows the shop, the total and its
 * own margins. The button and "closed" screens keep the card as it is.
 */
export const cardAroundFrameStyles = css`
  .card:has(> cc-hosted-page[view="frame"]) {
    padding: 0;
    overflow: hidden;
  }
  /* In the pay button's dialog, whose close button sits in the card's corner (--cc-header-end-space): a strip for it
     above the page, so it never covers the page's own close button. */
  .card:has(> cc-hosted-page[view="frame"]) {
    padding-block-start: calc(var(--cc-header-end-space, 0px) * 1.3);
  }
  .card:has(> cc-hosted-page[view="frame"]) > header {
    display: none;
  }
`;
