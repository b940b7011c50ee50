import { test, expect } from "crypto-checkout-kit/playwright";

test.describe("quick items", () => {
  test("item buttons add to the sale beside a typed amount, quantities change, and every line of the receipt adds up to its total", async ({
    terminal,
    page,
    stub: _stub,
  }) => {
    await terminal.open({ quickItems: "Espresso = 2.4\nLemon cake = 3.50", tipPresets: "10" });
    const items = page.getByRole("group", { name: "Items" });
    await items.getByRole("button", { name: /Espresso/ }).click();
    await items.getByRole("button", { name: /Espresso/ }).click();
    await items.getByRole("button", { name: /Lemon cake/ }).click();
    await page.getByRole("button", { name: "One less Espresso" }).click();
    await expect(terminal.total).toHaveText("€5.90");
    await page.getByRole("button", { name: "One more Espresso" }).click();
    // The keypad still takes an open amount on top of the items, shown as a line of its own.
    await terminal.typeAmount("150");
    await expect(page.getByTestId("keyed-line")).toHaveText(/Amount entered\s*€1\.50/);
    await page.getByRole("button", { name: "Custom" }).click();
    await page.getByLabel("Custom tip amount (EUR)").fill("0.98");
    await page.getByLabel("Note or reference (optional)").fill("Table 4");
    await expect(terminal.total).toHaveText("€10.78");

    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
    await expect(page.getByTestId("pay-amount")).toHaveText("€10.78");
    const invoiceId = await terminal.invoiceId();
    await terminal.chooseCoin("USDT", "Tron");
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    await page.getByRole("button", { name: "Print receipt" }).click();
    // 4.80 + 3.50 + 1.50 typed + 0.98 tip: the printed lines are the whole 10.78, the typed amount included, in a
    // customer's words ("Other amount", not the till's "Amount entered"), under a labelled total, with the note.
    const receipt = page.getByRole("article", { name: "Receipt" });
    const lines = receipt.getByRole("table", { name: "Items" }).getByRole("row");
    await expect(lines).toHaveText([
      /2 × Espresso\s*€4\.80/,
      /1 × Lemon cake\s*€3\.50/,
      /Other amount\s*€1\.50/,
      /Tip\s*€0\.98/,
    ]);
    await expect(page.getByTestId("receipt-total")).toHaveText("€10.78");
    await expect(receipt).toContainText(/Total\s*€10\.78/);
    await expect(receipt).toContainText(/Note\s*Table 4/);
    // The sandbox's invoice (is_test): the receipt says TEST MODE.
    await expect(receipt.getByTestId("test-mode")).toHaveText(/test mode/i);

    // The next sale starts empty.
    await terminal.nav("New sale");
    await expect(terminal.total).toHaveText("€0.00");
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
  });
});
