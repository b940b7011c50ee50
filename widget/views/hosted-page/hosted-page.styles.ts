/** Styles of the hosted payment page in the card: the frame about 460 px wide, the note and link under it. */
import { css } from "lit";

export const hostedPageStyles = css`
  :host {
    display: grid;
    gap: 0.75rem;
  }
  /* In the card: the provider's recommended frame (max-width 460px, height min(90vh, 900px)); a host with less room
     (the pay button's dialog) sets --cc-frame-block. The page fits its payment view into that height. */
  iframe {
    display: block;
    inline-size: 100%;
    max-inline-size: 460px;
    justify-self: center;
    block-size: var(--cc-frame-block, min(90vh, 900px));
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
  .ending:focus {
    outline: none;
  }
  /* On a phone: the page over the whole screen, under one slim bar. */
  .overlay {
    position: fixed;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    max-inline-size: none;
    max-block-size: none;
    margin: 0;
    padding: 0;
    border: 0;
    background: var(--cc-surface);
    color: var(--cc-text);
  }
  .overlay[open] {
    display: flex;
    flex-direction: column;
  }
  .overlay::backdrop {
    background: var(--cc-surface);
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-block-size: 52px;
    /* Clear of the screen's edges: the close button is never flush against them. */
    padding-block: 0.25rem;
    padding-inline: 1rem 0.75rem;
    border-block-end: 1px solid var(--cc-border);
  }
  .bar b {
    flex: 0 1 auto;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .bar .total {
    margin-inline-start: auto;
    white-space: nowrap;
  }
  .test-badge {
    text-transform: uppercase;
    padding: 0.1rem 0.5rem;
    border: 1px solid transparent;
    border-radius: 999px;
    background: var(--cc-warning-bg);
    color: var(--cc-warning);
    font-size: 0.75rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .bar .close {
    flex: none;
    inline-size: 44px;
    block-size: 44px;
    padding: 0;
    border-radius: 50%;
    font-size: 1.3rem;
    line-height: 1;
  }
  .overlay iframe {
    flex: 1;
    min-block-size: 0;
    max-inline-size: none;
    block-size: auto;
  }
`;

/**
 * What the element changes in the card around it (the checkout view's shadow root, which adopts this sheet): while the
 * frame shows, the card's header and padding give way to the payment page, which shows the shop, the total and its
 * own margins. The button and "closed" screens keep the card as it is.
 */
export const cardAroundFrameStyles = css`
  .card:has(> cc-hosted-page[view="frame"]:not([phone])) {
    padding: 0;
    overflow: hidden;
  }
  /* In the pay button's dialog, whose close button sits in the card's corner (--cc-header-end-space): a strip for it
     above the page, so it never covers the page's own close button. */
  .card:has(> cc-hosted-page[view="frame"]:not([phone])) {
    padding-block-start: calc(var(--cc-header-end-space, 0px) * 1.3);
  }
  .card:has(> cc-hosted-page[view="frame"]:not([phone])) > header {
    display: none;
  }
`;
