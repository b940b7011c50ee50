/** Choosing what to pay with: tokens first, then networks; the last choice offered first; the payment screen's address. */
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import { checksumAddress } from "../../shared/payment-uri/evm-address.ts";

test("a token with several networks asks for the network, with a way back", async ({ stub: _stub, checkout, page }) => {
  await checkout.open();
  await expect(checkout.host.getByRole("listbox", { name: "Choose how to pay" }).getByRole("option")).toHaveText([
    /USDT\s*Tether USD\s*6 networks/,
    /USDC\s*USD Coin\s*3 networks/,
    /ETH\s*Ether\s*3 networks/,
  ]);
  await checkout.token("USDT").click();
  const heading = checkout.host.getByRole("heading", { name: "Choose the network for USDT" });
  await expect(heading).toBeFocused();
  await expect(checkout.host.getByRole("option")).toHaveText([
    /Tron\s*TRC20 · Minimum 1 USDT/,
    /Ethereum\s*ERC20 · Minimum 5 USDT/,
    /BNB Smart Chain\s*BEP20/,
    // A code that only repeats the name in capitals is not shown ("POLYGON", "SOL", "TON").
    /Polygon PoS\s*Minimum 1 USDT/,
    /Solana\s*Minimum 1 USDT/,
    /TON\s*Minimum 1 USDT/,
  ]);

  await checkout.host.getByRole("button", { name: "All tokens" }).click();
  await expect(checkout.host.getByRole("heading", { name: "Choose how to pay" })).toBeFocused();

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await checkout.chooseMethod("USDT", "Ethereum");
  await expect(checkout.networkWarning).toContainText("Send only USDT on the Sepolia network");
  // The address in its EIP-55 mixed case, in groups for the eye; the copy button copies it whole, without gaps.
  const shown = (await checkout.address.textContent()) ?? "";
  expect(shown).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(shown).toBe(checksumAddress(shown.toLowerCase()));
  expect(shown).not.toBe(shown.toLowerCase());
  await expect(checkout.address.locator(".edge")).toHaveCount(2);
  await checkout.host.getByRole("button", { name: "Copy: To this address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  // A sandbox invoice: Tether publishes no Sepolia contract, so no code a wallet would act on, only the address.
  await expect(checkout.walletQr).toHaveCount(0);
});

test("while a pick is confirmed, the network just tapped stays whole and the others fade", async ({
  stub,
  checkout,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await checkout.open();
  await expect(checkout.token("USDT")).toBeVisible();
  const id = await checkout.invoiceId();
  await stub.fault({ method: "POST", path: `/public/v1/sdk/invoices/${id}/confirm-payment`, delay_ms: 1500, count: 1 });
  await checkout.token("USDT").click();
  await checkout.network("Solana").click();
  const opacity = (l: typeof checkout.host) => l.evaluate((el) => getComputedStyle(el).opacity);
  await expect(checkout.host.getByRole("listbox")).toHaveAttribute("aria-busy", "true");
  expect(await opacity(checkout.network("Solana"))).toBe("1");
  expect(await opacity(checkout.network("Tron"))).toBe("0.6");
  await expect(checkout.amountToSend).toBeVisible();
});

test("a token with one network goes straight to the payment", async ({ stub, checkout }) => {
  await stub.patchProject("prj_demo_shop", {
    enabled_tokens: [
      { currency: "USDT", network: "TRC20" },
      { currency: "USDT", network: "ERC20" },
      { currency: "ETH", network: "ERC20" },
    ],
  });
  await checkout.open();
  await expect(checkout.token("ETH")).toHaveText(/Ether\s*on Ethereum/);
  await checkout.token("ETH").click();
  await expect(checkout.amountToSend).toBeVisible();
  await expect(checkout.networkWarning).toContainText("Send only ETH on the Sepolia network");
  expect((await checkout.events("checkout-method-selected"))[0]?.detail).toMatchObject({
    currency: "ETH",
    network: "ERC20",
  });
});

test("the last method paid with on this shop is offered first next time, on this device only", async ({
  stub,
  checkout,
  page,
}) => {
  await checkout.open();
  await checkout.chooseMethod("USDC", "Solana");
  // Chosen but not paid (left with "Start over", or the time ran out): nothing is remembered.
  expect(await page.evaluate(() => localStorage.getItem("crypto-checkout:last-method"))).toBeNull();
  await stub.simulate(await checkout.invoiceId(), "paid");
  await checkout.expectHeading("Payment complete");
  const stored = await page.evaluate(() => localStorage.getItem("crypto-checkout:last-method"));
  expect(JSON.parse(stored ?? "null")).toEqual({ currency: "USDC", network: "SOL" });

  await checkout.open();
  const tokens = checkout.host.getByRole("option");
  await expect(tokens.first()).toHaveText(/USDC\s*USD Coin\s*3 networks · Last used/);
  await checkout.token("USDC").click();
  await expect(checkout.host.getByRole("option").first()).toHaveText(/Solana\s*Minimum .*Last used/);
});

test("a Tron payment's QR holds the address shown above it, with no wallet link", async ({ stub: _stub, checkout }) => {
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  await expect(checkout.walletQr).toBeVisible();
  await expect(checkout.address).toHaveText(/T/);
  await expect(checkout.walletLink).toHaveCount(0);
});

test("the whole flow works by keyboard", async ({ stub, checkout, page }) => {
  await checkout.open();
  await expect(checkout.token("USDT")).toBeVisible();
  // The token list is one tab stop; arrow keys move within it.
  for (let i = 0; i < 10 && !(await checkout.token("USDT").evaluate((el) => el.matches(":focus"))); i++)
    await page.keyboard.press("Tab");
  await expect(checkout.token("USDT")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(checkout.token("USDC")).toBeFocused();
  await page.keyboard.press("End");
  await expect(checkout.token("ETH")).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  await expect(checkout.host.getByRole("heading", { name: "Choose the network for USDT" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(checkout.host.getByRole("button", { name: "All tokens" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(checkout.host.getByRole("heading", { name: "Choose how to pay" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press(" ");
  await page.keyboard.press("Tab");
  await expect(checkout.network("Tron")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(checkout.networkWarning).toContainText("Sepolia");
  await stub.simulate(await checkout.invoiceId(), "paid");
  await checkout.expectHeading("Payment complete");
});

test.describe("in Hebrew", () => {
  test.use({ locale: "he-IL" });

  test("the hosted page speaks the browser's Hebrew, right to left", async ({ stub: _stub, checkout, page }) => {
    await checkout.open({ ...CheckoutPage.defaults(), locale: undefined });
    await expect(checkout.host.locator('[part="card"]')).toHaveAttribute("dir", "rtl");
    const id = await checkout.invoiceId();
    await checkout.openHosted(id);
    await expect(checkout.host.getByRole("heading", { name: "בחירת אמצעי תשלום" })).toBeVisible();
    await expect(checkout.host.locator('[part="card"]')).toHaveAttribute("lang", "he");
    await expect(checkout.host.locator('[part="card"]')).toHaveAttribute("dir", "rtl");
    // In a right-to-left sentence every value is isolated (U+2068 … U+2069), so it keeps its own direction.
    await expect(checkout.token("USDT")).toContainText("\u20686\u2069 רשתות");
    await checkout.token("USDT").click();
    await expect(checkout.host.getByRole("heading", { name: "בחירת רשת עבור \u2068USDT\u2069" })).toBeFocused();
    await checkout.network("Tron").click();
    await expect(checkout.networkWarning).toContainText(
      "יש לשלוח \u2068USDT\u2069 ברשת \u2068Tron Nile testnet\u2069 בלבד",
    );
    // A link in another language wins over the browser's.
    await page.goto(`/pay/${id}?locale=pl`);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(checkout.host.getByText("Wyślij dokładnie")).toBeVisible();
  });
});

test("a network the merchant set skips the choice and is not remembered as the customer's", async ({
  stub: _stub,
  checkout,
  page,
}) => {
  await checkout.open({ ...CheckoutPage.defaults(), amount: "25", currency: "USDT", network: "TRC20" });
  await expect(checkout.amountToSend).toBeVisible();
  await expect(checkout.networkWarning).toContainText("Send only USDT on the Tron Nile testnet network");
  await expect(checkout.host.getByRole("listbox")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("crypto-checkout:last-method"))).toBeNull();
});
