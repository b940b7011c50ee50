// The terminal's pages carry the hosted page's security headers, and the terminal's own code runs under its CSP.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "crypto-checkout-kit/playwright";
import { frameOf } from "../frame-messages.ts";

/**
 * Records, across reloads, every CSP and Trusted Types violation the page reports (`securitypolicyviolation`, as
 * "directive blocked-URI"), every console line naming either, and every uncaught error.
 */
async function recordRefusals(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeBinding("__reportViolation", (_source, line: string) => void refusals.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (line: string) => void }).__reportViolation;
    document.addEventListener("securitypolicyviolation", (e) => report(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  page.on("console", (m) => {
    if (/Content Security Policy|Trusted ?Type/i.test(m.text())) refusals.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => refusals.push(`uncaught: ${e.message}`));
  return refusals;
}

/** The directives of a CSP header, by name. */
function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources.join(" ")]),
  );
}

test.describe("the terminal's headers", () => {
  test("every file under /terminal/: a script/style CSP with Trusted Types, never framed, no sniffing, no referrer", async ({
    page,
    context,
    stub: _stub,
  }) => {
    await page.goto("/terminal/");
    const shell = await page.request.get("/terminal/");
    const script = (await page.locator("script[src]").first().getAttribute("src")) ?? "";
    const style = (await page.locator('link[rel="stylesheet"]').first().getAttribute("href")) ?? "";
    // The page, a deep link's fallback, its script and style sheet, the manifest and the worker (whose own CSP it is).
    for (const path of [
      "/terminal/",
      "/terminal/#/receipt/x",
      "/terminal/history",
      script,
      style,
      "/terminal/manifest.webmanifest",
      "/terminal/sw.js",
    ]) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(200);
      const headers = answer.headers();
      expect(headers["content-security-policy"], path).toBe(shell.headers()["content-security-policy"]);
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("no-referrer");
    }
    const csp = directives(shell.headers()["content-security-policy"]);
    expect(csp.get("default-src")).toBe("'none'");
    expect(csp.get("script-src")).toBe("'self'");
    expect(csp.get("style-src")).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("require-trusted-types-for")).toBe("'script'");
    // The shell has no inline script or style for the policy to refuse.
    const html = await shell.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);

    // Another page cannot frame it.
    const framer = await context.newPage();
    await framer.setContent(`<iframe src="${new URL("/terminal/", page.url()).href}" title="x"></iframe>`);
    // setContent waits for the framing page's load, and so for its frame's: refused or not, the frame is done.
    const frame = await frameOf(framer.locator("iframe"));
    expect(await frame.evaluate(() => document.querySelector("pos-app") !== null).catch(() => false)).toBe(false);
  });

  test("a sale, its receipt printed on a 58 mm roll, an offline reload, the report and settings: nothing refused", async ({
    terminal,
    page,
    context,
    stub: _stub,
  }, info) => {
    const refusals = await recordRefusals(page);
    await terminal.open({ quickItems: "Espresso = 2.40" });
    // The worker registered (through the terminal's Trusted Types policy) and controls the page.
    await terminal.serviceWorkerReady();
    await page
      .getByRole("group", { name: "Items" })
      .getByRole("button", { name: /Espresso/ })
      .click();
    await terminal.chargeButton.click();
    await expect(terminal.scanHeading).toBeVisible();
    const invoiceId = await terminal.invoiceId();
    await terminal.chooseCoin("USDT", "Tron");
    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();

    // The receipt on a 58 mm roll: the page size comes from the @page rule the CSP used to refuse.
    await page.getByRole("button", { name: "Print receipt" }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt).toBeVisible();
    await page.getByRole("button", { name: "58 mm" }).click();
    const file = info.outputPath("receipt-58mm.pdf");
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
    const printed = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
    expect(Math.round((Number(/<page width="([\d.]+)"/.exec(printed)?.[1]) / 72) * 25.4)).toBe(58);
    expect(printed.replace(/<[^>]+>|\s/g, "")).toContain(invoiceId);

    // Offline, a reload is answered by the worker: the same receipt, from the terminal's own storage.
    await context.setOffline(true);
    await page.reload();
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(invoiceId);
    await context.setOffline(false);

    // The report and the settings (a lazy chunk each, and the pairing link's QR code).
    await terminal.nav("Report");
    await expect(page.getByRole("button", { name: "Print report" })).toBeEnabled();
    await terminal.nav("Settings");
    await expect(page.getByLabel("Pairing link")).toHaveValue(/#\/pair\/ct2\./);
    expect(refusals).toEqual([]);
  });

  test("the policy refuses markup from strings, plain http to another machine and a stranger's frame", async ({
    terminal,
    page,
    stub: _stub,
  }) => {
    const refusals = await recordRefusals(page);
    await terminal.open();
    const origin = new URL(page.url()).origin;
    const port = new URL(page.url()).port;
    // Trusted Types: a string never becomes markup, even from the page's own code.
    expect(
      await page.evaluate(() => {
        try {
          document.body.insertAdjacentHTML("beforeend", "<b>injected</b>");
          return "written";
        } catch {
          return "refused";
        }
      }),
    ).toBe("refused");
    // connect-src: any https API host and this device over http, but no other machine over plain http.
    await page.evaluate(
      async (urls) => {
        for (const url of urls) await fetch(url).catch(() => undefined);
      },
      [
        "https://pay.example.invalid/v1/time",
        `http://127.0.0.1:${port}/v1/time`,
        `${origin}/v1/time`,
        "http://192.0.2.7/v1/time",
      ],
    );
    // frame-src: the API host's hosted page may be embedded; a page of a plain-http stranger may not.
    await page.evaluate(
      (urls) => {
        for (const url of urls) {
          const frame = document.createElement("iframe");
          frame.src = url;
          document.body.append(frame);
        }
      },
      [`${origin}/pay/inv_none?embed=true`, "http://192.0.2.7/pay"],
    );
    await expect
      .poll(() => refusals.filter((r) => !r.startsWith("console:")))
      .toEqual([
        "require-trusted-types-for trusted-types-sink",
        "connect-src http://192.0.2.7/v1/time",
        // A frame's blocked URI is reported as its origin only.
        "frame-src http://192.0.2.7",
      ]);
  });
});
