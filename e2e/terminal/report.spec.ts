import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import Big from "big.js";
import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";

interface PrintedWord {
  readonly text: string;
  readonly xMin: number;
  readonly xMax: number;
}

/**
 * Prints the page to PDF as Chromium would on the paper chosen and reads back each word with its place, in points
 * (pdftotext -bbox, poppler-utils: `apt-get install poppler-utils`). Keeps the PDF and a PNG of its first page.
 */
function printedWords(pdf: Buffer, info: TestInfo, name: string): { width: number; words: PrintedWord[] } {
  const file = info.outputPath(`${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", file, info.outputPath(name)]);
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  const width = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  const words = [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({
    xMin: Number(m[1]),
    xMax: Number(m[2]),
    text: m[3]!
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"'),
  }));
  return { width, words };
}

/** The report printed on a roll: every word inside the part of the roll the print head reaches, none cut short. */
async function expectReportFitsRoll(
  page: Page,
  info: TestInfo,
  roll: 58 | 80,
  printable: number,
  expected: readonly string[],
) {
  await page.getByRole("button", { name: `${roll} mm` }).click();
  await page.emulateMedia({ media: "print" });
  const { width, words } = printedWords(await page.pdf({ preferCSSPageSize: true }), info, `report-${roll}mm`);
  await page.emulateMedia({ media: "screen" });
  const mm = (points: number) => (points / 72) * 25.4;
  expect(Math.round(mm(width))).toBe(roll);
  const margin = (roll - printable) / 2;
  const outside = words
    .filter((w) => mm(w.xMin) < margin - 0.5 || mm(w.xMax) > roll - margin + 0.5)
    .map((w) => `${w.text} ${mm(w.xMin).toFixed(1)}–${mm(w.xMax).toFixed(1)} mm`);
  expect(outside, `${roll} mm: words outside the ${printable} mm the print head reaches`).toEqual([]);
  // A phrase may wrap; a long id may break inside itself on the narrow roll: read across the breaks too.
  const text = words.map((w) => w.text).join(" ");
  const joined = words.map((w) => w.text).join("");
  for (const phrase of expected)
    expect(text.includes(phrase) || joined.includes(phrase.replace(/ /g, "")), `${roll} mm: ${phrase}`).toBe(true);
}

test.describe("end-of-day report", () => {
  test("adds up the sales made today to the cent, tips apart, after asking the API for open ones", async ({
    terminal,
    page,
    stub,
  }, info) => {
    await terminal.open({ tipPresets: "10" });

    // 12.50 + 10 % tip = 13.75, paid.
    await terminal.typeAmount("1250");
    await page.getByRole("button", { name: "10 %" }).click();
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
    await terminal.payAndFinish(await terminal.invoiceId());

    // 7.30, paid while this tablet (as far as it knows) still waited: only the refresh before the report counts it.
    const late = await terminal.charge("730");
    await terminal.payAndFinish(late);
    await terminal.setStoredStatus(late, "awaiting_payment");

    // 5.00, cancelled.
    await terminal.charge("500");
    await page.getByRole("button", { name: "Cancel sale" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(terminal.amount).toBeVisible();

    // 8.00, half paid when the invoice ended: what arrived counts in its token, and the sale is listed as short.
    const short = await terminal.charge("800");
    await terminal.chooseCoin("USDT", "Tron");
    expect(await terminal.walletPays(short, "underpay")).toBe("underpaid_waiting");
    await stub.advanceClock(60 * 60);
    await expect(page.getByRole("heading", { name: "Payment incomplete" })).toBeVisible({ timeout: 15_000 });
    const arrived =
      /^Received ([0-9.]+) USDT of ([0-9.]+) USDT$/.exec((await page.getByTestId("arrival").textContent()) ?? "") ?? [];
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(terminal.amount).toBeVisible();

    await terminal.nav("Report");
    const report = page.getByRole("article", { name: "End-of-day report" });
    await expect(report).toBeVisible();
    await expect(page.getByTestId("report-paid")).toHaveText(/Paid sales, tips included\s*2\s*€21\.05/);
    await expect(page.getByTestId("report-tips")).toHaveText(/Tips\s*€1\.25/);
    await expect(page.getByTestId("report-net")).toHaveText(/Without tips\s*€19\.80/);
    await expect(page.getByTestId("report-cancelled")).toHaveText(/Cancelled\s*1\s*€5\.00/);
    await expect(page.getByTestId("report-expired")).toHaveText(/Expired\s*0\s*€0\.00/);
    // The token's row counts the three sales a token arrived on, the underpaid one by the part that arrived (€4.00 of 8.00).
    await expect(report.getByRole("row", { name: /USDT · Tron Nile testnet/ })).toContainText(/3\s*€25\.05/);
    await expect(page.getByTestId("report-received")).toHaveText(/Received in total\s*3\s*€25\.05/);
    // A sandbox key: the report says so on screen and on paper.
    await expect(report.getByTestId("test-mode")).toHaveText(/test mode/i);
    // The token total is what arrived on every sale: the two paid ones and the half of the underpaid one.
    const invoices = await stub.invoices();
    const paidInUsdt = invoices.flatMap((i) =>
      i.payment?.currency === "USDT" && i.payment.paid ? [i.payment.paid] : [],
    );
    expect(paidInUsdt).toHaveLength(3);
    const places = Math.max(...paidInUsdt.map((p) => (p.split(".")[1] ?? "").length));
    const arrivedInUsdt = paidInUsdt.reduce((sum, p) => sum.plus(p), new Big(0)).toFixed(places);
    await expect(report.getByRole("row", { name: /USDT · Tron Nile testnet/ })).toContainText(`${arrivedInUsdt} USDT`);
    const shortSale = page.getByTestId("short-sale").filter({ hasText: short });
    await expect(shortSale).toHaveText(
      new RegExp(
        `Invoice ${short}\\s*${arrived[1]!.replace(".", "\\.")} USDT\\s*Asked: ${arrived[2]!.replace(".", "\\.")} USDT\\s*€4\\.00`,
      ),
    );
    await expect(page.getByTestId("report-underpaid")).toHaveText(/Underpaid\s*1\s*€4\.00/);

    // On an 80 mm roll only the report prints, 72 mm wide (what the print head reaches), the same frame as a receipt.
    await page.getByRole("button", { name: "80 mm" }).click();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print report" })).toBeHidden();
    expect(Math.round((await report.boundingBox())?.width ?? 0)).toBe(Math.round((72 / 25.4) * 96));
    await page.emulateMedia({ media: "screen" });

    // Printed, on either roll, every column stays inside what the print head reaches (48 of 58 mm, 72 of 80 mm).
    const printed = ["TEST MODE", "Received in total", "Missing (about)", "€4.00", "€25.05", short];
    await expectReportFitsRoll(page, info, 58, 48, printed);
    await expectReportFitsRoll(page, info, 80, 72, printed);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await (await download).createReadStream();
    let text = "";
    for await (const chunk of csv) text += String(chunk);
    expect(text).toContain("paid,total,2,21.05,EUR");
    expect(text).toContain("paid,tips,,1.25,EUR");
    expect(text).toContain("not paid,cancelled,1,5.00,EUR");
  });
});
