/** The widget on a shop page whose CSP trusts scripts by nonce only, lazy chunks (locale, payment screen) included. */
import { randomBytes } from "node:crypto";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

test("loads with its lazy chunks under a nonce-only CSP with Trusted Types, with zero violations", async ({
  checkout,
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const chunks: { url: string; status: number }[] = [];
  page.on("response", (r) => {
    if (/\/crypto-checkout[^/]*\.js$/.test(new URL(r.url()).pathname))
      chunks.push({ url: r.url(), status: r.status() });
  });
  await checkout.recordCspViolations();

  const nonce = randomBytes(16).toString("base64");
  const csp = [
    "default-src 'none'",
    // No host and no 'self': only the shop's nonced tag may run, so every chunk the widget imports must inherit it.
    `script-src 'nonce-${nonce}'`,
    "style-src 'self'",
    `connect-src ${checkout.baseURL}`,
    "img-src 'self' data:",
    "require-trusted-types-for 'script'",
  ].join("; ");
  const html = checkout
    .html({ ...CheckoutPage.defaults(), locale: "de" })
    .replace('<script type="module"', `<script nonce="${nonce}" type="module"`);
  expect(html).toContain(`nonce="${nonce}"`);
  const url = `${checkout.baseURL}/e2e-shop/csp-nonce-${Math.random().toString(36).slice(2)}`;
  await checkout.recordEvents();
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      headers: { "Content-Security-Policy": csp },
      body: html,
    }),
  );
  await page.goto(url);

  // The German texts are a chunk of their own: seeing them means it loaded.
  await expect(checkout.host.getByRole("heading", { name: "Zahlungsart wählen" })).toBeVisible();
  await checkout.chooseMethod("USDT", "Tron");
  // So is the QR encoder.
  await expect(checkout.host.locator(".wallet").getByRole("img")).toBeVisible();
  await expect(checkout.host.locator(".wallet svg path").first()).toHaveAttribute("d", /^M/);

  const loaded = chunks.map((c) => new URL(c.url).pathname);
  expect(loaded).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\.de-[^/]+\.js$/),
      expect.stringMatching(/\.payment-screen-bundle-[^/]+\.js$/),
    ]),
  );
  expect(chunks.filter((c) => c.status !== 200)).toEqual([]);
  expect(await checkout.cspViolations()).toEqual([]);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
