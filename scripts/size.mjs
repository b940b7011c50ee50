// `npm run size`: min+gzip sizes of what browsers download (the widget's whole English checkout, its entry alone, the terminal's first load), failing over budget.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * Ceilings, not targets: a change that needs more raises one on purpose and says why in its commit. The entry, which
 * the first frame waits for, is held lower than the whole checkout: what the first frame does not need (the final
 * screens, the method list, the hosted-page path, the error table and the failure screens' English) lives in chunks
 * of its own, and the wallet button's chunk loads only with a browser wallet.
 */
export const BUDGETS = {
  widgetCheckout: 46 * 1024,
  widgetEntry: 32 * 1024,
  walletButton: 4 * 1024,
  terminal: 40 * 1024,
};

/** @param {string} path */
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * The module scripts and modulepreloads an HTML document loads before first render.
 * @param {string} htmlPath
 * @param {string} base
 */
function initialScripts(htmlPath, base) {
  const html = readFileSync(htmlPath, "utf8");
  /** @type {Set<string>} */
  const refs = new Set();
  for (const [, src = ""] of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(src);
  for (const [, href = ""] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(href);
  return [...refs].map((ref) => resolve(dirname(htmlPath), ref.replace(base, "")));
}

/** The "Pay with {wallet}" button: a chunk loaded only when the page has a browser wallet; budgeted on its own. */
const WALLET_BUTTON = /^widget\/views\/wallet-pay\/wallet-pay\.ts$/;

/**
 * The final screens (widget/views/ending-screen/, with their details block): prefetched once the payment screen shows
 * and the browser is idle, after the first payment screen, not to reach it; else loaded once the checkout has ended.
 */
const ENDING = /^widget\/views\/ending-screen\/ending-screen\.ts$/;

/** The hosted-page path (widget/views/hosted-page/): only where the provider's payment page takes over. */
const HOSTED_PAGE = /^widget\/views\/hosted-page\/hosted-page\.ts$/;

/** How an error answer is read (its problem document, Retry-After): fetched only once a request failed with an answer. */
const ERROR_RESPONSE = /^shared\/api\/error-response\.ts$/;

/** What a checkout screen does with each code of the API's error catalogue: fetched only once a request failed with an answer. */
const ERROR_CATALOGUE = /^shared\/checkout\/error-catalogue\.ts$/;

/** What went wrong, in English: fetched only once the card shows a failure. */
const PROBLEM_TEXTS = /^shared\/i18n\/customer\/problem-texts\.ts$/;

/**
 * Chunks a shopper paying in English never downloads: another language's texts, the developer hints (fetched only
 * to print a hint to the console), the reading of an error answer and the error catalogue's table (only once the
 * service answered a request with an error) and the failure screens' English (only once one shows), the way out's texts (only before a cancel or a new attempt, or for an order too
 * small to pay), the final screens, their details block and their texts (only once the checkout has ended), the
 * wallet button (only with a wallet in the browser) and the hosted-page path (only on a service without our public
 * invoice routes, or when the page asks for it). Matched on the chunk's source in the build manifest.
 */
const OFF_PATH = [
  /^widget\/i18n\/locales\//,
  /^widget\/views\/way-out\/way-out\.ts$/,
  ENDING,
  /^shared\/checkout\/error-hints\.ts$/,
  ERROR_RESPONSE,
  ERROR_CATALOGUE,
  PROBLEM_TEXTS,
  WALLET_BUTTON,
  HOSTED_PAGE,
];

/**
 * The widget as a shopper's browser fetches it along the whole English checkout: the entry plus every chunk it imports,
 * statically or lazily (a lazily loaded QR code or screen counts), except the off-path chunks above, which are reported
 * one per line. Read from the build manifest (vite.config.ts sets build.manifest), so a chunk split off later counts.
 */
function widgetFiles() {
  const dir = join(root, "dist/widget");
  const entry = join(dir, "crypto-checkout.js");
  if (!existsSync(entry))
    throw new Error("dist/widget/crypto-checkout.js is missing: run `node scripts/build.mjs` first.");
  const manifestPath = join(dir, ".vite/manifest.json");
  if (!existsSync(manifestPath))
    throw new Error("dist/widget/.vite/manifest.json is missing: the widget build must write its manifest.");
  /** @type {unknown} */
  const json = JSON.parse(readFileSync(manifestPath, "utf8"));
  const manifest = /** @type {import("vite").Manifest} */ (json);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k].file === "crypto-checkout.js");
  if (entryKey === undefined)
    throw new Error("dist/widget/.vite/manifest.json does not list crypto-checkout.js as an entry.");
  /** @type {Set<string>} */
  const onPath = new Set();
  /** @type {Set<string>} */
  const offPath = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (OFF_PATH.some((re) => re.test(chunk.src ?? key))) {
      offPath.add(chunk.file);
      return;
    }
    onPath.add(chunk.file);
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(dep);
  };
  visit(entryKey);
  for (const f of onPath) offPath.delete(f);
  const wallet = Object.values(manifest).find((chunk) => WALLET_BUTTON.test(chunk.src ?? ""))?.file;
  if (wallet === undefined)
    throw new Error(
      "dist/widget/.vite/manifest.json has no wallet button chunk (widget/views/wallet-pay/wallet-pay.ts).",
    );
  offPath.delete(wallet);
  return {
    entry,
    onPath: [...onPath].map((f) => join(dir, f)),
    offPath: [...offPath].sort().map((f) => join(dir, f)),
    walletButton: join(dir, wallet),
  };
}

/** @returns {{ name: string; bytes: number; budget?: number }[]} */
export function measure() {
  /** @type {{ name: string; bytes: number; budget?: number }[]} */
  const rows = [];
  const { entry, onPath, offPath, walletButton } = widgetFiles();
  const label = `widget English checkout (${onPath.length} file${onPath.length === 1 ? "" : "s"})`;
  rows.push({ name: label, bytes: onPath.reduce((s, f) => s + gz(f), 0), budget: BUDGETS.widgetCheckout });
  // What the first interactive frame waits for.
  rows.push({ name: "widget entry crypto-checkout.js alone", bytes: gz(entry), budget: BUDGETS.widgetEntry });
  // Loaded on top only when the page has a browser wallet; it imports everything else from the entry.
  rows.push({
    name: `widget wallet button ${basename(walletButton)}`,
    bytes: gz(walletButton),
    budget: BUDGETS.walletButton,
  });
  // Loaded on top only for another language or a developer hint: reported, not budgeted.
  for (const f of offPath) rows.push({ name: `widget off-path ${basename(f)}`, bytes: gz(f) });
  const html = join(root, "dist/terminal/index.html");
  if (!existsSync(html)) throw new Error("dist/terminal/index.html is missing: run `node scripts/build.mjs` first.");
  const files = initialScripts(html, "/terminal/");
  rows.push({
    name: `terminal initial JS (${files.length} files)`,
    bytes: files.reduce((s, f) => s + gz(f), 0),
    budget: BUDGETS.terminal,
  });
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--build")) (await import("./build.mjs")).build({ quiet: true });
  let failed = false;
  try {
    for (const r of measure()) {
      const kb = `${(r.bytes / 1024).toFixed(2).padStart(7)} KB min+gzip`;
      if (r.budget === undefined) {
        console.log(`     ${r.name.padEnd(60)} ${kb}`);
        continue;
      }
      const ok = r.bytes <= r.budget;
      failed ||= !ok;
      console.log(`${ok ? "ok  " : "OVER"} ${r.name.padEnd(60)} ${kb}  (budget ${String(r.budget / 1024)} KB)`);
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
