// Finds a Chromium for the browser suites: CHROMIUM_PATH, then Debian's, then Playwright's own cache.
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const CHROMIUM_ARGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function fromPlaywrightCache() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(root)) return undefined;
  const dirs = readdirSync(root)
    .filter((d) => d.startsWith("chromium-"))
    .sort()
    .reverse();
  for (const d of dirs) {
    for (const rel of ["chrome-linux64/chrome", "chrome-linux/chrome"]) {
      const p = join(root, d, rel);
      if (existsSync(p)) return p;
    }
  }
  return undefined;
}

/** @returns {string | undefined} */
export function findChromium() {
  const env = process.env.CHROMIUM_PATH;
  if (env && existsSync(env)) return env;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return fromPlaywrightCache();
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the Playwright suite drives: Debian's chromium-headless-shell when installed, the same Chromium build
 * without the desktop browser around it, which is what Playwright itself runs headless tests in; otherwise
 * findChromium(). CHROMIUM_PATH still wins. A test that needs the whole browser (the PWA's install check) launches
 * findChromium() itself. Side by side in one run, the same four terminal and widget page loads in a new browser:
 * 0.76 of the full browser's time (docs/figures.md).
 * @returns {string | undefined}
 */
export function findTestChromium() {
  const env = process.env.CHROMIUM_PATH;
  if (env && existsSync(env)) return env;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}
