import { axeBuilder } from "../axe.ts";
import { test, expect } from "crypto-checkout-kit/playwright";

test.describe("the demo shop", () => {
  test("its sandbox wallet pays the method the customer chose, as a wallet would", async ({ page, checkout }) => {
    await checkout.recordCspViolations();
    const answer = await page.goto("/");
    // The stub's nonce-only policy: the page, the widget's chunks and the wallet's script all run under it.
    expect(answer?.headers()["content-security-policy"]).toMatch(
      /script-src 'nonce-[^']+';.*require-trusted-types-for 'script'/,
    );
    const wallet = page.getByRole("region", { name: "Sandbox wallet" });
    // Nothing to pay before a token and network are chosen.
    await expect(wallet.getByRole("button", { name: "Pay in full" })).toBeDisabled();
    await checkout.chooseMethod("USDT", "Tron");
    await wallet.getByRole("button", { name: "Pay half" }).click();
    await expect(wallet.getByRole("status")).toHaveText("Pay half: sent. The invoice is now underpaid_waiting.");
    await expect(checkout.notices.filter({ hasText: "Part of the payment arrived" })).toBeVisible();
    await wallet.getByRole("button", { name: "Pay in full" }).click();
    await checkout.expectHeading("Payment complete");
    await expect(wallet.getByRole("button", { name: "Pay in full" })).toBeDisabled();
    // The page's script runs before the widget's: its log has the first event as well as the last.
    const log = page.getByRole("list", { name: "Widget events" });
    await expect(log.getByRole("listitem").last()).toContainText("checkout-ready");
    await expect(log).toContainText('checkout-paid {"invoiceId":"inv_');
    expect(await checkout.cspViolations()).toEqual([]);
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("on a phone the checkout comes first, within the first screen; the sandbox wallet and event log after it", async ({
    page,
    checkout,
  }) => {
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    await page.goto("/");
    const firstToken = checkout.token("USDT");
    await expect(firstToken).toBeVisible();
    const card = await checkout.host.locator(".card").boundingBox();
    const token = await firstToken.boundingBox();
    const wallet = await page.getByRole("region", { name: "Sandbox wallet" }).boundingBox();
    const log = await page.getByRole("list", { name: "Widget events" }).boundingBox();
    // Measured with the page scrolled to its top, as a customer lands on it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(card?.y).toBeGreaterThanOrEqual(0);
    expect(card?.y).toBeLessThan(phone.height / 2);
    expect((token?.y ?? Infinity) + (token?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    expect(wallet?.y).toBeGreaterThan(card?.y ?? Infinity);
    expect(log?.y).toBeGreaterThan(card?.y ?? Infinity);
  });

  test("the hosted page of a sandbox invoice offers the same wallet under the checkout", async ({ page, checkout }) => {
    await checkout.open();
    const invoiceId = await checkout.invoiceId();
    await checkout.recordCspViolations();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/pay/${invoiceId}`);
    await checkout.openHosted(invoiceId);
    const headers = (await answer).headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+';.*frame-ancestors 'none'/);
    expect(headers["x-frame-options"]).toBe("DENY");
    await checkout.chooseMethod("USDT", "Tron");
    await page.getByRole("region", { name: "Sandbox wallet" }).getByRole("button", { name: "Pay in full" }).click();
    await checkout.expectHeading("Payment complete");
    expect(await checkout.cspViolations()).toEqual([]);
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});
