import { test, expect } from "crypto-checkout-kit/playwright";
import type { Page } from "@playwright/test";

/** The first page's box of a PDF Chromium printed, in points (1/72 inch), from its /MediaBox [x0 y0 x1 y1]. */
async function printedPageBox(page: Page): Promise<{ width: number; height: number }> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  if (!box) throw new Error("the PDF has no /MediaBox");
  const [x0, y0, x1, y1] = box.slice(1).map(Number) as [number, number, number, number];
  return { width: x1 - x0, height: y1 - y0 };
}

const mm = (points: number) => Math.round((points / 72) * 25.4);

test.describe("printing", () => {
  test("prints a receipt on a page as wide as the paper chosen: 58 mm and 80 mm rolls, A4", async ({
    terminal,
    page,
    stub: _stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("1250");
    await terminal.chooseCoin("USDT", "Tron");
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    await page.getByRole("button", { name: "Print receipt" }).click();
    await expect(page.getByRole("article", { name: "Receipt" })).toBeVisible();

    // Before, "size: 58mm auto" was dropped as invalid and every paper came out on Letter (216 × 279 mm).
    await page.getByRole("button", { name: "58 mm" }).click();
    expect(mm((await printedPageBox(page)).width)).toBe(58);
    await page.getByRole("button", { name: "80 mm" }).click();
    expect(mm((await printedPageBox(page)).width)).toBe(80);
    await page.getByRole("button", { name: "A4" }).click();
    expect(await printedPageBox(page).then(({ width, height }) => [mm(width), mm(height)])).toEqual([210, 297]);
  });

  test("a test sale's receipt names the testnet as the screen did, captions its QR, and fits ids and times on 58 mm", async ({
    terminal,
    page,
    stub: _stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("1250");
    await terminal.chooseCoin("USDT", "Tron");
    await expect(page.getByText("Network: Tron Nile testnet")).toBeVisible();
    await terminal.walletPays(invoiceId);
    await page.getByRole("button", { name: "Print receipt" }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt.locator("dd").filter({ hasText: /^Tron Nile testnet$/ })).toHaveCount(1);
    await expect(receipt.getByRole("figure")).toContainText("Scan to open this payment's page");

    // On the 80 mm roll (the default) the ids are in a monospace face, selectable, and only they break anywhere.
    const faces = await receipt.locator("dd").evaluateAll((dds) =>
      dds.map((dd) => {
        const style = getComputedStyle(dd);
        const label = dd.previousElementSibling as Element;
        const face = /mono/i.test(style.fontFamily) ? "mono" : "prose";
        return `${label.textContent}: ${face} ${style.overflowWrap} ${style.userSelect}, label ${getComputedStyle(label).overflowWrap}`;
      }),
    );
    expect(faces.filter((f) => f.includes(": mono ")).sort(), faces.join("\n")).toEqual([
      "Invoice: mono anywhere text, label normal",
      "Order reference: mono anywhere text, label normal",
    ]);
    for (const face of faces.filter((f) => !f.includes(": mono "))) expect(face).toContain(": prose break-word");

    // On a 58 mm roll the invoice id, the order id and the time each take one line (or two at most, at a space).
    await page.getByRole("button", { name: "58 mm" }).click();
    await page.emulateMedia({ media: "print" });
    const lines = await receipt.locator("dd").evaluateAll((dds) =>
      dds.map((dd) => {
        const lineHeight =
          parseFloat(getComputedStyle(dd).lineHeight) || parseFloat(getComputedStyle(dd).fontSize) * 1.2;
        return { text: dd.textContent ?? "", lines: Math.round(dd.getBoundingClientRect().height / lineHeight) };
      }),
    );
    const invoice = lines.find((l) => l.text.startsWith("inv_"));
    const time = lines.find((l) => /\d{1,2}:\d{2}/.test(l.text));
    expect(invoice?.lines, JSON.stringify(lines)).toBe(1);
    expect(time?.lines, JSON.stringify(lines)).toBeLessThanOrEqual(2);
    for (const line of lines) expect(line.lines, JSON.stringify(line)).toBeLessThanOrEqual(2);
  });
});

test("on a 58 mm roll an item's name wraps in its own column and never runs into its price", async ({
  terminal,
  page,
  stub: _stub,
}) => {
  const items = [
    "Sparkling water 0.5 l = 2.90",
    "Schwarzwälderkirschtorte = 4.80",
    "Flat white with oat milk = 1234.50",
  ];
  await terminal.open({ quickItems: items.join("\n") });
  for (const name of [/Sparkling/, /Schwarzwälder/, /Flat white/])
    await page.getByRole("group", { name: "Items" }).getByRole("button", { name }).click();
  await terminal.chargeButton.click();
  await expect(terminal.scanHeading).toBeVisible();
  const invoiceId = await terminal.invoiceId();
  await terminal.chooseCoin("USDT", "Tron");
  await terminal.walletPays(invoiceId);
  await page.getByRole("button", { name: "Print receipt" }).click();
  const receipt = page.getByRole("article", { name: "Receipt" });
  await page.getByRole("button", { name: "58 mm" }).click();
  await page.emulateMedia({ media: "print" });

  // Where each line's words are drawn (their text's boxes, not their cells'), against the paper's edges.
  const lines = await receipt.getByTestId("receipt-line").evaluateAll((rows) =>
    rows.map((row) => {
      const [name, price] = [...row.querySelectorAll("td")].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const boxes = [...range.getClientRects()].filter((b) => b.width > 0);
        // Where the cell's words may reach at most, wherever they wrap: its content box's end.
        const reach = cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight);
        return {
          reach,
          left: Math.min(...boxes.map((b) => b.left)),
          right: Math.max(...boxes.map((b) => b.right)),
          top: Math.min(...boxes.map((b) => b.top)),
          lines: new Set(boxes.map((b) => Math.round(b.top))).size,
        };
      });
      const paper = row.closest("article")!.getBoundingClientRect();
      return { text: row.textContent?.replace(/\s+/g, " ").trim(), name: name!, price: price!, paper };
    }),
  );
  expect(lines).toHaveLength(3);
  for (const { text, name, price, paper } of lines) {
    const what = JSON.stringify({ text, name, price });
    // A space's width at least between the name's column (however its words wrap) and its price, both on the paper.
    // Before, the name's cell ended where the price began: a name filling its column ran into the price.
    expect.soft(name.right, what).toBeLessThanOrEqual(name.reach + 0.5);
    expect.soft(price.left - name.reach, what).toBeGreaterThanOrEqual(4);
    expect.soft(name.left, what).toBeGreaterThanOrEqual(paper.left - 0.5);
    expect.soft(price.right, what).toBeLessThanOrEqual(paper.right + 0.5);
    // The price is one line, level with the name's first line.
    expect.soft(price.lines, what).toBe(1);
    expect.soft(Math.abs(price.top - name.top), what).toBeLessThanOrEqual(2);
  }
  // A long name wraps (within its column) rather than pushing or covering the price.
  expect(Math.max(...lines.map((l) => l.name.lines))).toBeGreaterThan(1);
});
