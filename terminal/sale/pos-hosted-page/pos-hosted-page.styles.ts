/** Styles of <pos-hosted-page>. */
import { css } from "lit";

// Why, outside the template (a comment in it would ship). A phone, upright (the header gives way meanwhile,
// pos-app.ts): the page gets what is left over one compact block of words, what happens and staff's two buttons, so
// the page's whole payment view shows without anyone scrolling. The page shows the order's total at its top, so while
// it shows the screen's own amount and heading are left to screen readers; the main's padding is 0.5rem there. The
// two buttons share one row, half each (their words wrap inside them rather than one button going under the other): a second row is
// height the frame needs.

export const posHostedPageStyles = css`
  :host {
    display: block;
    /* The code, as large as the payment screen's own (pos-payment.styles.ts). */
    --pos-qr-size: min(calc(100dvh - 150px), 48vw, 600px);
    /* What the screen leaves under the header (--pos-header-block, set by pos-app) and the main's padding: the
       screen is exactly this tall, so nothing on it needs the page to scroll. */
    --screen-block: calc(100dvh - var(--pos-header-block, 77px) - 2.5rem);
    /* The embedded page at the provider's recommended width, as tall as the screen leaves: the page fits its payment
       view into the height it is given (it is told none and tells none). */
    --frame-height: var(--screen-block);
  }
  .screen {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2rem;
    align-items: start;
  }
  iframe {
    display: block;
    /* A fixed width (not a share of the auto column, which would resolve against itself): the screen's edges bound it. */
    inline-size: 460px;
    max-inline-size: calc(100vw - 2.5rem);
    block-size: max(var(--frame-height), 420px);
    box-sizing: border-box;
    border: 1px solid var(--pos-border);
    border-radius: var(--pos-radius);
    /* The page draws its own light or dark background; until it loads, the terminal's surface. */
    background: var(--pos-surface);
  }
  .amount {
    font-size: clamp(2.2rem, 5vw, 3.2rem);
    font-weight: 800;
    margin: 0 0 0.5rem;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .signal {
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    margin: 1.25rem 0 1rem;
  }
  .muted {
    color: var(--pos-muted);
  }
  /* Portrait: the page on top, as tall as the screen leaves under the words, which shrink to what staff need (the
     amount, what happens, their two buttons), so both buttons stay on the screen, outside the frame. */
  @media (orientation: portrait) {
    :host {
      --pos-qr-size: min(calc(var(--screen-block) - 340px), 86vw, 640px);
    }
    .screen {
      grid-template-columns: 1fr;
      grid-template-rows: minmax(0, 1fr) auto;
      block-size: var(--screen-block);
      justify-items: center;
      text-align: center;
      gap: 0.75rem;
    }
    .page,
    iframe {
      block-size: 100%;
      min-block-size: 0;
    }
    .amount {
      font-size: clamp(1.8rem, 5vw, 2.6rem);
      margin: 0;
    }
    h1 {
      font-size: 1.25rem;
      margin: 0.25rem 0;
    }
    .hint {
      display: none;
    }
    .words p {
      margin: 0.25rem 0;
    }
    .actions {
      justify-content: center;
      margin: 0.5rem 0;
      gap: 0.75rem;
    }
  }
  @media (orientation: portrait) and (max-width: 600px) {
    :host {
      --screen-block: calc(100dvh - var(--pos-header-block, 77px) - 1rem);
    }
    .screen {
      gap: 0.25rem;
    }
    .framed .amount,
    .framed h1 {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .words p {
      margin: 0.125rem 0;
      font-size: 0.875rem;
    }
    .actions {
      flex-wrap: nowrap;
      margin: 0.25rem 0;
      gap: 0.5rem;
    }
    .actions > button,
    .actions ::slotted(*) {
      flex: 1 1 0;
      min-inline-size: 0;
    }
    .actions button {
      font-size: 0.875rem;
      padding: 0.5rem 0.75rem;
    }
  }
`;
