// Issue #40's outside walk: a sandbox sale paid on Tron's Nile testnet, as the payment screen and the receipt say,
// was listed in the history as paid on "Tron", the main net no test money ever moves on. The history names the
// network the sale was paid on in the same words.
import { test, expect } from "crypto-checkout-kit/playwright";

test("the history names a test sale's network as the payment screen did: Tron Nile testnet", async ({
  terminal,
  page,
}) => {
  await terminal.open();
  const invoiceId = await terminal.charge("150");
  await terminal.chooseCoin("USDT", "Tron");
  await expect(page.locator("pos-payment")).toContainText("Tron Nile testnet");
  await terminal.walletPays(invoiceId);
  await expect(terminal.paidHeading).toBeVisible();
  await terminal.nav("History");
  const row = page.getByRole("row").filter({ hasText: "€1.50" });
  await expect(row).toContainText("USDT · Tron Nile testnet");
});
