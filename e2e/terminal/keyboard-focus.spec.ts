// A physical keyboard at the till, and focus that follows each step: after Save, after Charge, after each choice and
// on every ending the new step's heading (or its first action) has focus, read through the shadow roots, and it is not
// inside a live region that would read it a second time.
import { axeBuilder } from "../axe.ts";
import type { Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";
import { liveRegions, newlySaid } from "../live-regions.ts";

interface Focused {
  tag: string;
  text: string;
  /** The focused element sits in a live region (role status or alert, aria-live): it would be announced twice. */
  inLiveRegion: boolean;
}

/** The element that has focus, found through every shadow root. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    let live = false;
    for (let a: Element | null = el; a; a = a.parentElement ?? (a.getRootNode() as ShadowRoot).host ?? null) {
      const role = a.getAttribute("role");
      const ariaLive = a.getAttribute("aria-live");
      if (role === "status" || role === "alert" || (ariaLive !== null && ariaLive !== "off")) live = true;
    }
    return { tag: el?.localName ?? "", text: (el?.textContent ?? "").replace(/\s+/g, " ").trim(), inLiveRegion: live };
  });
}

async function expectFocusOn(page: Page, tag: string, text: string | RegExp) {
  await expect
    .poll(() => focused(page).then((f) => `${f.tag}: ${f.text}`))
    .toMatch(typeof text === "string" ? `${tag}: ${text}` : new RegExp(`^${tag}: ${text.source}`));
  expect((await focused(page)).inLiveRegion, `${tag} "${String(text)}" read once`).toBe(false);
}

test.describe("the till's keyboard and focus", () => {
  test("digits, a decimal separator, Backspace, Escape and Enter work the sale; a text field keeps its keys", async ({
    terminal,
    page,
  }) => {
    await terminal.open({ quickItems: "Espresso = 2.40" });
    await page.keyboard.type("12.5");
    await expect(terminal.amount).toHaveText("€12.50");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("3");
    await expect(terminal.amount).toHaveText("€1.23");
    await page.keyboard.press("Escape");
    await expect(terminal.amount).toHaveText("€0.00");
    await page.keyboard.type("7,25");
    await expect(terminal.amount).toHaveText("€7.25");

    // In the note the keys are the note's: the amount does not move.
    const note = page.getByLabel("Note or reference (optional)");
    await note.click();
    await page.keyboard.type("Table 4.2");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Escape");
    await expect(note).toHaveValue("Table 4.");
    await expect(terminal.amount).toHaveText("€7.25");

    // Enter on a keypad key charges; on an item it presses the item.
    await page.getByRole("button", { name: /Espresso/ }).focus();
    await page.keyboard.press("Enter");
    await expect(terminal.total).toHaveText("€9.65");
    await page.getByRole("button", { name: "5", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(terminal.scanHeading).toBeVisible();
  });

  test("the keypad and the items come before the settings in the tab order, and the screen has one h1", async ({
    terminal,
    page,
  }) => {
    await terminal.open({ quickItems: "Espresso = 2.40\nCroissant = 2.10" });
    await expect(page.locator("pos-sale h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const order: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      order.push((await focused(page)).text);
    }
    const firstKey = order.indexOf("1");
    const firstItem = order.findIndex((t) => t.startsWith("Espresso"));
    const settings = order.indexOf("Settings");
    expect(firstKey, order.join(" | ")).toBeGreaterThanOrEqual(0);
    expect(firstItem, order.join(" | ")).toBeGreaterThanOrEqual(0);
    expect(settings === -1 || (firstKey < settings && firstItem < settings), order.join(" | ")).toBe(true);
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });

  test("focus follows Save, Charge, each choice and the ending, and comes back to the new sale", async ({
    terminal,
    page,
  }) => {
    await terminal.open();
    // First-run Save lands on the keypad: its heading has focus.
    await expectFocusOn(page, "h1", "New sale");
    await page.keyboard.type("10.00");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, "h1", "Scan with your phone");
    const invoiceId = await terminal.invoiceId();
    await page.getByRole("button", { name: "Choose coin here" }).click();
    await expectFocusOn(page, "h1", "Choose token and network");
    await page.getByRole("button", { name: "USDT Tron" }).click();
    await expectFocusOn(page, "h1", "Send exactly");
    // "Stop waiting" asks; its safe answer has focus, and focus comes back to the question's button.
    await page.getByRole("button", { name: "Stop waiting" }).click();
    await expectFocusOn(page, "button", "Keep waiting");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, "button", "Stop waiting");
    await terminal.walletPays(invoiceId);
    await expectFocusOn(page, "h1", "Payment complete");
    await page.getByRole("button", { name: "New sale" }).click();
    await expectFocusOn(page, "h1", "New sale");

    // Settings: the screen's heading, then after Save the Save button again, beside the note of how it went.
    await terminal.nav("Settings");
    await expectFocusOn(page, "h1", "Settings");
    await terminal.saveButton.click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
    await expectFocusOn(page, "button", "Save");
  });

  // As the widget's step-focus.spec.ts checks: where focus moves to the new step's heading (a screen reader reads it),
  // no live region says anything new at that moment, so the step is announced once.
  test("after Save and after Charge the step is said once: by the heading that takes focus, no live region with it", async ({
    terminal,
    page,
  }) => {
    await terminal.goto();
    await expect(page.getByRole("heading", { name: "Set up this terminal" })).toBeVisible();
    let before = await liveRegions(page);
    await terminal.setup();
    await expectFocusOn(page, "h1", "New sale");
    expect(newlySaid(before, await liveRegions(page))).toEqual([]);

    await terminal.nav("Settings");
    await expectFocusOn(page, "h1", "Settings");
    await terminal.saveButton.click();
    // Save keeps focus on its button: the live region beside it is what says how it went, once.
    await expect(page.getByText("Settings saved.")).toBeVisible();
    await expectFocusOn(page, "button", "Save");
    expect(await liveRegions(page)).toContain("status: Settings saved.");
    await terminal.nav("New sale");
    await expectFocusOn(page, "h1", "New sale");
    await page.keyboard.type("10.00");
    before = await liveRegions(page);
    await page.keyboard.press("Enter");
    await expectFocusOn(page, "h1", "Scan with your phone");
    await expect(page.getByText(/^Invoice inv_/)).toBeVisible();
    expect(newlySaid(before, await liveRegions(page))).toEqual([]);
  });
});

test.describe("the till's keyboard before its module has arrived", () => {
  // The keyboard's module is fetched from the network here, where the test can hold it back (a service worker would
  // answer it from its cache instead).
  test.use({ serviceWorkers: "block" });

  test("digits typed the moment the sale screen shows are not lost; a text field still keeps its own", async ({
    terminal,
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/till-keyboard-[^/]*\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await terminal.open();
    await page.keyboard.type("12.5");
    // Typed in the note while the module is still on its way: the note's, not the amount's.
    const note = page.getByLabel("Note or reference (optional)");
    await note.click();
    await page.keyboard.type("4");
    expect(asked, "the keyboard's module was still on its way").toBe(true);
    release();
    await expect(terminal.amount).toHaveText("€12.50");
    await expect(note).toHaveValue("4");
    // Once it has arrived, keys act at once.
    await page.locator("pos-sale h1").focus();
    await page.keyboard.press("Escape");
    await expect(terminal.amount).toHaveText("€0.00");
  });
});
