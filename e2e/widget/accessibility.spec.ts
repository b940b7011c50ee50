import AxeBuilder from "@axe-core/playwright";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import type { Page } from "@playwright/test";

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include("crypto-checkout").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("axe finds nothing", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`in every state of the flow (${theme})`, async ({ stub, checkout, page }) => {
      await checkout.open({ ...CheckoutPage.defaults(), theme });
      await expect(checkout.token("USDT")).toBeVisible();
      await expectNoAxeViolations(page);

      await checkout.chooseMethod("USDT", "Tron");
      await checkout.otherDevice.click();
      await expectNoAxeViolations(page);

      const id = await checkout.invoiceId();
      await stub.simulate(id, "underpay");
      await expect(checkout.notices.first()).toContainText("Part of the payment arrived");
      await expectNoAxeViolations(page);

      await stub.simulate(id, "paid");
      await checkout.expectHeading("Payment complete");
      await expectNoAxeViolations(page);
    });
  }

  test("in the error, cancelled and Arabic states", async ({ stub, checkout, page }) => {
    await stub.setWidgetActive("prj_demo_shop", false);
    await checkout.open();
    await checkout.expectHeading("Crypto payment is not available");
    await expectNoAxeViolations(page);

    await stub.reset();
    await checkout.open();
    await checkout.cancel();
    await checkout.expectHeading("Payment cancelled");
    await expectNoAxeViolations(page);

    await checkout.open({ ...CheckoutPage.defaults(), locale: "ar" });
    await expect(checkout.methods.first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const theme of ["light", "dark"] as const) {
    for (const locale of ["en", "he"] as const) {
      test(`in every state of the method choice (${theme}, ${locale === "he" ? "right to left" : "left to right"})`, async ({
        stub: _stub,
        checkout,
        page,
      }) => {
        const open = () => checkout.open({ ...CheckoutPage.defaults(), theme, locale });
        await open();
        await expect(checkout.token("USDT")).toBeVisible();
        await expectNoAxeViolations(page);
        await checkout.token("USDT").click();
        await expect(checkout.network("Tron")).toBeVisible();
        await expectNoAxeViolations(page);
        await checkout.network("Solana").click();
        await expect(checkout.amountToSend).toBeVisible();
        // Next visit: the remembered method is tagged on both steps.
        await open();
        await expect(checkout.token("USDT")).toBeVisible();
        await expectNoAxeViolations(page);
        await checkout.token("USDT").click();
        await expect(checkout.network("Solana")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
