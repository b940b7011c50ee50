import { axeBuilder } from "../axe.ts";
import { expect, test } from "crypto-checkout-kit/playwright";
import type { Page } from "@playwright/test";
import { reviewShot } from "../review-shot.ts";

/**
 * Issue #23 point 7, and #29: the hosted page says whom the customer pays and links back to the shop, to the project's
 * fail_url before the end and its success_url once paid (ours, after the provider's SuccessUrl and FailUrl).
 */

const FAIL_URL = "https://shop.example.test/checkout?step=back";
const SUCCESS_URL = "https://shop.example.test/orders/thanks";

async function expectNoAxeViolations(page: Page): Promise<void> {
  // The element and the page's own way back; the rest of the hosted page (no h1 of its own) is out of this change.
  const { violations } = await axeBuilder(page).include("crypto-checkout").include("header.back").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const cases = [
  {
    theme: "light",
    locale: undefined,
    pay: "Pay Demo shop",
    back: "Back to Demo shop",
    size: { width: 390, height: 844 },
  },
  {
    theme: "dark",
    locale: undefined,
    pay: "Pay Demo shop",
    back: "Back to Demo shop",
    size: { width: 1280, height: 800 },
  },
  {
    theme: "light",
    locale: "ar",
    pay: "الدفع إلى \u2068Demo shop\u2069",
    back: "العودة إلى \u2068Demo shop\u2069",
    size: { width: 390, height: 844 },
  },
  {
    theme: "dark",
    locale: "ar",
    pay: "الدفع إلى \u2068Demo shop\u2069",
    back: "العودة إلى \u2068Demo shop\u2069",
    size: { width: 1280, height: 800 },
  },
] as const;

for (const c of cases) {
  test(`the hosted page names the shop and links back to it (${c.theme}, ${c.locale ?? "en"}, ${c.size.width}px)`, async ({
    stub,
    checkout,
    page,
  }) => {
    await page.setViewportSize(c.size);
    await page.emulateMedia({ colorScheme: c.theme });
    await stub.patchProject("prj_demo_shop", { success_url: SUCCESS_URL, fail_url: FAIL_URL });
    const invoice = await stub.merchant.createInvoice({
      project_id: "prj_demo_shop",
      amount: "25.00",
      currency: "EUR",
      external_order_id: `back-${c.theme}-${c.locale ?? "en"}-${Date.now()}`,
    });
    if (c.locale) await page.goto(`/pay/${invoice.invoice_id}?locale=${c.locale}`);
    else await checkout.openHosted(invoice.invoice_id);

    await expect(checkout.host.locator('[part="header"] b')).toContainText(c.pay);
    const back = page.getByRole("link", { name: c.back });
    await expect(back).toHaveAttribute("href", FAIL_URL);
    await expect(back).toBeVisible();
    if (c.locale === "ar") await expect(page.locator("header.back")).toHaveAttribute("dir", "rtl");
    await expect(checkout.methods.first()).toBeVisible();
    await expectNoAxeViolations(page);
    await reviewShot(page, `back-to-shop-${c.theme}-${c.locale ?? "en"}-${c.size.width}.png`, { fullPage: true });
  });
}

test("once paid, the way back leads to the project's success_url", async ({ stub, checkout, page }) => {
  await stub.patchProject("prj_demo_shop", { success_url: SUCCESS_URL, fail_url: FAIL_URL });
  const invoice = await stub.merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "25",
    currency: "USDT",
    network: "TRC20",
    external_order_id: `paid-back-${Date.now()}`,
  });
  await checkout.openHosted(invoice.invoice_id);
  const back = page.getByRole("link", { name: "Back to Demo shop" });
  await expect(back).toHaveAttribute("href", FAIL_URL);
  await stub.simulate(invoice.invoice_id, "paid");
  await checkout.expectHeading("Payment complete");
  await expect(back).toHaveAttribute("href", SUCCESS_URL);
});

test("without success and fail URLs the hosted page has no way back, and still names the shop", async ({
  stub,
  checkout,
  page,
}) => {
  // The seed's terminal project names the shop and has no return addresses.
  const invoice = await stub.merchant.createInvoice({
    project_id: "prj_demo_terminal",
    amount: "25.00",
    currency: "EUR",
    external_order_id: `no-back-${Date.now()}`,
  });
  await checkout.openHosted(invoice.invoice_id);
  await expect(checkout.host.locator('[part="header"] b')).toContainText("Pay Demo shop");
  await expect(checkout.methods.first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to/ })).toHaveCount(0);
});
