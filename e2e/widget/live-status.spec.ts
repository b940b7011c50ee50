/** The widget following an invoice live: the confirming screen with its confirmations, and how often it polls. */
import type { Page, Request } from "@playwright/test";
import { expect, seedFixture, test, type CheckoutPage, type StubControl } from "crypto-checkout-kit/playwright";

const INVOICE_READ = /\/public\/v1\/sdk\/invoices\/inv_[^/?]+$/;

/** The seed with confirmations that take ten minutes of the stub's clock: only a clock move completes them. */
async function openConfirmingCheckout(stub: StubControl, checkout: CheckoutPage): Promise<{ id: string; transfers: () => unknown[] }> {
  await stub.reset({ ...seedFixture(), confirmation_seconds: 600, required_confirmations: 12 });
  const seen: unknown[] = [];
  checkout.page.on("response", (r) => {
    if (r.request().method() !== "GET" || !INVOICE_READ.test(new URL(r.url()).pathname)) return;
    void r.json().then(
      (body: { status?: string; payment?: { transfers?: unknown[] } }) => {
        if (body.status === "confirming") seen.push(...(body.payment?.transfers ?? []));
      },
      () => undefined,
    );
  });
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  const id = await checkout.invoiceId();
  await stub.simulate(id, "paid");
  return { id, transfers: () => seen };
}

test("shows confirmations while the payment is confirming", async ({ stub, checkout }) => {
  const { id, transfers } = await openConfirmingCheckout(stub, checkout);
  await checkout.expectHeading("Payment received");
  await expect(checkout.panel).toContainText("Waiting for the network to confirm it.");
  await expect(checkout.liveRegion).not.toBeEmpty();
  await expect(checkout.amountToSend).toHaveCount(0);
  await expect(checkout.cancelButton).toHaveCount(0);
  expect(await checkout.events("checkout-paid")).toHaveLength(0);
  // What the widget was answered while it showed that screen: one transfer, 1 of 12 confirmations in.
  await expect.poll(() => transfers().length).toBeGreaterThan(0);
  expect(transfers()[0]).toMatchObject({ status: "confirming", required_confirmations: 12, confirmations: 1 });

  await stub.advanceClock(601);
  await checkout.expectHeading("Payment complete");
  await expect(checkout.panel).not.toContainText("confirmations");
  expect((await checkout.events("checkout-paid"))[0]?.detail).toMatchObject({ invoiceId: id, status: "paid" });
});

test("shows the running confirmation count the API sends", async ({ stub, checkout }) => {
  await openConfirmingCheckout(stub, checkout);
  await checkout.expectHeading("Payment received");
  await expect(checkout.panel).toContainText("1 of 12 confirmations", { timeout: 5_000 });
});

/**
 * Counts the widget's invoice reads while the page's fake clock is moved in small steps. Each step waits for the
 * reads in flight to finish first, so a poll's answer is handled (and the next one scheduled) before time moves on.
 */
class PollCounter {
  /** Fake milliseconds since counting began, at the end of the step each read was seen in. */
  readonly seenAt: number[] = [];
  #elapsed = 0;
  #stepEnd = 0;
  #inFlight = 0;

  constructor(private readonly page: Page) {
    const isPoll = (r: Request) => r.method() === "GET" && INVOICE_READ.test(new URL(r.url()).pathname);
    page.on("request", (r) => {
      if (!isPoll(r)) return;
      this.#inFlight += 1;
      this.seenAt.push(this.#stepEnd);
    });
    const done = (r: Request) => {
      if (isPoll(r)) this.#inFlight -= 1;
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  }

  get elapsed(): number {
    return this.#elapsed;
  }

  /** Reads seen in [from, to) of counted time. */
  between(from: number, to: number): number[] {
    return this.seenAt.filter((t) => t > from && t <= to);
  }

  async settle(): Promise<void> {
    await expect.poll(() => this.#inFlight).toBe(0);
    // Two round trips into the page: the answer's promise chain has run and the next poll is scheduled.
    await this.page.evaluate(() => 0);
    await this.page.evaluate(() => 0);
  }

  async advance(ms: number, stepMs = 250): Promise<void> {
    for (let t = 0; t < ms; t += stepMs) {
      await this.settle();
      this.#stepEnd = this.#elapsed + stepMs;
      await this.page.clock.runFor(stepMs);
      this.#elapsed = this.#stepEnd;
    }
    await this.settle();
  }
}

async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (h ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test("polls more slowly while the tab is hidden and stops at a final state", async ({ stub, checkout, page }) => {
  await page.clock.install();
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  const id = await checkout.invoiceId();

  const polls = new PollCounter(page);
  // From here on the page's time only moves when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await polls.settle();

  const WINDOW = 20_000;
  const visibleFrom = polls.elapsed;
  await polls.advance(WINDOW);
  const visible = polls.between(visibleFrom, polls.elapsed);
  // About one read every 2 s while visible (a little fewer when an answer is slow to come back).
  expect(visible.length).toBeGreaterThanOrEqual(7);
  expect(visible.length).toBeLessThanOrEqual(11);

  await setHidden(page, true);
  const hiddenFrom = polls.elapsed;
  await polls.advance(WINDOW);
  const hidden = polls.between(hiddenFrom, polls.elapsed);
  // The read already scheduled at the visible pace may still run; after it, one every ~10 s.
  expect(hidden.length).toBeGreaterThanOrEqual(2);
  expect(hidden.length).toBeLessThanOrEqual(3);
  expect(hidden.length).toBeLessThan(visible.length / 2);
  for (let i = 1; i < hidden.length; i++) expect(hidden[i]! - hidden[i - 1]!).toBeGreaterThanOrEqual(9_500);

  // Shown again: it reads at once instead of waiting out the slow delay. Counted by number, not by time: the read the
  // visibilitychange starts runs between two clock steps, stamped with the hidden window's last instant.
  const readsWhileHidden = polls.seenAt.length;
  await setHidden(page, false);
  await polls.advance(500);
  expect(polls.seenAt.length - readsWhileHidden).toBeGreaterThanOrEqual(1);

  await stub.simulate(id, "paid");
  await polls.advance(3_000);
  await checkout.expectHeading("Payment complete");

  const finalFrom = polls.elapsed;
  await polls.advance(WINDOW);
  expect(polls.between(finalFrom, polls.elapsed)).toEqual([]);
  // Hidden again after the end: still nothing to ask.
  await setHidden(page, true);
  await setHidden(page, false);
  const afterToggle = polls.elapsed;
  await polls.advance(5_000);
  expect(polls.between(afterToggle, polls.elapsed)).toEqual([]);
});
