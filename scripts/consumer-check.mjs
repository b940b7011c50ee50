// `npm run test:consumer`: proves the package the way a merchant uses it, outside this repository. `npm pack`, a fresh
// project in a temporary folder, the tarball installed there with @playwright/test and vite (from the npm cache when it
// has them; no browser download), then three checks that must all pass:
//   1. docs/stub.md's Playwright example, as a merchant copies it (crypto-checkout-kit/playwright, a stub per worker):
//      a paid flow, origin_not_allowed for a page on a second origin, widget_inactive;
//   2. a Vite app importing crypto-checkout-kit/widget, built and shown against `npx crypto-checkout-stub --port 0`;
//   3. a Node script importing crypto-checkout-kit/client: an invoice with MerchantClient, a verified webhook;
//   4. `npx crypto-checkout-relay`: a missing setting refused with one line, then served, healthy, and pairing a tablet.
// SKIP_BUILD=1 packs the builds as they are (npm test builds them just before); KEEP_CONSUMER=1 keeps the folder.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, buildLib } from "./build.mjs";
import { findChromium } from "./chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/**
 * Ends the check with one line saying what failed (the command's last lines of output follow it, for the detail).
 * @param {string} step
 * @param {string} [detail]
 * @returns {never}
 */
function fail(step, detail = "") {
  console.error(`consumer check failed: ${step}${detail ? `\n${detail}` : ""}`);
  process.exit(1);
}

/** @param {string | undefined} text */
function tail(text, lines = 15) {
  return (text ?? "").trim().split("\n").slice(-lines).join("\n");
}

/**
 * Runs a command in the consumer project; fails the check with its last lines of output when it fails.
 * @param {string} step
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 */
function run(step, command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: "utf8", ...options, env: { ...process.env, ...options.env } });
  if (r.status !== 0) fail(`${step} (exit ${r.status ?? r.signal})`, tail(`${r.stdout}\n${r.stderr}`));
  return r.stdout;
}

/** Output lines of the command itself, without npx's own warnings about the user's npm config. @param {string} text */
function ownLines(text) {
  return text
    .trim()
    .split("\n")
    .filter((l) => l !== "" && !l.startsWith("npm warn"));
}

/** JSON as what it is until a cast says what it holds. @param {string} text @returns {unknown} */
function parseJson(text) {
  /** @type {unknown} */
  const value = JSON.parse(text);
  return value;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * `npx crypto-checkout-stub` with these flags; resolves to the URL it prints (--quiet prints only that).
 * @param {string} cwd
 * @param {string[]} args
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
function startCliStub(cwd, args) {
  // Its own process group, so stopping it stops npx and the node process npx runs.
  const child = spawn("npx", ["--no-install", "crypto-checkout-stub", ...args], {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
      const url = /http:\/\/\S+/.exec(out)?.[0];
      if (url) resolve({ url, stop });
    });
    child.stderr.on("data", (d) => (err += d));
    child.once("exit", (code) =>
      reject(new Error(`crypto-checkout-stub exited (${code}) before serving: ${tail(err || out, 3)}`)),
    );
    setTimeout(
      () => reject(new Error(`crypto-checkout-stub printed no URL within 20 s: ${tail(err || out, 3)}`)),
      20_000,
    ).unref();
  });
}

const chromium = findChromium();
if (!chromium) fail("no Chromium found (run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH)");

if (process.env.SKIP_BUILD !== "1") {
  build({ quiet: true });
  buildLib();
}

const work = mkdtempSync(join(tmpdir(), "crypto-checkout-consumer-"));
const app = join(work, "shop");
// On every way out, fail() included: the temporary project goes (unless KEEP_CONSUMER=1).
process.on("exit", () => {
  if (process.env.KEEP_CONSUMER !== "1") rmSync(work, { recursive: true, force: true });
});
// The tarball, as `npm publish` would upload it (the builds are fresh, so prepack need not run again).
const packOutput = run("npm pack", "npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work], {
  cwd: root,
});
const packed = /** @type {{ filename: string, entryCount: number, size: number }[]} */ (parseJson(packOutput));
const [pack] = packed;
if (!pack) fail("npm pack named no tarball");
const tarball = join(work, pack.filename);
console.log(`packed ${pack.filename}: ${pack.entryCount} files, ${(pack.size / 1024).toFixed(0)} KB (${seconds()})`);

// A fresh project: only the tarball and the tools a merchant brings, in the versions this repository tests with.
cpSync(join(root, "scripts", "consumer-check"), app, { recursive: true });
// The spec is docs/stub.md's own example, so what the documentation tells merchants is what is proven.
const stubPage = readFileSync(join(root, "docs", "stub.md"), "utf8");
const example = /## Testing your checkout with Playwright[\s\S]*?```ts\n([\s\S]*?)```/.exec(stubPage)?.[1];
if (!example?.includes("crypto-checkout-kit/playwright"))
  fail('docs/stub.md has no Playwright example under "Testing your checkout with Playwright"');
mkdirSync(join(app, "tests"), { recursive: true });
writeFileSync(join(app, "tests", "readme-example.spec.ts"), example);
writeFileSync(
  join(app, "package.json"),
  JSON.stringify({ name: "merchant-shop", private: true, type: "module" }, null, 2),
);
/** The version of a tool this repository tests with. @param {string} name @returns {string} */
function version(name) {
  const manifest = /** @type {{ version: string }} */ (
    parseJson(readFileSync(join(root, "node_modules", name, "package.json"), "utf8"))
  );
  return manifest.version;
}
run(
  "npm install (tarball, @playwright/test, vite)",
  "npm",
  [
    "install",
    "--prefer-offline",
    "--no-audit",
    "--no-fund",
    "--loglevel",
    "error",
    tarball,
    `@playwright/test@${version("@playwright/test")}`,
    `vite@${version("vite")}`,
  ],
  { cwd: app, env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } },
);
console.log(`installed into ${app} (${seconds()})`);

