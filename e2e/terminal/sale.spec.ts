import { test, expect } from "crypto-checkout-kit/playwright";
import type { Page } from "@playwright/test";
import { scan } from "./scan-qr.ts";

/** The document's @page rules, in its linked and adopted style sheets (the paper picker sets one). */
const pageRules = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets, ...document.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSPageRule)
      .map((rule) => rule.cssText)
      .join("\n"),
  );

test.describe("terminal sale", () => {
  test("sets up, charges with a tip, and shows paid once the wallet pays", async ({ terminal, stub, page }) => {
    // Records the paid signal: headless Chromium has no speaker and no vibration motor.
    await page.addInitScript(() => {
      const w = window as unknown as { paidSignals: string[] };
      w.paidSignals = [];
      Object.defineProperty(navigator, "vibrate", {
        value: (p: number[]) => w.paidSignals.push(`vibrate ${p.join(",")}`) > 0,
      });
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        constructor() {
          super();
          w.paidSignals.push("chime");
        }
      };
    });
    const paidSignals = () => page.evaluate(() => (window as unknown as { paidSignals: string[] }).paidSignals);
    await terminal.open({ tipPresets: "10, 15" });
    await terminal.typeAmount("1250");
    await expect(terminal.amount).toHaveText("€12.50");
    await page.getByRole("button", { name: "Custom" }).click();
    await page.getByLabel("Custom tip amount (EUR)").fill("2.505");
    await expect(page.getByText("Enter an amount such as 2.50.")).toBeVisible();
    await expect(terminal.total).toHaveText("€12.50");
    await page.getByLabel("Custom tip amount (EUR)").fill("2,5");
    await expect(terminal.total).toHaveText("€15.00");
    await page.getByRole("button", { name: "10 %" }).click();
    await expect(terminal.total).toHaveText("€13.75");
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
    const invoiceId = await terminal.invoiceId();

    const creates = (await stub.journal()).filter((r) => r.method === "POST" && r.path === "/public/v1/sdk");
    expect(creates).toHaveLength(1);

    expect(await scan(page.getByRole("img", { name: "Scan with your phone" }))).toMatch(
      new RegExp(`/pay/${invoiceId}$`),
    );

    await terminal.chooseCoin("USDT", "Tron");
    await expect(
      page.getByText("Send only USDT on the Tron Nile testnet network. Funds sent on any other network are lost."),
    ).toBeVisible();
    // Tron has no URI standard: the code holds the bare address, shown in words beside it.
    const address = (await page.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/).textContent()) ?? "";
    expect(await scan(page.getByRole("img", { name: /^QR code to pay .* USDT on Tron Nile testnet$/ }))).toBe(address);
    expect(await paidSignals()).toEqual([]);
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    await expect(page.getByText("€13.75").first()).toBeVisible();
    expect(await paidSignals()).toEqual(["vibrate 120,60,120", "chime"]);

    await page.getByRole("button", { name: "Print receipt" }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt.getByTestId("receipt-total")).toHaveText("€13.75");
    await expect(receipt).toContainText("Corner Café");
    await expect(receipt).toContainText(invoiceId);
    await expect(receipt).toContainText("Tron");
    await expect(receipt).toContainText("USDT");
    await expect(receipt.getByRole("img")).toBeVisible();

    // On paper: only the receipt, at the width of the roll staff chose.
    await page.getByRole("button", { name: "58 mm" }).click();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print receipt" })).toBeHidden();
    expect(Math.round((await receipt.boundingBox())?.width ?? 0)).toBe(Math.round((48 / 25.4) * 96));
    expect(await pageRules(page)).toContain("size: 58mm");
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("button", { name: "A4" }).click();
    expect(await pageRules(page)).toMatch(/size: a4\b/i);

    // In a high-contrast mode the chosen paper still stands out: the system's Highlight, not the accent fill it drops.
    await page.emulateMedia({ forcedColors: "active" });
    const fill = (name: string) =>
      page.getByRole("button", { name }).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(await fill("A4")).not.toBe(await fill("58 mm"));
  });

  test("on a landscape tablet the tip and the total stay in view above Charge, and the big figure is the total", async ({
    terminal,
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await terminal.open({
      tipPresets: "5, 10, 15",
      quickItems: "Espresso = 2.40\nLemon cake = 3.50\nCroissant = 2.20\nTea = 2.00",
    });
    const items = page.getByRole("group", { name: "Items" });
    for (const name of ["Espresso", "Espresso", "Lemon cake", "Tea"])
      await items.getByRole("button", { name: new RegExp(name) }).click();
    await terminal.typeAmount("150");
    await page.getByRole("button", { name: "10 %" }).click();
    // 4.80 + 3.50 + 2.00 + 1.50 typed = 11.80, + 1.18 tip: the figure staff and customer read is what will be charged.
    await expect(terminal.amount).toHaveText("€12.98");
    await expect(page.getByTestId("keyed")).toHaveText("Amount entered: €1.50");
    const charge = await terminal.chargeButton.boundingBox();
    for (const row of [page.getByText("Tip", { exact: true }).last(), terminal.total]) {
      await expect(row).toBeInViewport({ ratio: 1 });
      const box = await row.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(charge?.y ?? 0);
    }
  });

  test("keeps Charge on screen however long the cart grows, on a landscape tablet and a phone", async ({
    terminal,
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const items = ["Espresso", "Lemon cake", "Croissant", "Cappuccino", "Tea", "Bagel", "Muffin", "Juice"];
    await terminal.open({ quickItems: items.map((name, i) => `${name} = ${i + 2}.50`).join("\n") });
    for (const name of items)
      await page
        .getByRole("group", { name: "Items" })
        .getByRole("button", { name: new RegExp(name) })
        .click();
    await expect(page.getByTestId("cart-line")).toHaveCount(items.length);
    await expect(terminal.chargeButton).toBeInViewport({ ratio: 1 });
    // Tabbing through the cart, each focused button is scrolled above the bar, never left hidden under it.
    await page.getByRole("button", { name: "One more Espresso" }).focus();
    for (const name of items.slice(1)) {
      for (const label of [`One less ${name}`, `One more ${name}`]) {
        await page.keyboard.press("Tab");
        const button = page.getByRole("button", { name: label });
        await expect(button).toBeFocused();
        const [box, charge] = [await button.boundingBox(), await terminal.chargeButton.boundingBox()];
        expect((box?.y ?? 0) + (box?.height ?? 0), label).toBeLessThanOrEqual(charge?.y ?? 0);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(terminal.chargeButton).toBeInViewport({ ratio: 1 });
    // Sticking to the bottom, it still answers a tap above the lines it covers.
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
  });

  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    test(`says why a key past the 9-digit cap does nothing, until the next key that counts (${width}x${height})`, async ({
      terminal,
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await terminal.open();
      const hint = page.getByTestId("keypad-hint");
      const CAP = "At most 9 digits before the decimal point.";
      // The polite live region is there (and silent) before anything is refused, so a screen reader hears it speak.
      await expect(hint).toHaveAttribute("aria-live", "polite");
      await expect(hint).toHaveText("");
      await terminal.typeAmount("12345678900");
      await expect(terminal.amount).toHaveText("€123,456,789.00");
      await expect(hint).toHaveText("");
      const keyOne = page.getByRole("group").getByRole("button", { name: "1", exact: true });
      const keyBefore = await keyOne.boundingBox();

      await terminal.key("5");
      await expect(terminal.amount).toHaveText("€123,456,789.00");
      await expect(hint).toHaveText(CAP);
      await expect(hint).toBeInViewport({ ratio: 1 });
      // The words appear without moving the keys under the finger.
      expect(await keyOne.boundingBox()).toEqual(keyBefore);
      // Pressed again (or from the keyboard), still refused, still said.
      await terminal.key("00");
      await keyOne.press("7");
      await expect(terminal.amount).toHaveText("€123,456,789.00");
      await expect(hint).toHaveText(CAP);

      await terminal.key("Delete last digit");
      await expect(terminal.amount).toHaveText("€12,345,678.90");
      await expect(hint).toHaveText("");
      // A digit that fits again is taken, and nothing is said.
      await terminal.key("1");
      await expect(terminal.amount).toHaveText("€123,456,789.01");
      await expect(hint).toHaveText("");
    });
  }

  test("puts amount, token contract and chain in the wallet QR on an EVM network: a sandbox sale's on the testnet", async ({
    terminal,
    page,
  }) => {
    await terminal.open();
    await terminal.charge("1000");
    await terminal.chooseCoin("USDC", "Ethereum");
    const qr = page.getByRole("img", { name: /^QR code to pay .* USDC on Sepolia$/ });
    const uri = await scan(qr);
    // The stub's terminal project is a sandbox one: Sepolia (11155111) and Circle's testnet USDC, never main net's.
    expect(uri).toMatch(
      /^ethereum:0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238@11155111\/transfer\?address=0x[0-9a-fA-F]{40}&uint256=\d+$/,
    );
    // A high-contrast theme (forced colours, dark) recolours the screen, never the code: the customer's camera still reads it.
    await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
    expect(await scan(qr)).toBe(uri);
  });

  test("shows a malformed address in words and no QR a wallet would trust", async ({ terminal, page }) => {
    await terminal.open();
    // An API answering an EVM address that is not one: buildPaymentUri refuses it.
    await page.route("**/public/v1/sdk/invoices/**", async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { payment?: { address?: string } };
      if (body.payment?.address) body.payment.address = "0xNOT-AN-ADDRESS";
      await route.fulfill({ response: res, json: body });
    });
    await terminal.charge("1000");
    await terminal.chooseCoin("USDC", "Ethereum");
    await expect(page.getByTestId("address")).toHaveText("0xNOT-AN-ADDRESS");
    await expect(page.getByRole("alert")).toContainText("Test sale: no code is shown");
    await expect(page.getByRole("img", { name: /^QR code to pay / })).toHaveCount(0);
  });

  test("a sandbox sale answered on main net (chain 1, main-net USDC) gets no wallet QR, only the address in words", async ({
    terminal,
    page,
  }) => {
    await terminal.open();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/public/v1/sdk/invoices/**", async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { payment?: { network: string; chain_id: number; contract_address?: string } };
      if (body.payment?.network === "ERC20")
        Object.assign(body.payment, { chain_id: 1, contract_address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" });
      await route.fulfill({ response: res, json: body });
    });
    await terminal.charge("1000");
    await terminal.chooseCoin("USDC", "Ethereum");
    await expect(page.getByTestId("address")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect(page.getByRole("img", { name: /^QR code to pay / })).toHaveCount(0);
    // Staff are not told to read the address out: that would invite the customer to pay real funds by hand.
    await expect(page.getByRole("alert")).toHaveText(
      "Test sale: no code is shown. Never pay a test sale with real funds; simulate the payment instead.",
    );
    await expect.poll(() => errors.join("\n")).toContain("not its testnet Sepolia (11155111)");
  });

  test("after a failed create, Try again sends the same order and makes one invoice", async ({
    terminal,
    page,
    stub,
  }) => {
    await terminal.open();
    await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "internal_error", count: 20 });
    await terminal.typeAmount("900");
    await terminal.chargeButton.click();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Code: internal_error")).toBeVisible();
    await stub.clearFaults();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(terminal.scanHeading).toBeVisible();
    const orderId = await terminal.activeOrderId();
    expect(await terminal.invoicesForOrder(orderId)).toHaveLength(1);
    const bodies = (await stub.journal()).filter((r) => r.method === "POST" && r.path === "/public/v1/sdk");
    expect(bodies.length).toBeGreaterThan(1);
  });

  test("lists the sale in history after a reload, with its status from the API", async ({ terminal, page }) => {
    await terminal.open();
    // A cancelled sale took no money: History lists it, with no receipt to print.
    await terminal.charge("300");
    await page.getByRole("button", { name: "Cancel sale" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    await page.getByRole("button", { name: "New sale" }).click();
    const invoiceId = await terminal.charge("500");
    await terminal.chooseCoin("USDT", "Tron");
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    await page.getByRole("button", { name: "New sale" }).click();
    await page.reload();
    await terminal.nav("History");
    const row = page.getByRole("row").filter({ hasText: "€5.00" });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("USDT · Tron");
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Not paid" });
    await expect(row).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: "€3.00" })).toContainText("Cancelled");
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Paid" });
    await expect(row).toBeVisible();
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    await page.getByLabel("Day", { exact: true }).fill(day(yesterday));
    await expect(page.getByText("No sales match.")).toBeVisible();
    await page.getByLabel("Day", { exact: true }).fill(day(new Date()));
    await expect(row).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text.split("\r\n")[0]).toBe(
      "created_at,external_order_id,invoice_id,status,amount,currency,tip,token,network,note,items,token_asked,token_received,created_at_local,confirmed_by,network_name,test",
    );
    const paidRow =
      text
        .split("\r\n")
        .find((line) => line.includes(`${invoiceId},paid,5.00,EUR`))
        ?.split(",") ?? [];
    // Paid in full: what arrived equals what was asked. The time is given in UTC and in the tablet's own zone; the
    // status came from the service (the terminal polled it).
    const [asked, received, local, confirmedBy] = paidRow.slice(11, 15);
    expect(confirmedBy).toBe("service");
    // A sandbox sale: its network named as the history and the receipt name it, the testnet.
    expect(paidRow.slice(15)).toEqual(["Tron Nile testnet", "true"]);
    expect(received).toBe(asked);
    expect(paidRow[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(Date.parse(local ?? "")).toBe(Math.floor(Date.parse(paidRow[0] ?? "") / 1000) * 1000);

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "All" });
    const cancelled = page.getByRole("row").filter({ hasText: "€3.00" });
    await expect(cancelled).toContainText("Cancelled");
    await expect(cancelled.getByRole("button")).toHaveCount(0);

    await row.getByRole("button", { name: /^Receipt/ }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt.getByTestId("receipt-total")).toHaveText("€5.00");
    await expect(receipt).toContainText(invoiceId);
    await expect(receipt.getByRole("definition").filter({ hasText: /^[0-9.]+ USDT$/ })).toHaveCount(1);
    await expect(receipt).toContainText("Arrived");
    await expect(receipt).not.toContainText("Asked");
  });
});
