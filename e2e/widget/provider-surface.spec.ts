import { axeBuilder } from "../axe.ts";
import { expect, test } from "crypto-checkout-kit/playwright";

/**
 * Issue #29: the Playwright kit's `stubProviderSurface` option starts each worker's stub with only the provider's
 * documented surface: our public routes answer 404, the public create and the hosted page (embedded too) still work.
 */
test.use({ stubProviderSurface: true });

test("the stub serves only the provider's surface: our routes answer 404, the hosted page pays", async ({
  stub,
  page,
  request,
}) => {
  const created = await request.post("/public/v1/sdk", {
    headers: { "x-sdk-key": "pk_test_demo" },
    data: {
      source: "embed",
      project_id: "prj_demo_shop",
      amount: "25",
      currency: "USDT",
      network: "TRC20",
      external_order_id: `surface-${Date.now()}`,
    },
  });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as { invoice_id: string; payment_url: string };
  const read = await request.get(`/public/v1/sdk/invoices/${invoice.invoice_id}`, {
    headers: { "x-sdk-key": "pk_test_demo" },
  });
  expect(read.status()).toBe(404);
  expect(((await read.json()) as { code: string }).code).toBe("route_not_found");

  // The hosted page, embedded as the widget shows it, reads its invoice through its own routes and takes the payment.
  await page.setViewportSize({ width: 460, height: 900 });
  await page.goto(`${invoice.payment_url}?embed=true`);
  await expect(page.getByRole("button", { name: "Close" })).toBeVisible();
  // Folded after the payment view, so the view fits the frame (issue #38): opened, it is the same panel. It wakes once
  // the page has read the invoice awaiting its payment.
  await page.locator("summary", { hasText: "Sandbox wallet" }).click();
  await expect(page.getByRole("button", { name: "Pay in full" })).toBeEnabled();
  const { violations } = await axeBuilder(page).include("main").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.getByRole("button", { name: "Pay in full" }).click();
  await expect(page.getByRole("heading", { name: "Payment complete" })).toBeVisible();
  expect((await stub.merchant.getInvoice(invoice.invoice_id)).status).toBe("paid");
});

test("the demo shop says where the sandbox wallet is: inside the payment page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("its sandbox wallet is under the payment, inside that page")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay in full" })).toHaveCount(0);
});
