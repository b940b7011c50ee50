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

/** `@page` only works in the document's own style sheets, not inside a shadow root, so it goes on the document. */
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

/**
 * The document's page-size sheet, adopted once. A constructable sheet, like Lit's: the terminal's CSP (`style-src
 * 'self'`) refuses an inline <style>, so a rule written into one was dropped and every paper printed on Letter.
 */
let pageSizeSheet: CSSStyleSheet | undefined;

export function setPaper(paper: Paper): void {
  if (pageSizeSheet === undefined) {
    pageSizeSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSizeSheet];
  }
  pageSizeSheet.replaceSync(pageRule(paper));
}

export function printOnPaper(paper: Paper): void {
  setPaper(paper);
  window.print();
}
