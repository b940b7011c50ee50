// Issue #40, outside walk: the shop's name in the terminal's header was cut at 768 px wide. It shows whole (wrapped
// between words when it must), beside the navigation or on its own row above it, at every tablet size and a phone;
// the navigation stays whole too.
import type { Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
];

/** The name's box against its text: whether any of the text is cut (clipped or ellipsised), and its rows. */
function shopName(page: Page) {
  return page.locator("pos-header").evaluate((header) => {
    const name = header.shadowRoot!.querySelector<HTMLElement>(".shop")!;
    const nav = header.shadowRoot!.querySelector("nav")!.getBoundingClientRect();
    const style = getComputedStyle(name);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.25;
    return {
      text: name.textContent,
      cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
      lines: Math.round(name.getBoundingClientRect().height / lineHeight),
      navInView: nav.left >= 0 && nav.right <= innerWidth,
    };
  });
}

for (const name of ["Bäckerei & Konditorei am Marktplatz", "Corner Café"])
  test(`the shop's name "${name}" shows whole in the header at every tablet size and a phone`, async ({
    terminal,
    page,
  }) => {
    await terminal.open({ shopName: name });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const shown = await shopName(page);
      expect(shown, JSON.stringify(size)).toEqual({
        text: name,
        cut: false,
        lines: expect.any(Number),
        navInView: true,
      });
      // Two lines at most, and a short name one.
      expect(shown.lines, JSON.stringify(size)).toBeLessThanOrEqual(name.length > 20 ? 2 : 1);
    }
  });
