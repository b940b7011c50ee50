/**
 * Issue #40, focus that follows each step: after the network choice and on every ending, focus is on the new screen's
 * heading (never dropped to the page's body), read the way assistive technology meets it, through the shadow roots
 * (document.activeElement → its shadowRoot.activeElement …). The first screen takes no focus from the page.
 */
import type { Page } from "@playwright/test";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

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

/** Opens the checkout and picks USDT, then Tron, as a customer with a keyboard does; returns the invoice id. */
async function payingWithTheKeyboard(checkout: CheckoutPage, attributes: Record<string, string | boolean> = {}) {
  await checkout.open({ ...CheckoutPage.defaults(), ...attributes });
  await expect(checkout.token("USDT")).toBeVisible();
  // The first screen takes no focus: the page keeps it.
  expect(await deepFocus(checkout.page)).toBe("BODY");
  await checkout.token("USDT").focus();
  await checkout.page.keyboard.press("Enter");
  await expectFocusOnHeading(checkout.page, "Choose the network for USDT");
  await checkout.network("Tron").focus();
  await checkout.page.keyboard.press("Enter");
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

test("paid: focus moves to Payment complete", async ({ stub, checkout, page }) => {
  const id = await payingWithTheKeyboard(checkout);
  await stub.simulate(id, "paid");
  await checkout.expectHeading("Payment complete");
  await expectFocusOnHeading(page, "Payment complete");
  await expect(checkout.heading).toHaveCSS("outline-style", "solid");
});

test("expired: focus moves to This payment expired", async ({ stub, checkout, page }) => {
  await payingWithTheKeyboard(checkout);
  await stub.advanceClock(3600);
  await expectFocusOnHeading(page, "This payment expired");
});

test("underpaid: focus moves to Payment incomplete", async ({ stub, checkout, page }) => {
  const id = await payingWithTheKeyboard(checkout);
  await stub.simulate(id, "underpay");
  await expect(checkout.notices.first()).toContainText("Part of the payment arrived");
  await stub.advanceClock(3600);
  await expectFocusOnHeading(page, "Payment incomplete");
});

test("cancelled: focus moves to Payment cancelled", async ({ checkout, page }) => {
  await checkout.open();
  await expect(checkout.token("USDT")).toBeVisible();
  await checkout.cancel();
  await expectFocusOnHeading(page, "Payment cancelled");
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
  await stub.simulate(id, "paid");
  await checkout.expectHeading("Payment complete");
  expect(await deepFocus(page)).toBe("INPUT");
});
