/**
 * Issue #40, focus that follows each step: after the network choice and on every ending, focus is on the new screen's
 * heading (never dropped to the page's body), read the way assistive technology meets it, through the shadow roots
 * (document.activeElement → its shadowRoot.activeElement …). The first screen takes no focus from the page.
 *
 * Each change is announced once: where focus moves to the new heading (a screen reader reads it), no live region
 * (role status, alert or log, or aria-live) says anything new at that moment; where focus stays, a live region does.
 */
import type { Page } from "@playwright/test";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import { liveRegions, newlySaid, recordLiveWords, takeLiveWords } from "../live-regions.ts";

/** The element that really has focus, through every shadow root on the way: its tag and text, or BODY. */
function deepFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.tagName} ${(active.textContent ?? "").trim()}`.trim() : "none";
  });
}

/** Focus lands on the heading `text` (an h2 the customer can be sent back to with tabindex=-1). */
async function expectFocusOnHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => deepFocus(page)).toBe(`H2 ${text}`);
}

/**
 * Runs `step`, waits until focus is on the heading `heading`, and checks the change was announced once: by that
 * heading alone, no live region saying anything new as well, not even for a moment (recordLiveWords).
 */
async function expectStepSaidOnce(page: Page, heading: string, step: () => Promise<unknown>): Promise<void> {
  const before = await liveRegions(page);
  await takeLiveWords(page);
  await step();
  await expectFocusOnHeading(page, heading);
  expect(newlySaid(before, await liveRegions(page))).toEqual([]);
  expect(await takeLiveWords(page), `a live region said more than the heading "${heading}"`).toEqual([]);
}

/** Opens the checkout and picks USDT, then Tron, as a customer with a keyboard does; returns the invoice id. */
async function payingWithTheKeyboard(checkout: CheckoutPage, attributes: Record<string, string | boolean> = {}) {
  await recordLiveWords(checkout.page);
  await checkout.open({ ...CheckoutPage.defaults(), ...attributes });
  await expect(checkout.token("USDT")).toBeVisible();
  // The first screen takes no focus: the page keeps it.
  expect(await deepFocus(checkout.page)).toBe("BODY");
  await checkout.token("USDT").focus();
  await expectStepSaidOnce(checkout.page, "Choose the network for USDT", () => checkout.page.keyboard.press("Enter"));
  await checkout.network("Tron").focus();
  await expectStepSaidOnce(checkout.page, "Waiting for your payment", () => checkout.page.keyboard.press("Enter"));
  await expect(checkout.amountToSend).toBeVisible();
  return checkout.invoiceId();
}

test("the network choice takes focus to the payment screen's heading, with a ring a keyboard user sees", async ({
  checkout,
  page,
}) => {
  await payingWithTheKeyboard(checkout);
  await expectFocusOnHeading(page, "Waiting for your payment");
  // That heading is for screen readers; the screen it names shows the ring.
  await expect(checkout.host.locator("section.stack:has(> h2#pay)")).toHaveCSS("outline-style", "solid");
});

test("a token and a network chosen with clicks: each step's heading takes focus and is said once", async ({
  checkout,
  page,
}) => {
  await recordLiveWords(page);
  await checkout.open();
  await expect(checkout.token("USDT")).toBeVisible();
  await expectStepSaidOnce(page, "Choose the network for USDT", () => checkout.token("USDT").click());
  await expectStepSaidOnce(page, "Waiting for your payment", () => checkout.network("Tron").click());
});

test("paid: focus moves to Payment complete", async ({ stub, checkout, page }) => {
  const id = await payingWithTheKeyboard(checkout);
  await expectStepSaidOnce(page, "Payment complete", () => stub.simulate(id, "paid"));
  await expect(checkout.heading).toHaveCSS("outline-style", "solid");
});

test("expired: focus moves to This payment expired", async ({ stub, checkout, page }) => {
  await payingWithTheKeyboard(checkout);
  await expectStepSaidOnce(page, "This payment expired", () => stub.advanceClock(3600));
});

test("underpaid: focus moves to Payment incomplete", async ({ stub, checkout, page }) => {
  const id = await payingWithTheKeyboard(checkout);
  // Part of the payment arriving leaves focus where it is, on the same screen: the live region says it.
  const before = await liveRegions(page);
  await stub.simulate(id, "underpay");
  await expect(checkout.notices.first()).toContainText("Part of the payment arrived");
  await expect
    .poll(async () => newlySaid(before, await liveRegions(page)))
    .toEqual(["status: Part of the payment arrived"]);
  await expectFocusOnHeading(page, "Waiting for your payment");
  await expectStepSaidOnce(page, "Payment incomplete", () => stub.advanceClock(3600));
});

test("cancelled: focus moves to Payment cancelled", async ({ checkout, page }) => {
  await recordLiveWords(page);
  await checkout.open();
  await expect(checkout.token("USDT")).toBeVisible();
  await expectStepSaidOnce(page, "Payment cancelled", () => checkout.cancel());
});

test("an ending does not take focus from the page when the customer is elsewhere on it", async ({
  stub,
  checkout,
  page,
}) => {
  await checkout.open(CheckoutPage.defaults(), {
    body: `<label>Order note <input id="note"></label>
      <crypto-checkout ${Object.entries(CheckoutPage.defaults())
        .map(([k, v]) => `${k}="${v}"`)
        .join(" ")}></crypto-checkout>`,
  });
  await checkout.chooseMethod("USDT", "Tron");
  const id = await checkout.invoiceId();
  await page.getByLabel("Order note").focus();
  const before = await liveRegions(page);
  await stub.simulate(id, "paid");
  await checkout.expectHeading("Payment complete");
  expect(await deepFocus(page)).toBe("INPUT");
  // Focus stayed on the page: the live region is what says the payment is complete.
  expect(newlySaid(before, await liveRegions(page))).toEqual(["status: Payment complete"]);
});
