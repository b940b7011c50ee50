/** Styles of <pos-sale>. */
import { css } from "lit";

export const posSaleStyles = css`
  :host {
    display: block;
  }
  /*
   * A phone (or a short window): one column, the page scrolls: the keypad, the items, the tip, then the basket with
   * Charge stuck to the bottom of the screen. Tablets lay the screen out below (the media queries at the end).
   */
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "keys" "items" "extras" "basket" "charge";
    gap: 1rem;
    align-items: start;
  }
  .keys {
    grid-area: keys;
  }
  .items {
    grid-area: items;
  }
  .extras {
    grid-area: extras;
  }
  /* Charge is a cell of the whole layout, so on a phone it sticks to the bottom of the screen from the first line. */
  .charge-bar {
    grid-area: charge;
  }
  .basket {
    grid-area: basket;
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
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
  /*
   * Why a key past the digit cap did nothing. Its room is kept while it is silent (an invisible copy of the words
   * holds it, one or two lines as the language and width need), so the keypad never moves under a finger; the live
   * region on top of it is there before it speaks, so screen readers hear it.
   */
  .display .cap-hint {
    display: grid;
    margin: 0.15rem 0 0;
    color: var(--pos-warn);
    font-size: 0.95rem;
    line-height: 1.4;
    text-wrap: balance;
  }
  .cap-hint > * {
    grid-area: 1 / 1;
  }
  .cap-hint-room {
    visibility: hidden;
  }
  .keys {
    display: flex;
    flex-direction: column;
  }
  .clear {
    margin-top: 0.75rem;
  }
  .display {
    container-type: inline-size;
  }
  /* The figure shrinks to stay on one line however many digits it has (--chars: its length; a bold digit is up to ~0.7em). */
  .amount {
    font-size: min(clamp(2.6rem, 7vw, 4rem), 100cqi / (var(--chars, 1) * 0.72));
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .tips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
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
  /*
   * A label and its figure, at either end of the row. They never touch: a gap is kept between them, and where both do
   * not fit on one line (a nine-digit amount beside "الإجمالي" on a phone or an upright tablet), the figure wraps to
   * the line below, at the row's end; a figure wider than the whole row breaks between its digits.
   */
  .total {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.1rem 1rem;
    font-size: 1.4rem;
    font-weight: 700;
  }
  .total > :last-child {
    margin-inline-start: auto;
    min-width: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  /* The note takes one row: its label beside the field. */
  .note {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
  .note label {
    flex: 0 1 auto;
  }
  .note input {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .tips button {
    padding-inline: 0.55rem;
    font-size: 1.05rem;
  }
  .cart {
    container-type: inline-size;
  }
  .cart-lines {
    scroll-snap-type: y proximity;
  }
  .line {
    scroll-snap-align: start;
  }
  .more {
    margin: 0 0 0.5rem;
    font-size: 1rem;
    font-weight: 600;
    color: var(--pos-muted);
    text-align: center;
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
  .layout :is(button, input) {
    scroll-margin-block-end: 6.5rem;
  }
  .charge {
    min-height: 72px;
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    width: 100%;
  }
  /* The quick items: every one whole, never scrolled away (up to 24 of them; settings-rules.ts). */
  .items {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(7.25rem, 1fr));
    grid-auto-rows: max-content;
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
    padding: 0.3rem 0.35rem;
    font-size: 1rem;
    line-height: 1.2;
    overflow: hidden;
  }
  /* A long item name takes two lines at most on its button; the basket line below shows it whole. */
  .items button span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
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
  /*
   * In a narrow basket (a phone, a tablet upright) the item's name takes a row of its own, the quantity buttons and
   * the line's total the row below, so a long name never squeezes the buttons.
   */
  @container (max-width: 23rem) {
    .line {
      grid-template-columns: auto 2.5rem auto minmax(0, 1fr);
    }
    .line-total {
      min-width: 0;
    }
    .line-name {
      grid-column: 1 / -1;
    }
  }
  /*
   * A tablet, either way up: the screen below the header, no more (the shell measures the header:
   * --pos-header-block), laid out by what the cashier needs. The quick items are always whole; the basket is the part
   * that gives up room: its lines scroll inside their card, never fewer than three in view, with a note of how many
   * more there are; the note, the total and Charge stay in view.
   *
   * Upright: the items across the top, the keypad (the tip beneath it) beside the basket. Landscape: three columns,
   * the keypad and the tip, the items, the basket.
   */
  @media (min-width: 700px) and (min-height: 600px) {
    .layout {
      height: calc(100dvh - var(--pos-header-block, 77px) - 2.5rem);
      grid-template-columns: minmax(0, 0.75fr) minmax(0, 1.25fr);
      grid-template-rows: auto auto minmax(0, 1fr) auto;
      grid-template-areas: "items items" "keys extras" "keys basket" "keys charge";
      gap: 0.75rem 1rem;
    }
    .items {
      grid-template-columns: repeat(auto-fill, minmax(6.75rem, 1fr));
    }
    .keys {
      align-self: start;
      /* The keypad's keys no taller than a finger needs: the items and the basket need the height more. */
      --pos-key-height: clamp(var(--pos-target), 6.5vh, 80px);
    }
    .display {
      padding-block: 0.4rem;
      margin-bottom: 0.5rem;
    }
    .amount {
      font-size: min(clamp(2.2rem, 5vw, 3.6rem), 100cqi / (var(--chars, 1) * 0.72));
    }
    .display .cap-hint {
      font-size: 0.85rem;
      line-height: 1.25;
    }
    .display .label {
      font-size: 0.95rem;
    }
    .clear {
      margin-top: 0.5rem;
    }
    .basket {
      align-self: stretch;
      min-height: 0;
    }
    .basket > * {
      flex: none;
    }
    .note input {
      flex-basis: 9rem;
    }
    .basket > .cart {
      flex: 1 1 auto;
      min-height: 0;
      display: flex;
      flex-direction: column;
      padding-block: 0.75rem;
    }
    .cart-lines {
      flex: 1 1 auto;
      /* Room for three whole lines at least (one row each; see the narrow basket below). */
      min-height: calc(3 * (var(--pos-target) + 0.5rem));
      overflow-y: auto;
    }
    @container (max-width: 23rem) {
      .cart-lines {
        min-height: calc(3 * (var(--pos-target) + 2.4rem));
      }
    }
    .charge-bar {
      position: static;
      margin-block: 0;
      padding-block: 0;
    }
  }
  @media (min-width: 900px) and (min-height: 600px) and (orientation: landscape) {
    .layout {
      grid-template-columns: minmax(14rem, 1fr) minmax(0, 1.25fr) minmax(17rem, 0.95fr);
      grid-template-rows: auto minmax(0, 1fr) auto;
      grid-template-areas: "keys items basket" "extras items basket" "extras items charge";
    }
    .items {
      grid-template-columns: repeat(auto-fill, minmax(7.25rem, 1fr));
    }
    .extras {
      align-self: start;
    }
  }
`;
