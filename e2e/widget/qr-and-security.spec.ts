import { PNG } from "pngjs";
import jsQR from "jsqr";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

test("the wallet QR decodes to the link's URI, which is never offered as text to copy", async ({ checkout }) => {
  await checkout.open();
  await checkout.chooseMethod("USDC", "Base");
  const shown = await checkout.walletLink.getAttribute("href");
  // A sandbox invoice: Base Sepolia (84532) and Circle's testnet USDC.
  expect(shown).toMatch(
    /^ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532\/transfer\?address=0x[0-9a-fA-F]{40}&uint256=\d+$/,
  );
  const png = PNG.sync.read(await checkout.walletQr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(shown);
  // Pasted into a wallet that drops the scheme, the URI would pay the token contract: the card never shows it as text.
  await expect(checkout.host.getByText("ethereum:")).toHaveCount(0);
  expect(
    await checkout.host
      .getByRole("button", { name: /^Copy: / })
      .evaluateAll((b) => b.map((e) => e.getAttribute("aria-label"))),
  ).toEqual(["Copy: Send exactly", "Copy: To this address"]);

  // A high-contrast theme (Windows' forced colours, dark) recolours the page, never the code: a camera still reads it.
  await checkout.page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
  const contrast = PNG.sync.read(await checkout.walletQr.screenshot());
  expect(jsQR(new Uint8ClampedArray(contrast.data), contrast.width, contrast.height)?.data).toBe(shown);
});

test("works on a page with a strict CSP, with zero violations", async ({ checkout, page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
  });
  await checkout.recordCspViolations();
  await checkout.open(CheckoutPage.defaults(), { headers: checkout.strictCspHeaders() });
  await checkout.chooseMethod("USDT", "Tron");
  await expect(checkout.walletQr).toBeVisible();
  expect(await checkout.cspViolations()).toEqual([]);
  expect(violations).toEqual([]);
});

test("loading the script twice is harmless", async ({ checkout, page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await checkout.open(CheckoutPage.defaults(), { scriptTags: 2 });
  await expect(checkout.token("USDT")).toBeVisible();
  expect(errors).toEqual([]);
  expect(await checkout.events("checkout-ready")).toHaveLength(1);
});

test("refuses a payment_url that is not https", async ({ checkout, page }) => {
  await page.route("**/public/v1/sdk", async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, payment_url: "javascript:alert(1)" } });
  });
  await checkout.open();
  await checkout.expectHeading("Something went wrong");
  await expect(checkout.host.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect((await checkout.events("checkout-error"))[0]?.detail.code).toBe("invalid_response");
});

test("the pay button opens the checkout in a modal that Escape closes", async ({ checkout, page }) => {
  const d = CheckoutPage.defaults();
  const attrs = Object.entries(d)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");
  await checkout.open(d, { body: `<crypto-pay-button ${attrs}></crypto-pay-button>` });
  const trigger = page.getByRole("button", { name: "Pay with crypto" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Pay with crypto" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("option", { name: /^USDT\b/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
