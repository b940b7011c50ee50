/**
 * The widget on the provider's documented surface (a stub in provider-surface mode: no public invoice routes of ours):
 * the hosted payment page embedded in the card, its messages turned into the merchant page's events, and the button
 * where framing is refused. checkout-path.spec.ts has the same widget where our routes exist.
 */
import { axeBuilder } from "../axe.ts";
import { CheckoutPage, expect, test, type RecordedEvent } from "crypto-checkout-kit/playwright";
import type { Frame, Page } from "@playwright/test";
import { frameOf, postedMessagesHandled } from "../frame-messages.ts";

/** The customer picks USDT on Tron inside the embedded page, as on our own screens. */
async function chooseInFrame(checkout: CheckoutPage): Promise<void> {
  const page = checkout.hostedPage;
  await page.getByRole("option", { name: /^USDT\b/ }).click();
  const tron = page.getByRole("option", { name: /^Tron\b/ });
  if (await tron.isVisible()) await tron.click();
  await expect(page.getByRole("img", { name: /QR/ }).first()).toBeVisible();
}

/** The recorded events of `type`, once at least `count` have fired. */
async function eventsOnce(checkout: CheckoutPage, type: string, count = 1): Promise<RecordedEvent[]> {
  await expect.poll(async () => (await checkout.events(type)).length).toBeGreaterThanOrEqual(count);
  return checkout.events(type);
}

/** The checkout-* and paymos:* events after the invoice was created, by type, to compare whole. */
async function eventsAfterCreation(checkout: CheckoutPage): Promise<string[]> {
  const all = (await checkout.events()).map((e) => e.type);
  return all.slice(all.indexOf("checkout-invoice-created"));
}

// Every test here runs against a stub with only the provider's documented surface.
test.use({ stubProviderSurface: true });

test("the widget embeds the hosted page with the documented attributes and says which path it took", async ({
  checkout,
}) => {
  await checkout.open();
  await expect(checkout.hostedFrame).toBeVisible();
  const id = await checkout.invoiceId();
  await expect(checkout.hostedFrame).toHaveAttribute("src", `${checkout.baseURL}/pay/${id}?embed=true&locale=en`);
  await expect(checkout.hostedFrame).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-forms");
  await expect(checkout.hostedFrame).toHaveAttribute("allow", "clipboard-write");
  await expect(checkout.hostedFrame).toHaveAccessibleName("Crypto payment page");
  // The shop's page may send no referrer (the demo shop does not): the frame still gets the shop's origin, which the
  // page in it needs where the browser has no location.ancestorOrigins (Firefox) to know whom to tell.
  await expect(checkout.hostedFrame).toHaveAttribute("referrerpolicy", "origin");
  const framed = await frameOf(checkout.hostedFrame);
  expect(await framed.evaluate(() => document.referrer)).toBe(`${checkout.baseURL}/`);
  // Under the frame, a way to the same page for a browser that refuses it (the page's own frame-ancestors).
  await expect(checkout.openPaymentPage).toHaveAttribute("href", `${checkout.baseURL}/pay/${id}`);
  const width = await checkout.hostedFrame.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(440);
  expect(width).toBeLessThanOrEqual(460);
  const [path] = await eventsOnce(checkout, "checkout-path");
  expect(path?.detail).toEqual({ invoiceId: id, path: "hosted-embed", reason: "read-not-found" });
  // No method list of ours: the service could not take the choice.
  await expect(checkout.token("USDT")).toHaveCount(0);
  await expect(checkout.hostedPage.getByRole("option", { name: /^USDT\b/ })).toBeVisible();
});

test("the developer log names the path", async ({ checkout, page }) => {
  const lines: string[] = [];
  page.on("console", (m) => lines.push(m.text()));
  await checkout.open();
  await expect(checkout.hostedFrame).toBeVisible();
  await expect
    .poll(() => lines.filter((l) => l.startsWith("[crypto-checkout] path:")))
    .toEqual(["[crypto-checkout] path: hosted-embed (read-not-found)"]);
});

