import { configDefaults, defineConfig } from "vitest/config";
import { chosen } from "./stryker.config.mjs";
import base from "./vitest.config.ts";

/**
 * The test run Stryker repeats for every mutant (stryker.config.mjs): the unit tests of the area being mutated only
 * (its `tests`, chosen by MUTATION_AREA). The stub's, widget's and terminal's suites and the rest of shared/'s also
 * reach that code, but a mutant has to be killed by the tests of its own module, and the other suites would multiply
 * the first, unmutated run's time and each static mutant's for nothing. Three shared/
 * suites test no behaviour of the mutated code and are left out: import-boundaries lints snippets, and tree-shaking
 * bundles the sources and public-surface reads their types with the TypeScript compiler, both of which Stryker's
 * instrumented copies (every mutant behind a switch) would fail.
 */
export default defineConfig({
  test: {
    ...base.test,
    // MUTATION_TESTS (comma-separated paths; a brace glob would be split) narrows a `--mutate` run to some tests.
    include: process.env.MUTATION_TESTS?.split(",") ?? chosen.tests,
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
