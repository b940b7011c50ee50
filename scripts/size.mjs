// `npm run size`: min+gzip sizes of what browsers download first, failing over budget.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { basename, dirname, join, resolve } from "node:path";
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

/**
 * The widget as a shopper's browser fetches it: the entry plus every chunk it imports statically (what the English
 * checkout loads), and the lazy chunks (other languages, developer hints), of which only the largest is reported.
 * Read from the build manifest (vite.config.ts sets build.manifest), so a chunk split off later is counted too.
 */
function widgetFiles() {
  const dir = join(root, "dist/widget");
  const entry = join(dir, "crypto-checkout.js");
  if (!existsSync(entry)) throw new Error("dist/widget/crypto-checkout.js is missing: run `node scripts/build.mjs` first.");
  const manifestPath = join(dir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) return { initial: [entry], lazy: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const initial = new Set();
  const lazy = new Set();
  const visit = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file) || (into === lazy && lazy.has(chunk.file))) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep, into);
    for (const dep of chunk.dynamicImports ?? []) visit(dep, lazy);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].file === "crypto-checkout.js");
  if (entryKey === undefined) throw new Error("dist/widget/.vite/manifest.json does not list crypto-checkout.js as an entry.");
  visit(entryKey, initial);
  for (const f of initial) lazy.delete(f);
  return { initial: [...initial].map((f) => join(dir, f)), lazy: [...lazy].map((f) => join(dir, f)) };
}

export function measure() {
  const rows = [];
  const { initial, lazy } = widgetFiles();
  const label = initial.length === 1 ? "widget crypto-checkout.js" : `widget crypto-checkout.js + ${initial.length - 1} chunks`;
  rows.push({ name: label, bytes: initial.reduce((s, f) => s + gz(f), 0), budget: BUDGETS.widget });
  if (lazy.length > 0) {
    const [largest] = lazy.map((f) => ({ f, bytes: gz(f) })).sort((a, b) => b.bytes - a.bytes);
    // Loaded on top of the entry only when needed (a language, a developer hint); reported, not budgeted on its own.
    rows.push({ name: `widget largest lazy chunk (${basename(largest.f)})`, bytes: largest.bytes });
  }
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
      const kb = `${(r.bytes / 1024).toFixed(2).padStart(7)} KB min+gzip`;
      if (r.budget === undefined) {
        console.log(`     ${r.name.padEnd(52)} ${kb}`);
        continue;
      }
      const ok = r.bytes <= r.budget;
      failed ||= !ok;
      console.log(`${ok ? "ok  " : "OVER"} ${r.name.padEnd(52)} ${kb}  (budget ${(r.budget / 1024).toFixed(0)} KB)`);
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
