// The basket's total row with the longest amount the keypad takes (nine digits before the decimal point): its label and
// its figure never run into each other, in Arabic (right to left) and English, on a tablet either way up and a phone.
import type { Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";

const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

/** The least room between two words side by side on one line, in CSS pixels: "الإجمالي999" would read as one. */
const MIN_GAP = 8;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where the ink of the total row's label and of its figure lies: the boxes of their text, not of their elements. */
async function totalRowText(page: Page): Promise<{ label: Box; figure: Box; figureText: string }> {
  return page.evaluate(() => {
    const root = document.querySelector("pos-app")?.shadowRoot?.querySelector("pos-sale")?.shadowRoot;
    const figure = root?.querySelector('[data-testid="total"]');
    const label = figure?.parentElement?.firstElementChild;
    if (!figure || !label || label === figure) throw new Error("no total row");
    const textBox = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    return { label: textBox(label), figure: textBox(figure), figureText: figure.textContent ?? "" };
  });
}

// One sale per language, turned to each size in place: the row is laid out by CSS alone, so a resize lays it out as a
// fresh load at that size would, without a new setup and eleven key presses per size.
for (const locale of ["ar", "en"] as const) {
  test(`the total row keeps "${locale === "ar" ? "الإجمالي" : "Total"}" and a nine-digit figure apart at ${SIZES.map((s) => `${s.width}x${s.height}`).join(", ")}`, async ({
    terminal,
    page,
  }) => {
    await page.setViewportSize(SIZES[0]);
    await terminal.open({ locale });
    await terminal.typeAmount("99999999999");
    await expect(terminal.total).toContainText("999,999,999.99");
    for (const size of SIZES) {
      const at = `${size.width}x${size.height}`;
      await page.setViewportSize(size);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
      const { label, figure, figureText } = await totalRowText(page);
      const sameLine = label.top < figure.bottom && figure.top < label.bottom;
      if (sameLine) {
        // Side by side: the label at the row's start (the right in Arabic), a gap, then the figure.
        const gap = locale === "ar" ? label.left - figure.right : figure.left - label.right;
        expect(gap, `${at}: room between the label and "${figureText}"`).toBeGreaterThanOrEqual(MIN_GAP);
      } else {
        // Wrapped: the figure on the line below the label, never over it.
        expect(figure.top, `${at}: "${figureText}" below the label`).toBeGreaterThanOrEqual(label.bottom);
      }
      // And the whole figure is on screen within the row, not cut at the window's edge.
      expect(figure.left, at).toBeGreaterThanOrEqual(0);
      expect(figure.right, at).toBeLessThanOrEqual(size.width);
    }
  });
}
