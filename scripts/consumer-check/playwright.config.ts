// A merchant's Playwright config for the consumer check (the spec is docs/stub.md's example, written to tests/ by the check):
// nothing about the stub (each worker starts its own through crypto-checkout-kit/playwright); the browser is the
// system Chromium, whose path scripts/consumer-check.mjs passes.
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  reporter: [["line"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
});
