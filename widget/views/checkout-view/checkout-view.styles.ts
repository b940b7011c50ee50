/** Styles of the checkout card: header, state screens, the payment details and the notices. */
import { css } from "lit";

export const checkoutViewStyles = css`
  :host {
    display: block;
    max-inline-size: 480px;
    min-inline-size: min(100%, 320px);
    color: var(--cc-text);
    line-height: 1.4;
  }
  :host([hidden]) {
    display: none;
  }
  .card {
    background: var(--cc-surface);
    border: 1px solid var(--cc-border);
    border-radius: var(--cc-radius);
    box-shadow: var(--checkout-shadow, 0 1px 2px #0000000d, 0 8px 24px #00000012);
    padding: 1.25rem;
  }
  /* --checkout-gap: the space between the card's blocks; a page short of height (an embedded payment page) tightens it. */
  .card,
  .stack,
  .wallet {
    display: grid;
    gap: var(--checkout-gap, 1rem);
  }
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
  /*
   * A host that lays a control over the header's end corner (the pay button's close button) sets
   * --cc-header-end-space: the title keeps clear of it, and the total takes a line of its own below it, at the
   * content edge like everything under it.
   */
  header > b {
    margin-inline-end: var(--cc-header-end-space, 0);
  }
  /* A sandbox invoice moves no real money: the customer is told in the warning colours, not the brand's (and in
     forced colours by the transparent border, which is then drawn). */
  .test-badge {
    text-transform: uppercase;
    padding: 0.1rem 0.5rem;
    margin-inline-start: 0.4rem;
    border: 1px solid transparent;
    border-radius: 999px;
    background: var(--cc-warning-bg);
    color: var(--cc-warning);
    font-size: 0.75rem;
    font-weight: 700;
    white-space: nowrap;
  }
  /* At the end of the header, on its first line or, on a narrow card, on a line of its own. */
  .total {
    display: grid;
    justify-items: end;
    margin-inline-start: auto;
    flex-basis: var(--cc-total-basis, auto);
  }
  .total,
  .hint,
  .waiting {
    font-size: 0.85rem;
    color: var(--cc-muted);
  }
  .total strong,
  .notice strong,
  .waiting strong {
    display: block;
    color: var(--cc-text);
  }
  .total strong {
    font-size: 1.1rem;
  }
  .stack h2 {
    font-size: 1.05rem;
    margin: 0;
  }
  .hint,
  .notice,
  .waiting {
    margin: 0;
  }
  .notice {
    border-radius: var(--cc-radius-2);
    padding: 0.7rem 0.85rem;
    font-size: 0.88rem;
    background: var(--cc-warning-bg);
    border-inline-start: 4px solid var(--cc-warning);
  }
  .offline {
    border-color: var(--cc-muted);
    background: var(--cc-surface-2);
  }
  .link-button {
    justify-self: end;
    background: none;
    border: 0;
    color: var(--cc-muted);
    text-decoration: underline;
    font-weight: 500;
  }
  /* Right under the amount it belongs to (the stack's gap would set it apart). */
  .fiat {
    margin-block-start: calc(0.25rem - var(--checkout-gap, 1rem));
  }
  /* "Cancel payment?" with "Keep paying" as the prominent answer. */
  .confirm {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .confirm p {
    flex-basis: 100%;
    margin: 0;
  }
  /* The payment page's own link: smaller than the payment code and framed apart, so it never passes for it. */
  .other-device .qr {
    inline-size: 128px;
    border: 2px dashed var(--cc-muted);
  }
  details {
    border-block-start: 1px solid var(--cc-border);
    padding-block-start: 0.2rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    /* A touch target of at least 44 px: one line of text (1.4 × 16 px) and 2 × 0.7rem. */
    padding-block: 0.7rem;
  }
  details .stack {
    justify-items: center;
    margin-block-start: 0.6rem;
  }
  details a {
    color: var(--cc-accent);
    overflow-wrap: anywhere;
    font-size: 0.85rem;
  }
  .waiting {
    padding-inline-start: 1.4rem;
    position: relative;
  }
  .waiting::before {
    content: "";
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: 0.35rem;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: var(--cc-accent);
    animation: pulse 1.6s infinite;
  }
  @keyframes pulse {
    50% {
      opacity: 0.25;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .waiting::before {
      animation: none;
    }
  }
  @media (forced-colors: active) {
    .waiting::before {
      forced-color-adjust: none;
      background: CanvasText;
    }
  }
`;