test("a customer pays in full inside the embedded page; the events say it is a browser signal", async ({
  stub,
  checkout,
}) => {
  await checkout.open();
  await chooseInFrame(checkout);
  const id = await checkout.invoiceId();
  await stub.simulate(id, "paid");
  await expect(checkout.hostedPage.getByRole("heading", { name: "Payment complete" })).toBeVisible();

  const [paid] = await eventsOnce(checkout, "checkout-paid");
  expect(paid?.detail).toEqual({
    invoiceId: id,
    status: "paid",
    amount: "25", // the order's amount as the service keeps it, trimmed as the provider does
    currency: "EUR",
    confirmedBy: "browser-message",
  });
  const [succeeded] = await checkout.events("paymos:succeeded");
  expect(succeeded?.detail).toEqual({ invoice_id: id, reason: "paid", confirmed_by: "browser-message" });
  expect(await eventsAfterCreation(checkout)).toEqual([
    "checkout-invoice-created",
    // awaiting_client, from the create's answer
    "checkout-status-changed",
    "checkout-path",
    "paymos:succeeded",
    "checkout-status-changed",
    "checkout-paid",
  ]);
  // The card says, in words, who reported it.
  await expect(
    checkout.host.getByText(
      "The payment page reports this payment complete. The shop confirms it before your order ships.",
    ),
  ).toBeVisible();
});

test("an underpayment that is never completed reaches the page as paymos:failed and an underpaid status, not as paid", async ({
  stub,
  checkout,
}) => {
  await checkout.open();
  await chooseInFrame(checkout);
  const id = await checkout.invoiceId();
  await stub.simulate(id, "underpay");
  await expect(checkout.hostedPage.getByText("Part of the payment arrived").first()).toBeVisible();
  // Part of it arrived; the rest never does, and the invoice's time runs out: it ends underpaid.
  await stub.advanceClock(3 * 3600);

  const [failed] = await eventsOnce(checkout, "paymos:failed");
  expect(failed?.detail).toEqual({ invoice_id: id, reason: "underpaid", confirmed_by: "browser-message" });
  const changed = (await checkout.events("checkout-status-changed")).at(-1);
  expect(changed?.detail).toEqual({
    invoiceId: id,
    status: "underpaid",
    previous: "awaiting_client",
    confirmedBy: "browser-message",
  });
  expect(await checkout.events("checkout-paid")).toEqual([]);
  await expect(checkout.host.getByText(/reports this payment complete/)).toHaveCount(0);
});

