import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/chromium.mjs";

const executablePath: string | undefined = findTestChromium();
if (!executablePath) {
  throw new Error("No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.");
}

// No webServer: the specs use `crypto-checkout-kit/playwright`, whose `stub` fixture starts one stub per worker on a
// free port and points baseURL at it, so tests run in parallel without sharing state. globalSetup builds what the stubs
// serve and the package the specs import.
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./scripts/e2e-setup.mjs",
  fullyParallel: true,
  // Four workers on this 2-core machine: a test mostly waits (on the stub, a poll, the browser), so two workers left
  // the cores two-thirds idle. 4 against 2 on 46 tests, in turn: 0.70 of the wall time (docs/figures.md).
  // E2E_WORKERS to change.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // One retry in CI, where the suite shares two cores with the build and the stub: a flaky test shows as flaky in
  // the report instead of sinking the run; locally every failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // A trace of a failing test's retry (CI retries once), not of every test: recording one for each test and throwing
    // it away when it passed cost a fifth of the suite's CPU (docs/figures.md). Locally: --trace retain-on-failure.
    trace: "on-first-retry",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } } },
  ],
});
