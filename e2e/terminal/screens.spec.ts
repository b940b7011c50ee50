import { axeBuilder } from "../axe.ts";
import type { Page } from "@playwright/test";
import { test, expect, type TerminalPage } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

const VIEWPORTS = [
  { name: "landscape", width: 1024, height: 768 },
  { name: "portrait", width: 768, height: 1024 },
] as const;

/**
 * Runs axe (WCAG 2 A/AA) on the screen, with a full-page screenshot of it for review (E2E_SCREENSHOTS=1).
 * `contrastOnly` is for the dark scheme: only the colours change there, so only the contrast rule can give a different
 * answer.
 */
async function checkScreen(page: Page, name: string, contrastOnly = false) {
  await page.evaluate(() => document.fonts.ready);
  await reviewShot(page, `${name}.png`, { fullPage: true });
  const axe = axeBuilder(page);
  const results = await (
    contrastOnly ? axe.withRules(["color-contrast"]) : axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  ).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    name,
  ).toEqual([]);
}

/** Every touch target on screen is at least 48 × 48 CSS pixels. */
async function expectTouchTargets(page: Page, name: string) {
  const small = await page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll<HTMLElement>("button, a.button, select, input:not([type=checkbox])")) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && (r.width < 48 || r.height < 48))
          out.push(`${el.textContent?.trim() || el.id} ${r.width}x${r.height}`);
      }
      for (const host of root.querySelectorAll("*")) if (host.shadowRoot) walk(host.shadowRoot);
    };
    walk(document);
    return out;
  });
  expect(small, name).toEqual([]);
}

async function visitAll(terminal: TerminalPage, page: Page, prefix: string, dark: boolean) {
  const shot = async (name: string) => {
    // A sandbox key: every screen past the setup says TEST MODE in its header.
    if (name !== "setup")
      await expect(page.getByRole("banner").getByTestId("test-mode"), name).toHaveText(/test mode/i);
    await checkScreen(page, `${prefix}-${name}`, dark);
    // Sizes do not depend on the colour scheme: measured once per viewport, in light.
    if (!dark) await expectTouchTargets(page, `${prefix}-${name}`);
  };
  await terminal.goto();
  await expect(page.getByRole("heading", { name: "Set up this terminal" })).toBeVisible();
  await shot("setup");
  await terminal.setup({
    tipPresets: "5, 10, 15",
    quickItems: "Espresso = 2.40\nLemon cake = 3.50\nSparkling water 0.5 l = 2.90",
  });
  await terminal.typeAmount("4290");
  await expect(terminal.amount).toHaveText("€42.90");
  await page
    .getByRole("group", { name: "Items" })
    .getByRole("button", { name: /Espresso/ })
    .click();
  await expect(terminal.total).toHaveText("€45.30");
  await shot("sale");
  await page.getByRole("button", { name: "One less Espresso" }).click();
  await terminal.chargeButton.click();
  await expect(terminal.scanHeading).toBeVisible();
  const invoiceId = await terminal.invoiceId();
  await shot("scan");
  await page.getByRole("button", { name: "Choose coin here" }).click();
  await expect(page.getByRole("heading", { name: "Choose token and network" })).toBeVisible();
  await shot("choose");
  await page.getByRole("button", { name: "USDC Ethereum" }).click();
  await expect(page.getByText("Network: Sepolia")).toBeVisible();
  await shot("wallet");
  await terminal.walletPays(invoiceId);
  await expect(terminal.paidHeading).toBeVisible();
  await shot("paid");
  await page.getByRole("button", { name: "Print receipt" }).click();
  await expect(page.getByRole("article", { name: "Receipt" })).toBeVisible();
  await shot("receipt");
  await terminal.nav("History");
  await expect(page.getByRole("heading", { name: "Sales on this device" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "€42.90" })).toContainText("Paid");
  await shot("history");
  await terminal.nav("Report");
  await expect(page.getByTestId("report-paid")).toContainText("€42.90");
  await shot("report");
  await terminal.nav("Settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  const pairingLink = page.getByLabel("Pairing link");
  await expect(pairingLink).toHaveValue(/#\/pair\//);
  await shot("settings");
  await page.goto(await pairingLink.inputValue());
  await expect(page.getByRole("button", { name: "Use these settings" })).toBeVisible();
  await shot("pair");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(terminal.amount).toBeVisible();
  await page.goto(`/terminal/#/pair/ct1.damaged.link`);
  await expect(page.getByTestId("pair-problem")).toBeVisible();
  await shot("pair-refused");
  await page.getByRole("link", { name: "Back to the terminal" }).click();
  await terminal.nav("New sale");
  await terminal.charge("100");
  await page.getByRole("button", { name: "Cancel sale" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
  await shot("cancelled");
}

test.describe("terminal screens", () => {
  for (const vp of VIEWPORTS) {
    for (const scheme of ["light", "dark"] as const) {
      test(`every screen passes axe ${scheme === "dark" ? "contrast" : "with 48 px targets"} at ${vp.width}×${vp.height} (${scheme})`, async ({
        terminal,
        page,
        stub: _stub,
      }) => {
        // A walk through every screen with a screenshot and an axe run on each: about twenty, longer than one step.
        test.slow();
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await page.emulateMedia({ colorScheme: scheme });
        await visitAll(terminal, page, `${vp.name}-${scheme}`, scheme === "dark");
      });
    }
  }

  test("the PIN gate and the configuration problem screen pass axe", async ({ terminal, page, stub }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await terminal.open({ pin: "2468" });
    // Setup checks the project; the dashboard switching it to Low-Code afterwards is what Charge then meets.
    await stub.patchProject("prj_demo_terminal", { integration: "Low-Code" });
    await terminal.typeAmount("100");
    await terminal.chargeButton.click();
    await expect(terminal.problemText).toContainText("not a Terminal project");
    await checkScreen(page, "problem");
    await terminal.nav("Settings");
    await expect(page.getByRole("heading", { name: "Settings are locked" })).toBeVisible();
    await checkScreen(page, "pin-gate");
  });
});

test("on a phone no screen is wider than the phone: the history table scrolls inside its own region", async ({
  terminal,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await terminal.open({ quickItems: "Espresso = 2.40" });
  const invoiceId = await terminal.charge("1000");
  const nav = page.getByRole("navigation");
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  // While the payment shows, the phone's screen is the customer's: the header and its links give way, and come back
  // once the sale has ended and staff start a new one.
  await expect(nav).toBeHidden();
  await terminal.chooseCoin("USDT", "Tron");
  expect(await pageWidth(), "payment").toBeLessThanOrEqual(390);
  await terminal.walletPays(invoiceId);
  await expect(terminal.paidHeading).toBeVisible();
  await page.getByRole("button", { name: "New sale" }).click();
  await nav.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("region", { name: "Sales on this device" }).getByRole("table")).toBeVisible();
  expect(await pageWidth(), "history").toBeLessThanOrEqual(390);
  await nav.getByRole("link", { name: "Report" }).click();
  await expect(page.getByRole("article", { name: "End-of-day report" })).toBeVisible();
  expect(await pageWidth(), "report").toBeLessThanOrEqual(390);
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  expect(await pageWidth(), "settings").toBeLessThanOrEqual(390);
});
