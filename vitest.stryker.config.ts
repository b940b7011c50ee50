import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * The test run Stryker repeats for every mutant (stryker.config.mjs): the unit tests of shared/ only, the code it
 * mutates. The stub's, widget's and terminal's suites also reach the signing code, but a mutant has to be killed by
 * the tests of its own module, and those suites would multiply each mutant's run time for nothing. Three shared/
 * suites test no behaviour of the mutated code and are left out: import-boundaries lints snippets, and tree-shaking
 * bundles the sources and public-surface reads their types with the TypeScript compiler, both of which Stryker's
 * instrumented copies (every mutant behind a switch) would fail.
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ["shared/**/*.test.ts"],
    // Instrumented code runs slower, and this machine is shared: the property tests get more time than in npm test.
    testTimeout: 60_000,
    // The stub's error-code coverage check belongs to the stub's rule files, which Stryker's sandbox does not copy.
    globalSetup: [],
    exclude: [
      ...configDefaults.exclude,
      "shared/import-boundaries.test.ts",
      "shared/api/tree-shaking.test.ts",
      "shared/public-surface.test.ts",
    ],
  },
});
