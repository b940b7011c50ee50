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

const WIDE = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 1024 },
];

/** Where the navigation sits against the shop's name: on the same row, and in one row of its own links. */
function navRow(page: Page) {
  return page.locator("pos-header").evaluate((header) => {
    const root = header.shadowRoot!;
    const name = root.querySelector<HTMLElement>(".shop")!;
    const n = name.getBoundingClientRect();
    const nav = root.querySelector("nav")!.getBoundingClientRect();
    const linkTops = [...root.querySelectorAll("nav a")].map((a) => Math.round(a.getBoundingClientRect().top));
    return {
      besideName: nav.top < n.bottom && n.top < nav.bottom,
      oneRow: new Set(linkTops).size === 1,
      navInView: nav.left >= 0 && nav.right <= innerWidth,
      title: name.title,
    };
  });
}

for (const name of [
  "Bäckerei & Konditorei am Marktplatz",
  "Bäckerei, Konditorei und Café Müller am Marktplatz der Stadt",
])
  test(`at 1024 px and wider the navigation keeps one row beside "${name.slice(0, 20)}…"`, async ({
    terminal,
    page,
  }) => {
    await terminal.open({ shopName: name });
    for (const size of WIDE) {
      await page.setViewportSize(size);
      expect(await navRow(page), JSON.stringify(size)).toEqual({
        besideName: true,
        oneRow: true,
        navInView: true,
        title: name,
      });
    }
    // Upright the name may take a row above the navigation, which stays one row; on a phone the links may wrap.
    for (const size of [SIZES[0]!, SIZES[3]!]) {
      await page.setViewportSize(size);
      const row = await navRow(page);
      expect({ oneRow: row.oneRow || size.width < 700, navInView: row.navInView }, JSON.stringify(size)).toEqual({
        oneRow: true,
        navInView: true,
      });
    }
  });
