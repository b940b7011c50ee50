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
