import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "shared/**/*.test.ts",
      "server-stub/**/*.test.ts",
      "relay/**/*.test.ts",
      "widget/**/*.test.ts",
      "terminal/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
  },
});
