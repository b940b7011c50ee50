/** Styles of <pos-hosted-page>. */
import { css } from "lit";

export const posHostedPageStyles = css`
  :host {
    display: block;
    /* The code, as large as the payment screen's own (pos-payment.styles.ts). */
    --pos-qr-size: min(calc(100dvh - 150px), 48vw, 600px);
    /* The embedded page at the provider's recommended width, as tall as the screen leaves beside the words. */
    --frame-height: calc(100dvh - 130px);
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
  @media (orientation: portrait) {
    :host {
      --pos-qr-size: min(50dvh, 86vw, 640px);
      --frame-height: 58dvh;
    }
    .screen {
      grid-template-columns: 1fr;
      justify-items: center;
      text-align: center;
      gap: 1rem;
    }
    .actions {
      justify-content: center;
    }
  }
`;
