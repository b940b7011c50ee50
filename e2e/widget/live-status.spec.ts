/** The widget following an invoice live: the confirming screen with its confirmations, and how often it polls. */
import type { Page } from "@playwright/test";
import { expect, seedFixture, test, type CheckoutPage, type StubControl } from "crypto-checkout-kit/playwright";

const INVOICE_READ = /\/public\/v1\/sdk\/invoices\/inv_[^/?]+$/;

/** The seed with confirmations that take ten minutes of the stub's clock: only a clock move completes them. */
async function openConfirmingCheckout(
  stub: StubControl,
  checkout: CheckoutPage,
): Promise<{ id: string; transfers: () => unknown[] }> {
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
  await expect(checkout.heading).toBeFocused();
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

/** What the page records of the widget's invoice reads (see recordInvoiceReads). */
interface InvoiceReadLog {
  /** The page's clock (Date.now(), faked by page.clock) when each read was sent. */
  sentAt: number[];
  /** Reads sent whose answer the widget has not been handed yet. */
  open: number;
}

declare global {
  interface Window {
    invoiceReads?: InvoiceReadLog;
  }
}

/**
 * Wraps the page's fetch so the page itself records each invoice read: when it was sent on the page's (fake) clock,
 * and whether its answer is still on the way. The answer's body is read here and handed to the widget already in
 * memory, so once `open` drops back the rest of the widget's handling (parse, state, scheduling the next read) runs
 * in promise jobs of that same task: a later page.evaluate sees the next read scheduled. Playwright's request events
 * cannot say this: they reach the test on their own schedule, after the page has moved on or before it has.
 */
async function recordInvoiceReads(page: Page): Promise<void> {
  await page.addInitScript((readPattern) => {
    const isRead = new RegExp(readPattern);
    const log: InvoiceReadLog = { sentAt: [], open: 0 };
    window.invoiceReads = log;
    const send = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : undefined;
      const url = new URL(request?.url ?? (input instanceof URL ? input.href : (input as string)), location.href);
      const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
      if (method !== "GET" || !isRead.test(url.pathname)) return send(input, init);
      log.sentAt.push(Date.now());
      log.open += 1;
      try {
        const response = await send(input, init);
        const body = await response.text();
        const inMemory = new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
        const readNow = () => Promise.resolve(body);
        Object.defineProperty(inMemory, "text", { value: readNow });
        Object.defineProperty(inMemory, "json", { value: () => readNow().then((text) => JSON.parse(text) as unknown) });
        return inMemory;
      } finally {
        log.open -= 1;
      }
    };
  }, INVOICE_READ.source);
}

/**
 * Moves the page's paused clock in small steps and reads the page's own record of the invoice reads. Before each
 * step it waits until no read is waiting for its answer, so an answer is handled (and the next read scheduled) at
 * most one step after the read went out: every gap between two reads is the widget's delay plus under one step.
 */
class PollCounter {
  static readonly STEP_MS = 250;

  private constructor(
    private readonly page: Page,
    /** The page's clock when counting began: times below are milliseconds since then. */
    private readonly origin: number,
  ) {}

  /** Pauses the page's clock (installed before the page loaded, with recordInvoiceReads) and starts counting. */
  static async start(page: Page): Promise<PollCounter> {
    const origin = (await page.evaluate(() => Date.now())) + 1_000;
    await page.clock.pauseAt(origin);
    const counter = new PollCounter(page, origin);
    await counter.settle();
    return counter;
  }

  /** The page's clock, in milliseconds since counting began. */
  async now(): Promise<number> {
    return (await this.page.evaluate(() => Date.now())) - this.origin;
  }

  /** When each read was sent, in milliseconds since counting began. */
  async sentAt(): Promise<number[]> {
    const sent = await this.page.evaluate(() => window.invoiceReads?.sentAt ?? []);
    return sent.map((t) => t - this.origin);
  }

  /** Reads sent in (from, to]: a read sent at a window's last instant belongs to that window. */
  async between(from: number, to: number): Promise<number[]> {
    return (await this.sentAt()).filter((t) => t > from && t <= to);
  }

