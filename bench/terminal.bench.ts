/**
 * Terminal figures: initial JS (min+gzip, budget 40 KB), precache size, first paint on first load and on an offline
 * reload in headless Chromium at 4× CPU throttling, and keypad tap → re-render time. Needs `vite build --mode terminal`.
 */
import { createServer, type Server } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium.mjs";
import type { BenchRow } from "./bench-row.ts";

export type { BenchRow } from "./bench-row.ts";

const DIST = join(import.meta.dirname, "..", "dist", "terminal");
const CPU_THROTTLE = 4;
// Nine runs, median: on a shared 2-core machine single paints swing by ±100 ms.
const RUNS = 9;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

/** The scripts index.html loads before anything runs: the entry and its modulepreloads. */
export function initialScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? "");
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? "");
  return [...new Set([...srcs, ...preloads])].filter(Boolean);
}

function distFile(urlPath: string): string {
  return join(DIST, normalize(urlPath.replace(/^\/terminal\//, "")).replace(/^(\.\.[/\\])+/, ""));
}

function sizeRows(): BenchRow[] {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const initial = initialScripts(html).reduce(
    (sum, src) => sum + gzipSync(readFileSync(distFile(src)), { level: 9 }).length,
    0,
  );
  const sw = readFileSync(join(DIST, "sw.js"), "utf8");
  const precached = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] ?? "");
  const precache = precached.reduce((sum, url) => sum + statSync(join(DIST, url)).size, 0);
  return [
    { suite: "terminal", metric: "initial JS (min+gzip)", value: kb(initial), unit: "KB", budget: 40, better: "lower" },
    {
      suite: "terminal",
      metric: `precache (${precached.length} files)`,
      value: kb(precache),
      unit: "KB",
      better: "lower",
    },
  ];
}

/** Serves dist/terminal under /terminal/ the way the stub does (SPA fallback to index.html). */
function serveDist(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (!path.startsWith("/terminal/")) return void res.writeHead(404).end();
    let file = distFile(path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(DIST, "index.html");
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, "localhost", () =>
      resolve({ origin: `http://localhost:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
}

async function firstPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // No named helpers in here: tsx's keepNames would wrap them in a __name() the page does not have.
        const hit =
          performance.getEntriesByName("first-contentful-paint")[0] ?? performance.getEntriesByName("first-paint")[0];
        if (hit) return resolve(hit.startTime);
        new PerformanceObserver((list, obs) => {
          const e = list.getEntries()[0];
          if (e) {
            obs.disconnect();
            resolve(e.startTime);
          }
        }).observe({ type: "paint", buffered: true });
      }),
  );
}

async function paintRows(browser: Browser, origin: string): Promise<BenchRow[]> {
  const first: number[] = [];
  const offline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${origin}/terminal/`);
    first.push(await firstPaint(page));
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await context.setOffline(true);
    await page.reload();
    offline.push(await firstPaint(page));
    await context.close();
  }
  const firstMs = median(first);
  const offlineMs = median(offline);
  return [
    {
      suite: "terminal",
      metric: `first load first paint (${CPU_THROTTLE}× CPU)`,
      value: Math.round(firstMs),
      unit: "ms",
      better: "lower",
    },
    {
      suite: "terminal",
      metric: `offline reload first paint (${CPU_THROTTLE}× CPU)`,
      value: Math.round(offlineMs),
      unit: "ms",
      budget: 150,
      better: "lower",
    },
    // The same run's first load as the baseline: a slower machine moves both, the ratio says what the precache saves.
    {
      suite: "terminal",
      metric: "offline reload ÷ first load (first paint, same run)",
      value: Math.round((offlineMs / firstMs) * 100) / 100,
      unit: "×",
      better: "lower",
    },
  ];
}

async function keypadRow(browser: Browser, origin: string): Promise<BenchRow> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${origin}/terminal/`);
  // First run: the setup is validated and stored in IndexedDB. This static server has no API, so the setup check
  // cannot run: the settings are saved with a note saying so, and the screen stays on them until staff move on.
  await page.getByLabel("Public key").fill("pk_test_bench");
  await page.getByLabel("Terminal project id").fill("prj_bench");
  await page.getByLabel("Shop name").fill("Bench");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("navigation").getByRole("link", { name: "New sale" }).click();
  await page.getByTestId("amount").waitFor();
  await throttle(page);
  const samples = await page.evaluate(async () => {
    const app = document.querySelector("pos-app");
    const sale = app?.shadowRoot?.querySelector("pos-sale");
    const keypad = sale?.shadowRoot?.querySelector("pos-keypad");
    const keys = [...(keypad?.shadowRoot?.querySelectorAll("button") ?? [])];
    const one = keys.find((b) => b.textContent?.trim() === "1");
    const back = keys.find((b) => b.textContent?.trim() === "⌫");
    if (!sale || !one || !back) throw new Error("keypad not found");
    const out: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      (i % 2 === 0 ? one : back).click();
      await (sale as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      out.push(performance.now() - t0);
    }
    return out;
  });
  await context.close();
  return {
    suite: "terminal",
    metric: `keypad tap → re-render (${CPU_THROTTLE}× CPU, median)`,
    value: Math.round(median(samples) * 10) / 10,
    unit: "ms",
    better: "lower",
  };
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(join(DIST, "index.html")))
    throw new Error("dist/terminal is missing: run `vite build --mode terminal` first.");
  const rows = sizeRows();
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found (CHROMIUM_PATH or /usr/bin/chromium).");
  const { origin, server } = await serveDist();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    rows.push(...(await paintRows(browser, origin)));
    rows.push(await keypadRow(browser, origin));
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}
