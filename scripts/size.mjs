// `npm run size`: min+gzip sizes of what browsers download first, failing over budget.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const BUDGETS = { widget: 25 * 1024, terminal: 40 * 1024 };

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The module scripts and modulepreloads an HTML document loads before first render. */
function initialScripts(htmlPath, base) {
  const html = readFileSync(htmlPath, "utf8");
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(m[1]);
  return [...refs].map((ref) => resolve(dirname(htmlPath), ref.replace(base, "")));
}

export function measure() {
  const rows = [];
  const widget = join(root, "dist/widget/crypto-checkout.js");
  if (!existsSync(widget)) throw new Error("dist/widget/crypto-checkout.js is missing: run `node scripts/build.mjs` first.");
  rows.push({ name: "widget crypto-checkout.js", bytes: gz(widget), budget: BUDGETS.widget });
  const html = join(root, "dist/terminal/index.html");
  if (!existsSync(html)) throw new Error("dist/terminal/index.html is missing: run `node scripts/build.mjs` first.");
  const files = initialScripts(html, "/terminal/");
  rows.push({ name: `terminal initial JS (${files.length} files)`, bytes: files.reduce((s, f) => s + gz(f), 0), budget: BUDGETS.terminal });
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--build")) (await import("./build.mjs")).build({ quiet: true });
  let failed = false;
  try {
    for (const r of measure()) {
      const ok = r.bytes <= r.budget;
      failed ||= !ok;
      console.log(`${ok ? "ok  " : "OVER"} ${r.name.padEnd(36)} ${(r.bytes / 1024).toFixed(2).padStart(7)} KB min+gzip  (budget ${(r.budget / 1024).toFixed(0)} KB)`);
    }
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    process.exit(1);
  }
  if (failed) {
    console.error("Size budget exceeded.");
    process.exit(1);
  }
}