  async settle(): Promise<void> {
    await expect.poll(() => this.page.evaluate(() => window.invoiceReads?.open)).toBe(0);
  }

  async advance(ms: number): Promise<void> {
    for (let t = 0; t < ms; t += PollCounter.STEP_MS) {
      await this.settle();
      await this.page.clock.runFor(PollCounter.STEP_MS);
    }
    await this.settle();
  }

  /**
   * Moves the clock on in one go, for a window where no read may go out: any read the widget still sends is recorded
   * when sent, so one is enough to show up; step by step would only tell when the second and later ones came.
   */
  async advanceExpectingNoReads(ms: number): Promise<void> {
    await this.settle();
    await this.page.clock.runFor(ms);
    await this.settle();
  }
}

/** The gaps between consecutive times. */
function gaps(times: number[]): number[] {
  return times.slice(1).map((t, i) => t - times[i]!);
}

async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (h ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test("polls more slowly while the tab is hidden and stops at a final state", async ({ stub, checkout, page }) => {
  const { STEP_MS } = PollCounter;
  const VISIBLE_MS = 2_000;
  const HIDDEN_MS = 10_000;
  await recordInvoiceReads(page);
  await page.clock.install();
  await checkout.open();
  await checkout.chooseMethod("USDT", "Tron");
  const id = await checkout.invoiceId();
  // From here on the page's time only moves when the test moves it.
  const polls = await PollCounter.start(page);

  const WINDOW = 20_000;
  const visibleFrom = await polls.now();
  await polls.advance(WINDOW);
  const hiddenFrom = await polls.now();
  const visible = await polls.between(visibleFrom, hiddenFrom);
  // One read every 2 s of the page's clock while visible; an answer can land up to one clock step late.
  expect(visible.length).toBeGreaterThanOrEqual(WINDOW / (VISIBLE_MS + STEP_MS));
  for (const gap of gaps(visible)) {
    expect(gap).toBeGreaterThanOrEqual(VISIBLE_MS);
    expect(gap).toBeLessThanOrEqual(VISIBLE_MS + STEP_MS);
  }

  await setHidden(page, true);
  await polls.advance(WINDOW);
  const shownAt = await polls.now();
  const hidden = await polls.between(hiddenFrom, shownAt);
  // The read already scheduled at the visible pace still runs, within 2 s; after it, one every 10 s.
  expect(hidden).toHaveLength(2);
  expect(hidden[0]! - hiddenFrom).toBeLessThanOrEqual(VISIBLE_MS + STEP_MS);
  expect(hidden[1]! - hidden[0]!).toBeGreaterThanOrEqual(HIDDEN_MS);
  expect(hidden[1]! - hidden[0]!).toBeLessThanOrEqual(HIDDEN_MS + STEP_MS);

  // Shown again: it reads at once, sooner than the slow pace would have, and goes back to the visible pace.
  await setHidden(page, false);
  await polls.advance(5_000);
  const afterShown = (await polls.sentAt()).filter((t) => t >= shownAt && t <= shownAt + 5_000);
  expect(afterShown[0]).toBe(shownAt);
  expect(afterShown[0]!).toBeLessThan(hidden[1]! + HIDDEN_MS);
  expect(afterShown.length).toBeGreaterThanOrEqual(3);
  for (const gap of gaps(afterShown)) expect(gap).toBeLessThanOrEqual(VISIBLE_MS + STEP_MS);

  await stub.simulate(id, "paid");
  await polls.advance(3_000);
  await checkout.expectHeading("Payment complete");

  const finalFrom = await polls.now();
  await polls.advanceExpectingNoReads(WINDOW);
  expect(await polls.between(finalFrom, await polls.now())).toEqual([]);
  // Hidden again after the end: still nothing to ask.
  await setHidden(page, true);
  await setHidden(page, false);
  const afterToggle = await polls.now();
  await polls.advanceExpectingNoReads(5_000);
  expect(await polls.between(afterToggle, await polls.now())).toEqual([]);
});
