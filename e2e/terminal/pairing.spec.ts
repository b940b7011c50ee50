import { axeBuilder } from "../axe.ts";
import { createHash } from "node:crypto";
import { test, expect, SANDBOX } from "crypto-checkout-kit/playwright";
import { scan } from "./scan-qr.ts";
import { reviewShot } from "../review-shot.ts";

/**
 * A pairing link written by someone else, the way an attacker would: the format is public and its checksum is plain
 * SHA-256, so no secret is needed. `terminalUrl` is the terminal the victim opens.
 */
function forgedLink(terminalUrl: string, apiBase: string, over: { sdkKey?: string; projectId?: string } = {}): string {
  const settings = {
    apiBase,
    sdkKey: SANDBOX.sdkKey,
    projectId: SANDBOX.terminalProjectId,
    shopName: "Corner Café",
    currency: "EUR",
    locale: "en",
    tipPresets: [],
    customerFeePercent: null,
    quickItems: [],
    ...over,
  };
  const body = Buffer.from(JSON.stringify(settings)).toString("base64url");
  const checksum = createHash("sha256").update(`ct1.${body}`).digest().subarray(0, 6).toString("base64url");
  return `${terminalUrl}#/pair/ct1.${body}.${checksum}`;
}

test.describe("pairing a second tablet", () => {
  test("the link from Settings sets up another tablet in one tap, without the PIN", async ({
    terminal,
    page,
    browser,
    stub: _stub,
  }) => {
    await terminal.open({
      shopName: "Corner Café",
      tipPresets: "5, 10",
      quickItems: "Espresso = 2.40",
      locale: "de",
      pin: "2468",
    });
    await page.getByRole("navigation").getByRole("link", { name: "Einstellungen" }).click();
    await page.getByLabel("PIN").fill("2468");
    await page.getByRole("button", { name: "Entsperren" }).click();
    const link = await page.getByLabel("Kopplungslink").inputValue();
    expect(link).toMatch(/\/terminal\/#\/pair\/ct2\./);
    // The code on screen carries the same link, read from pixels at a tablet's 1× density.
    expect(await scan(page.getByRole("img", { name: "Weiteres Tablet koppeln" }))).toBe(link);
    await reviewShot(page, "pair-share.png", { fullPage: true });

    // The second tablet: its own browser, its own storage.
    const other = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const tablet = await other.newPage();
    await tablet.goto(link);
    await expect(tablet.getByRole("heading", { name: "Set up this tablet from a pairing link" })).toBeVisible();
    await expect(tablet.getByText("Corner Café")).toBeVisible();
    await expect(tablet.getByText("Espresso €2.40")).toBeVisible();
    await reviewShot(tablet, "pair-receive.png", { fullPage: true });
    await tablet.getByRole("button", { name: "Use these settings" }).click();

    // Set up in German, with the same tips and items, and no PIN in front of its settings.
    await expect(tablet.getByRole("button", { name: /^Espresso/ })).toBeVisible();
    await expect(tablet.getByRole("button", { name: "10 %" })).toBeVisible();
    await tablet.getByRole("navigation").getByRole("link", { name: "Einstellungen" }).click();
    await expect(tablet.getByLabel("Name des Geschäfts")).toHaveValue("Corner Café");
    await expect(tablet.getByText("Keine PIN:", { exact: false })).toBeVisible();
    await other.close();
  });

  test("the largest setup the settings allow makes a QR code of 4 px modules or more that a camera reads, and it sets up the other tablet", async ({
    terminal,
    page,
    browser,
    stub: _stub,
  }) => {
    // 24 quick items of 40 characters each (the limits of the settings), prices of thousands.
    const words = [
      "Flat",
      "white",
      "oat",
      "milk",
      "large",
      "Lemon",
      "cake",
      "slice",
      "Orange",
      "juice",
      "fresh",
      "Bagel",
      "cream",
      "cheese",
    ];
    const items = Array.from({ length: 24 }, (_, i) => {
      const number = ` ${i + 1}`;
      const name = Array.from({ length: 8 }, (_, w) => words[(i * 3 + w * 5) % words.length])
        .join(" ")
        .slice(0, 40 - number.length)
        .trim();
      return `${name}${number} = ${1000 + i * 37}.50`;
    });
    await page.setViewportSize({ width: 1024, height: 768 });
    await terminal.open({
      shopName: "Café « Zum Löwen » am Marktplatz, Filiale Nord",
      tipPresets: "5, 10, 12.5, 15",
      quickItems: items.join("\n"),
    });
    await terminal.nav("Settings");
    const link = await page.getByLabel("Pairing link").inputValue();
    const qr = page.getByRole("img", { name: "Pair another tablet" });
    await qr.scrollIntoViewIfNeeded();
    const box = await qr.boundingBox();
    const modules = Number(await qr.getAttribute("data-modules"));
    expect((box?.width ?? 0) / modules, `${modules} modules in ${box?.width ?? 0} px`).toBeGreaterThanOrEqual(4);
    expect(box && box.x + box.width).toBeLessThanOrEqual(1024);
    await reviewShot(qr, "pair-largest.png");
    expect(await scan(qr)).toBe(link);

    const other = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const tablet = await other.newPage();
    await tablet.goto(link);
    await tablet.getByRole("button", { name: "Use these settings" }).click();
    await expect(tablet.getByRole("group", { name: "Items" }).getByRole("button")).toHaveCount(24);
    await other.close();
  });

  test("a damaged or cut link is refused with a clear message and changes nothing", async ({
    terminal,
    page,
    browser,
    stub: _stub,
  }) => {
    await terminal.open({ shopName: "Corner Café" });
    await terminal.nav("Settings");
    const link = await page.getByLabel("Pairing link").inputValue();
    const other = await browser.newContext();
    const tablet = await other.newPage();
    await tablet.goto(link.slice(0, -4));
    await expect(tablet.getByTestId("pair-problem")).toHaveText(/damaged/);
    await expect(tablet.getByText("Nothing on this tablet was changed.")).toBeVisible();
    await tablet.goto(link.slice(0, link.lastIndexOf(".")));
    await expect(tablet.getByTestId("pair-problem")).toHaveText(/incomplete/);
    // Still not set up: the first-run form, empty.
    await tablet.getByRole("link", { name: "Back to the terminal" }).click();
    await expect(tablet.getByRole("heading", { name: "Set up this terminal" })).toBeVisible();
    await expect(tablet.getByLabel("Shop name")).toHaveValue("");
    await other.close();
  });

  test("a link naming another API host is shown as a warning staff must confirm before it applies", async ({
    page,
    baseURL,
  }) => {
    await page.goto(forgedLink(`${baseURL}/terminal/`, "https://pay.attacker.example"));
    const warning = page.getByTestId("pair-host-warning");
    await expect(warning).toContainText("This link sends payments to pay.attacker.example");
    const apply = page.getByRole("button", { name: "Use these settings" });
    await expect(apply).toBeDisabled();
    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByLabel("I trust pay.attacker.example to receive this shop's payments").check();
    await expect(apply).toBeEnabled();
  });

  test("the review reads as a review: the settings' names without the form's hints, and a box a finger can tick", async ({
    page,
    baseURL,
  }) => {
    for (const size of [
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(forgedLink(`${baseURL}/terminal/`, "https://pay.attacker.example"));
      const names = page.locator("pos-pair dt");
      await expect(names.first()).toBeVisible();
      // "(optional, up to 4)" tells someone filling the form; on a list nobody types into it means nothing.
      expect
        .soft(await names.allTextContents())
        .toEqual([
          "Shop name",
          "API base URL",
          "Public key",
          "Terminal project id",
          "Default currency",
          "Language",
          "Tip presets in %",
          "Quick items",
        ]);
      // Beside its long sentence the box kept its size (it was squeezed to 13 px); the whole label is the target.
      const box = await page.getByRole("checkbox").boundingBox();
      expect(box?.width, JSON.stringify(size)).toBeGreaterThanOrEqual(24);
      expect(box?.height, JSON.stringify(size)).toBeGreaterThanOrEqual(24);
      const label = await page.locator("pos-pair label.check").boundingBox();
      expect(label?.height, JSON.stringify(size)).toBeGreaterThanOrEqual(44);
    }
  });

  test("a link keeping the host but changing the API path is flagged with both addresses and checked with the API", async ({
    terminal,
    page,
    baseURL,
  }) => {
    await terminal.open();
    await page.goto(forgedLink(`${baseURL}/terminal/`, `${baseURL}/terminal`));
    const warning = page.getByTestId("pair-host-warning");
    await expect(warning).toContainText(`This link sends payments to ${baseURL}/terminal, not to ${baseURL} as now.`);
    const apply = page.getByRole("button", { name: "Use these settings" });
    await expect(apply).toBeDisabled();
    await page.getByLabel(`I trust ${baseURL}/terminal to receive this shop's payments`).check();
    await apply.click();
    await terminal.nav("Settings");
    // Whatever the API said of it, staff chose it knowingly; the base is what the link named.
    await expect(page.getByLabel("API base URL")).toHaveValue(`${baseURL}/terminal`);
  });

  test("a link to this terminal's own API host applies without the warning", async ({ page, baseURL }) => {
    await page.goto(forgedLink(`${baseURL}/terminal/`, baseURL ?? ""));
    await expect(page.getByRole("heading", { name: "Set up this tablet from a pairing link" })).toBeVisible();
    await expect(page.getByTestId("pair-host-warning")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Use these settings" })).toBeEnabled();
  });

  test("a link to a plain http:// API off this device is refused", async ({ page, baseURL }) => {
    await page.goto(forgedLink(`${baseURL}/terminal/`, "http://pay.attacker.example"));
    await expect(page.getByTestId("pair-problem")).toHaveText("The link carries settings this terminal would refuse.");
    await expect(page.getByRole("button", { name: "Use these settings" })).toHaveCount(0);
  });

  test("a link that swaps the project on the same API host is flagged, checked with the API first, and stores nothing when refused", async ({
    terminal,
    page,
    baseURL,
  }) => {
    await terminal.open();
    await page.goto(forgedLink(`${baseURL}/terminal/`, baseURL ?? "", { projectId: "prj_demo_shop" }));
    const warning = page.getByTestId("pair-account-warning");
    await expect(warning).toContainText("prj_demo_shop");
    await expect(warning).toContainText(SANDBOX.terminalProjectId);
    const apply = page.getByRole("button", { name: "Use these settings" });
    await expect(apply).toBeDisabled();
    await page.getByLabel(/I trust this link/).check();
    await apply.click();
    // The shop's web project takes no terminal sales: the API says so before anything is stored.
    await expect(page.getByTestId("pair-refusal")).toBeVisible();
    await terminal.nav("Settings");
    await expect(page.getByLabel("Terminal project id")).toHaveValue(SANDBOX.terminalProjectId);
  });

  test("a tablet with a PIN asks for it before it shows what a link would change", async ({
    terminal,
    page,
    baseURL,
  }) => {
    await terminal.open({ pin: "2468" });
    await page.goto(forgedLink(`${baseURL}/terminal/`, "https://pay.attacker.example"));
    await expect(page.getByRole("heading", { name: "Settings are locked" })).toBeVisible();
    // The gate says why it stands in the way: a link waits behind it.
    await expect(
      page.getByText("A pairing link wants to replace this terminal's settings.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Use these settings" })).toHaveCount(0);
    await page.getByLabel("PIN").fill("2468");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByTestId("pair-host-warning")).toContainText(`not to ${new URL(baseURL ?? "").host} as now`);
  });
});
