// docs/stub.md's "Testing your checkout with Playwright" example, as a merchant writes it: copy it into your own suite,
// and it checks your checkout end to end against a stub of its own per Playwright worker.
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

test("a customer pays the order in USDT on Tron", async ({ stub, checkout }) => {
  // Your checkout page with the widget; here a page the page object serves with the sandbox keys.
  await checkout.open({
    "sdk-key": "pk_test_demo",
    "project-id": "prj_demo_shop",
    amount: "25.00",
    currency: "EUR",
    "external-order-id": `order-${Date.now()}`,
  });

  await checkout.chooseMethod("USDT", "Tron");
  await expect(checkout.networkWarning).toContainText("Tron");

  // The sandbox pays the invoice as a wallet would.
  await stub.simulate(await checkout.invoiceId(), "paid");

  await checkout.expectHeading("Payment complete");
  // The event is a hint for the page; your server ships only after the signed API or a webhook says paid.
  const [paid] = await checkout.events("checkout-paid");
  expect(paid?.detail.status).toBe("paid");
});

test("a page on an origin the project does not allow gets origin_not_allowed", async ({ checkout }) => {
  // The same stub through 127.0.0.1: another origin, which the seed's allowed_origins do not list.
  const otherOrigin = checkout.baseURL.replace("//localhost", "//127.0.0.1");
  await checkout.open({ ...CheckoutPage.defaults(), "api-base": checkout.baseURL }, { origin: otherOrigin });
  await checkout.expectHeading("Crypto payment is not available");
  expect((await checkout.events("checkout-error"))[0]?.detail.code).toBe("origin_not_allowed");
});

test("the checkout says 'not available' when the widget is switched off", async ({ stub, checkout }) => {
  await stub.setWidgetActive("prj_demo_shop", false);
  await checkout.open();
  await checkout.expectHeading("Crypto payment is not available");
  expect((await checkout.events("checkout-error"))[0]?.detail.code).toBe("widget_inactive");
});
