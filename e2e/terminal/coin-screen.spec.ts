import { axeBuilder } from "../axe.ts";
import { test, expect } from "crypto-checkout-kit/playwright";
import { checksumAddress } from "../../shared/payment-uri/evm-address.ts";

test.describe("the coin screen", () => {
  test("shows an EVM address checksummed and grouped, and lets staff stop waiting, saying the invoice stays open", async ({
    terminal,
    page,
    stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("1000");
    await terminal.chooseCoin("USDT", "Ethereum");

    // The address as the widget shows it: EIP-55 mixed case, "0x" and ten groups of four, and a copy is the address.
    const invoices = await stub.invoices();
    const address = invoices.find((i) => i.invoice_id === invoiceId)?.payment?.address ?? "";
    const shown = page.getByTestId("address");
    await expect(shown).toHaveText(checksumAddress(address));
    expect(checksumAddress(address)).not.toBe(address.toLowerCase());
    await expect(shown.locator(".group")).toHaveCount(11);

    // Stopping asks first, and tells the truth: past the coin choice the API cancels nothing.
    await page.getByRole("button", { name: "Stop waiting" }).click();
    const confirm = page.getByRole("group", { name: /can no longer be cancelled/ });
    await expect(confirm).toContainText("It stays open until its time runs out");
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await confirm.getByRole("button", { name: "Keep waiting" }).click();
    await expect(confirm).toBeHidden();
    await expect(shown).toBeVisible();

    await page.getByRole("button", { name: "Stop waiting" }).click();
    await page.getByRole("button", { name: "Back to the keypad" }).click();
    await expect(terminal.amount).toHaveText("€0.00");
    // No cancel was sent, and the invoice still waits for the customer.
    expect((await stub.journal()).filter((e) => e.path.endsWith("/cancel"))).toEqual([]);
    expect((await terminal.invoicesForOrder((await terminal.storedSales())[0]?.id ?? "")).map((i) => i.status)).toEqual(
      ["awaiting_payment"],
    );

    // A payment that still arrives shows in History once the statuses are refreshed.
    await terminal.walletPays(invoiceId);
    await terminal.nav("History");
    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await expect(page.locator(`tr[data-order]`).first()).toContainText("Paid");
  });

  test("keeps the network warning apart from Stop waiting and from the question's answers, at a tablet and a phone", async ({
    terminal,
    page,
    stub: _stub,
  }) => {
    await terminal.open();
    await terminal.charge("1000");
    await terminal.chooseCoin("USDT", "Tron");
    const warning = page.getByText(/^Send only USDT on the Tron Nile testnet network/);
    /** Pixels between the lowest of the buttons and the top of the warning under them. */
    const space = async (buttons: ReturnType<typeof page.getByRole>[]) => {
      const bottoms = await Promise.all(
        buttons.map(async (b) => (await b.boundingBox())!.y + (await b.boundingBox())!.height),
      );
      return (await warning.boundingBox())!.y - Math.max(...bottoms);
    };
    for (const size of [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      const stop = page.getByRole("button", { name: "Stop waiting" });
      expect(await space([stop]), `${size.width}: under Stop waiting`).toBeGreaterThanOrEqual(12);
      await stop.click();
      const answers = [
        page.getByRole("button", { name: "Back to the keypad" }),
        page.getByRole("button", { name: "Keep waiting" }),
      ];
      expect(await space(answers), `${size.width}: under the answers`).toBeGreaterThanOrEqual(12);
      await answers[1]!.click();
    }
  });

  test("cancels a sale still waiting for the customer through the public cancel route, after asking", async ({
    terminal,
    page,
    stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("500");
    await page.getByRole("button", { name: "Cancel sale" }).click();
    await page.getByRole("button", { name: "No" }).click();
    await expect(terminal.scanHeading).toBeVisible();
    await page.getByRole("button", { name: "Cancel sale" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    // The terminal is on an origin of its own: the browser's CORS preflight (OPTIONS) comes first, and changes nothing.
    const cancels = (await stub.journal()).filter((e) => e.method !== "OPTIONS" && e.path.endsWith("/cancel"));
    expect(cancels.map((e) => [e.method, e.path, e.status])).toEqual([
      ["POST", `/public/v1/sdk/invoices/${invoiceId}/cancel`, 200],
    ]);
  });
});
