// The spec README's "Testing your checkout with Playwright" tells a merchant to write, run in a fresh project that
// installed the packed tarball: a paid flow, a page on an origin the project does not allow, and a widget switched off.
import { expect, test } from "crypto-checkout-kit/playwright";

const embed = { "sdk-key": "pk_test_demo", "project-id": "prj_demo_shop", amount: "25.00", currency: "EUR" };

test("a customer pays the order in USDT on Tron", async ({ stub, checkout }) => {
  await checkout.open({ ...embed, "external-order-id": `order-${Date.now()}` });

  await checkout.chooseMethod("USDT", "Tron");
  await expect(checkout.networkWarning).toContainText("Tron");

  // The sandbox pays the invoice as a wallet would.
  await stub.simulate(await checkout.invoiceId(), "paid");

  await checkout.expectHeading("Payment complete");
  const [paid] = await checkout.events("checkout-paid");
  expect(paid?.detail.status).toBe("paid");
});

test("a shop page on an origin the project does not allow gets origin_not_allowed", async ({ checkout }) => {
  // The same stub through 127.0.0.1: another origin, which the seed's allowed_origins do not list.
  const otherOrigin = checkout.baseURL.replace("//localhost", "//127.0.0.1");
  await checkout.open({ ...embed, "external-order-id": `order-${Date.now()}`, "api-base": checkout.baseURL }, { origin: otherOrigin });

  await checkout.expectHeading("Crypto payment is not available");
  const [error] = await checkout.events("checkout-error");
  expect(error?.detail.code).toBe("origin_not_allowed");
});

test("the checkout says 'not available' when the widget is switched off", async ({ stub, checkout }) => {
  await stub.setWidgetActive("prj_demo_shop", false);
  await checkout.open({ ...embed, "external-order-id": `order-${Date.now()}` });

  await checkout.expectHeading("Crypto payment is not available");
  const [error] = await checkout.events("checkout-error");
  expect(error?.detail.code).toBe("widget_inactive");
});
