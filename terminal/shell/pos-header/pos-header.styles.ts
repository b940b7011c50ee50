/**
 * Styles of <pos-header>. The links are slim enough that an upright tablet's header is one row with a shop name of a
 * few words and TEST MODE: the sale screen and the embedded payment page need the height (at 768 px, 0.75rem each side
 * and 1rem between them wrapped "Corner Café" onto a row of its own and cut the page's frame by a row). From 1024 px
 * wide the header is always one row: a long name takes the room the navigation leaves, wrapping onto two lines and
 * then ending in an ellipsis (its whole text in the title and for screen readers), where it used to push the
 * navigation onto a second row and cost the sale screen that height.
 *
 * On a phone (600 px wide at most, where the payment screen also hides the header) the header is two short rows: the
 * name (smaller, two lines at most) with TEST MODE beside it, always in view, then the four sections as one row of
 * equal targets showing their pictures, their words kept as each link's name for screen readers. It took 178 px of a
 * 390x844 phone with a short name (the links on two rows), 244 px with a long one; now 90 and 108 px. Tablets are as
 * they were.
 */
import { css } from "lit";

export const posHeaderStyles = css`
  :host {
    display: block;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    padding: 0.6rem 1.25rem;
    background: var(--pos-surface);
    border-bottom: 1px solid var(--pos-border);
  }
  /*
   * The shop's name as long as it is: beside the navigation when it fits there, else on a row of its own above it (an
   * upright tablet, a phone), where it wraps between words; only a name longer than two such lines ends in an
   * ellipsis, its whole text still what a screen reader reads. Cut to one line beside the navigation, a name of a few
   * words lost its end at 768 px.
   */
  .shop {
    font-size: 1.3rem;
    font-weight: 700;
    margin: 0;
    margin-inline-end: auto;
    flex: 1 1 auto;
    min-width: min(10rem, 100%);
    overflow-wrap: break-word;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* Slim: an upright tablet's header stays one row (see above). */
  nav a.button {
    white-space: nowrap;
    padding-inline: 0.5rem;
    font-size: 1.05rem;
  }
  .icon {
    display: none;
    width: 1.6rem;
    height: 1.6rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .banner {
    padding: 0.7rem 1.25rem;
    font-weight: 600;
    font-size: 1.1rem;
    display: flex;
    align-items: center;
    gap: 1rem;
    flex-wrap: wrap;
  }
  .offline {
    background: var(--pos-warn-bg);
    color: var(--pos-warn);
    /* Drawn in forced colours, where the tinted background is dropped. */
    border-block: 2px solid transparent;
  }
  .update {
    background: var(--pos-surface);
    border-bottom: 1px solid var(--pos-border);
  }
  @media (min-width: 1024px) {
    header {
      flex-wrap: nowrap;
    }
    .shop {
      flex-basis: 0;
    }
    nav {
      flex: none;
    }
  }
  @media (max-width: 600px) {
    header {
      padding: 0.4rem 0.75rem;
      gap: 0.4rem 0.5rem;
    }
    .shop {
      font-size: 1.05rem;
      line-height: 1.2;
      flex: 1 1 0;
      min-width: 0;
    }
    .test-mode {
      font-size: 0.8rem;
      padding: 0.1rem 0.45rem;
    }
    nav {
      flex: 1 1 100%;
      display: grid;
      grid-template-columns: repeat(4, 1fr);
      gap: 0.4rem;
    }
    nav a.button {
      min-height: 48px;
      padding: 0;
    }
    .icon {
      display: block;
    }
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  @media print {
    :host {
      display: none;
    }
  }
`;
