import { test, expect, SANDBOX } from "crypto-checkout-kit/playwright";

test.describe("terminal reliability", () => {
  test("resumes the sale in progress after a reload and asks the API for its status", async ({
    terminal,
    page,
    stub,
  }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("2000");
    await terminal.chooseCoin("USDT", "Tron");
    await page.reload();
    await expect(page.getByText("Resumed the sale in progress.")).toBeVisible();
    await expect(page.getByText("Network: Tron Nile testnet")).toBeVisible();
    expect(await terminal.invoiceId()).toBe(invoiceId);
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    const creates = (await stub.journal()).filter((r) => r.method === "POST" && r.path === "/public/v1/sdk");
    expect(creates).toHaveLength(1);
    expect(await terminal.invoiceCount()).toBe(1);
  });

  test("counts down on the server's clock when the tablet's clock is seven minutes slow", async ({
    terminal,
    page,
    stub,
  }) => {
    const serverNow = await stub.now();
    // The tablet's clock (Date, timers) runs from seven minutes before the server's.
    await page.clock.install({ time: (serverNow - 7 * 60) * 1000 });
    await terminal.open();
    await terminal.charge("1200");
    // The invoice lives 15 minutes on the server's clock; an uncorrected tablet would show 22 minutes.
    await expect(page.getByRole("timer")).toHaveText(/^Expires in 1[45]:\d\d$/);
    await page.clock.runFor(5_000);
    await expect(page.getByRole("timer")).toHaveText(/^Expires in 14:[45]\d$/);
  });

  test("holds a screen wake lock on the payment screen and takes it again when the tab returns", async ({
    terminal,
    page,
  }) => {
    // A recording stand-in for the Wake Lock API: headless Chromium refuses the real one.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { wakeLog: string[] }).wakeLog = log;
      let hidden = false;
      Object.defineProperty(document, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
      (window as unknown as { setHidden: (h: boolean) => void }).setHidden = (h) => {
        hidden = h;
        document.dispatchEvent(new Event("visibilitychange"));
      };
      Object.defineProperty(navigator, "wakeLock", {
        value: {
          request: (type: string) => {
            log.push(`request ${type}`);
            const sentinel = {
              released: false,
              release: () => {
                sentinel.released = true;
                log.push("release");
                return Promise.resolve();
              },
            };
            document.addEventListener("visibilitychange", () => {
              if (hidden && !sentinel.released) sentinel.released = true; // the browser drops it when hidden
            });
            return sentinel;
          },
        },
      });
    });
    const wakeLog = () => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);
    await terminal.open();
    expect(await wakeLog()).toEqual([]);
    await terminal.charge("250");
    await expect.poll(wakeLog).toEqual(["request screen"]);
    await page.evaluate(() => (window as unknown as { setHidden: (h: boolean) => void }).setHidden(true));
    await page.evaluate(() => (window as unknown as { setHidden: (h: boolean) => void }).setHidden(false));
    await expect.poll(wakeLog).toEqual(["request screen", "request screen"]);
    await page.getByRole("button", { name: "Cancel sale" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await page.getByRole("button", { name: "New sale" }).click();
    await expect.poll(wakeLog).toEqual(["request screen", "request screen", "release"]);
  });

  test("points staff to the project id on terminal_not_enabled (a Low-Code project)", async ({
    terminal,
    page,
    stub,
  }) => {
    await terminal.open();
    // Set up while the project was a Terminal one (setup checks that); switched in the dashboard since.
    await stub.patchProject(SANDBOX.terminalProjectId, { integration: "Low-Code" });
    await terminal.typeAmount("100");
    await terminal.chargeButton.click();
    await expect(terminal.problemText).toHaveText(/not a Terminal project/);
    await expect(page.getByText("Code: terminal_not_enabled")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await page.getByRole("button", { name: "Fix the setting “Terminal project id”" }).click();
    await expect(page.getByLabel("Terminal project id")).toBeFocused();
    await expect(page.getByLabel("Terminal project id")).toHaveValue(SANDBOX.terminalProjectId);
    const sales = await terminal.storedSales();
    expect(sales.map((s) => s.status)).toEqual(["failed"]);
  });

  test("rate_limited: waits for Retry-After and goes on by itself, as the widget does", async ({ terminal, stub }) => {
    await terminal.open();
    // More answers than the client's own retries: the sale fails, then the checkout waits out Retry-After.
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "rate_limited", count: 4 });
    await terminal.typeAmount("1500");
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible({ timeout: 20_000 });
    const creates = (await stub.journal()).filter((r) => r.method === "POST" && r.path === "/public/v1/sdk");
    expect(creates.length).toBe(5);
  });

  test("locks the settings behind the PIN", async ({ terminal, page, stub: _stub }) => {
    await terminal.open({ pin: "2468" });
    await terminal.nav("Settings");
    await page.getByLabel("PIN", { exact: true }).fill("1111");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByText("Wrong PIN.")).toBeVisible();
    await page.getByLabel("PIN", { exact: true }).fill("2468");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByLabel("Shop name")).toHaveValue("Corner Café");
    await terminal.nav("New sale");
    await terminal.nav("Settings");
    await expect(page.getByRole("heading", { name: "Settings are locked" })).toBeVisible();
  });

  test("validates the setup form and names each wrong field", async ({ terminal, page, stub: _stub }) => {
    await terminal.goto();
    await terminal.setup({ sdkKey: "rk_test_x", projectId: "inv_1", customerFeePercent: "120" });
    await expect(page.getByText("A public key starts with pk_test_ or pk_live_.")).toBeVisible();
    await expect(page.getByText("A project id starts with prj_.")).toBeVisible();
    await expect(page.getByText("A percentage from 0 to 100.")).toBeVisible();
    await expect(page.getByLabel("Public key")).toHaveAttribute("aria-invalid", "true");
    // Focus is on the first field to fix, not left on Save below it.
    await expect(page.getByLabel("Public key")).toBeFocused();
  });

  test("starts on any hash: a receipt link with a broken escape opens the history", async ({ terminal, page }) => {
    await terminal.open();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/terminal/#/receipt/%E0%A4%A");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sales on this device" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("reloads the shell offline, shows the banner and refuses to charge", async ({
    terminal,
    page,
    context,
    stub,
  }) => {
    await terminal.open();
    await terminal.serviceWorkerReady();
    await context.setOffline(true);
    const shell = await page.reload();
    // Straight from the precache: the worker answered the navigation, the network was never tried.
    expect(shell?.fromServiceWorker()).toBe(true);
    await expect(terminal.offlineBanner).toBeVisible();
    await terminal.typeAmount("990");
    await expect(terminal.amount).toHaveText("€9.90");
    await expect(terminal.chargeButton).toBeDisabled();
    await expect(page.getByText("Charging needs a network connection.")).toBeVisible();
    await context.setOffline(false);
    await expect(terminal.offlineBanner).toBeHidden();
    await expect(terminal.chargeButton).toBeEnabled();
    const creates = (await stub.journal()).filter((r) => r.path === "/public/v1/sdk");
    expect(creates).toHaveLength(0);
  });
});

