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
    // Type-level tests (*.test-d.ts) are not run here: an expectTypeOf passes at run time whatever the types say.
    // tsconfig.json includes them, so `npm run typecheck` fails on a wrong type (vitest's own typecheck would run tsc
    // over the whole program a second time, two minutes of CI for the same verdict).
    // The stub's error-code coverage, checked across its rule files once they have all run.
    globalSetup: ["server-stub/test/error-code-coverage.ts"],
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core CI machine, while most
    // files wait on a socket, a child process or a timer. Two files at once keeps both cores busy.
    maxWorkers: 2,
  },
});
