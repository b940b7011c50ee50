// Issue #40, the counter's item grid: a quick item named by one long word ("Schokoladencroissant") was cut at its
// tile's edge instead of breaking inside it. Every character of every name must lie inside its tile sideways, measured
// character by character (a Range per character), which a name clamped to two lines on purpose passes: its hidden
// third line is below its first two, never beside the tile. A one-word name breaks like any other: two lines, then
// an ellipsis on a narrow tile (the basket line shows it whole).
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

/** Per tile: its name, and the characters outside the tile sideways. */
function tileNames(page: Page) {
  return page.locator("pos-sale").evaluate((sale) => {
    return [...sale.shadowRoot!.querySelectorAll<HTMLElement>(".items button")].map((tile) => {
      const name = tile.querySelector("span")!;
      const text = [...name.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())!;
      const box = tile.getBoundingClientRect();
      const sideways: string[] = [];
      const range = document.createRange();
      for (let i = 0; i < (text.textContent ?? "").length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) sideways.push(text.textContent![i]!);
      }
      return { name: text.textContent ?? "", sideways: sideways.join("") };
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
      expect(tiles.filter((x) => ONE_WORD.includes(x.name))).toHaveLength(ONE_WORD.length);
    }
  });
