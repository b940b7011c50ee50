import { expect, test } from "crypto-checkout-kit/playwright";
import type { Page } from "@playwright/test";
import { expectFrameDocumentFits } from "../hosted-fit.ts";
import { reviewShot } from "../review-shot.ts";

/**
 * Issue #29: the hosted page embedded as the provider documents it (`payment_url?embed=true`, allow="clipboard-write",
 * sandbox="allow-scripts allow-same-origin allow-forms", about 460 px wide). Framed only by the project's allowed
 * origins; its paymos:* messages reach the embedding page alone, from the payment page's origin.
 */

interface Heard {
  origin: string;
  fromTheFrame: boolean;
  data: unknown;
}

/** A shop page on `origin` (served through page.route, as CheckoutPage.open does) that frames `src` as documented. */
async function openShopFraming(page: Page, origin: string, src: string): Promise<void> {
  const url = `${origin}/embedding-shop/${Math.random().toString(36).slice(2)}`;
  // A page fulfilled by page.route has no network address: Chromium's Local Network Access would block the frame.
  await page.context().grantPermissions(["local-network-access"], { origin });
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>
<h1>Shop</h1>
<iframe id="checkout" src="${src}" title="Payment" allow="clipboard-write" sandbox="allow-scripts allow-same-origin allow-forms"
        style="display:block;width:100%;max-width:460px;height:min(90vh,900px);border:0;"></iframe>
<script>
  window.heard = [];
  const frame = document.getElementById("checkout");
  window.addEventListener("message", (e) => window.heard.push({ origin: e.origin, fromTheFrame: e.source === frame.contentWindow, data: e.data }));
</script></body></html>`,
    }),
  );
  await page.goto(url);
}

const heard = (page: Page): Promise<Heard[]> => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

test("a page on an allowed origin frames it, and hears paymos:succeeded and paymos:close in the documented shape", async ({
  stub,
  page,
}) => {
  const invoice = await stub.merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "25",
    currency: "USDT",
    network: "TRC20",
    external_order_id: `embed-ok-${Date.now()}`,
  });
  await openShopFraming(page, "http://localhost:4311", `${invoice.payment_url}?embed=true`);
  const frame = page.frameLocator("#checkout");
  await expect(frame.getByRole("button", { name: "Close" })).toBeVisible();
  await expect(frame.locator("crypto-checkout")).toBeVisible();
  await expect(frame.getByRole("link", { name: /Back to/ })).toHaveCount(0);
  // In a frame of the height the shop chose (here 90vh of 720 px), its own bar included: amount, address and the
  // whole code show, with nothing in the page to scroll to (issue #38).
  await expect(frame.getByRole("img", { name: /QR/ }).first()).toBeInViewport({ ratio: 1 });
  await expectFrameDocumentFits(page.locator("#checkout"), "a shop's 460x648 frame");

  await stub.simulate(invoice.invoice_id, "paid");
  await expect(frame.getByRole("heading", { name: "Payment complete" })).toBeVisible();
  await expect
    .poll(() => heard(page))
    .toEqual([
      {
        origin: stub.url,
        fromTheFrame: true,
        data: { type: "paymos:succeeded", invoice_id: invoice.invoice_id, reason: "paid" },
      },
    ]);
  await frame.getByRole("button", { name: "Close" }).click();
  await expect
    .poll(async () => (await heard(page)).map((m) => m.data))
    .toEqual([
      { type: "paymos:succeeded", invoice_id: invoice.invoice_id, reason: "paid" },
      { type: "paymos:close", invoice_id: invoice.invoice_id, reason: "closed_by_customer" },
    ]);
  await page.setViewportSize({ width: 460, height: 900 });
  await reviewShot(page, "embedded-paid-460.png", { fullPage: true });
});

test("paymos:failed names the ending, to the one allowed origin that frames it among several", async ({
  stub,
  page,
}) => {
  await stub.setAllowedOrigins("prj_demo_shop", [
    "https://first.example",
    "http://localhost:5173",
    "http://localhost:4311",
  ]);
  const invoice = await stub.merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "25.00",
    currency: "EUR",
    external_order_id: `embed-fail-${Date.now()}`,
  });
  await openShopFraming(page, "http://localhost:5173", `${invoice.payment_url}?embed=true&locale=de`);
  const frame = page.frameLocator("#checkout");
  await expect(frame.getByRole("button", { name: "Schließen" })).toBeVisible();
  await stub.simulate(invoice.invoice_id, "cancel");
  await expect
    .poll(() => heard(page))
    .toEqual([
      {
        origin: stub.url,
        fromTheFrame: true,
        data: { type: "paymos:failed", invoice_id: invoice.invoice_id, reason: "cancelled" },
      },
    ]);
});

test("a page on an origin the project does not allow cannot frame it, and hears nothing", async ({ stub, page }) => {
  const invoice = await stub.merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "25",
    currency: "USDT",
    network: "TRC20",
    external_order_id: `embed-refused-${Date.now()}`,
  });
  const refused = page.waitForEvent("console", (m) => /frame-ancestors/.test(m.text()));
  // 127.0.0.1 is not localhost: another origin, which the seed's allowed_origins do not list.
  await openShopFraming(page, "http://127.0.0.1:4311", `${invoice.payment_url}?embed=true`);
  await refused;
  const frame = page.frameLocator("#checkout");
  await expect(frame.locator("crypto-checkout")).toHaveCount(0);
  await stub.simulate(invoice.invoice_id, "paid");
  // The stub's own record says paid; the refused frame never loaded, so nothing was posted.
  await expect.poll(async () => (await stub.merchant.getInvoice(invoice.invoice_id)).status).toBe("paid");
  expect(await heard(page)).toEqual([]);
});

test("the plain payment page refuses every frame, even from an allowed origin", async ({ stub, page }) => {
  const invoice = await stub.merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "25.00",
    currency: "EUR",
    external_order_id: `plain-${Date.now()}`,
  });
  const refused = page.waitForEvent("console", (m) => /frame-ancestors|X-Frame-Options/.test(m.text()));
  await openShopFraming(page, "http://localhost:4311", invoice.payment_url);
  await refused;
  await expect(page.frameLocator("#checkout").locator("crypto-checkout")).toHaveCount(0);
});
