import { expect, test } from "../fixtures.ts";
import { CheckoutPage } from "../pages/checkout-page.ts";
for (const [name, vp] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 900 }]] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`shots ${name} ${scheme}`, async ({ checkout, page, stub }) => {
      await page.setViewportSize(vp);
      await page.emulateMedia({ colorScheme: scheme });
      await checkout.open({ ...CheckoutPage.defaults(), theme: "auto" });
      await expect(checkout.method("USDT", "Tron")).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-1methods.png`, fullPage: true });
      await checkout.chooseMethod("USDC", "Base");
      await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-2pay.png`, fullPage: true });
      await stub.simulate(await checkout.invoiceId(), "underpay");
      await expect(checkout.notices.first()).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-3under.png`, fullPage: true });
      await stub.simulate(await checkout.invoiceId(), "paid");
      await checkout.expectHeading("Payment complete");
      await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-4paid.png`, fullPage: true });
    });
  }
}
test("shots demo", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.locator("crypto-checkout").getByRole("button").first().waitFor();
  await page.screenshot({ path: `/tmp/shots/demo.png`, fullPage: true });
  await page.locator("crypto-checkout").getByRole("button", { name: /USDT on Tron/ }).click();
  await page.locator("crypto-checkout").getByText("Send exactly").waitFor();
  await page.screenshot({ path: `/tmp/shots/demo-ar.png`, fullPage: true });
});
