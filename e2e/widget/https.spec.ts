// The demo and the hosted payment page served over HTTPS by the stub itself (the fixture's stubHttps option).
import { expect, test } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

test.use({ stubHttps: true, ignoreHTTPSErrors: true });

test("a customer pays on the hosted page served over https, its countdown on the stub's clock", async ({
  stub,
  checkout,
  page,
}) => {
  expect(stub.url).toMatch(/^https:\/\/localhost:\d+$/);
  const invoice = await stub.merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "25.00",
    currency: "EUR",
    external_order_id: `https-${Date.now()}`,
  });
  expect(invoice.payment_url.startsWith(`${stub.url}/pay/`)).toBe(true);

  // The stub's clock moved 10 minutes on: the hosted page counts down what the invoice has left on that clock.
  await stub.advanceClock(600);
  await page.goto(invoice.payment_url);
  await checkout.chooseMethod("USDT", "Tron");
  const window = Number(invoice.expires_at) - invoice.created_at;
  const left = window - 600;
  await expect(checkout.countdown).toContainText(/\d+:\d\d/);
  expect(Math.abs((await checkout.secondsLeft()) - left)).toBeLessThanOrEqual(5);
  await reviewShot(page, "https-hosted-page.png");

  await stub.simulate(invoice.invoice_id, "paid");
  await checkout.expectHeading("Payment complete");
});