const env = { CHROMIUM_PATH: chromium, CI: "" };

// 1. The merchant's Playwright suite, two workers, each with its own stub.
const suite = run("1. the merchant's Playwright spec", "npx", ["--no-install", "playwright", "test"], {
  cwd: app,
  env,
});
console.log(`1. playwright spec: ${/\d+ passed[^\n]*/.exec(suite)?.[0] ?? "passed"} (${seconds()})`);

// The command, as a merchant starts it: a bad fixture and a port in use are refused with one line and exit 1.
const seedText = readFileSync(
  join(app, "node_modules", "crypto-checkout-kit", "server-stub", "fixtures", "default.json"),
  "utf8",
);
const seed = /** @type {{ projects: { id: string, allowed_origins: string[] }[] }} */ (parseJson(seedText));
writeFileSync(join(app, "bad-fixture.json"), JSON.stringify({ ...seed, merchants: [] }));
const refused = spawnSync(
  "npx",
  ["--no-install", "crypto-checkout-stub", "--port", "0", "--fixture", "bad-fixture.json"],
  { cwd: app, encoding: "utf8" },
);
if (refused.status === 0 || ownLines(refused.stderr).length !== 1)
  fail("crypto-checkout-stub did not refuse a bad fixture with one line", refused.stderr);

// The shop's origin is known before the stub starts, so the merchant's fixture (the seed, extended) allows it.
const shopPort = await freePort();
const project = seed.projects.find((p) => p.id === "prj_demo_shop");
if (!project) fail("the packed seed fixture has no prj_demo_shop");
project.allowed_origins = [...project.allowed_origins, `http://127.0.0.1:${shopPort}`];
writeFileSync(join(app, "shop-fixture.json"), JSON.stringify(seed, null, 2));
const stub = await startCliStub(app, ["--port", "0", "--fixture", "shop-fixture.json", "--quiet"]).catch(
  (/** @type {Error} */ e) => fail("npx crypto-checkout-stub --port 0", e.message),
);
const port = new URL(stub.url).port;
const busy = spawnSync("npx", ["--no-install", "crypto-checkout-stub", "--port", port], { cwd: app, encoding: "utf8" });
if (busy.status === 0 || !/already in use/.test(busy.stderr))
  fail(`crypto-checkout-stub did not refuse port ${port} in use`, busy.stderr);

// 2. The merchant's Vite app.
console.log(
  `2. ${run("2. the Vite app importing crypto-checkout-kit/widget", "node", ["vite-app-check.mjs", stub.url, String(shopPort)], { cwd: app, env }).trim()} (${seconds()})`,
);

// 3. The merchant's Node server code.
console.log(
  `3. ${run("3. the Node script importing crypto-checkout-kit/client", "node", ["merchant-server.mjs", stub.url], { cwd: app, env }).trim()} (${seconds()})`,
);

// 4. The shop's relay, as a shop starts it.
const relayEnv = {
  CHECKOUT_API_BASE: stub.url,
  CHECKOUT_KEY_ID: "pk_test_demo",
  CHECKOUT_SECRET: "sk_test_demo_secret",
  CHECKOUT_WEBHOOK_SECRETS: "whsec_consumer_relay",
  RELAY_ADMIN_TOKEN: "consumer-check-admin-token-0123",
};
const unset = spawnSync("npx", ["--no-install", "crypto-checkout-relay", "--port", "0"], {
  cwd: app,
  encoding: "utf8",
  env: { ...process.env, ...relayEnv, CHECKOUT_SECRET: "" },
});
if (unset.status === 0 || ownLines(unset.stderr).length !== 1 || !unset.stderr.includes("CHECKOUT_SECRET"))
  fail("crypto-checkout-relay did not refuse a missing CHECKOUT_SECRET with one line", unset.stderr);
const relayPort = await freePort();
const relayChild = spawn("npx", ["--no-install", "crypto-checkout-relay", "--port", String(relayPort)], {
  cwd: app,
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
  env: { ...process.env, ...relayEnv },
});
const stopRelay = () => {
  try {
    if (relayChild.pid !== undefined) process.kill(-relayChild.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stopRelay);
let relayOut = "";
relayChild.stdout.on("data", (d) => (relayOut += d));
relayChild.stderr.on("data", (d) => (relayOut += d));
const relayUrl = `http://localhost:${relayPort}`;
const relayDeadline = Date.now() + 120_000;
while (!relayOut.includes("Crypto checkout relay on")) {
  if (Date.now() > relayDeadline || relayChild.exitCode !== null)
    fail("npx crypto-checkout-relay did not start within 120 s", tail(relayOut));
  await new Promise((r) => setTimeout(r, 250));
}
const health = /** @type {unknown} */ (await fetch(`${relayUrl}/healthz`).then((r) => r.json()));
if (JSON.stringify(health) !== '{"status":"ok","store":"embedded"}')
  fail("the relay's /healthz", JSON.stringify(health));
const paired = run(
  "4. npx crypto-checkout-relay pair",
  "npx",
  ["--no-install", "crypto-checkout-relay", "pair", "--name", "Till 1", "--relay-url", relayUrl],
  { cwd: app, env: relayEnv },
);
if (!/#\/relay-pair\?relay=.*&code=/.test(paired)) fail("crypto-checkout-relay pair printed no pairing link", paired);
stopRelay();
console.log(`4. relay: refused a missing setting, served ${relayUrl}, printed a pairing link (${seconds()})`);

console.log(`consumer check passed in ${seconds()}`);
stub.stop();
