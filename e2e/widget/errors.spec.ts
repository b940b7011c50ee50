import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

const NOT_AVAILABLE = "Crypto payment is not available";

test.describe("widget codes land in the calm 'not available' state and tell the developer the fix", () => {
  const cases: {
    code: string;
    attrs?: Partial<Record<string, string>>;
    setup?: (stub: import("crypto-checkout-kit/playwright").StubControl) => Promise<unknown>;
    origin?: string;
  }[] = [
    { code: "widget_key_missing", attrs: { "sdk-key": "" } },
    { code: "widget_key_invalid", attrs: { "sdk-key": "not a key" } },
    { code: "widget_key_not_found", attrs: { "sdk-key": "pk_test_nobody" } },
    // A second origin: the same stub through 127.0.0.1, which no project allows (only localhost origins are seeded).
    { code: "origin_not_allowed", origin: "second" },
    { code: "widget_inactive", setup: (stub) => stub.setWidgetActive("prj_demo_shop", false) },
    { code: "embed_not_enabled", attrs: { "project-id": "prj_demo_terminal" } },
    { code: "project_state_invalid", attrs: { "project-id": "prj_suspended" } },
    { code: "project_state_invalid", attrs: { "project-id": "prj_archived" } },
    { code: "project_not_found", attrs: { "project-id": "prj_missing" } },
    { code: "tokens_required", attrs: { "project-id": "prj_no_tokens" } },
  ];
  for (const c of cases) {
    test(`shows not available for ${c.code}${c.attrs?.["project-id"] ? ` (${c.attrs["project-id"]})` : ""}`, async ({
      stub,
      checkout,
      page,
    }) => {
      await c.setup?.(stub);
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      const second = c.origin === "second";
      const origin = second ? checkout.baseURL.replace("//localhost", "//127.0.0.1") : checkout.baseURL;
      await checkout.open(
        { ...CheckoutPage.defaults(), ...c.attrs, ...(second ? { "api-base": checkout.baseURL } : {}) },
        { origin },
      );
      await checkout.expectHeading(NOT_AVAILABLE);
      await expect(checkout.retryButton).toHaveCount(0);
      const [err] = await checkout.events("checkout-error");
      expect(err?.detail).toMatchObject({ code: c.code, retryable: false, category: "merchant_configuration" });
      await expect.poll(() => errors.some((e) => e.includes(c.code))).toBe(true);
    });
  }
});

test.describe("invoice codes of the public routes", () => {
  const confirmCases: { code: string; heading: string; list?: boolean }[] = [
    { code: "acceptance_disabled", heading: "This method cannot be used right now", list: true },
    { code: "network_unavailable", heading: "This method cannot be used right now", list: true },
    { code: "payment_method_unavailable", heading: "This method cannot be used right now", list: true },
    { code: "invoice_amount_below_minimum", heading: "This method cannot be used right now", list: true },
    { code: "deposit_amount_exceeds_limit", heading: "This method cannot be used right now", list: true },
    { code: "currency_not_enabled_for_project", heading: "This method cannot be used right now", list: true },
    { code: "client_confirmation_failed", heading: "This method cannot be used right now", list: true },
    { code: "invoice_deadline_passed", heading: "This payment expired" },
    { code: "tokens_required", heading: NOT_AVAILABLE },
    { code: "project_state_invalid", heading: NOT_AVAILABLE },
  ];
  for (const c of confirmCases) {
    test(`confirm answering ${c.code} shows "${c.heading}"`, async ({ stub, checkout }) => {
      await checkout.open();
      await expect(checkout.token("USDT")).toBeVisible();
      const id = await checkout.invoiceId();
      await stub.fault({
        method: "POST",
        path: `/public/v1/sdk/invoices/${id}/confirm-payment`,
        code: c.code,
        count: 1,
      });
      await checkout.token("USDT").click();
      await checkout.network("Tron").click();
      if (c.list) {
        await expect(checkout.host.getByRole("alert")).toContainText(c.heading);
        // The customer picks again: another method (or the same once it is back) goes through.
        await checkout.chooseMethod("USDT", "Tron");
      } else {
        await checkout.expectHeading(c.heading);
      }
      expect((await checkout.events("checkout-error"))[0]?.detail.code).toBe(c.code);
    });
  }

  for (const code of ["internal_error", "exchange_rate_unavailable"]) {
    test(`create answering ${code} offers a retry that works`, async ({ stub, checkout }) => {
      await stub.fault({ method: "POST", path: "/public/v1/sdk", code, count: 50 });
      await checkout.open();
      await checkout.expectHeading("Something went wrong on our side");
      await stub.clearFaults();
      if (code === "internal_error") await checkout.retryButton.click();
      // A 503 carries Retry-After (1 s from the stub) and the checkout tries again by itself then, so by now it may
      // have gone on without the tap: press Try again only while it is still offered.
      else await checkout.retryButton.click({ timeout: 2_000 }).catch(() => undefined);
      await expect(checkout.token("USDT")).toBeVisible({ timeout: 20_000 });
    });
  }

  test("rate_limited waits for Retry-After and goes on by itself", async ({ stub, checkout }) => {
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "rate_limited", count: 4 });
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible({ timeout: 20_000 });
  });

  test("an unknown invoice on the hosted page shows not found", async ({ checkout }) => {
    await checkout.openHosted("inv_doesnotexist");
    await checkout.expectHeading("Payment not found");
  });

  test("cancel answering invoice_cannot_be_cancelled reloads the invoice", async ({ stub, checkout }) => {
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible();
    const id = await checkout.invoiceId();
    await stub.fault({
      method: "POST",
      path: `/public/v1/sdk/invoices/${id}/cancel`,
      code: "invoice_cannot_be_cancelled",
      count: 1,
    });
    await checkout.cancel();
    await expect(checkout.token("USDT")).toBeVisible();
  });

  test("an API that does not answer while the device is online is called unreachable, never offline", async ({
    stub,
    checkout,
    page,
  }) => {
    // A wrong api-base: nothing listens there, the browser is online.
    await checkout.open({ ...CheckoutPage.defaults(), "api-base": "http://127.0.0.1:9" });
    await checkout.expectHeading("The payment service cannot be reached");
    await expect(checkout.host).toContainText("Your device is online, but the payment service does not answer");
    await expect(checkout.host).not.toContainText("offline");
    expect((await checkout.events("checkout-error"))[0]?.detail).toMatchObject({
      code: "network_error",
      category: "unreachable",
    });

    // Polls that get no answer on the payment screen: one notice that says the same, the screen stays.
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    await page.route("**/public/v1/sdk/invoices/**", (route) => route.abort("connectionrefused"));
    await expect(checkout.notices.first()).toContainText("The payment service cannot be reached");
    // With the amount and address on screen, the notice answers the customer's question: paying now is safe.
    await expect(checkout.notices.first()).toContainText("Paying now is safe");
    await expect(checkout.host).not.toContainText("You are offline");
    await page.unroute("**/public/v1/sdk/invoices/**");
    await stub.simulate(await checkout.invoiceId(), "paid");
    await checkout.expectHeading("Payment complete");
  });

  test("goes offline, says so, and resumes when the network is back", async ({ stub, checkout, page, context }) => {
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    const id = await checkout.invoiceId();
    await context.setOffline(true);
    await expect(checkout.notices.first()).toContainText("You are offline");
    await stub.simulate(id, "paid");
    await context.setOffline(false);
    await checkout.expectHeading("Payment complete");
    void page;
  });
});
