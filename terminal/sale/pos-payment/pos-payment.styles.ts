/** Styles of <pos-payment>. */
import { css } from "lit";

// Why, outside the template (a comment in it would ship): on a phone upright, the hosted page's screen
// (pos-hosted-page) gives its frame all the height its words leave, so "Stop waiting" (this element's button, in that
// screen's actions slot) takes the size of "Show a code for the phone" beside it and fills its half of their one row.

export const posPaymentStyles = css`
  :host {
    display: block;
    /* As large as the screen allows beside the words (landscape) or above them (portrait): scanned from a metre. */
    --pos-qr-size: min(calc(100dvh - 150px), 48vw, 600px);
  }
  /* Upright, the QR leaves room beneath it for what staff watch: the countdown, the status and "Stop waiting". */
  @media (orientation: portrait) {
    :host {
      --pos-qr-size: min(40dvh, 80vw, 640px);
    }
  }
  .screen {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2rem;
    align-items: center;
  }
  @media (orientation: portrait) {
    .screen {
      grid-template-columns: 1fr;
      justify-items: center;
      text-align: center;
    }
  }
  .amount {
    font-size: clamp(2.4rem, 6vw, 3.6rem);
    font-weight: 800;
    margin: 0 0 0.5rem;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .big {
    font-size: clamp(1.5rem, 3.4vw, 2.1rem);
    font-weight: 700;
  }
  /* The network, on one line beside the QR even for a testnet's longer name ("Tron Nile testnet"): the warning below
     names it again, so it need not be as large as the amount. */
  .network {
    font-size: clamp(1.2rem, 2.2vw, 1.5rem);
    font-weight: 700;
  }
  .status {
    font-size: 1.35rem;
    font-weight: 600;
  }
  .countdown {
    font-size: 1.8rem;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  /* The last minute: the danger colour, and a frame that still shows where colours are forced. */
  .countdown.urgent {
    color: var(--pos-danger);
    border: 2px solid currentColor;
    border-radius: 999px;
    padding: 0 0.6rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    /* Below too: the network warning that follows sets no top margin, and must not touch the buttons. */
    margin-block: 1.25rem 1rem;
  }
  /* "Cancel this sale?" and its two answers: the question centred with the buttons, aligned as the actions around it. */
  .confirm {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: inherit;
    gap: 1rem;
  }
  @media (orientation: portrait) {
    .actions {
      justify-content: center;
    }
  }
  .no-qr {
    max-width: 22rem;
  }
  .address {
    font-family: ui-monospace, monospace;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
    user-select: all;
    /* An address reads left to right on a right-to-left screen too. */
    direction: ltr;
    unicode-bidi: isolate;
  }
  .address .group {
    display: inline-block;
    margin-inline-end: 0.35em;
  }
  .address .edge {
    font-weight: 800;
  }
  .leave {
    max-width: 30rem;
  }
  .leave p {
    margin: 0;
  }
  .methods {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
    gap: 0.8rem;
    margin: 1rem 0;
  }
  .methods button {
    min-height: 88px;
    flex-direction: column;
    font-size: 1.3rem;
  }
  .methods small {
    font-weight: 400;
    font-size: 1rem;
    color: var(--pos-muted);
  }
  .result {
    text-align: center;
    padding: 2rem 1rem;
    border-radius: var(--pos-radius);
    /* Transparent, so a result keeps its frame where forced colours drop the tinted background. */
    border: 1px solid transparent;
  }
  .result.success {
    background: var(--pos-success-bg);
    color: var(--pos-success);
  }
  .result.danger {
    background: var(--pos-danger-bg);
    color: var(--pos-danger);
  }
  .result.warning {
    background: var(--pos-warn-bg);
    color: var(--pos-warn);
  }
  .result.info,
  .result.progress {
    background: var(--pos-surface);
    border-color: var(--pos-border);
    color: var(--pos-accent);
  }
  .result .icon {
    inline-size: 5rem;
    block-size: 5rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .result.progress .icon {
    animation: spin 1.1s linear infinite;
  }
  .result.progress h1 {
    color: var(--pos-text);
  }
  .result h1 {
    font-size: clamp(2rem, 4.6vw, 2.8rem);
  }
  .result.success h1 {
    font-size: clamp(2.4rem, 6vw, 3.4rem);
  }
  .result p {
    color: var(--pos-text);
  }
  .result .muted {
    color: var(--pos-muted);
  }
  .result .actions {
    justify-content: center;
  }
  .spinner {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    border: 8px solid var(--pos-border);
    border-top-color: var(--pos-accent);
    animation: spin 1s linear infinite;
    margin: 2rem auto;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner,
    .result.progress .icon {
      animation: none;
    }
  }
  /* In forced colours the ring keeps a turning segment of a different colour, or it would look frozen. */
  @media (forced-colors: active) {
    .spinner {
      forced-color-adjust: none;
      border-color: GrayText;
      border-top-color: Highlight;
    }
  }
  .center {
    text-align: center;
  }
  .muted {
    color: var(--pos-muted);
  }
  /* "Send exactly" or "Still to pay" (the screen's heading), over the amount. */
  .label {
    font-size: 1.2rem;
    font-weight: 600;
    color: var(--pos-muted);
    margin: 0;
  }
  @media (orientation: portrait) and (max-width: 600px) {
    [slot="actions"] > button {
      inline-size: 100%;
      font-size: 0.875rem;
      padding: 0.5rem 0.75rem;
    }
  }
  /* A phone: a smaller code (it is scanned from a hand's length) and tighter room, so "Stop waiting" stays in view. */
  @media (max-width: 699px) {
    :host {
      --pos-qr-size: min(34dvh, 80vw);
    }
    .screen {
      gap: 1rem;
    }
    .countdown {
      font-size: 1.45rem;
    }
  }
`;
