/**
 * Issue #33, "every ending leads somewhere": each final screen says what happened to the customer's money, offers the
 * way forward the page handles, the merchant's contact where there is a problem, and the way back to the shop. One page
 * load per ending; its words and buttons are checked on a phone (390×844) and a laptop (1280×800), light and dark,
 * then in Arabic (right to left).
 */
import type { Locator, Page } from "@playwright/test";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The card's background in each scheme (--checkout-surface's defaults): the scheme reached the card. */
const SURFACE = { light: "rgb(255, 255, 255)", dark: "rgb(22, 24, 29)" } as const;

/** Where the demo project's support contact leads (the seed fixture). */
const SUPPORT_EMAIL = "help@demo-shop.example";

/** Every locator visible, at each size in each scheme, with nothing wider than the screen. */
async function seenEverywhere(page: Page, checkout: CheckoutPage, visible: readonly Locator[]): Promise<void> {
  for (const size of SIZES) {
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await expect(checkout.host.locator(".card")).toHaveCSS("background-color", SURFACE[scheme]);
      for (const locator of visible) await expect(locator).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${size.width}px ${scheme}`,
      ).toBe(true);
    }
  }
}

/** The same screen in Arabic: the page switches the element's language, the card reads right to left. */
async function inArabic(checkout: CheckoutPage): Promise<void> {
  await checkout.host.evaluate((el) => el.setAttribute("locale", "ar"));
  await expect(checkout.host.locator(".card")).toHaveAttribute("dir", "rtl");
}

/** A plain decimal without the zeros a final screen leaves off ("13.500000" → "13.5"). */
const trimmed = (amount: string): string => (amount.includes(".") ? amount.replace(/\.?0+$/, "") : amount);

/** Opens the checkout, picks USDT on Tron and returns the invoice id. */
async function payingInUsdt(
  checkout: CheckoutPage,
  attributes: Record<string, string | boolean> = {},
): Promise<string> {
  await checkout.open({ ...CheckoutPage.defaults(), ...attributes });
  await checkout.chooseMethod("USDT", "Tron");
  return checkout.invoiceId();
}

test("paid: thanks, Return to the shop right under them, the details folded, an automatic return the customer can stop", async ({
  stub,
  checkout,
  page,
}) => {
  const thanks = `${checkout.baseURL}/?thanks`;
  const id = await payingInUsdt(checkout, { "success-url": thanks, "fail-url": `${checkout.baseURL}/?cart` });
  await stub.simulate(id, "paid");
  await checkout.expectHeading("Payment complete");
  const back = checkout.host.getByRole("link", { name: "Return to Demo shop" });
  await expect(checkout.host).toContainText(/Thank you\. [\d.]+ USDT received\./);
  await expect(back).toHaveAttribute("href", thanks);
  await expect(back).toHaveClass(/primary/);
  // Nothing went wrong: no contact block on a plain paid screen.
  await expect(checkout.host.locator('[part="support"]')).toHaveCount(0);
  // The details for support are folded behind one control; the way back comes first, right under the thanks.
  const fold = checkout.host.getByText("Details for support", { exact: true }).first();
  const copy = checkout.details.getByRole("button", { name: "Copy details" });
  await expect(copy).toBeHidden();
  await seenEverywhere(page, checkout, [checkout.heading, back, fold]);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkout.heading.scrollIntoViewIfNeeded();
  const [heading, link] = [await checkout.heading.boundingBox(), await back.boundingBox()];
  expect(
    link && heading && link.y + link.height - heading.y,
    "Return to the shop within a phone's screen of the heading",
  ).toBeLessThan(844 / 2);
  await fold.click();
  await expect(copy).toBeVisible();

  await inArabic(checkout);
  await checkout.expectHeading("اكتمل الدفع");
  await expect(checkout.host.getByRole("link", { name: "العودة إلى \u2068Demo shop\u2069" })).toBeVisible();

  // The page asks for an automatic return: a visible countdown, and "Stay on this page" stops it.
  await checkout.host.evaluate((el) => el.setAttribute("locale", "en"));
  await checkout.host.evaluate((el) => el.setAttribute("return-after", "30"));
  await expect(checkout.host).toContainText(/Returning to the shop in \d+ seconds/);
  await checkout.host.getByRole("button", { name: "Stay on this page" }).click();
  await expect(checkout.host).not.toContainText("Returning to the shop");
  await expect(page).toHaveURL(/e2e-shop/);
});

test("paid: the folded details look like a control that opens, pointing to the line's end, then down once open", async ({
  stub,
  checkout,
}) => {
  const id = await payingInUsdt(checkout, { "success-url": `${checkout.baseURL}/?thanks` });
  await stub.simulate(id, "paid");
  await checkout.expectHeading("Payment complete");
  const fold = checkout.host.locator("details.fold > summary");
  await expect(fold).toHaveText("Details for support");
  // The summary is laid out as flex, which drops the browser's own triangle: the words alone read as plain text.
  const marker = () =>
    fold.evaluate((summary) => {
      const style = getComputedStyle(summary, "::before");
      const drawn = style.content !== "none" && parseFloat(style.width) > 0 && parseFloat(style.borderBottomWidth) > 0;
      return drawn ? new DOMMatrixReadOnly(style.transform).b : null;
    });
  // Folded, the chevron points to the end of the line (a 45° turn one way); open, it points down (the other way).
  const folded = await marker();
  expect(folded, "a chevron before 'Details for support'").not.toBeNull();
  await fold.click();
  await expect(checkout.details.getByRole("button", { name: "Copy details" })).toBeVisible();
  const open = await marker();
  expect(open).not.toBeNull();
  expect(Math.sign(open!)).toBe(-Math.sign(folded!));
  // In Arabic the line ends on the left: the folded chevron turns the other way.
  await fold.click();
  await inArabic(checkout);
  expect(Math.sign((await marker())!)).toBe(-Math.sign(folded!));
});

test("overpaid: names the difference and puts the merchant one tap away", async ({ stub, checkout, page }) => {
  const id = await payingInUsdt(checkout);
  await stub.simulate(id, "overpaid");
  await checkout.expectHeading("Payment complete");
  const record = (await stub.invoices()).find((i) => i.invoice_id === id);
  const payment = record?.payment;
  expect(payment?.paid && payment.expected).toBeTruthy();
  const paid = trimmed(payment?.paid ?? "");
  await expect(checkout.host).toContainText(
    new RegExp(
      `You sent ${paid.replace(".", "\\.")} USDT, [\\d.]+ USDT more than required; the merchant settles the difference with you\\.`,
    ),
  );
  await expect(checkout.host).toContainText("Questions about this payment? Contact Demo shop.");
  const mail = checkout.host.getByRole("link", { name: `Email ${SUPPORT_EMAIL}` });
  const help = checkout.host.getByRole("link", { name: "Help page" });
  // The e-mail is prefilled with what support needs: the invoice in the subject, the details in the body.
  const href = (await mail.getAttribute("href")) ?? "";
  expect(href.startsWith(`mailto:${SUPPORT_EMAIL}?subject=Invoice%20${id}&body=`)).toBe(true);
  const body = decodeURIComponent(href.split("&body=")[1] ?? "");
  for (const line of [
    "Shop: Demo shop",
    `Invoice: ${id}`,
    `Order amount: ${record?.order.amount} EUR`,
    "Network: Tron Nile testnet (TRC20)",
    `Arrived: ${payment?.paid} USDT`,
  ])
    expect(body).toContain(line);
  expect(body).toMatch(/Time: \d{4}-\d\d-\d\dT/);
  await expect(help).toHaveAttribute("href", "https://demo-shop.example/help");
  await expect(help).toHaveAttribute("rel", "noopener noreferrer");
  await seenEverywhere(page, checkout, [checkout.heading, mail, help]);

  await inArabic(checkout);
  await expect(checkout.host).toContainText("أسئلة حول هذه الدفعة؟ تواصل مع \u2068Demo shop\u2069.");
  await expect(checkout.host.getByRole("link", { name: "صفحة المساعدة" })).toBeVisible();
});

test("underpaid: what arrived, what is missing, where it went, and Pay the missing part on the same network", async ({
  stub,
  checkout,
  page,
}) => {
  const id = await payingInUsdt(checkout, { "new-attempts": true, "fail-url": `${checkout.baseURL}/?cart` });
  await stub.simulate(id, "underpay");
  await expect(checkout.host).toContainText("Part of the payment arrived");
  // The time runs out with part of the money in: the invoice ends underpaid.
  await stub.advanceClock(3600);
  await checkout.expectHeading("Payment incomplete");
  const payment = (await stub.invoices()).find((i) => i.invoice_id === id)?.payment;
  const paid = trimmed(payment?.paid ?? "");
  const expected = trimmed(payment?.expected ?? "");
  await expect(checkout.host).toContainText(
    new RegExp(
      `${paid.replace(".", "\\.")} USDT of ${expected.replace(".", "\\.")} USDT arrived: [\\d.]+ USDT is missing, so the order is not paid\\.`,
    ),
  );
  await expect(checkout.host).toContainText(
    "What arrived went to the merchant, not back to you: ask them to refund it or count it toward the order.",
  );
  const payMissing = checkout.host.getByRole("button", { name: /^Pay the missing [\d.]+ USDT$/ });
  const mail = checkout.host.getByRole("link", { name: `Email ${SUPPORT_EMAIL}` });
  const back = checkout.host.getByRole("link", { name: "Return to Demo shop" });
  await expect(payMissing).toHaveClass(/primary/);
  // The way forward is the main button; the way back is there, quieter.
  await expect(back).not.toHaveClass(/primary/);
  await seenEverywhere(page, checkout, [checkout.heading, payMissing, mail, back]);

  await inArabic(checkout);
  await checkout.expectHeading("الدفع غير مكتمل");
  await expect(checkout.host.getByRole("button", { name: /^ادفع المبلغ الناقص/ })).toBeVisible();
  await checkout.host.evaluate((el) => el.setAttribute("locale", "en"));

  // The page answers with a new attempt for what is missing, on the same token and network.
  await payMissing.click();
  const [asked] = await checkout.events("checkout-new-attempt");
  const missing = asked?.detail.missing as { amount: string; currency: string; network: string } | undefined;
  expect(asked?.detail).toMatchObject({
    invoiceId: id,
    reason: "underpaid",
    missing: { currency: "USDT", network: "TRC20" },
  });
  await checkout.host.evaluate(
    (el, m) => {
      el.setAttribute("amount", m.amount);
      el.setAttribute("currency", m.currency);
      el.setAttribute("network", m.network);
      el.setAttribute("external-order-id", `${el.getAttribute("external-order-id")}-attempt-2`);
    },
    missing ?? { amount: "", currency: "", network: "" },
  );
  await expect(checkout.amountToSend).toHaveText(`${missing?.amount} USDT`);
  await expect(checkout.networkWarning).toContainText("Send only USDT on the Tron Nile testnet network");

  // The missing part arrives on the new invoice: its ending says the order is whole, naming what each one received.
  const second = (await checkout.events("checkout-invoice-created")).at(-1)?.detail.invoiceId;
  expect(second).not.toBe(id);
  await stub.simulate(String(second), "paid");
  await checkout.expectHeading("Payment complete");
  await expect(checkout.host).toContainText(
    `The order is now paid in full: ${paid} USDT arrived with the first payment and ${missing?.amount} USDT with this one.`,
  );
  await inArabic(checkout);
  await expect(checkout.host).toContainText("تم الآن دفع الطلب بالكامل");
});

test("expired without a way back: says what to do next, offers the shop's contact, and no button it does not have", async ({
  stub,
  checkout,
  page,
}) => {
  const id = await payingInUsdt(checkout);
  await stub.advanceClock(3600);
  await checkout.expectHeading("This payment expired");
  await expect(checkout.host).toContainText("No payment arrived in time, so nothing was charged.");
  await expect(checkout.host).toContainText("To pay this order, go back to the shop and check out again.");
  // Money sent in the last seconds is the commonest question: the shop's contact, the e-mail prefilled.
  await expect(checkout.host).toContainText("If you already sent the payment, contact the shop");
  const mail = checkout.host.getByRole("link", { name: `Email ${SUPPORT_EMAIL}` });
  expect((await mail.getAttribute("href")) ?? "").toMatch(
    new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=Invoice%20${id}&body=`),
  );
  await expect(checkout.host.getByRole("button")).toHaveText(["Copy details"]);
  await seenEverywhere(page, checkout, [checkout.heading, checkout.details]);

  await inArabic(checkout);
  await checkout.expectHeading("انتهت صلاحية هذه الدفعة");
  await expect(checkout.host).toContainText("لدفع هذا الطلب، عُد إلى المتجر وأكمل الشراء من جديد.");
});

