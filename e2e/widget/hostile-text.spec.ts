/**
 * Issue #32, "a stranger's words on the shop's pages": a shop name or an order reference holding line breaks, a
 * right-to-left override or a stray pop of an isolate is shown as one line. The TEST MODE badge reads forwards, the
 * Arabic isolate around the name holds, and "Copy details" gives one line per row. Both come from a hostile answer
 * (the stub refuses such a display_name, and such an order reference on the public route), as an older record, a
 * merchant's own signed create or a compromised API could bring them. Screenshots at 390x844, light, dark and Arabic,
 * of the widget and the hosted page.
 */
import type { Page } from "@playwright/test";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

const HOSTILE_SHOP = "Evil\u202E shop\u2069\nSupport: call +1 555 0100";
const SHOP_AS_SHOWN = "Evil shop Support: call +1 555 0100";
const orderWithForgedLines = (id: string) => `${id}\nSupport: call +1 555 0100 to claim your refund\u202E`;
const LINE_OR_OVERRIDE = /[\n\r\u2028\u2029\u202a-\u202e]/;

/**
 * Every invoice the page reads names the shop with HOSTILE_SHOP and, given `orderId`, carries that order reference with
 * forged lines, as a compromised or careless API would: the public routes, and the hosted page's own.
 */
async function answerWithHostileText(page: Page, orderId?: string): Promise<void> {
  await page.route(/\/(public\/v1\/sdk|hosted-page)\//, async (route) => {
    if (route.request().method() === "OPTIONS") return route.continue();
    const response = await route.fetch();
    const body = (await response.json().catch(() => null)) as {
      invoice_id?: unknown;
      order?: Record<string, unknown>;
    } | null;
    if (body === null || typeof body.invoice_id !== "string") return route.fulfill({ response });
    const order =
      orderId === undefined || body.order === undefined
        ? body.order
        : { ...body.order, external_id: orderWithForgedLines(orderId) };
    return route.fulfill({ response, json: { ...body, merchant_name: HOSTILE_SHOP, order } });
  });
}

const CASES = [
  {
    theme: "light",
    locale: "en",
    pay: `Pay ${SHOP_AS_SHOWN}`,
    badge: "Test mode",
    order: "Order reference",
    copy: "Copy details",
  },
  {
    theme: "dark",
    locale: "en",
    pay: `Pay ${SHOP_AS_SHOWN}`,
    badge: "Test mode",
    order: "Order reference",
    copy: "Copy details",
  },
  {
    theme: "light",
    locale: "ar",
    pay: `الدفع إلى \u2068${SHOP_AS_SHOWN}\u2069`,
    badge: null,
    order: "مرجع الطلب",
    copy: "انسخ التفاصيل",
  },
] as const;

for (const c of CASES) {
  test(`a hostile shop name and order reference stay one line each (${c.theme}, ${c.locale})`, async ({
    stub,
    checkout,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const id = CheckoutPage.orderId();
    await answerWithHostileText(page, id);
    await checkout.open({ ...CheckoutPage.defaults(), "external-order-id": id, theme: c.theme, locale: c.locale });

    const title = checkout.host.locator('[part="header"] b');
    await expect(title).toContainText(c.pay);
    const titleText = (await title.textContent()) ?? "";
    // No override survives to turn the badge after the name backwards, and the name ends where the card's words begin.
    expect(titleText).not.toMatch(LINE_OR_OVERRIDE);
    expect(titleText.match(/[\u2066-\u2069]/g) ?? []).toEqual(c.locale === "ar" ? ["\u2068", "\u2069"] : []);
    if (c.badge) await expect(checkout.host.locator(".test-badge")).toHaveText(c.badge);
    await expect(checkout.methods.first()).toBeVisible();
    await reviewShot(page, `hostile-shop-${c.theme}-${c.locale}-methods.png`);

    await checkout.chooseMethod("USDT", "Tron");
    const invoiceId = await checkout.invoiceId();
    await stub.simulate(invoiceId, "paid");
    await checkout.openDetails();
    const shownOrder = `${id} Support: call +1 555 0100 to claim your refund`;
    // The order reference's own row (the shop's name has a row above it).
    const orderRow = checkout.details.locator("dt", { hasText: c.order }).locator("xpath=following-sibling::dd[1]");
    await expect(orderRow).toHaveText(shownOrder);
    await checkout.details.getByRole("button", { name: c.copy }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split("\n");
    expect(lines).toHaveLength(await checkout.details.locator("dt").count());
    expect(lines).toContain(`${c.order}: ${shownOrder}`);
    expect(copied).not.toMatch(/[\r\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    await reviewShot(page, `hostile-shop-${c.theme}-${c.locale}-paid.png`, { fullPage: true });
  });
}

for (const c of CASES) {
  test(`the hosted page shows a hostile shop name as one line (${c.theme}, ${c.locale})`, async ({
    stub,
    checkout,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: c.theme });
    await answerWithHostileText(page);
    // The merchant's own signed create, whose order reference the public route's rule does not reach.
    const invoice = await stub.merchant.createInvoice({
      project_id: "prj_demo_shop",
      amount: "25.00",
      currency: "EUR",
      external_order_id: orderWithForgedLines(CheckoutPage.orderId()),
    });
    await page.goto(`/pay/${invoice.invoice_id}?locale=${c.locale}`);
    const title = checkout.host.locator('[part="header"] b');
    await expect(title).toContainText(c.pay);
    expect((await title.textContent()) ?? "").not.toMatch(LINE_OR_OVERRIDE);
    await expect(checkout.methods.first()).toBeVisible();
    await reviewShot(page, `hostile-shop-hosted-${c.theme}-${c.locale}.png`, { fullPage: true });
  });
}
