// Issue #40, outside walk: the shop's name in the terminal's header was cut at 768 px wide. It shows whole (wrapped
// between words when it must), beside the navigation or on its own row above it, at every tablet size and a phone;
// the navigation stays whole too.
import type { Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

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
    // Upright, and on a phone, the name may take a row above the navigation, which stays one row.
    for (const size of [SIZES[0]!, SIZES[3]!]) {
      await page.setViewportSize(size);
      const row = await navRow(page);
      expect({ oneRow: row.oneRow, navInView: row.navInView }, JSON.stringify(size)).toEqual({
        oneRow: true,
        navInView: true,
      });
    }
  });

/**
 * The header on a phone: its height (a bounding box), TEST MODE whole in view, and the four sections on one row of
 * targets a thumb can take, each link named by its section's words.
 */
function phoneHeader(page: Page) {
  return page.locator("pos-header").evaluate((header) => {
    const root = header.shadowRoot!;
    const box = (el: Element) => el.getBoundingClientRect();
    const testMode = root.querySelector("[data-testid=test-mode]");
    const t = testMode ? box(testMode) : null;
    const links = [...root.querySelectorAll("nav a")].map(box);
    return {
      height: Math.round(box(header).height),
      testModeInView:
        t !== null && t.width > 0 && t.left >= 0 && t.right <= innerWidth && t.bottom <= box(header).bottom,
      navOneRow: new Set(links.map((l) => Math.round(l.top))).size === 1,
      linksInView: links.every((l) => l.left >= 0 && l.right <= innerWidth),
      smallestTarget: Math.round(Math.min(...links.map((l) => Math.min(l.width, l.height)))),
    };
  });
}

for (const variant of [
  { name: "light", locale: "en", dark: false, links: ["New sale", "History", "Report", "Settings"] },
  { name: "dark", locale: "en", dark: true, links: ["New sale", "History", "Report", "Settings"] },
  { name: "Arabic", locale: "ar", dark: false, links: ["عملية بيع جديدة", "السجل", "التقرير", "الإعدادات"] },
])
  test.describe(`on a 390x844 phone, ${variant.name}`, () => {
    test.use({ colorScheme: variant.dark ? "dark" : "light", viewport: { width: 390, height: 844 } });

    test("the header is compact: TEST MODE and the four sections in one row, under 112 px", async ({
      terminal,
      page,
    }) => {
      await terminal.open({ shopName: "Bäckerei & Konditorei am Marktplatz", locale: variant.locale });
      // 178 px it was with "Corner Café" (the links on two rows), 244 px with this name.
      const shown = await phoneHeader(page);
      expect(shown, JSON.stringify(shown)).toEqual({
        height: shown.height <= 112 ? shown.height : "at most 112",
        testModeInView: true,
        navOneRow: true,
        linksInView: true,
        smallestTarget: shown.smallestTarget >= 44 ? shown.smallestTarget : "at least 44",
      });
      const nav = page.getByRole("navigation");
      for (const name of variant.links) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      await page.evaluate(() => scrollTo(0, 0));
      await reviewShot(page, `phone-header-${variant.name}.png`);
    });
  });