test("cancelled: nothing charged, and a new payment where the page handles one", async ({ checkout, page }) => {
  await checkout.open({ ...CheckoutPage.defaults(), "new-attempts": true });
  await expect(checkout.token("USDT")).toBeVisible();
  await checkout.cancel();
  await checkout.expectHeading("Payment cancelled");
  await expect(checkout.host).toContainText("Nothing was charged.");
  await expect(checkout.host).toContainText("To pay this order now, start a new payment.");
  await seenEverywhere(page, checkout, [checkout.heading, checkout.newAttemptButton]);

  await inArabic(checkout);
  await checkout.expectHeading("أُلغيت الدفعة");
  await expect(checkout.host.getByRole("button", { name: "ابدأ دفعة جديدة" })).toBeVisible();
});

test("the hosted page ends on Return to the shop, to the project's success_url once paid", async ({
  stub,
  checkout,
  page,
}) => {
  const success = `${checkout.baseURL}/?payment=complete`;
  await stub.patchProject("prj_demo_shop", {
    success_url: success,
    fail_url: `${checkout.baseURL}/?payment=incomplete`,
  });
  await checkout.open();
  await expect(checkout.token("USDT")).toBeVisible();
  const id = await checkout.invoiceId();
  await checkout.openHosted(id);
  await checkout.chooseMethod("USDT", "Tron");
  await stub.simulate(id, "paid");
  await checkout.expectHeading("Payment complete");
  const back = checkout.host.getByRole("link", { name: "Return to Demo shop" });
  await expect(back).toHaveClass(/primary/);
  await seenEverywhere(page, checkout, [checkout.heading, back]);
  await back.click();
  await expect(page).toHaveURL(success);
});
