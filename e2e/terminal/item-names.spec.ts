// Issue #40, the counter's item grid: a quick item named by one long word ("Schokoladencroissant") was cut at its
// tile's edge instead of breaking inside it. Every character of every name must lie inside its tile sideways, measured
// character by character (a Range per character), which a name clamped to two lines on purpose passes: its hidden
// third line is below the tile, never beside it. A one-word name shows whole, downwards too.
import type { Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";

const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

const ONE_WORD = ["Schokoladencroissant", "Cappuccinomilchschaum"];
const ITEMS = [
  "Schokoladencroissant = 2.90",
  "Cappuccinomilchschaum = 3.20",
  "Flat white with oat milk, large = 4.20",
  "Espresso = 2.40",
];

/** Per tile: its name, the characters outside the tile sideways, and those outside it at all. */
function tileNames(page: Page) {
  return page.locator("pos-sale").evaluate((sale) => {
    return [...sale.shadowRoot!.querySelectorAll<HTMLElement>(".items button")].map((tile) => {
      const name = tile.querySelector("span")!;
      const text = [...name.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())!;
      const box = tile.getBoundingClientRect();
      const sideways: string[] = [];
      const anywhere: string[] = [];
      const range = document.createRange();
      for (let i = 0; i < (text.textContent ?? "").length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        const outSideways = r.left < box.left - 0.5 || r.right > box.right + 0.5;
        if (outSideways) sideways.push(text.textContent![i]!);
        if (outSideways || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) anywhere.push(text.textContent![i]!);
      }
      return { name: text.textContent ?? "", sideways: sideways.join(""), anywhere: anywhere.join("") };
    });
  });
}

for (const locale of ["en", "ar"])
  test(`a one-word item name breaks inside its tile, never cut at its edge (${locale})`, async ({ terminal, page }) => {
    await terminal.open({ quickItems: ITEMS.join("\n"), locale });
    await expect(page.locator("pos-sale .items button")).toHaveCount(ITEMS.length);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => document.fonts.ready);
      const tiles = await tileNames(page);
      const at = `${locale} ${size.width}x${size.height}`;
      for (const tile of tiles) expect(tile.sideways, `${at}: "${tile.name}" cut at its tile's side`).toBe("");
      for (const tile of tiles.filter((x) => ONE_WORD.includes(x.name)))
        expect(tile.anywhere, `${at}: "${tile.name}" whole on its tile`).toBe("");
    }
  });
