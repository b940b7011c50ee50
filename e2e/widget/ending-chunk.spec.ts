/**
 * The final screens are a chunk of their own (widget/views/checkout-view/ending-chunk.ts): fetched while the payment
 * screen shows, so an ending shows whole when chunks can no longer be fetched, and named with "Show details" when it
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
/** What fetches the ending again: never "Try again", which under "Payment complete" would read as paying again. */
const SHOW_DETAILS = { name: "Show details" } as const;

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
  await expect(checkout.host.getByRole("button", SHOW_DETAILS)).toHaveCount(0);
});

test("that cannot be fetched: the ending's heading with Show details, which brings the rest", async ({
  stub,
  checkout,
  page,
}) => {
  await page.route(ENDING_CHUNK, (route) => route.abort("failed"));
  const showDetails = checkout.host.getByRole("button", SHOW_DETAILS);
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  await stub.simulate(await checkout.invoiceId(), "paid");
  await checkout.expectHeading("Payment complete");
  await expect(showDetails).toBeVisible();
  await expect(checkout.retryButton).toHaveCount(0);
  await expect(checkout.host).not.toContainText(THANKS);

  // Still blocked: asking again says the same, with the same way on.
  await showDetails.click();
  await checkout.expectHeading("Payment complete");
  await expect(showDetails).toBeEnabled();

  await page.unroute(ENDING_CHUNK);
  await showDetails.click();
  await expect(checkout.host).toContainText(THANKS);
  await expect(showDetails).toHaveCount(0);
});