test("a customer cancels inside the embedded page", async ({ checkout }) => {
  await checkout.open();
  const page = checkout.hostedPage;
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  // The ending is told outside the page, in the card (issue #38).
  await expect(checkout.host.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();

  const id = await checkout.invoiceId();
  const [cancelled] = await eventsOnce(checkout, "checkout-cancelled");
  expect(cancelled?.detail).toEqual({ invoiceId: id, confirmedBy: "browser-message" });
  expect((await checkout.events("paymos:failed"))[0]?.detail).toEqual({
    invoice_id: id,
    reason: "cancelled",
    confirmed_by: "browser-message",
  });
});

test("closing the embedded page leaves a way to show it again", async ({ checkout }) => {
  await checkout.open();
  await checkout.hostedPage.getByRole("button", { name: "Close" }).click();
  await checkout.expectHeading("Payment page closed");
  const id = await checkout.invoiceId();
  expect((await eventsOnce(checkout, "paymos:close"))[0]?.detail).toEqual({
    invoice_id: id,
    reason: "closed_by_customer",
    confirmed_by: "browser-message",
  });
  await expect(checkout.hostedFrame).toHaveCount(0);
  await checkout.host.getByRole("button", { name: "Show the payment page again" }).click();
  await expect(checkout.hostedPage.getByRole("option", { name: /^USDT\b/ })).toBeVisible();
});

test.describe("a message the widget did not get from its own frame changes nothing", () => {
  /** The frame the widget embedded the payment page in. */
  function embeddedFrame(page: Page): Frame {
    const frame = page.frames().find((f) => f.url().includes("embed=true"));
    if (!frame) throw new Error("no embedded payment page");
    return frame;
  }

  /**
   * Waits for the frame to be ready, runs `forge` (which answers the window its message was posted from, or one whose
   * messages are queued behind it), then proves no event and no words followed it.
   */
  async function expectIgnored(
    checkout: CheckoutPage,
    page: Page,
    forge: (id: string) => Promise<Frame>,
  ): Promise<void> {
    await checkout.open();
    await expect(checkout.hostedPage.getByRole("option", { name: /^USDT\b/ })).toBeVisible();
    const id = await checkout.invoiceId();
    const before = (await checkout.events()).length;
    const sender = await forge(id);
    await postedMessagesHandled(page, sender);
    expect((await checkout.events()).slice(before)).toEqual([]);
    await expect(checkout.host.getByText(/reports this payment complete/)).toHaveCount(0);
    await expect(checkout.hostedFrame).toBeVisible();
  }

  test("from the shop page itself, on the payment page's origin", async ({ checkout, page }) => {
    await expectIgnored(checkout, page, async (id) => {
      await page.evaluate(
        (invoice_id) => window.postMessage({ type: "paymos:succeeded", invoice_id, reason: "paid" }, "*"),
        id,
      );
      return page.mainFrame();
    });
  });

  test("from another frame on the payment page's origin", async ({ checkout, page }) => {
    await expectIgnored(checkout, page, async (id) => {
      await page.evaluate((invoice_id) => {
        // An empty frame of the shop page's own: its origin is the shop's, which here is the payment page's.
        const other = document.createElement("iframe");
        document.body.append(other);
        // Run in that frame's realm, so the message's source is that frame's window.
        const run = other.contentWindow as unknown as { eval(code: string): unknown };
        run.eval(`parent.postMessage(${JSON.stringify({ type: "paymos:close", invoice_id, reason: "x" })}, "*")`);
      }, id);
      // That frame runs in the shop page's own event loop: a message the page posts later is queued behind it.
      return page.mainFrame();
    });
  });

  test("from its own frame about another invoice", async ({ checkout, page }) => {
    await expectIgnored(checkout, page, async () => {
      const frame = embeddedFrame(page);
      await frame.evaluate(() =>
        parent.postMessage({ type: "paymos:succeeded", invoice_id: "inv_someone_else", reason: "paid" }, "*"),
      );
      return frame;
    });
  });

  test("from its own frame once it shows another origin", async ({ checkout, page }) => {
    await expectIgnored(checkout, page, async (id) => {
      const frame = embeddedFrame(page);
      // The same stub by another name is another origin; the frame's window stays the one the widget knows.
      await frame.goto(`${checkout.baseURL.replace("//localhost", "//127.0.0.1")}/openapi.json`);
      await frame.evaluate(
        (invoice_id) => parent.postMessage({ type: "paymos:succeeded", invoice_id, reason: "paid" }, "*"),
        id,
      );
      return frame;
    });
  });
});

test("a shop page whose CSP refuses the frame gets the button that opens the page, and says why", async ({
  checkout,
}) => {
  await checkout.open(CheckoutPage.defaults(), { headers: checkout.strictCspHeaders() });
  await checkout.expectHeading("Pay on the payment page");
  const id = await checkout.invoiceId();
  await expect(checkout.openPaymentPage).toHaveAttribute("href", `${checkout.baseURL}/pay/${id}`);
  await expect(checkout.openPaymentPage).toHaveAttribute("target", "_blank");
  const paths = await eventsOnce(checkout, "checkout-path", 2);
  expect(paths.map((e) => e.detail)).toEqual([
    { invoiceId: id, path: "hosted-embed", reason: "read-not-found" },
    { invoiceId: id, path: "hosted-redirect", reason: "frame-refused" },
  ]);
});

test("a shop page whose strict CSP allows the payment page's frame has no violation", async ({ checkout }) => {
  await checkout.recordCspViolations();
  await checkout.open(CheckoutPage.defaults(), { headers: checkout.strictCspHeaders({ framePaymentPage: true }) });
  await expect(checkout.hostedPage.getByRole("option", { name: /^USDT\b/ })).toBeVisible();
  expect(await checkout.cspViolations()).toEqual([]);
});

test("presentation=redirect with open-in=this-tab: the customer presses the button and pays on the page", async ({
  stub,
  checkout,
  page,
}) => {
  await checkout.open({ ...CheckoutPage.defaults(), presentation: "redirect", "open-in": "this-tab" });
  await checkout.expectHeading("Pay on the payment page");
  const id = await checkout.invoiceId();
  expect((await eventsOnce(checkout, "checkout-path"))[0]?.detail).toEqual({
    invoiceId: id,
    path: "hosted-redirect",
    reason: "attribute",
  });
  await expect(checkout.hostedFrame).toHaveCount(0);
  await checkout.openPaymentPage.click();
  await expect(page).toHaveURL(`${checkout.baseURL}/pay/${id}`);
  const hosted = page.locator("crypto-checkout");
  await hosted.getByRole("option", { name: /^USDT\b/ }).click();
  await hosted.getByRole("option", { name: /^Tron\b/ }).click();
  await expect(hosted.locator('svg[part="qr"]').first()).toBeVisible();
  await stub.simulate(id, "paid");
  await expect(hosted.getByRole("heading", { name: "Payment complete" })).toBeVisible();
});

test("the pay button's modal embeds the page, and its close closes the dialog", async ({ checkout, page }) => {
  await checkout.open(CheckoutPage.defaults(), {
    body: `<crypto-pay-button sdk-key="pk_test_demo" project-id="prj_demo_shop" amount="25.00" currency="EUR" external-order-id="${CheckoutPage.orderId()}" locale="en"></crypto-pay-button>`,
  });
  await page.getByRole("button", { name: "Pay with crypto" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.frameLocator("iframe").getByRole("option", { name: /^USDT\b/ })).toBeVisible();
  await dialog.frameLocator("iframe").getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(await checkout.events("paymos:close")).toHaveLength(1);
});

test.describe("axe finds nothing on the hosted-page path", () => {
  async function expectNoAxeViolations(page: Page): Promise<void> {
    // The embedded page is analysed too: axe descends into the frame and takes its document as a whole page, so the
    // page-level rules (an h1 among them) are asked of the frame, whose bar carries its heading.
    const { violations } = await axeBuilder(page).include("crypto-checkout").analyze();
    expect(
      violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`,
      ),
    ).toEqual([]);
  }

  for (const theme of ["light", "dark"] as const) {
    for (const locale of ["en", "ar"] as const) {
      test(`embedded, reported paid, closed (${theme}, ${locale})`, async ({ stub, checkout, page }) => {
        await checkout.open({ ...CheckoutPage.defaults(), theme, locale });
        await expect(checkout.hostedPage.getByRole("option").first()).toBeVisible();
        await expectNoAxeViolations(page);

        await checkout.hostedPage.getByRole("option").first().click();
        const network = checkout.hostedPage.getByRole("option").first();
        await network.click();
        // The payment screen (its QR code) says the choice was taken: only then is there an address to pay.
        await expect(checkout.hostedPage.locator('svg[part="qr"]').first()).toBeVisible();
        await stub.simulate(await checkout.invoiceId(), "paid");
        await expect(checkout.host.locator("p.reported")).toBeVisible();
        await expectNoAxeViolations(page);

        await checkout.hostedPage.locator("#embed-close").click();
        await expect(checkout.heading).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }

  test("the button that opens the page (Arabic)", async ({ checkout, page }) => {
    await checkout.open({ ...CheckoutPage.defaults(), locale: "ar", presentation: "redirect" });
    await expect(checkout.host.getByRole("link")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
