/**
 * Widget timing: the time from the script loaded to the first
 * interactive frame (the method choice on screen) in headless Chromium. Needs `vite build --mode widget`.
 * The API is answered in-page (page.route) so the figure measures the widget, not a server. The same frame in German,
 * whose texts are a lazy chunk (shared/i18n/translator.ts's Catalogue), is measured in the same runs, turn about, and
 * reported as a ratio to English: what a language other than English costs the first frame.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium.mjs";
import type { BenchRow } from "./bench-row.ts";

export type { BenchRow } from "./bench-row.ts";

const DIST = join(import.meta.dirname, "..", "dist", "widget");
const BUNDLE = join(DIST, "crypto-checkout.js");
/** The bundle's lazy chunks (a language, the payment screen) as the build names them, served from beside it. */
const CHUNK = /^\/(crypto-checkout\.[\w-]+\.js)$/;
const ORIGIN = "https://shop.bench.test";
const RUNS = 7;
/** A run that shows no method list by then has gone wrong: the bench says so rather than waiting for ever. */
const FRAME_TIMEOUT_MS = 30_000;

function publicInvoice(): unknown {
  const now = Math.floor(Date.now() / 1000);
  return {
    invoice_id: "inv_bench0000000000000000",
    project_id: "prj_bench",
    status: "awaiting_client",
    is_final: false,
    is_test: true,
    payment_url: `${ORIGIN}/pay/inv_bench0000000000000000`,
    order: { external_id: "bench-1", amount: "25.00", currency: "EUR" },
    created_at: now,
    updated_at: now,
    expires_at: now + 900,
    payment_methods: [
      { currency: "USDT", network: "TRC20", chain_id: 3448148188, minimum_amount: "1" },
      { currency: "USDC", network: "BASE", chain_id: 84532 },
      { currency: "ETH", network: "ERC20", chain_id: 11155111 },
    ],
  };
}

const page = (locale: string) => `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>
<script>
  // Both marks on the page's own clock: the module's load event, then the first frame with the methods on screen.
  window.__loaded = new Promise((resolve) => { window.__markLoaded = () => resolve(performance.now()); });
</script>
<script type="module" src="/crypto-checkout.js" onload="window.__markLoaded()"></script>
<crypto-checkout sdk-key="pk_test_bench" project-id="prj_bench" amount="25.00" currency="EUR" external-order-id="bench-1" locale="${locale}"></crypto-checkout>
</body></html>`;

/** In the page: ms from the module's load event to the first frame whose method choice has options to pick. */
const INTERACTIVE_AFTER_LOAD = `(async () => {
  const loaded = await window.__loaded;
  const host = document.querySelector("crypto-checkout");
  const interactive = await new Promise((resolve) => {
    const check = () => {
      const choice = host && host.shadowRoot && host.shadowRoot.querySelector("cc-method-choice");
      if (choice && choice.shadowRoot && choice.shadowRoot.querySelector("[role=option]")) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return interactive - loaded;
})()`;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(BUNDLE))
    throw new Error("dist/widget/crypto-checkout.js is missing: run `npx vite build --mode widget`.");
  const bundle = readFileSync(BUNDLE);
  // Sizes and their budgets (npm run size) are the size rows of bench/run.mjs.
  const rows: BenchRow[] = [];

  const executablePath: string | undefined = findChromium();
  if (!executablePath) throw new Error("No Chromium found: set CHROMIUM_PATH.");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const times: Record<"en" | "de", number[]> = { en: [], de: [] };
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const locale of ["en", "de"] as const) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.route(`${ORIGIN}/**`, (route) => {
          const url = new URL(route.request().url());
          if (url.pathname === "/crypto-checkout.js")
            return route.fulfill({ body: bundle, contentType: "text/javascript" });
          const chunk = CHUNK.exec(url.pathname)?.[1];
          if (chunk && existsSync(join(DIST, chunk)))
            return route.fulfill({ body: readFileSync(join(DIST, chunk)), contentType: "text/javascript" });
          if (url.pathname === "/public/v1/sdk") return route.fulfill({ status: 201, json: publicInvoice() });
          // The widget reads the invoice once after creating it: an answer keeps it on its own screens (a 404 would
          // send it to the provider's hosted page, and the method list this bench waits for would never come).
          if (url.pathname.startsWith("/public/v1/sdk/invoices/")) return route.fulfill({ json: publicInvoice() });
          if (url.pathname === "/") return route.fulfill({ body: page(locale), contentType: "text/html" });
          return route.fulfill({ status: 404, body: "" });
        });
        await tab.goto(`${ORIGIN}/`);
        // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
        const frame = tab.evaluate<number>(INTERACTIVE_AFTER_LOAD);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const tooLong = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no method list within ${FRAME_TIMEOUT_MS} ms (${locale})`)),
            FRAME_TIMEOUT_MS,
          );
        });
        try {
          times[locale].push(await Promise.race([frame, tooLong]));
        } finally {
          clearTimeout(timer);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const english = median(times.en);
  const german = median(times.de);
  rows.push({
    suite: "widget",
    metric: `script loaded → first interactive frame (median of ${RUNS})`,
    value: Math.round(english * 10) / 10,
    unit: "ms",
    better: "lower",
  });
  rows.push({
    suite: "widget",
    metric: `the same in German, its texts a lazy chunk (median of ${RUNS})`,
    value: Math.round(german * 10) / 10,
    unit: "ms",
    better: "lower",
  });
  rows.push({
    suite: "widget",
    metric: "German ÷ English first interactive frame (same runs)",
    value: Math.round((german / english) * 100) / 100,
    unit: "×",
    better: "lower",
  });
  return rows;
}
