/**
 * Issue #23, "nobody trapped": what a customer on a phone sees when they slip (a cancel tapped by mistake), when the
 * card could mislead them (a QR code that is not the payment's, a countdown on a wrong phone clock, an order too
 * small for any method), in light and dark, left to right and right to left.
 */
import { axeBuilder } from "../axe.ts";
import type { Page } from "@playwright/test";
import { PNG } from "pngjs";
import jsQR from "jsqr";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

const PHONE = { width: 390, height: 844 };

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeBuilder(page).include("crypto-checkout").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

type Look = readonly ["light" | "dark", "en" | "he" | "ar"];

/** Sets the element's theme and language in place, as a page that switches them does, and waits for the new words. */
async function showIn(page: Page, [theme, locale]: Look): Promise<void> {
  await page.locator("crypto-checkout").evaluate(
    (el, [t, l]) => {
      el.setAttribute("theme", t);
      el.setAttribute("locale", l);
    },
    [theme, locale] as const,
  );
  const card = page.locator("crypto-checkout").locator('[part="card"]');
  await expect(card).toHaveAttribute("lang", locale);
  await expect(card).not.toHaveAttribute("aria-busy", "true");
}

/** English light, Arabic dark: left to right and right to left. */
const LOOKS_EN_AR: readonly Look[] = [
  ["light", "en"],
  ["dark", "ar"],
];

/**
 * Checks the screen on show in each look (theme and language, so each direction) without walking the flow again for
 * each: the element re-renders in place when its `theme` and `locale` attributes change. axe and a screenshot in each
 * look, then the element goes back to the first look for the rest of the flow.
 */
async function expectEachLook(
  page: Page,
  looks: readonly Look[],
  shot: string,
  { fullPage = false, each }: { fullPage?: boolean; each?: (look: Look) => Promise<void> } = {},
): Promise<void> {
  for (const look of looks) {
    await showIn(page, look);
    await each?.(look);
    await expectNoAxeViolations(page);
    await reviewShot(page, `${shot}-${look[0]}-${look[1]}.png`, { fullPage });
  }
  await showIn(page, looks[0]!);
}

