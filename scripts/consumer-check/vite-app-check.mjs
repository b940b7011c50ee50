// Consumer check (2): a merchant's Vite app that imports crypto-checkout-kit/widget is built, served on the port the
// stub's fixture allows, and shows the checkout in Chromium against that stub.
// Usage: node vite-app-check.mjs <stub URL> <shop port>
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { chromium, expect } from "@playwright/test";

const [stubUrl, shopPort] = process.argv.slice(2);
if (!stubUrl || !shopPort) throw new Error("usage: node vite-app-check.mjs <stub URL> <shop port>");
const appDir = join(import.meta.dirname, "vite-app");
const distDir = join(appDir, "dist");

const built = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
  cwd: appDir,
  env: { ...process.env, VITE_CHECKOUT_API: stubUrl },
  encoding: "utf8",
});
if (built.status !== 0)
  throw new Error(`vite build failed: ${(built.stderr || built.stdout).trim().split("\n").slice(-3).join(" | ")}`);

/** @type {Record<string, string>} */
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css" };
const server = createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://shop").pathname;
  const file = normalize(join(distDir, path === "/" ? "index.html" : path));
  const read = file.startsWith(distDir) ? readFile(file) : Promise.reject(new Error("outside the app"));
  read.then(
    (body) => res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body),
    () => res.writeHead(404).end("not found"),
  );
});
await new Promise((resolve) => server.listen(Number(shopPort), "127.0.0.1", () => resolve(undefined)));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH,
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  /** @type {string[]} */
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(`http://127.0.0.1:${shopPort}/`);
  const checkout = page.locator("crypto-checkout");
  // The customer sees the tokens the stub offers, then USDT's networks; choosing Tron shows the amount to send.
  await checkout.getByRole("option", { name: /^USDT\b/ }).click({ timeout: 15_000 });
  await checkout.getByRole("option", { name: /^Tron\b/ }).click({ timeout: 15_000 });
  await expect(checkout.locator("cc-copy-field[emphasis]").locator('[part="value"]')).toHaveText(/^\d+(\.\d+)?/, {
    timeout: 15_000,
  });
  if (pageErrors.length > 0) throw new Error(`the page threw: ${pageErrors[0]}`);
  console.log(`vite app: built with crypto-checkout-kit/widget, the checkout shows USDT on Tron against ${stubUrl}`);
} finally {
  await browser.close();
  server.close();
}
