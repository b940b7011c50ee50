import { test, expect } from "../pages/terminal-page.ts";

test.describe("terminal sale", () => {
  test("sets up, charges with a tip, and shows paid once the wallet pays", async ({ terminal, stub, page }) => {
    await terminal.open({ tipPresets: "10, 15" });
    await terminal.typeAmount("1250");
    await expect(terminal.amount).toHaveText("€12.50");
    await page.getByRole("button", { name: "10 %" }).click();
    await expect(terminal.total).toHaveText("€13.75");
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
    const invoiceId = await terminal.invoiceId();

    const creates = (await stub.journal()).filter((r) => r.method === "POST" && r.path === "/public/v1/sdk");
    expect(creates).toHaveLength(1);

    await terminal.chooseCoin("USDT", "Tron");
    await expect(page.getByText("Only send USDT on Tron.")).toBeVisible();
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    await expect(page.getByText("€13.75").first()).toBeVisible();

    await page.getByRole("button", { name: "Print receipt" }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt.getByTestId("receipt-total")).toHaveText("€13.75");
    await expect(receipt).toContainText("Corner Café");
    await expect(receipt).toContainText(invoiceId);
    await expect(receipt).toContainText("Tron");
    await expect(receipt).toContainText("USDT");
    await expect(receipt.getByRole("img")).toBeVisible();
  });

  test("lists the sale in history after a reload, with its status from the API", async ({ terminal, page }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("500");
    await terminal.chooseCoin("USDT", "Tron");
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    await page.getByRole("button", { name: "New sale" }).click();
    await page.reload();
    await terminal.nav("History");
    const row = page.getByRole("row").filter({ hasText: "€5.00" });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("USDT · TRC20");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text.split("\r\n")[0]).toBe("created_at,external_order_id,invoice_id,status,amount,currency,tip,token,network,note");
    expect(text).toContain(`${invoiceId},paid,5.00,EUR`);
  });
});
