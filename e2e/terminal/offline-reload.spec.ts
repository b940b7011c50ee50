// Offline honesty: a reload while the customer pays keeps what they pay with on screen; a basket not yet charged
// survives a reload.
import { test, expect } from "crypto-checkout-kit/playwright";
import type { Locator } from "@playwright/test";
import { reviewShot } from "../review-shot.ts";

/** The seconds a countdown ("Expires in 14:52", "… about 14:40 …") shows. */
async function secondsShown(timer: Locator): Promise<number> {
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec((await timer.textContent()) ?? "") ?? [];
  if (minutes === undefined || seconds === undefined)
    throw new Error(`no time on the timer: ${await timer.textContent()}`);
  return Number(minutes) * 60 + Number(seconds);
}

test.describe("a reload", () => {
  test("while offline during a payment keeps the QR code, the address and the amount, under one notice", async ({
    terminal,
    page,
    context,
    stub: _stub,
  }) => {
    await terminal.open();
    await terminal.serviceWorkerReady();
    await terminal.charge("1250");
    await terminal.chooseCoin("USDT", "Tron");
    const address = (await page.getByTestId("address").textContent())?.trim() ?? "";
    const amount = (await page.getByTestId("crypto-amount").textContent())?.trim() ?? "";
    expect(address).not.toBe("");
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/^Expires in \d+:\d\d$/);
    const leftOnline = await secondsShown(timer);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("address")).toHaveText(address);
    await expect(page.getByTestId("crypto-amount")).toHaveText(amount);
    await expect(page.getByTestId("order-total")).toHaveText("€12.50");
    await expect(page.getByRole("img", { name: /QR/i }).first()).toBeVisible();
    // The time left goes on from the cached expiry, on the last known server clock, and says it is an estimate.
    await expect(timer).toHaveText(/^Expires in about \d+:\d\d \(approximate while offline\)$/);
    const leftOffline = await secondsShown(timer);
    expect(leftOffline).toBeLessThanOrEqual(leftOnline);
    // Not started again from the invoice's full 15 minutes: the reload took seconds, not minutes.
    expect(leftOffline).toBeGreaterThan(leftOnline - 120);
    await expect.poll(() => secondsShown(timer)).toBeLessThan(leftOffline);
    await reviewShot(page, "offline-reload.png");
    // One notice says the connection is gone: not the offline banner, a "connection lost" and an error on top of it.
    const notices = page.locator("[role=status], [role=alert]").filter({ hasText: /offline|connection|network/i });
    await expect(notices).toHaveCount(1);
    await context.setOffline(false);
  });

  test("keeps a basket not yet charged: its lines, the amount typed, the tip and the note", async ({
    terminal,
    page,
  }) => {
    await terminal.open({ quickItems: "Espresso = 2.40\nLemon cake = 3.50", tipPresets: "10" });
    const items = page.getByRole("group", { name: "Items" });
    await items.getByRole("button", { name: /Espresso/ }).click();
    await items.getByRole("button", { name: /Espresso/ }).click();
    await items.getByRole("button", { name: /Lemon cake/ }).click();
    await terminal.typeAmount("150");
    await page.getByRole("button", { name: "10 %" }).click();
    await page.getByLabel("Note or reference (optional)").fill("Table 4");
    await expect(terminal.total).toHaveText("€10.78");
    await page.reload();
    await expect(terminal.total).toHaveText("€10.78");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByLabel("Note or reference (optional)")).toHaveValue("Table 4");
    await expect(page.getByRole("button", { name: "10 %" })).toHaveAttribute("aria-pressed", "true");
    // Charged, the next sale starts empty, and so does a reload after it.
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
    await page.getByRole("button", { name: "Cancel sale" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(terminal.total).toHaveText("€0.00");
    await page.reload();
    await expect(terminal.total).toHaveText("€0.00");
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
  });
});
