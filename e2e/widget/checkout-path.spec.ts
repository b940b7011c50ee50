/**
 * Where our public invoice routes exist (the stub by default), the widget keeps its own screens and says so; the
 * `presentation` attribute still embeds the provider's hosted page. hosted-page.spec.ts has the provider's surface.
 */
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

test("the native path stays, and says so", async ({ checkout, page }) => {
  const lines: string[] = [];
  page.on("console", (m) => lines.push(m.text()));
  await checkout.open();
  await expect(checkout.token("USDT")).toBeVisible();
  const id = await checkout.invoiceId();
  await expect
    .poll(async () => (await checkout.events("checkout-path")).map((e) => e.detail))
    .toEqual([{ invoiceId: id, path: "native", reason: "read-answered" }]);
  expect(lines).toContain("[crypto-checkout] path: native (read-answered)");
  await expect(checkout.hostedFrame).toHaveCount(0);
});

test("presentation=embed embeds the hosted page all the same, and an overpayment is paid_over from the page's message", async ({
  stub,
  checkout,
}) => {
  await checkout.open({ ...CheckoutPage.defaults(), presentation: "embed" });
  const page = checkout.hostedPage;
  await page.getByRole("option", { name: /^USDT\b/ }).click();
  await page.getByRole("option", { name: /^Tron\b/ }).click();
  const id = await checkout.invoiceId();
  await expect
    .poll(async () => (await checkout.events("checkout-path")).map((e) => e.detail))
    .toEqual([{ invoiceId: id, path: "hosted-embed", reason: "attribute" }]);
  // The payment screen (its QR code) says the choice was taken: only then is there an address to pay.
  await expect(page.locator('svg[part="qr"]').first()).toBeVisible();
  await stub.simulate(id, "overpaid");
  await expect
    .poll(async () => (await checkout.events("checkout-paid")).map((e) => e.detail))
    .toEqual([
      // The order's amount as the service keeps it: trimmed, as the provider's SDKs say it answers ("25.00" → "25").
      { invoiceId: id, status: "paid_over", amount: "25", currency: "EUR", confirmedBy: "browser-message" },
    ]);
});
