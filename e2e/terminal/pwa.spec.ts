import { axeBuilder } from "../axe.ts";
import Big from "big.js";
import type { Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, expect, seedFixture, TerminalPage } from "crypto-checkout-kit/playwright";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs";
import { reviewShot } from "../review-shot.ts";

test.describe("terminal PWA", () => {
  test("is installable: Chromium's own check reports no error and the manifest matches the page", async ({
    playwright,
    baseURL,
    stub: _stub,
  }) => {
    // A normal profile, not Playwright's incognito context: Chromium never offers to install from incognito.
    const profile = mkdtempSync(join(tmpdir(), "terminal-install-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: findChromium() as string,
      args: CHROMIUM_ARGS,
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const terminal = new TerminalPage(page);
    await terminal.goto();
    await terminal.serviceWorkerReady();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(new URL(href ?? "", page.url()).href)).json()) as Record<
      string,
      unknown
    > & {
      icons: { sizes: string; purpose?: string; src: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Crypto Terminal",
      short_name: "Terminal",
      display: "standalone",
      start_url: "/terminal/",
      scope: "/terminal/",
    });
    const themeMeta = await page.locator('meta[name="theme-color"]').getAttribute("content");
    expect(manifest.theme_color).toBe(themeMeta);
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`);
    expect(icons).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const res = await page.request.get(new URL(icon.src, new URL(href ?? "", page.url())).href);
      expect(res.headers()["content-type"]).toContain("image/png");
    }
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test("speaks German when set up in German", async ({ terminal, page }) => {
    await terminal.open({ locale: "de" });
    await expect(page.getByRole("link", { name: "Neuer Verkauf" })).toBeVisible();
    await terminal.typeAmount("1250");
    await expect(terminal.amount).toHaveText("12,50 €");
    await expect(page.getByRole("button", { name: "12,50 € kassieren" })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
  });

  test("respects a currency without minor units (JPY)", async ({ terminal }) => {
    await terminal.open({ currency: "JPY" });
    await terminal.typeAmount("1250");
    await expect(terminal.amount).toHaveText("¥1,250");
    const invoiceId = await terminal.charge("");
    expect(invoiceId).toMatch(/^inv_/);
  });
});

/** The USDT amounts of the payment screen's "Received X USDT of Y USDT" line. */
async function receivedOfAsked(page: Page): Promise<{ received: string; asked: string }> {
  const text = (await page.getByText(/^Received /).textContent()) ?? "";
  const [, received, asked] = /^Received (\S+) USDT of (\S+) USDT$/.exec(text) ?? [];
  if (received === undefined || asked === undefined) throw new Error(`no "Received X USDT of Y USDT" line: ${text}`);
  return { received, asked };
}

test.describe("terminal endings", () => {
  test("shows time ran out when the invoice expires", async ({ terminal, page, stub }) => {
    await terminal.open();
    await terminal.charge("300");
    await stub.advanceClock(60 * 60);
    await expect(page.getByRole("heading", { name: "This payment expired" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Start a new sale to try again.")).toBeVisible();
  });

  test("shows what is left to pay while underpaid, then the underpaid ending and its receipt", async ({
    terminal,
    page,
    stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("1000");
    await terminal.chooseCoin("USDT", "Tron");
    expect(await terminal.walletPays(invoiceId, "underpay")).toBe("underpaid_waiting");
    await expect(page.getByText("Part of the payment arrived", { exact: true })).toBeVisible();
    // The big amount is what is left, told apart from what came and from the order's total in euros.
    await expect(page.getByText("Still to pay", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Received [0-9.]+ USDT of [0-9.]+ USDT$/)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("€10.00");
    await expect(page.locator("p", { has: page.getByTestId("order-total") })).toHaveText("Order total €10.00");
    // Everything fits a landscape tablet, down to the invoice reference staff quote.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.getByText(`Invoice ${invoiceId}`)).toBeInViewport({ ratio: 1 });
    await reviewShot(page, "underpaid-waiting-1024x768.png");
    const { received, asked } = await receivedOfAsked(page);
    await stub.advanceClock(60 * 60);
    await expect(page.getByRole("heading", { name: "Payment incomplete" })).toBeVisible({ timeout: 15_000 });
    // Half of €10.00 arrived: staff see what to charge in a new sale.
    await expect(page.getByTestId("missing")).toHaveText("About €5.00 is missing.");
    // The receipt tells what arrived from what was asked (it used to print the amount asked as if paid).
    await page.getByRole("button", { name: "Receipt" }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt).toContainText(`Arrived${received} USDT`);
    await expect(receipt).toContainText(`Asked${asked} USDT`);
  });

  test("tells staff what arrived when the customer paid more than asked", async ({ terminal, page }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("1000");
    await terminal.chooseCoin("USDT", "Tron");
    expect(await terminal.walletPays(invoiceId, "overpaid")).toBe("paid_over");
    await expect(page.getByRole("heading", { name: "Paid — more than asked" })).toBeVisible({ timeout: 15_000 });
    const { received, asked } = await receivedOfAsked(page);
    expect(new Big(received).gt(asked)).toBe(true);
    await page.getByRole("button", { name: "Print receipt" }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt).toContainText(`Arrived${received} USDT`);
    await expect(receipt).toContainText(`Asked${asked} USDT`);
  });

  test("charges the rest of an underpaid sale as a new sale, with a note naming the first invoice", async ({
    terminal,
    page,
    stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("1000");
    await terminal.chooseCoin("USDT", "Tron");
    await terminal.walletPays(invoiceId, "underpay");
    await stub.advanceClock(60 * 60);
    await page.getByRole("button", { name: "Charge the rest (€5.00)" }).click();
    // The keypad holds the rest; Charge stays the staff's to press.
    await expect(terminal.amount).toHaveText("€5.00");
    await expect(page.getByLabel("Note or reference (optional)")).toHaveValue(`Rest of invoice ${invoiceId}`);
    // The rest is a suggestion: typing replaces it (4, 5, 0 is €4.50, not €5,004.50), and back keeps editing it.
    await terminal.typeAmount("450");
    await expect(terminal.amount).toHaveText("€4.50");
    await page.getByRole("button", { name: "Delete last digit" }).click();
    await expect(terminal.amount).toHaveText("€0.45");
    await terminal.typeAmount("0");
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
    expect(await terminal.invoiceId()).not.toBe(invoiceId);
  });

  test("once the payment is seen, shows it being confirmed with no code or address left to pay again", async ({
    terminal,
    page,
    stub,
  }) => {
    await stub.reset({ ...seedFixture(), confirmation_seconds: 600, required_confirmations: 12 });
    await terminal.open();
    const invoiceId = await terminal.charge("1000");
    await terminal.chooseCoin("USDT", "Tron");
    await expect(page.getByTestId("address")).toBeVisible();
    expect(await terminal.walletPays(invoiceId)).toBe("confirming");
    await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("1 of 12 confirmations")).toBeVisible();
    await expect(page.getByText("Nothing more to pay", { exact: false })).toBeVisible();
    await expect(page.getByTestId("address")).toHaveCount(0);
    await expect(page.getByRole("img")).toHaveCount(0);
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await stub.advanceClock(600);
    await expect(terminal.paidHeading).toBeVisible({ timeout: 15_000 });
  });

  test("cancels the sale while the customer has not chosen yet, never offline", async ({
    terminal,
    page,
    context,
    stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("300");
    // Offline, a cancel would only be replayed later: it cannot be pressed until the network is back.
    await context.setOffline(true);
    await expect(page.getByRole("button", { name: "Cancel sale" })).toBeDisabled();
    await context.setOffline(false);
    await page.getByRole("button", { name: "Cancel sale" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    const inv = (await stub.invoices()).find((i) => i.invoice_id === invoiceId);
    expect(inv?.status).toBe("cancelled");
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(terminal.amount).toHaveText("€0.00");
  });
});
