// The sale in view: on every tablet size, light, dark and Arabic, each line of a basket of eight is whole on screen with
// its − and + buttons, or the lines scroll with at least three whole ones in view and a note of how many more there are.
import type { Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 1024 },
  { width: 768, height: 1024 },
  { width: 800, height: 1280 },
] as const;

const VARIANTS = [
  { name: "light", locale: "en", dark: false },
  { name: "dark", locale: "en", dark: true },
  { name: "arabic", locale: "ar", dark: false },
] as const;

/** Seven items (one name long enough to wrap) and an amount typed on the keypad: eight lines. */
const ITEMS = [
  "Espresso = 2.40",
  "Flat white with oat milk, large = 4.20",
  "Croissant = 2.10",
  "Lemon cake = 3.50",
  "Bagel = 3.90",
  "Orange juice = 3.20",
  "Water = 1.50",
];

interface LineView {
  /** The line and its two buttons lie inside the list's visible box and the window, and nothing covers the buttons. */
  whole: boolean;
}

/** Where each line of the basket stands, measured in the page: inside the scrolling list and the window, not covered. */
async function measure(page: Page): Promise<{ lines: LineView[]; more: string | null }> {
  return page.evaluate(() => {
    const sale = document.querySelector("pos-app")?.shadowRoot?.querySelector("pos-sale");
    const root = sale?.shadowRoot;
    if (!root) throw new Error("no sale screen");
    const list = root.querySelector(".cart-lines");
    const box = list?.getBoundingClientRect();
    const top = Math.max(box?.top ?? 0, 0);
    const bottom = Math.min(box?.bottom ?? innerHeight, innerHeight);
    const inside = (r: DOMRect) =>
      r.top >= top - 0.5 && r.bottom <= bottom + 0.5 && r.left >= -0.5 && r.right <= innerWidth + 0.5;
    const uncovered = (el: Element) => {
      const r = el.getBoundingClientRect();
      const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit === el || el.contains(hit);
    };
    const lines = [...root.querySelectorAll('[data-testid="cart-line"], [data-testid="keyed-line"]')].map((line) => {
      const buttons = [...line.querySelectorAll("button")];
      const whole =
        inside(line.getBoundingClientRect()) && buttons.every((b) => inside(b.getBoundingClientRect()) && uncovered(b));
      return { whole };
    });
    const more = root.querySelector('[data-testid="more-lines"]');
    return { lines, more: more && (more as HTMLElement).offsetParent ? (more.textContent ?? "").trim() : null };
  });
}

async function expectBasketInView(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await reviewShot(page, `${name}.png`);
  const { lines, more } = await measure(page);
  expect(lines, name).toHaveLength(8);
  const whole = lines.filter((l) => l.whole).length;
  if (whole === lines.length) {
    expect(more, `${name}: every line in view, no "more" note`).toBeNull();
    return;
  }
  expect(whole, `${name}: at least three whole lines in view`).toBeGreaterThanOrEqual(3);
  // The note says how many lines are out of view, in the screen's language (digits as the page writes them).
  expect(more, `${name}: a note of the lines out of view`).not.toBeNull();
  const count = new Intl.NumberFormat(name.includes("arabic") ? "ar" : "en").format(lines.length - whole);
  expect(more, name).toContain(count);
}

for (const variant of VARIANTS) {
  test.describe(`the sale in view, ${variant.name}`, () => {
    test.use({ colorScheme: variant.dark ? "dark" : "light" });

    test("every line of an eight-line basket is whole on screen, or three are and a note says how many more", async ({
      terminal,
      page,
      stub: _stub,
    }) => {
      await page.setViewportSize(SIZES[0]);
      await terminal.open({ quickItems: ITEMS.join("\n"), tipPresets: "5, 10, 15", locale: variant.locale });
      const items = page.getByRole("group").filter({ has: page.getByRole("button", { name: /Espresso/ }) });
      for (const item of ITEMS)
        await items.getByRole("button", { name: new RegExp(item.split(" = ")[0] ?? "") }).click();
      await terminal.typeAmount("150");
      // The keypad reads 1 2 3 from the left in every language, Arabic included: a keypad is never mirrored.
      const one = await page.getByRole("button", { name: "1", exact: true }).boundingBox();
      const three = await page.getByRole("button", { name: "3", exact: true }).boundingBox();
      expect(one && three && one.x < three.x).toBe(true);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expectBasketInView(page, `${variant.name}-${size.width}x${size.height}`);
      }
    });
  });
}
