/** Styles of <pos-sale>. */
import { css } from "lit";

export const posSaleStyles = css`
  :host {
    display: block;
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 1.5rem;
    align-items: start;
  }
  @media (max-width: 900px), (orientation: portrait) {
    .layout {
      grid-template-columns: 1fr;
    }
  }
  .display {
    text-align: end;
    padding: 0.75rem 1.25rem;
    margin-bottom: 0.75rem;
  }
  .display .label {
    font-size: 1rem;
    color: var(--pos-muted);
    margin: 0;
  }
  .display .keyed {
    margin: 0.15rem 0 0;
    color: var(--pos-muted);
    font-size: 1.1rem;
    font-variant-numeric: tabular-nums;
  }
  .keys {
    display: flex;
    flex-direction: column;
  }
  .clear {
    margin-top: 0.75rem;
  }
  .amount {
    font-size: clamp(2.6rem, 7vw, 4rem);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
  .tips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    border: none;
    margin: 0;
    padding: 0;
  }
  .tips legend {
    font-weight: 600;
    font-size: 1.05rem;
    margin-bottom: 0.35rem;
    padding: 0;
  }
  .total {
    display: flex;
    justify-content: space-between;
    font-size: 1.4rem;
    font-weight: 700;
  }
  @media (orientation: portrait) {
    .layout {
      gap: 1rem;
    }
    .side {
      gap: 0.75rem;
    }
  }
  /*
   * However long the cart grows, Charge stays on screen: it sticks to the bottom of the viewport while the lines above
   * it scroll (a tablet in landscape showed it below the fold from five lines).
   */
  .charge-bar {
    position: sticky;
    bottom: 0;
    z-index: 1;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    padding-block: 0.5rem;
    margin-block: -0.5rem;
    background: var(--pos-bg);
  }
  .charge-bar .warn {
    margin: 0;
  }
  /* A control the keyboard focuses is scrolled into view above the bar, not under it. */
  .side :is(button, input) {
    scroll-margin-block-end: 6.5rem;
  }
  .charge {
    min-height: 72px;
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    width: 100%;
  }
  .items {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: 0.5rem;
    border: none;
    margin: 0;
    padding: 0;
  }
  .items legend {
    font-weight: 600;
    font-size: 1.05rem;
    margin-bottom: 0.35rem;
    padding: 0;
  }
  .items button {
    flex-direction: column;
    gap: 0.1rem;
    padding: 0.4rem 0.6rem;
  }
  .items small {
    font-weight: 400;
    font-size: 0.95rem;
  }
  .line {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto 2.5rem auto auto;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
    font-size: 1.15rem;
  }
  .line-name {
    overflow-wrap: anywhere;
  }
  .qty,
  .line-total {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .line-total {
    min-width: 5.5rem;
  }
  /* On a phone the item's name takes a row of its own, the quantity buttons and the line's total the row below. */
  @media (max-width: 600px) {
    .line {
      grid-template-columns: auto 2.5rem auto minmax(0, 1fr);
    }
    .line-name {
      grid-column: 1 / -1;
    }
  }
  /*
   * A tablet in landscape: the side column is as tall as the screen below the header, so Charge never covers the
   * cart. The cart's lines scroll inside the card (and many quick items inside their own box) while the tip and the
   * total stay in view above Charge.
   */
  @media (min-width: 901px) and (orientation: landscape) {
    .side {
      height: calc(100dvh - 56px - 1.2rem - 1px - 2.5rem);
      min-height: 24rem;
      gap: 0.75rem;
    }
    .side > * {
      flex: none;
    }
    .side > .items {
      flex: 0 1 auto;
      min-height: 3.5rem;
      overflow-y: auto;
    }
    .side > .cart {
      flex: 1 1 5rem;
      min-height: 0;
      display: flex;
      flex-direction: column;
      padding-block: 0.75rem;
    }
    .cart-lines {
      flex: 1 1 auto;
      min-height: 0;
      overflow-y: auto;
    }
    .charge-bar {
      position: static;
      margin-block: 0;
      padding-block: 0;
    }
  }
`;
