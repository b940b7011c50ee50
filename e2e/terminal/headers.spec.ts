// The terminal's pages carry the hosted page's security headers, and the terminal runs under its CSP.
import { test, expect } from "crypto-checkout-kit/playwright";

test.describe("the terminal's headers", () => {
  test("a CSP the terminal's own code passes, never framed, no sniffing, no referrer", async ({ terminal, page, context, stub: _stub }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
    });
    const answer = await page.request.get("/terminal/");
    const headers = answer.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["content-security-policy"]).toContain("require-trusted-types-for 'script'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect((await page.request.get("/terminal/#/receipt/x")).headers()["x-frame-options"]).toBe("DENY");

    // Set up, charge, pay, print and pair under that policy: nothing refused.
    await terminal.open({ quickItems: "Espresso = 2.40", locale: "de" });
    await page.getByRole("group").getByRole("button", { name: /Espresso/ }).click();
    await page.getByRole("button", { name: /kassieren$/ }).click();
    await expect(page.getByRole("heading", { name: "Mit dem Handy scannen" })).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "Einstellungen" }).click();
    await expect(page.getByLabel("Kopplungslink")).toHaveValue(/#\/pair\/ct2\./);
    expect(violations).toEqual([]);

    // Another page cannot frame it.
    const framer = await context.newPage();
    await framer.setContent(`<iframe src="${new URL("/terminal/", page.url()).href}" title="x"></iframe>`);
    const frame = framer.frames()[1];
    await expect.poll(async () => (frame ? await frame.evaluate(() => document.querySelector("pos-app") !== null).catch(() => false) : false)).toBe(false);
  });
});