test.describe("a cancel needs a second, deliberate tap", () => {
  for (const locale of ["en", "he"] as const) {
    test(`asks before cancelling and "keep paying" leaves the order untouched (light and dark, ${locale})`, async ({
      checkout,
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await checkout.open({ ...CheckoutPage.defaults(), theme: "light", locale });
      await expect(checkout.methods.first()).toBeVisible();
      const cancel = checkout.host.locator(".link-button");
      await cancel.click();
      // The question, with "keep paying" first and focused: a stray second tap on the same spot cancels nothing.
      const confirm = checkout.host.locator(".confirm");
      await expect(confirm).toBeVisible();
      // Dark is checked on the same question (the theme switches in place), not by cancelling a second time.
      await expectEachLook(
        page,
        [
          ["light", locale],
          ["dark", locale],
        ],
        "cancel-confirm",
        {
          each: () => expect(confirm.getByRole("button").first()).toBeFocused(),
        },
      );
      await confirm.getByRole("button").first().click();
      await expect(confirm).toHaveCount(0);
      await expect(cancel).toBeFocused();
      await expect(checkout.methods.first()).toBeVisible();
      expect(await checkout.events("checkout-cancelled")).toEqual([]);
    });
  }

  test("cancels on the second tap", async ({ checkout, stub }) => {
    await checkout.open();
    const id = await checkout.invoiceId();
    await checkout.cancelButton.click();
    await expect(checkout.confirmCancelButton).toBeVisible();
    await expect(checkout.host.getByText("Cancel this payment? The order stays unpaid.")).toBeVisible();
    expect((await stub.merchant.getInvoice(id)).status).toBe("awaiting_client");
    await checkout.confirmCancelButton.click();
    await checkout.expectHeading("Payment cancelled");
    expect((await stub.merchant.getInvoice(id)).status).toBe("cancelled");
  });
});

test("the payment page's own QR code cannot pass for the payment code", async ({ checkout, page }) => {
  await page.setViewportSize(PHONE);
  await checkout.open();
  // USDC: a sandbox invoice's payment code needs a testnet contract, and Circle publishes Sepolia's.
  await checkout.chooseMethod("USDC", "Ethereum");
  const [created] = await checkout.events("checkout-invoice-created");
  await checkout.otherDevice.click();
  const section = checkout.host.locator(".other-device");
  await expect(section).toContainText("Not a payment code.");
  await expect(section).toContainText("Scan it with your phone's camera to open this page there");
  await expect(checkout.pageLinkQr).toHaveAccessibleName("QR code of the link to this payment page");
  // It encodes the page's link, and it is visibly smaller than the payment code.
  const png = PNG.sync.read(await checkout.pageLinkQr.screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(created?.detail.paymentUrl);
  const [link, pay] = [await checkout.pageLinkQr.boundingBox(), await checkout.walletQr.boundingBox()];
  expect(link!.width).toBeLessThan(pay!.width * 0.75);
  // And no copy field offers the link as if it were something to pay to.
  await expect(section.locator("cc-copy-field")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await reviewShot(page, "other-device.png", { fullPage: true });
});

test("the hosted page counts down on the server's clock, not a phone five minutes slow", async ({ checkout, page }) => {
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  const id = await checkout.invoiceId();
  const before = await checkout.secondsLeft();
  expect(before).toBeLessThanOrEqual(900);
  await page.clock.install({ time: Date.now() - 5 * 60_000 });
  await checkout.openHosted(id);
  await expect(checkout.amountToSend).toBeVisible();
  // A phone clock five minutes slow would read about 19:58 left on a 15-minute invoice.
  await expect.poll(() => checkout.secondsLeft()).toBeLessThanOrEqual(900);
  expect(await checkout.secondsLeft()).toBeGreaterThan(800);
});

test.describe("an order below the minimum says what is wrong", () => {
  test("before any method was chosen (light, en; dark, ar)", async ({ checkout, page }) => {
    await page.setViewportSize(PHONE);
    await checkout.open({ ...CheckoutPage.defaults(), amount: "0.50", theme: "light", locale: "en" });
    await checkout.expectHeading("This order is too small for crypto payment");
    await expect(checkout.panel).toContainText("Please choose another way to pay.");
    await expect(checkout.panel).not.toContainText("This method cannot be used");
    expect((await checkout.events("checkout-error"))[0]?.detail.code).toBe("invoice_amount_below_minimum");
    await expectEachLook(page, LOOKS_EN_AR, "below-minimum", {
      each: ([, locale]) =>
        checkout.expectHeading(
          locale === "en" ? "This order is too small for crypto payment" : "هذا الطلب أصغر من أن يُدفع بالعملات المشفرة",
        ),
    });
  });
});

test.describe("a chosen method is final, and a page that handles new attempts offers another way", () => {
  const createdIds = async (checkout: CheckoutPage) =>
    (await checkout.events("checkout-invoice-created")).map((e) => String(e.detail.invoiceId));

  for (const [theme, locale] of [
    ["light", "en"],
    ["dark", "he"],
  ] as const) {
    test(`says the choice is final, then "pay another way" starts a new invoice (${theme}, ${locale})`, async ({
      checkout,
      stub,
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await checkout.answerNewAttempts();
      await checkout.open({ ...CheckoutPage.defaults(), "new-attempts": true, theme, locale });
      await expect(checkout.methods.first()).toBeVisible();
      if (locale === "en")
        await expect(checkout.host.getByText("Your choice is final for this payment.")).toBeVisible();
      const [first] = await createdIds(checkout);
      await checkout.host.getByRole("option").first().click();
      await checkout.host.getByRole("option").first().click();
      await expect(checkout.amountToSend).toBeVisible();
      const change = checkout.host.locator(".link-button");
      await change.click();
      await expect(checkout.host.locator(".confirm")).toBeVisible();
      await expect(checkout.host.locator(".confirm button").first()).toBeFocused();
      await expectNoAxeViolations(page);
      await reviewShot(page, `change-method-${theme}-${locale}.png`, { fullPage: true });
      await checkout.host.locator(".confirm button").last().click();
      // The page answered with a new external-order-id: a new invoice, back on the method list.
      await expect(checkout.methods.first()).toBeVisible();
      await expect.poll(async () => (await createdIds(checkout)).length).toBe(2);
      const [, second] = await createdIds(checkout);
      expect(second).not.toBe(first);
      expect((await checkout.events("checkout-new-attempt")).map((e) => e.detail)).toEqual([
        { invoiceId: first, reason: "change_method" },
      ]);
      // The invoice left behind cannot be cancelled: it stays payable, which the merchant's server must expect.
      expect((await stub.merchant.getInvoice(first!)).status).toBe("awaiting_payment");
      expect((await stub.merchant.getInvoice(second!)).order.external_id).toMatch(/-attempt-2-[0-9a-f]{20}$/);
    });
  }

  test("keeping the payment changes nothing", async ({ checkout }) => {
    await checkout.open({ ...CheckoutPage.defaults(), "new-attempts": true });
    await checkout.chooseMethod("USDT", "Tron");
    await checkout.payAnotherWayButton.click();
    await checkout.host.getByRole("button", { name: "Keep this payment" }).click();
    await expect(checkout.payAnotherWayButton).toBeFocused();
    await expect(checkout.walletQr).toBeVisible();
    expect(await checkout.events("checkout-new-attempt")).toEqual([]);
  });

  test("after a cancel the customer starts a new payment for the same order", async ({ checkout }) => {
    await checkout.answerNewAttempts();
    await checkout.open({ ...CheckoutPage.defaults(), "new-attempts": true });
    const first = await checkout.invoiceId();
    await checkout.cancel();
    await checkout.expectHeading("Payment cancelled");
    await checkout.newAttemptButton.click();
    await expect(checkout.token("USDT")).toBeVisible();
    expect((await checkout.events("checkout-new-attempt")).map((e) => e.detail)).toEqual([
      { invoiceId: first, reason: "cancelled" },
    ]);
    await checkout.chooseMethod("USDT", "Tron");
    await expect(checkout.walletQr).toBeVisible();
  });

  test("after an expiry too", async ({ checkout, stub, page }) => {
    await page.clock.install();
    await checkout.answerNewAttempts();
    await checkout.open({ ...CheckoutPage.defaults(), "new-attempts": true });
    await checkout.chooseMethod("USDT", "Tron");
    const first = await checkout.invoiceId();
    await stub.advanceClock(3 * 3600);
    await page.clock.fastForward(3 * 3600 * 1000);
    await checkout.expectHeading("This payment expired");
    await checkout.newAttemptButton.click();
    await expect(checkout.token("USDT")).toBeVisible();
    expect((await checkout.events("checkout-new-attempt"))[0]?.detail).toEqual({ invoiceId: first, reason: "expired" });
  });

  test("without new-attempts the card offers neither", async ({ checkout }) => {
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    await expect(checkout.walletQr).toBeVisible();
    await expect(checkout.payAnotherWayButton).toHaveCount(0);
    await checkout.open();
    await checkout.cancel();
    await checkout.expectHeading("Payment cancelled");
    await expect(checkout.newAttemptButton).toHaveCount(0);
  });

  test("the demo shop handles it", async ({ checkout, page }) => {
    await page.goto("/");
    await checkout.chooseMethod("USDT", "Tron");
    await checkout.payAnotherWay();
    await expect(checkout.token("USDT")).toBeVisible();
    await expect(page.getByRole("list", { name: "Widget events" })).toContainText("checkout-new-attempt");
  });
});

test.describe("the amount in the shop's currency", () => {
  test("shows the fiat value and the rate beside the crypto amount (light, en; dark, ar)", async ({
    checkout,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await checkout.open({ ...CheckoutPage.defaults(), theme: "light", locale: "en" });
    await checkout.host.getByRole("option", { name: /^USDT/ }).click();
    await checkout.host.getByRole("option", { name: /^Tron/ }).click();
    await expect(checkout.amountToSend).toBeVisible();
    const fiat = checkout.host.locator('[part="fiat"]');
    await expectEachLook(page, LOOKS_EN_AR, "fiat", {
      // 25.00 EUR at the seed's rates (EUR 1.08 USD, USDT 1 USD): 27 USDT, one USDT 0.9259 EUR.
      each: ([, locale]) =>
        locale === "en"
          ? expect(fiat).toHaveText(/^≈ €25\.00 · 1 USDT = €0\.9259$/)
          : expect(fiat).toContainText("1 USDT"),
    });
  });

  test("follows the amount still due once part has arrived", async ({ checkout, stub }) => {
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    await stub.simulate(await checkout.invoiceId(), "underpay");
    await expect(checkout.notices.first()).toContainText("Part of the payment arrived");
    await expect(checkout.host.locator('[part="fiat"]')).toHaveText(/^≈ €12\.50 · 1 USDT = €0\.9259$/);
  });
});
