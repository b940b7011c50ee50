/** Styles of <pos-history>. */
import { css } from "lit";

export const posHistoryStyles = css`
  :host {
    display: block;
  }
  .toolbar > div {
    min-width: 180px;
  }
  /*
   * On a phone the table scrolls sideways inside its own region instead of widening the page; relative, so the
   * visually hidden header of the button column is placed (and clipped) inside it too.
   */
  .table-scroll {
    overflow-x: auto;
    position: relative;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 1.1rem;
  }
  th,
  td {
    text-align: start;
    padding: 0.55rem 0.5rem;
    border-bottom: 1px solid var(--pos-border);
    vertical-align: middle;
  }
  /* The time and the order id stay readable on a phone instead of wrapping a character per line. */
  td:first-child {
    min-width: 9rem;
  }
  td.num,
  th.num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .badge {
    display: inline-block;
    white-space: nowrap;
    padding: 0.2rem 0.6rem;
    border-radius: 999px;
    font-weight: 600;
    font-size: 0.95rem;
    background: var(--pos-warn-bg);
    color: var(--pos-warn);
  }
  .badge.ok {
    background: var(--pos-success-bg);
    color: var(--pos-success);
  }
  .badge.bad {
    background: var(--pos-danger-bg);
    color: var(--pos-danger);
  }
  .order {
    overflow-wrap: anywhere;
    font-family: ui-monospace, monospace;
    font-size: 0.9rem;
    color: var(--pos-muted);
  }
  /* A portrait tablet has room for the token; a phone drops it (the receipt names it). */
  @media (max-width: 600px) {
    .hide-narrow {
      display: none;
    }
  }
  /* A status only the embedded payment page's message told: said under the badge, in the warning colour. */
  .signal {
    color: var(--pos-warn);
    font-weight: 600;
  }
`;
