import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "shared/**/*.test.ts",
      "server-stub/**/*.test.ts",
      "widget/**/*.test.ts",
      "terminal/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // Type-level tests (*.test-d.ts) are compiled, not run: an expectTypeOf in a runtime test passes whatever the types.
    typecheck: { enabled: true, include: ["**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
    // The stub's error-code coverage, checked across its rule files once they have all run.
    globalSetup: ["server-stub/test/error-code-coverage.ts"],
    testTimeout: 20_000,
  },
});
