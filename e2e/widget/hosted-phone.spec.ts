/**
 * Issue #38: on the provider's documented surface the hosted page is one surface. On a phone (390x844) it opens over
 * the whole screen, under one slim bar of the widget's, with its code in view without scrolling; on wider screens the
 * frame in the card and in the pay button's dialog shows amount, address and code without scrolling; and every ending
 * the page reports (underpaid, expired, cancelled) or its close ends outside the frame, in the card, on a new payment,
 * the shop's contact and the way back. Measured (e2e/hosted-fit.ts), and photographed light, dark and in Arabic.
 */
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import type { Locator, Page } from "@playwright/test";
import { expectCodeInView, expectFrameDocumentFits, measureFrameFit } from "../hosted-fit.ts";
import { reviewShot, reviewShotsWanted } from "../review-shot.ts";

test.use({ stubProviderSurface: true });

const PHONE = { width: 390, height: 844 };
const FAIL_URL = "https://shop.example/cart";

/** The widget with new attempts and the way back, as a shop on the provider's surface embeds it. */
const attributes = () => ({ ...CheckoutPage.defaults(), "new-attempts": true, "fail-url": FAIL_URL });

/** The customer picks USDT on Tron inside the page and sees its code. */
async function chooseInFrame(checkout: CheckoutPage): Promise<void> {
  const page = checkout.hostedPage;
  await page.getByRole("option", { name: /^USDT\b/ }).click();
  const tron = page.getByRole("option", { name: /^Tron\b/ });
  if (await tron.isVisible()) await tron.click();
  await expect(page.getByRole("img", { name: /QR/ }).first()).toBeVisible();
}

/** At the phone's size: the widget on the provider's surface, and the page opened over the whole screen from the card. */
async function openOverlay(page: Page, checkout: CheckoutPage): Promise<Locator> {
  await page.setViewportSize(PHONE);
  await checkout.open(attributes());
  const overlay = checkout.host.locator("dialog.overlay");
  await checkout.host.getByRole("button", { name: "Continue to payment" }).click();
  await expect(overlay).toBeVisible();
  return overlay;
}

/**
 * Whether no control behind `overlay` has focus: focus, followed through shadow roots, is inside it (in the embedded
 * page: its frame is), or on none of the page's elements (the browser's own controls, where a modal dialog lets it go).
 */
async function focusKeptIn(overlay: Locator): Promise<boolean> {
  return overlay.evaluate((dialog) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === null || active === document.body || dialog.contains(active);
  });
}

