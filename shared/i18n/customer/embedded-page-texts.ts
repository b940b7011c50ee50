/**
 * The words of the hosted page's embedded bar that no app draws itself, in English: its heading. Only the stub's page
 * writes them (from every language at once), so no browser app's English catalogue carries them.
 */
export const embeddedPageTexts = {
  payment_page_heading: "Crypto payment",
} as const;
