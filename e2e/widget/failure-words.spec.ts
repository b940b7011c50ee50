// A failure whose own words (the problem texts' chunk) cannot be fetched: named in the entry's words, with a way on.
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";

/** The chunk of English failure texts the widget fetches with the first failure it shows. */
const PROBLEM_TEXTS = "**/crypto-checkout.problem-texts-*.js";
const STOPPED = "The payment could not continue";
const PREPARING = "Preparing your payment…";

test.describe("a failure whose texts cannot be fetched", () => {
  test("is named, and Try again fetches the texts and retries the create", async ({ stub, checkout, page }) => {
    await page.route(PROBLEM_TEXTS, (route) => route.abort("failed"));
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "internal_error", count: 100 });
    await checkout.open();
    await checkout.expectHeading(STOPPED);
    await expect(checkout.host).not.toContainText(PREPARING);
    expect((await checkout.events("checkout-error"))[0]?.detail.code).toBe("internal_error");

    // Still blocked: trying again fails the same way and says so again, never "Preparing" for good.
    await checkout.retryButton.click();
    await checkout.expectHeading(STOPPED);
    await expect(checkout.retryButton).toBeEnabled();

    // The texts can be fetched again: the failure says what it is, and the retry offered there gets through.
    await page.unroute(PROBLEM_TEXTS);
    await checkout.retryButton.click();
    await checkout.expectHeading("Something went wrong on our side");
    await stub.clearFaults();
    await checkout.retryButton.click();
    await expect(checkout.token("USDT")).toBeVisible();
  });

  test("that cannot be retried still offers Try again, which brings its own words", async ({ checkout, page }) => {
    await page.route(PROBLEM_TEXTS, (route) => route.abort("failed"));
    await checkout.openHosted("inv_doesnotexist");
    await checkout.expectHeading(STOPPED);
    await page.unroute(PROBLEM_TEXTS);
    await checkout.retryButton.click();
    await checkout.expectHeading("Payment not found");
    await expect(checkout.retryButton).toHaveCount(0);
  });

  test("on the method list keeps the list usable with the entry's notice", async ({ stub, checkout, page }) => {
    await page.route(PROBLEM_TEXTS, (route) => route.abort("failed"));
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible();
    const id = await checkout.invoiceId();
    await stub.fault({
      method: "POST",
      path: `/public/v1/sdk/invoices/${id}/confirm-payment`,
      code: "network_unavailable",
      count: 1,
    });
    await checkout.token("USDT").click();
    await checkout.network("Tron").click();
    await expect(checkout.host.getByRole("alert")).toContainText(STOPPED);
    await checkout.chooseMethod("USDT", "Tron");
  });

  test("keeps the method list up while a failed choice's texts arrive, not a flash of Preparing", async ({
    stub,
    checkout,
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(PROBLEM_TEXTS, async (route) => {
      await released;
      await route.continue();
    });
    await checkout.open();
    await expect(checkout.token("USDT")).toBeVisible();
    const id = await checkout.invoiceId();
    await stub.fault({
      method: "POST",
      path: `/public/v1/sdk/invoices/${id}/confirm-payment`,
      code: "network_unavailable",
      count: 1,
    });
    await checkout.token("USDT").click();
    await checkout.network("Tron").click();
    await expect.poll(async () => (await checkout.events("checkout-error")).length).toBe(1);
    await expect(checkout.network("Tron")).toBeVisible();
    await expect(checkout.host).not.toContainText(PREPARING);
    release();
    await expect(checkout.host.getByRole("alert")).toContainText("This method cannot be used right now");
  });

  test("is named when the texts' fetch stalls, and says what it is once they arrive", async ({
    stub,
    checkout,
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(PROBLEM_TEXTS, async (route) => {
      await released;
      await route.continue();
    });
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "internal_error", count: 100 });
    await checkout.open();
    await checkout.expectHeading(STOPPED);
    release();
    await checkout.expectHeading("Something went wrong on our side");
  });

  test("gets its own words once the connection is back", async ({ stub, checkout, page, context }) => {
    await page.route(PROBLEM_TEXTS, (route) => route.abort("internetdisconnected"));
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "internal_error", count: 100 });
    await checkout.open();
    await checkout.expectHeading(STOPPED);
    await page.unroute(PROBLEM_TEXTS);
    await context.setOffline(true);
    await context.setOffline(false);
    await checkout.expectHeading("Something went wrong on our side");
  });

  test("never holds back a language whose own chunk says it", async ({ stub, checkout, page }) => {
    await page.route(PROBLEM_TEXTS, (route) => route.abort("failed"));
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "internal_error", count: 100 });
    await checkout.open({ ...CheckoutPage.defaults(), locale: "ar" });
    // "Something went wrong on our side", from the Arabic chunk: the blocked English texts are not needed.
    await checkout.expectHeading("حدث خطأ من جهتنا");
  });
});