/** Screenshots of what the card shows now, at the phone's size and 1280x800, light and dark. */
async function photograph(page: Page, name: string): Promise<void> {
  if (!reviewShotsWanted()) return;
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await reviewShot(page, `${name}-${size.width}x${size.height}-${colorScheme}.png`, { fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(PHONE);
}

test("on a phone the page opens over the whole screen: one bar, the code in view, focus kept inside and given back on Escape and close", async ({
  page,
  checkout,
}) => {
  const overlay = await openOverlay(page, checkout);
  expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
  await chooseInFrame(checkout);
  // The code wholly on the screen and in the frame, with neither the frame nor the page scrolled.
  expectCodeInView(await measureFrameFit(page, checkout.hostedFrame), "390x844");
  // And the page's whole payment view fits the frame: nothing in it to scroll to.
  await expectFrameDocumentFits(checkout.hostedFrame, "390x844");

  // One bar, the widget's, at the top of the screen with the page right under it to the bottom: nothing between, no
  // second header. It holds the shop, TEST MODE, the total and a close button clear of the edge; the page draws none.
  const bar = overlay.locator(".bar");
  await expect(bar).toHaveCount(1);
  const barBox = await bar.boundingBox();
  expect(barBox?.y).toBe(0);
  const frameBox = await checkout.hostedFrame.boundingBox();
  expect(Math.abs((frameBox?.y ?? 0) - ((barBox?.y ?? 0) + (barBox?.height ?? 0)))).toBeLessThanOrEqual(1);
  expect(Math.abs((frameBox?.y ?? 0) + (frameBox?.height ?? 0) - PHONE.height)).toBeLessThanOrEqual(1);
  await expect(bar).toContainText("Pay Demo shop");
  await expect(bar).toContainText(/Test mode/i);
  await expect(bar).toContainText("€25.00");
  await expect(checkout.hostedFrame).toHaveAttribute("src", /[?&]header=embedder(&|$)/);
  await expect(checkout.hostedPage.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expect(checkout.hostedPage.locator("crypto-checkout").getByText("Pay Demo shop")).toBeHidden();
  const close = bar.getByRole("button", { name: "Close" });
  const closeBox = await close.boundingBox();
  expect(PHONE.width - ((closeBox?.x ?? 0) + (closeBox?.width ?? 0))).toBeGreaterThanOrEqual(8);
  await reviewShot(page, "phone-overlay-390x844.png");

  // Focus stays inside: backwards from the close button, the bar's only control, it does not reach the card behind,
  // nor forwards through the page.
  await close.focus();
  for (const key of ["Shift+Tab", "Shift+Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"]) {
    await page.keyboard.press(key);
    expect(await focusKeptIn(overlay), `focus kept in the overlay after ${key}`).toBe(true);
  }

  // Escape closes it (focus in the widget's bar); focus returns to the card, on the button that opens it again.
  await close.focus();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  const again = checkout.host.getByRole("button", { name: "Show the payment page again" });
  await expect(again).toBeFocused();
  // The close ends outside the page, as native mode's endings do: a new payment, the shop's contact, the way back.
  await expect(checkout.host.getByRole("heading", { name: "Payment page closed" })).toBeVisible();
  await expect(
    checkout.host.getByText("If you sent money, even late or in part, the shop sees that payment."),
  ).toBeVisible();
  await expect(checkout.host.getByRole("link", { name: "Email help@demo-shop.example" })).toBeVisible();
  await expect(checkout.host.getByRole("link", { name: "Return to Demo shop" })).toHaveAttribute("href", FAIL_URL);
  await photograph(page, "closed-en");
  await checkout.newAttemptButton.click();
  const id = await checkout.invoiceId();
  await expect
    .poll(async () => (await checkout.events("checkout-new-attempt")).map((e) => e.detail))
    .toEqual([{ invoiceId: id, reason: "closed" }]);
  // And the page comes back, over the whole screen, from the button the focus went back to; its close button, clicked,
  // closes it and gives focus back to that button too.
  await again.click();
  await expect(overlay).toBeVisible();
  expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
  await close.click();
  await expect(overlay).toBeHidden();
  await expect(again).toBeFocused();
});

/** What a test can ask of the stub to end a payment. */
interface StubClock {
  simulate(invoiceId: string, stage: "underpay"): Promise<unknown>;
  advanceClock(seconds: number): Promise<unknown>;
}

const endings: {
  reason: "underpaid" | "expired" | "cancelled";
  heading: string;
  said: string;
  end: (stub: StubClock, id: string, checkout: CheckoutPage) => Promise<void>;
}[] = [
  {
    reason: "underpaid",
    heading: "Payment incomplete",
    said: "The payment page reported that less than the amount due arrived.",
    end: async (stub, id) => {
      await stub.simulate(id, "underpay");
      await stub.advanceClock(3 * 3600);
    },
  },
  {
    reason: "expired",
    heading: "This payment expired",
    said: "The payment page reported that the time to pay ran out.",
    end: async (stub) => {
      await stub.advanceClock(3 * 3600);
    },
  },
  {
    reason: "cancelled",
    heading: "Payment cancelled",
    said: "The payment page reported that this payment was cancelled.",
    end: async (_stub, _id, checkout) => {
      await checkout.hostedPage.getByRole("button", { name: "Cancel payment" }).click();
      await checkout.hostedPage.getByRole("button", { name: "Yes, cancel" }).click();
    },
  },
];

for (const ending of endings) {
  test(`${ending.reason} inside the page ends outside it: a new payment, the shop's contact, the way back`, async ({
    page,
    stub,
    checkout,
  }) => {
    await openOverlay(page, checkout);
    if (ending.reason !== "cancelled") await chooseInFrame(checkout);
    const id = await checkout.invoiceId();
    await ending.end(stub, id, checkout);

    // The overlay gives way to the card's own final screen, which says only what the page reported.
    await expect(checkout.host.locator("dialog.overlay")).toBeHidden();
    await expect(checkout.host.getByRole("heading", { name: ending.heading })).toBeVisible();
    await expect(checkout.host.getByText(ending.said)).toBeVisible();
    await expect(
      checkout.host.getByText("If you sent money, even late or in part, the shop sees that payment."),
    ).toBeVisible();
    await expect(checkout.host.getByRole("link", { name: "Email help@demo-shop.example" })).toBeVisible();
    await expect(checkout.host.getByRole("link", { name: "Return to Demo shop" })).toHaveAttribute("href", FAIL_URL);
    await expect(checkout.openPaymentPage).toHaveCount(0);
    await photograph(page, `${ending.reason}-en`);
    await checkout.newAttemptButton.click();
    await expect
      .poll(async () => (await checkout.events("checkout-new-attempt")).map((e) => e.detail))
      .toEqual([{ invoiceId: id, reason: ending.reason }]);
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test(`${size.width}x${size.height}: amount, address and code show in the card's frame and the dialog's`, async ({
    page,
    checkout,
  }) => {
    await page.setViewportSize(size);
    await checkout.open(attributes());
    await chooseInFrame(checkout);
    const fit = await measureFrameFit(page, checkout.hostedFrame);
    expectCodeInView(fit, `card ${size.width}x${size.height}`);
    await expectFrameDocumentFits(checkout.hostedFrame, `card ${size.width}x${size.height}`);
    await expect(checkout.hostedPage.getByText("Send exactly")).toBeInViewport();
    await expect(checkout.hostedPage.getByText("To this address")).toBeInViewport();
    await reviewShot(page, `card-${size.width}x${size.height}.png`);

    // The same in the pay button's dialog.
    const button = new CheckoutPage(page, checkout.baseURL);
    const attrs = Object.entries({ ...attributes(), "external-order-id": CheckoutPage.orderId() })
      .map(([k, v]) => (v === true ? k : `${k}="${String(v)}"`))
      .join(" ");
    await button.open(attributes(), { body: `<crypto-pay-button ${attrs}></crypto-pay-button>` });
    await page.getByRole("button", { name: "Pay with crypto" }).click();
    await chooseInFrame(button);
    expectCodeInView(await measureFrameFit(page, button.hostedFrame), `dialog ${size.width}x${size.height}`);
    await expectFrameDocumentFits(button.hostedFrame, `dialog ${size.width}x${size.height}`);
    await reviewShot(page, `dialog-${size.width}x${size.height}.png`);
  });
}

/** The same endings in Arabic, right to left: the card's final screen, photographed light and dark at both sizes. */
for (const reason of ["underpaid", "expired", "cancelled", "closed"] as const) {
  test(`${reason}, in Arabic: the card ends on a new payment, the shop's contact and the way back`, async ({
    page,
    stub,
    checkout,
  }) => {
    await page.setViewportSize(PHONE);
    await checkout.open({ ...attributes(), locale: "ar" });
    await checkout.host.locator(".launch").click();
    const id = await checkout.invoiceId();
    if (reason === "closed") await checkout.host.locator("dialog.overlay .close").click();
    else if (reason === "cancelled") {
      await checkout.hostedPage.getByRole("button", { name: "إلغاء الدفع" }).click();
      await checkout.hostedPage.getByRole("button", { name: "نعم، ألغِ" }).click();
    } else {
      if (reason === "underpaid") {
        await checkout.hostedPage.getByRole("option", { name: /USDT/ }).first().click();
        await checkout.hostedPage.getByRole("option").first().click();
        await expect(checkout.hostedPage.getByRole("img").first()).toBeVisible();
        // In Arabic too (its words run longer), the payment view fits the frame over the phone's screen.
        await expectFrameDocumentFits(checkout.hostedFrame, "390x844 ar");
        await stub.simulate(id, "underpay");
      }
      await stub.advanceClock(3 * 3600);
    }
    await expect(checkout.host.locator("dialog.overlay")).toBeHidden();
    await expect(checkout.host.locator(".card[dir=rtl] .ending")).toBeVisible();
    await expect(checkout.host.locator('a[href^="mailto:help@demo-shop.example"]')).toBeVisible();
    await expect(checkout.host.locator('[part="return"]')).toHaveAttribute("href", FAIL_URL);
    await expect(checkout.host.locator("cc-ending button.primary")).toHaveCount(1);
    await photograph(page, `${reason}-ar`);
  });
}

/** The pay button's markup for the same checkout, on an order of its own. */
function payButtonBody(): string {
  const attrs = Object.entries({ ...attributes(), "external-order-id": CheckoutPage.orderId() })
    .map(([k, v]) => (v === true ? k : `${k}="${String(v)}"`))
    .join(" ");
  return `<crypto-pay-button ${attrs}></crypto-pay-button>`;
}

/** The buttons named Close on screen: the shop page's (shadow roots included) and the embedded page's own, in its frame. */
async function visibleCloseButtons(page: Page, frame: CheckoutPage["hostedPage"]): Promise<number> {
  let count = 0;
  for (const button of [
    ...(await page.getByRole("button", { name: "Close" }).all()),
    ...(await frame.getByRole("button", { name: "Close" }).all()),
  ]) {
    if (await button.isVisible()) count += 1;
  }
  return count;
}

test("on a phone, Escape pressed inside the page closes the overlay, and focus returns to the card", async ({
  page,
  checkout,
}) => {
  const overlay = await openOverlay(page, checkout);
  // Focus inside the frame, on the page's first coin: the key goes to the frame's document, not the widget's.
  const coin = checkout.hostedPage.getByRole("option", { name: /^USDT\b/ });
  await coin.focus();
  await expect(coin).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(checkout.host.getByRole("heading", { name: "Payment page closed" })).toBeVisible();
  await expect(checkout.host.getByRole("button", { name: "Show the payment page again" })).toBeFocused();
  expect((await checkout.events("paymos:close")).length).toBe(1);
});

for (const size of [PHONE, { width: 1024, height: 768 }]) {
  test(`${size.width}x${size.height}: the pay button's dialog around the embedded page has one close, Escape in the page closes it`, async ({
    page,
    checkout,
  }) => {
    await page.setViewportSize(size);
    const button = new CheckoutPage(page, checkout.baseURL);
    await button.open(attributes(), { body: payButtonBody() });
    const trigger = page.getByRole("button", { name: "Pay with crypto" });
    await trigger.click();
    const dialog = page.locator("crypto-pay-button dialog[part=dialog]");
    await expect(dialog).toBeVisible();
    if (size === PHONE) await button.host.getByRole("button", { name: "Continue to payment" }).click();
    const coin = button.hostedPage.getByRole("option", { name: /^USDT\b/ });
    await expect(coin).toBeVisible();
    await reviewShot(page, `pay-button-${size.width}x${size.height}.png`);
    expect(await visibleCloseButtons(page, button.hostedPage)).toBe(1);

    // Escape inside the page: the page posts its documented close, and the dialog around it closes.
    await coin.focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}
