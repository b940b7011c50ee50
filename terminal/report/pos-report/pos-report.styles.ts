/** Styles of <pos-report>. */
import { css } from "lit";

export const posReportStyles = css`
  :host {
    display: block;
  }
  .paper {
    background: #fff;
    color: #000;
    max-width: 560px;
    margin: 0 auto;
    padding: 1.25rem;
    border-radius: 6px;
    border: 1px solid var(--pos-border);
  }
  .paper h2,
  .center {
    text-align: center;
  }
  .muted {
    color: var(--pos-muted);
  }
  .paper .muted {
    color: #4b5563;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 0.75rem 0;
    font-size: 1.05rem;
  }
  caption {
    text-align: start;
    font-weight: 700;
    font-size: 1.15rem;
    padding-bottom: 0.25rem;
  }
  th,
  td {
    text-align: start;
    padding: 0.35rem 0.25rem;
    border-bottom: 1px solid #c9ced6;
    font-weight: 400;
  }
  thead th {
    font-weight: 600;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* An invoice id is one long word: it breaks anywhere rather than push the amounts off the paper. */
  .id {
    overflow-wrap: anywhere;
  }
  @media print {
    h1,
    .toolbar {
      display: none;
    }
    /* The frame and the roll widths: paperPrintStyles (print-page.styles.ts). */
    .paper {
      font-size: 10pt;
    }
    .paper.p58 {
      font-size: 7.5pt;
    }
    .paper.p80 {
      font-size: 8.5pt;
    }
    .paper.pA4 {
      width: 170mm;
      font-size: 11pt;
    }
    table {
      font-size: 1em;
    }
  }
`;
