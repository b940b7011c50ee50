/**
 * The final screens are a chunk of their own (widget/views/checkout-view/ending-chunk.ts): fetched while the payment
 * screen shows, so an ending shows whole when chunks can no longer be fetched, and named with "Try again" when it
 * never could be.
 */
import type { Request } from "@playwright/test";
import { expect, test } from "crypto-checkout-kit/playwright";

/** The ending chunk, as the widget's build names it. */
const ENDING_CHUNK = "**/crypto-checkout.ending-screen-*.js";
const isEndingChunk = (request: Request): boolean =>
  /\/crypto-checkout\.ending-screen-[^/]*\.js$/.test(new URL(request.url()).pathname);

/** A sentence only the ending chunk says (the paid screen's thanks). */
const THANKS = /Thank you\. [\d.]+ USDT received\./;

test("is fetched while the payment screen shows: the ending shows whole once chunks cannot be fetched", async ({
  stub,
  checkout,
  page,
}) => {
  const fetched = page.waitForRequest(isEndingChunk);
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  await expect(checkout.amountToSend).toBeVisible();
  // Before any ending: the payment screen asked for it once the browser was idle.
  await (await fetched).response();
  await page.route(ENDING_CHUNK, (route) => route.abort("internetdisconnected"));
  await stub.simulate(await checkout.invoiceId(), "paid");
  await checkout.expectHeading("Payment complete");
  await expect(checkout.host).toContainText(THANKS);
  await expect(checkout.retryButton).toHaveCount(0);
});

test("that cannot be fetched: the ending's heading with Try again, which brings the rest", async ({
  stub,
  checkout,
  page,
}) => {
  await page.route(ENDING_CHUNK, (route) => route.abort("failed"));
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  await stub.simulate(await checkout.invoiceId(), "paid");
  await checkout.expectHeading("Payment complete");
  await expect(checkout.retryButton).toBeVisible();
  await expect(checkout.host).not.toContainText(THANKS);

  // Still blocked: trying again says the same, with the same way on.
  await checkout.retryButton.click();
  await checkout.expectHeading("Payment complete");
  await expect(checkout.retryButton).toBeEnabled();

  await page.unroute(ENDING_CHUNK);
  await checkout.retryButton.click();
  await expect(checkout.host).toContainText(THANKS);
  await expect(checkout.retryButton).toHaveCount(0);
});