test.describe("network cut at five points: one invoice per sale, the right status within two polls", () => {
  test("before create: nothing is sent or queued while offline", async ({ terminal, page, context, stub }) => {
    await terminal.open();
    await context.setOffline(true);
    await terminal.typeAmount("1500");
    await expect(terminal.chargeButton).toBeDisabled();
    await context.setOffline(false);
    await expect(terminal.chargeButton).toBeEnabled();
    await expect(page.getByText("Scan with your phone")).toHaveCount(0);
    expect((await stub.journal()).filter((r) => r.path === "/public/v1/sdk")).toHaveLength(0);
    const invoiceId = await terminal.charge("");
    expect(await terminal.invoiceCount()).toBe(1);
    expect(invoiceId).toMatch(/^inv_/);
  });

  test("during create: the dropped request is sent again with the same order id", async ({ terminal, stub }) => {
    await terminal.open();
    await stub.fault({ method: "POST", path: "/public/v1/sdk", drop: true, count: 1 });
    const invoiceId = await terminal.charge("1500");
    const orderId = await terminal.activeOrderId();
    const creates = (await stub.journal()).filter((r) => r.method === "POST" && r.path === "/public/v1/sdk");
    expect(creates.length).toBeGreaterThanOrEqual(1);
    const invoices = await terminal.invoicesForOrder(orderId);
    expect(invoices.map((i) => i.invoice_id)).toEqual([invoiceId]);
  });

  test("response lost: the invoice made by the lost answer is the one shown, never a second", async ({
    terminal,
    page,
  }) => {
    await terminal.open();
    let lost = 0;
    // The request reaches the server and the invoice is made; only the answer never arrives.
    await page.route("**/public/v1/sdk", async (route) => {
      if (lost === 0) {
        lost++;
        await route.fetch();
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    const invoiceId = await terminal.charge("1500");
    expect(lost).toBe(1);
    const orderId = await terminal.activeOrderId();
    expect((await terminal.invoicesForOrder(orderId)).map((i) => i.invoice_id)).toEqual([invoiceId]);
    expect(await terminal.invoiceCount()).toBe(1);
  });

  test("response lost and the app closed: on start the same order id brings back the same invoice", async ({
    terminal,
    page,
  }) => {
    await terminal.open();
    // Every create answer is lost, so the app never learns the invoice id before it is closed.
    await page.route("**/public/v1/sdk", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await terminal.typeAmount("1500");
    await terminal.chargeButton.click();
    await expect.poll(() => terminal.invoiceCount()).toBe(1);
    const orderId = await terminal.activeOrderId();
    // The handler may still be between fetch and abort (the stub answered, the poll saw the invoice): let it finish,
    // or the reload handles its route first and the abort throws.
    await page.unrouteAll({ behavior: "wait" });
    await page.reload();
    await expect(terminal.scanHeading).toBeVisible();
    const invoiceId = await terminal.invoiceId();
    expect((await terminal.invoicesForOrder(orderId)).map((i) => i.invoice_id)).toEqual([invoiceId]);
  });

  test("while polling: polling resumes by itself and shows paid", async ({ terminal, page, context, stub }) => {
    await terminal.open();
    const invoiceId = await terminal.charge("1500");
    await terminal.chooseCoin("USDT", "Tron");
    await context.setOffline(true);
    // The customer's wallet does not need this tablet's network: the banner says so, not that payments are paused.
    await expect(terminal.offlineBanner).toHaveText(
      "Offline — new sales wait for the network. A customer can still pay the sale on screen: the payment shows here once the network is back.",
    );
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toHaveCount(0);
    await stub.clearFaults();
    const before = (await stub.journal()).length;
    await context.setOffline(false);
    await expect(terminal.paidHeading).toBeVisible();
    const polls = (await stub.journal())
      .slice(before)
      .filter((r) => r.method === "GET" && r.path === `/public/v1/sdk/invoices/${invoiceId}`);
    expect(polls.length).toBeLessThanOrEqual(2);
    expect(await terminal.invoiceCount()).toBe(1);
    void page;
  });
});
