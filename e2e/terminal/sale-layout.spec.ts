// The sale laid out by what the cashier needs, at the five tablet sizes and a phone, light, dark and Arabic: the quick
// items (24 of them) always whole, the basket the part that scrolls with its "N more lines" never over a line, and on
// the payment screen its status and "Stop waiting" (and that question's answers) above the fold. Measured as
// sale-in-view.spec.ts measures the basket: bounding boxes against the window and every scrolling box that clips them.
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

const TABLETS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 1024 },
  { width: 768, height: 1024 },
  { width: 800, height: 1280 },
] as const;
const PHONE = { width: 390, height: 844 } as const;
const SIZES = [...TABLETS, PHONE] as const;

const VARIANTS = [
  { name: "light", locale: "en", dark: false },
  { name: "dark", locale: "en", dark: true },
  { name: "arabic", locale: "ar", dark: false },
] as const;

/** 24 quick items, some names long enough to wrap on their tile. */
const ITEMS = [
  "Espresso = 2.40",
  "Double espresso = 3.10",
  "Flat white with oat milk, large = 4.20",
  "Cappuccino = 3.60",
  "Latte = 3.80",
  "Mocha = 4.10",
  "Tea = 2.20",
  "Chai latte = 3.90",
  "Hot chocolate = 3.50",
  "Iced coffee = 3.70",
  "Croissant = 2.10",
  "Pain au chocolat = 2.40",
  "Lemon cake = 3.50",
  "Carrot cake = 3.80",
  "Brownie = 2.90",
  "Cookie = 1.80",
  "Bagel = 3.90",
  "Toast = 4.50",
  "Soup of the day = 5.20",
  "Sandwich = 6.40",
  "Orange juice = 3.20",
  "Apple juice = 3.00",
  "Water = 1.50",
  "Sparkling water = 1.80",
];

/**
 * Whether each element's box lies whole inside the window (sideways always; downwards too unless `pageScrolls`) and
 * inside every ancestor, across shadow roots, that clips its overflow. A phone's page scrolls, so there only boxes
 * inside the page count.
 */
async function wholeness(targets: Locator, pageScrolls: boolean): Promise<boolean[]> {
  return targets.evaluateAll((els, scrolls) => {
    const parentOf = (n: Element): Element | null => n.parentElement ?? (n.getRootNode() as ShadowRoot).host ?? null;
    return els.map((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      if (r.left < -0.5 || r.right > innerWidth + 0.5) return false;
      if (!scrolls && (r.top < -0.5 || r.bottom > innerHeight + 0.5)) return false;
      for (let a = parentOf(el); a && a !== document.documentElement; a = parentOf(a)) {
        const style = getComputedStyle(a);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = a.getBoundingClientRect();
        if (r.top < clip.top - 0.5 || r.bottom > clip.bottom + 0.5) return false;
        if (r.left < clip.left - 0.5 || r.right > clip.right + 0.5) return false;
      }
      return true;
    });
  }, pageScrolls);
}

/** The note of lines out of view and the visible part of each basket line: they must never meet. */
async function moreNoteCoversALine(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.querySelector("pos-app")?.shadowRoot?.querySelector("pos-sale")?.shadowRoot;
    const more = root?.querySelector('[data-testid="more-lines"]');
    const list = root?.querySelector(".cart-lines");
    if (!root || !more || !list) return false;
    const m = more.getBoundingClientRect();
    const clip = list.getBoundingClientRect();
    return [...list.querySelectorAll(".line, .total")].some((line) => {
      const r = line.getBoundingClientRect();
      const top = Math.max(r.top, clip.top);
      const bottom = Math.min(r.bottom, clip.bottom);
      return bottom - top > 0.5 && top < m.bottom - 0.5 && bottom > m.top + 0.5;
    });
  });
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await reviewShot(page, `${name}.png`);
}

for (const variant of VARIANTS) {
  test.describe(`the sale laid out for the cashier, ${variant.name}`, () => {
    test.use({ colorScheme: variant.dark ? "dark" : "light" });

    test("24 quick items stay whole, the basket scrolls and its note never covers a line; the payment's status and Stop waiting stay above the fold", async ({
      terminal,
      page,
      stub: _stub,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(TABLETS[0]);
      await terminal.open({ quickItems: ITEMS.join("\n"), tipPresets: "5, 10, 15", locale: variant.locale });
      const grid = page.getByRole("group").filter({ has: page.getByRole("button", { name: /Espresso/ }) });
      const tiles = grid.getByRole("button");
      await expect(tiles).toHaveCount(24);
      // Eight lines in the basket (seven items and an amount typed on the keypad): more than most sizes show at once.
      for (const item of ITEMS.slice(0, 7))
        await tiles
          .filter({ hasText: item.split(" = ")[0] ?? "" })
          .first()
          .click();
      await terminal.typeAmount("150");
      const charge = page.locator("pos-sale button.charge");

      for (const size of SIZES) {
        const name = `sale-${variant.name}-${size.width}x${size.height}`;
        const phone = size === PHONE;
        await page.setViewportSize(size);
        await shot(page, name);
        const whole = await wholeness(tiles, phone);
        expect(whole.filter((w) => !w).length, `${name}: every quick item whole`).toBe(0);
        expect(await moreNoteCoversALine(page), `${name}: "more lines" over a line`).toBe(false);
        if (!phone) {
          const [chargeWhole] = await wholeness(page.locator("pos-sale .charge"), false);
          expect(chargeWhole, `${name}: Charge whole on screen`).toBe(true);
        }
      }
      await expect(charge).toBeEnabled();

      // The payment screen, once a coin is chosen: what it waits for and the way to stop waiting, above the fold.
      await page.setViewportSize(TABLETS[0]);
      await charge.click();
      // "Choose coin here", then the first token offered.
      await page.locator("pos-payment .actions button.primary").click();
      await page.locator("pos-payment .methods button").first().click();
      const status = page.locator("pos-payment .status");
      await expect(status).toBeVisible();
      const stop = page.locator("pos-payment .actions > button");
      for (const size of SIZES) {
        const name = `pay-${variant.name}-${size.width}x${size.height}`;
        await page.setViewportSize(size);
        await shot(page, name);
        expect(await wholeness(status, false), `${name}: status above the fold`).toEqual([true]);
        expect(await wholeness(stop, false), `${name}: Stop waiting above the fold`).toEqual([true]);
        await stop.click();
        const answers = page.locator("pos-payment .confirm.leave button");
        await expect(answers).toHaveCount(2);
        await shot(page, `${name}-confirm`);
        expect(await wholeness(answers, false), `${name}: both answers above the fold`).toEqual([true, true]);
        await answers.nth(1).click();
        await expect(stop).toBeVisible();
      }
    });
  });
}
