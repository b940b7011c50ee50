import { axeBuilder } from "../axe.ts";
import { test, expect } from "crypto-checkout-kit/playwright";
import { reviewShot } from "../review-shot.ts";

test.describe("the settings PIN", () => {
  test("after four wrong PINs the gate waits 30 s, through a reload, before it takes the next one", async ({
    terminal,
    page,
  }) => {
    await page.clock.install({ time: new Date("2027-03-01T10:00:00Z") });
    await terminal.open({ pin: "2468" });
    await terminal.nav("Settings");
    const pin = page.getByLabel("PIN");
    const unlock = page.getByRole("button", { name: "Unlock" });
    for (const wrong of ["1111", "2222", "3333"]) {
      await pin.fill(wrong);
      await unlock.click();
      await expect(page.getByText("Wrong PIN.")).toBeVisible();
      await expect(pin).toBeEnabled();
    }
    await pin.fill("4444");
    await unlock.click();
    await expect(page.getByRole("alert")).toHaveText(/^Too many wrong PINs\. Try again at /);
    await expect(pin).toBeDisabled();
    await expect(unlock).toBeDisabled();
    await reviewShot(page, "pin-wait.png", { fullPage: true });
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // A reload is no fresh start: the count and the time of the last failure are stored with the settings.
    await page.reload();
    await terminal.nav("Settings");
    await expect(page.getByText(/^Too many wrong PINs/)).toBeVisible();
    await expect(pin).toBeDisabled();

    await page.clock.fastForward(30_000);
    await expect(pin).toBeEnabled();
    await pin.fill("2468");
    await unlock.click();
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  });

  test("the limit holds per device: wrong PINs from three tabs share one count", async ({
    terminal,
    page,
    context,
  }) => {
    await terminal.open({ pin: "2468" });
    // Three tabs of the same terminal, each on the PIN gate before any wrong PIN.
    const tabs = [page, await context.newPage(), await context.newPage()];
    for (const tab of tabs.slice(1)) await tab.goto(page.url());
    for (const tab of tabs) {
      await tab.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
      await expect(tab.getByLabel("PIN")).toBeEnabled();
    }
    for (const [i, wrong] of ["1111", "2222", "3333", "4444"].entries()) {
      const tab = tabs[i % tabs.length]!;
      await tab.getByLabel("PIN").fill(wrong);
      await tab.getByRole("button", { name: "Unlock" }).click();
      await expect(tab.getByRole("alert")).toBeVisible();
    }
    // The fourth wrong PIN (in the first tab) starts the wait there.
    await expect(tabs[0]!.getByLabel("PIN")).toBeDisabled();
    // The fifth try, in a tab that saw only one wrong PIN of its own, waits like the others: even the right PIN.
    const fifth = tabs[1]!;
    await fifth.getByLabel("PIN").fill("2468");
    await fifth.getByRole("button", { name: "Unlock" }).click();
    await expect(fifth.getByRole("alert")).toHaveText(/^Too many wrong PINs\. Try again at /);
    await expect(fifth.getByRole("heading", { name: "Settings are locked" })).toBeVisible();
  });
  test("a key rewritten in storage by another page of the terminal's origin is not used after a reload without the PIN", async ({
    terminal,
    page,
    context,
  }) => {
    await terminal.open({ pin: "2468" });
    const sentKeys: string[] = [];
    page.on("request", (request) => {
      const key = request.headers()["x-sdk-key"];
      if (key !== undefined) sentKeys.push(key);
    });
    // Another document of the same origin (any file served there) rewrites the stored key, and nothing else.
    const other = await context.newPage();
    await other.goto(new URL("icons/icon-192.png", page.url()).href);
    await other.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("crypto-terminal");
          open.onerror = () => reject(open.error ?? new Error("IndexedDB open failed"));
          open.onsuccess = () => {
            const store = open.result.transaction("settings", "readwrite").objectStore("settings");
            const get = store.get("current");
            get.onsuccess = () => {
              const put = store.put({ ...get.result, sdkKey: "pk_test_stranger" }, "current");
              put.onsuccess = () => resolve();
              put.onerror = () => reject(put.error ?? new Error("IndexedDB put failed"));
            };
          };
        }),
    );
    await other.close();

    await page.reload();
    // The PIN first, saying why; no keypad, no request with the rewritten key.
    await expect(page.getByText(/changed without the PIN\. Enter the PIN to review them/)).toBeVisible();
    await expect(terminal.amount).toBeHidden();
    await page.getByLabel("PIN").fill("2468");
    await page.getByRole("button", { name: "Unlock" }).click();
    // Then the review a changed pairing link gets: the rewritten key against the one the PIN approved, said before
    // the list of every setting, so a phone shows it without scrolling.
    await expect(page.getByRole("heading", { name: "Review this tablet's changed settings" })).toBeVisible();
    await expect(page.getByTestId("pair-account-warning")).toContainText("key pk_test_stranger");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("pair-account-warning")).toBeInViewport({ ratio: 1 });
    const use = page.getByRole("button", { name: "Use these settings" });
    await expect(use).toBeDisabled();
    await reviewShot(page, "stored-settings-review.png", { fullPage: true });
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(sentKeys).not.toContain("pk_test_stranger");

    // Staff put their own key back in the settings: the tablet sells again, sealed anew.
    await page.getByRole("link", { name: "Change them in the settings" }).click();
    await page.getByLabel("Public key").fill("pk_test_demo");
    await terminal.saveButton.click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
    await page.reload();
    await terminal.nav("New sale");
    await expect(terminal.amount).toBeVisible();
    expect(sentKeys).not.toContain("pk_test_stranger");
  });
});
