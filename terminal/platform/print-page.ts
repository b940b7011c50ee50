/** Printing a receipt or the report: sets the page size for the chosen paper (thermal 58 mm, 80 mm or A4), then opens the print dialog. */

export const PAPERS = ["58", "80", "A4"] as const;
export type Paper = (typeof PAPERS)[number];

/**
 * A roll's page is its width by the length thermal drivers name their roll size after (Epson's "Roll Paper 58 × 297
 * mm"); a driver set to reduce blank paper feeds only what is printed, and a longer report goes on over several pages.
 * `size` takes one or two lengths or a page name; `58mm auto` is invalid and the browser then prints on its default,
 * Letter or A4.
 */
const ROLL_LENGTH = "297mm";

/** `@page` only works in the document's own style sheet, not inside a shadow root, so it lives in <head>. */
export function pageRule(paper: Paper): string {
  switch (paper) {
    case "58":
      return `@page { size: 58mm ${ROLL_LENGTH}; margin: 2mm; }`;
    case "80":
      return `@page { size: 80mm ${ROLL_LENGTH}; margin: 3mm; }`;
    case "A4":
      return "@page { size: A4 portrait; margin: 15mm; }";
  }
}

export function setPaper(paper: Paper): void {
  let style = document.getElementById("pos-page-size");
  if (!style) {
    style = document.createElement("style");
    style.id = "pos-page-size";
    document.head.append(style);
  }
  style.textContent = pageRule(paper);
}

export function printOnPaper(paper: Paper): void {
  setPaper(paper);
  window.print();
}
