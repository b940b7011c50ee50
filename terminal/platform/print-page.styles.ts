/**
 * The printed document's frame on each paper, shared by the receipt and the report (`<article class="paper p58">`):
 * no screen border or padding, and on a thermal roll the width its print head reaches (48 mm of a 58 mm roll, 72 mm
 * of an 80 mm one). The page size itself is print-page.ts's @page rule; the A4 width and every font size belong to
 * each document.
 */
import { css } from "lit";

export const paperPrintStyles = css`
  @media print {
    .paper {
      border: none;
      padding: 0;
      max-width: none;
    }
    .paper.p58 {
      width: 48mm;
    }
    .paper.p80 {
      width: 72mm;
    }
  }
`;
