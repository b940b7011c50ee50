import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator } from "@playwright/test";
import { test, expect } from "../pages/terminal-page.ts";

/** Reads a QR code on screen the way a phone camera would: from pixels. */
async function scan(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error("no QR code found in the screenshot");
  return code.data;
}

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

    expect(await scan(page.getByRole("img", { name: "Scan with your phone" }))).toMatch(new RegExp(`/pay/${invoiceId}$`));

    await terminal.chooseCoin("USDT", "Tron");
    await expect(page.getByText("Only send USDT on Tron.")).toBeVisible();
    // Tron has no URI standard: the code holds the bare address, shown in words beside it.
    const address = (await page.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/).textContent()) ?? "";
    expect(await scan(page.getByRole("img", { name: /^Send .* USDT$/ }))).toBe(address);
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

  test("puts amount, token contract and chain in the wallet QR on an EVM network", async ({ terminal, page }) => {
    await terminal.open();
    await terminal.charge("1000");
    await terminal.chooseCoin("USDT", "Ethereum");
    const uri = await scan(page.getByRole("img", { name: /^Send .* USDT$/ }));
    expect(uri).toMatch(/^ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1\/transfer\?address=0x[0-9a-fA-F]{40}&uint256=\d+$/);
  });

  test("after a failed create, Try again sends the same order and makes one invoice", async ({ terminal, page, stub }) => {
    await terminal.open();
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "internal_error", count: 20 });
    await terminal.typeAmount("900");
    await terminal.chargeButton.click();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Code: internal_error")).toBeVisible();
    await stub.clearFaults();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(terminal.scanHeading).toBeVisible();
    const orderId = await terminal.activeOrderId();
    expect(await terminal.invoicesForOrder(orderId)).toHaveLength(1);
    const bodies = (await stub.journal()).filter((r) => r.method === "POST" && r.path === "/public/v1/sdk");
    expect(bodies.length).toBeGreaterThan(1);
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
