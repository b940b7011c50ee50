import { axeBuilder } from "../axe.ts";
import { test, expect, SANDBOX } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

test.describe("first-run setup", () => {
  test("a project that is not a Terminal project is named at setup, before any sale, and no invoice is made", async ({
    terminal,
    page,
  }) => {
    await terminal.goto();
    await terminal.setup({ projectId: SANDBOX.projectId });
    await expect(page.getByText("This project is not a Terminal project.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Terminal project id")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Terminal project id")).toBeFocused();
    await expect(page.getByRole("heading", { name: "Set up this terminal" })).toBeVisible();
    expect(await terminal.invoiceCount(SANDBOX.projectId)).toBe(0);

    await page.getByLabel("Terminal project id").fill(SANDBOX.terminalProjectId);
    await terminal.saveButton.click();
    await expect(terminal.amount).toBeVisible();
  });

  test("an unknown public key is named at setup", async ({ terminal, page }) => {
    await terminal.goto();
    await terminal.setup({ sdkKey: "pk_test_typo" });
    await expect(page.getByText("The public key is missing, malformed or unknown.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Public key")).toHaveAttribute("aria-invalid", "true");
  });

  test("offline, the setup is saved with a warning that it could not be checked", async ({
    terminal,
    page,
    context,
  }) => {
    await terminal.goto();
    await context.setOffline(true);
    await terminal.setup();
    await expect(page.getByTestId("settings-unchecked")).toHaveText(
      "Saved without a check: this tablet is offline. The key and project will be tried at the first sale.",
    );
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
    await reviewShot(page, "setup-offline.png", { fullPage: true });
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.setOffline(false);
    await terminal.nav("New sale");
    await expect(terminal.amount).toBeVisible();
  });

  test("a wrong quick item names its line, and too many name the limit", async ({ terminal, page }) => {
    await terminal.goto();
    await terminal.setup({ quickItems: "Espresso = 2.40\n\nLemon cake 3.50" });
    await expect(
      page.getByText("Line 3: write a name, then = and a price above zero, such as Espresso = 2.40."),
    ).toBeVisible();
    await page.getByLabel(/Quick items/).fill(Array.from({ length: 25 }, (_, i) => `Item ${i + 1} = 1`).join("\n"));
    await terminal.saveButton.click();
    await expect(page.getByText("25 quick items: at most 24 fit on the sale screen.")).toBeVisible();
  });
});

test.describe("setup in the tablet's language", () => {
  test.use({ locale: "de-AT" });

  test("speaks the first language of navigator.languages the terminal knows, until one is chosen", async ({
    terminal,
    page,
  }) => {
    await terminal.goto();
    await expect(page.getByRole("heading", { name: "Terminal einrichten" })).toBeVisible();
    await expect(page.getByLabel("Öffentlicher Schlüssel", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Sprache")).toHaveValue("de");
  });
});
