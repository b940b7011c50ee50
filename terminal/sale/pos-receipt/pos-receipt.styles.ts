/** Styles of <pos-receipt>. */
import { css } from "lit";

export const posReceiptStyles = css`
  :host {
    display: block;
  }
  .paper {
    background: #fff;
    color: #000;
    max-width: 420px;
    margin: 0 auto;
    padding: 1.25rem;
    border-radius: 6px;
    border: 1px solid var(--pos-border);
    font-size: 1.05rem;
  }
  .paper h2 {
    text-align: center;
    font-size: 1.4rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0.75rem 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    text-align: end;
    min-inline-size: 0;
    overflow-wrap: break-word;
  }
  /* The invoice and order ids: monospace, selectable, breaking only where they must. */
  dd.id {
    font-family: ui-monospace, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
    user-select: text;
  }
  .total {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 0.5em;
    font-size: 1.5rem;
    font-weight: 800;
    margin: 0.5rem 0;
    border-top: 2px solid #000;
    padding-top: 0.25rem;
  }
  .qr {
    text-align: center;
    margin: 0.5rem 0 0;
    --pos-qr-size: 160px;
  }
  .qr figcaption {
    font-size: 0.9em;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    justify-content: center;
    margin: 1rem 0;
  }
  @media print {
    .controls {
      display: none;
    }
    /* The frame and the roll widths: paperPrintStyles (print-page.styles.ts). */
    .paper {
      font-size: 10pt;
    }
    .paper.p58 {
      font-size: 8pt;
    }
    /* 48 mm: each label above its value, so an invoice id or a time has the whole width and fits one line. */
    .paper.p58 dl {
      grid-template-columns: 1fr;
      gap: 0;
    }
    .paper.p58 dd {
      text-align: start;
      margin-bottom: 0.2em;
    }
    .paper.p80 {
      font-size: 9pt;
    }
    .paper.pA4 {
      width: 120mm;
      font-size: 12pt;
    }
    .paper h2 {
      font-size: 1.3em;
    }
    .total {
      font-size: 1.4em;
    }
    .qr {
      --pos-qr-size: 28mm;
    }
  }
  .items {
    width: 100%;
    border-collapse: collapse;
    margin: 0.5rem 0;
  }
  /*
   * An item line: the name wraps in its own column (a long word too), a space's width clear of the price, which keeps
   * its column on one line, level with the name's first line. Without the gap a name filling a 58 mm roll's column
   * ran into its price.
   */
  .items td {
    padding: 0.15rem 0;
    vertical-align: baseline;
  }
  .items td:first-child {
    overflow-wrap: anywhere;
    padding-inline-end: 0.75em;
  }
  .items .num {
    width: 1%;
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  /* A status only the embedded payment page's message told: printed in words under the details. */
  .signal {
    font-weight: 700;
  }
`;
