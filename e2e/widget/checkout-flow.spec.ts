import { expect, test } from "crypto-checkout-kit/playwright";

test.describe("the customer's way through", () => {
  test("pays with USDT on Tron and sees the success screen", async ({ stub, checkout }) => {
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible();
    await checkout.chooseMethod("USDT", "Tron");

    await expect(checkout.networkWarning).toContainText("Send only USDT on the Tron Nile testnet network");
    await expect(checkout.address).not.toBeEmpty();
    await expect(checkout.countdown).toContainText(/Expires in \d+:\d\d/);
    const id = await checkout.invoiceId();

    await stub.simulate(id, "paid");
    await checkout.expectHeading("Payment complete");
    // The customer clicked in the card: the heading takes focus and is the announcement (step-focus.spec.ts).
    await expect(checkout.heading).toBeFocused();
    const [paid] = await checkout.events("checkout-paid");
    expect(paid?.detail).toMatchObject({ invoiceId: id, status: "paid", currency: "USDT" });
    const types = (await checkout.events()).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        "checkout-ready",
        "checkout-invoice-created",
        "checkout-method-selected",
        "checkout-status-changed",
      ]),
    );
  });

  test("shows the remaining amount after an underpayment, then completes", async ({ stub, checkout }) => {
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    const id = await checkout.invoiceId();
    const full = await checkout.amountToSend.textContent();

    await stub.simulate(id, "underpay");
    await expect(checkout.notices.first()).toContainText("Part of the payment arrived");
    await expect(checkout.amountToSend).not.toHaveText(full ?? "");
    await expect(checkout.walletQr).toBeVisible();

    await stub.simulate(id, "paid");
    await checkout.expectHeading("Payment complete");
  });

  test("shows the overpaid invoice as a success", async ({ stub, checkout }) => {
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    await stub.simulate(await checkout.invoiceId(), "overpaid");
    await checkout.expectHeading("Payment complete");
    await expect(checkout.panel).toContainText("more than required");
  });

  test("cancels before a method is chosen", async ({ checkout }) => {
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible();
    await checkout.cancel();
    await checkout.expectHeading("Payment cancelled");
    expect(await checkout.events("checkout-cancelled")).toHaveLength(1);
  });

  test("shows the cancelled screen when the merchant cancels", async ({ stub, checkout }) => {
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible();
    await stub.simulate(await checkout.invoiceId(), "cancel");
    await checkout.expectHeading("Payment cancelled");
  });

  test("shows expired state when the deadline passes", async ({ stub, checkout, page }) => {
    await page.clock.install();
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    const id = await checkout.invoiceId();
    // Both clocks move past the deadline: the stub's (the invoice expires) and the page's (the countdown ends).
    await stub.advanceClock(3 * 3600);
    await page.clock.fastForward(3 * 3600 * 1000);
    await checkout.expectHeading("This payment expired");
    expect((await checkout.events("checkout-expired"))[0]?.detail).toEqual({ invoiceId: id });
  });

  test("turns the countdown urgent in its last quarter", async ({ stub, checkout, page }) => {
    await page.clock.install();
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    await expect(checkout.countdown).not.toHaveAttribute("urgent", "");
    const left = await checkout.secondsLeft();
    expect(left).toBeGreaterThan(60);
    // Both clocks move: the countdown re-reads the server's from every poll, so the page's alone would be corrected back.
    await stub.advanceClock(Math.ceil(left * 0.8));
    await page.clock.fastForward(Math.ceil(left * 0.8) * 1000);
    await expect(checkout.countdown).toHaveAttribute("urgent", "");
    await expect(checkout.countdown).toContainText("Hurry");
  });

  test("follows an existing invoice on the hosted payment page", async ({ stub, checkout, page }) => {
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible();
    const [created] = await checkout.events("checkout-invoice-created");
    const paymentUrl = String(created?.detail.paymentUrl);
    const id = String(created?.detail.invoiceId);
    await page.goto(paymentUrl);
    await expect(checkout.token("USDT")).toBeVisible();
    await checkout.chooseMethod("USDT", "Tron");
    await stub.simulate(id, "paid");
    await checkout.expectHeading("Payment complete");
  });

  test("speaks German and Arabic, right to left", async ({ checkout }) => {
    await checkout.open({ ...(await Promise.resolve(checkoutDefaults())), locale: "de" });
    await expect(checkout.host.getByRole("heading", { name: "Zahlungsart wählen" })).toBeVisible();
    await expect(checkout.host.getByText("25,00 €")).toBeVisible();
    await checkout.open({ ...checkoutDefaults(), locale: "ar" });
    await expect(checkout.host.getByRole("heading", { name: "اختر طريقة الدفع" })).toBeVisible();
    await expect(checkout.host.locator('[part="card"]')).toHaveAttribute("dir", "rtl");
  });
});

function checkoutDefaults() {
  return {
    "sdk-key": "pk_test_demo",
    "project-id": "prj_demo_shop",
    amount: "25.00",
    currency: "EUR",
    "external-order-id": `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  };
}
