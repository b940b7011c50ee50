// Mutation testing (npm run mutation): StrykerJS changes the code one small edit at a time and reruns the tests
// that cover that edit; a mutant the tests still pass is a gap they leave. The default run mutates shared/signing;
// MUTATION_AREA picks another area (the npm scripts mutation:api, mutation:payment-uri, mutation:checkout, mutation:text), and
// `npm run mutation -- --mutate <glob,…>` any files. Scores and the mutants judged equivalent: docs/mutation-testing.md.

/**
 * What each area mutates: its production modules, never its tests. api and payment-uri are their core modules, to
 * keep a run within about 20 minutes here: api leaves out the zod schema declarations and the code and network
 * tables, payment-uri the Keccak permutation (its loop mutants spin until the timeout) and the QR path, whose tests
 * decode symbols with zbarimg. `--mutate` runs any of them.
 * @type {Record<string, string[]>}
 */
const AREAS = {
  signing: ["shared/signing/**/*.ts"],
  api: ["shared/api/{amount-checks,ids,problem,validate,chains,api-error}.ts"],
  "payment-uri": ["shared/payment-uri/{payment-uri,base-units,uri-builders,evm-address}.ts"],
  checkout: ["shared/checkout/checkout-machine.ts"],
  // The translation core, money for people and the plain-decimal grammar (#25).
  text: ["shared/i18n/{translator,format-money}.ts", "shared/decimal/plain-decimal.ts"],
};

const area = process.env.MUTATION_AREA ?? "signing";
const files = AREAS[area];
if (!files) throw new Error(`MUTATION_AREA=${area}: expected one of ${Object.keys(AREAS).join(", ")}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.stryker.config.ts" },
  mutate: [...files, "!**/*.test.ts", "!**/*.d.ts"],
  // Each mutant reruns only the tests that executed its code in the first, unmutated run.
  coverageAnalysis: "perTest",
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // The first, unmutated run of shared/'s suites took over Stryker's default 5 minutes on the loaded machine, which
  // ended every area's run before a single mutant.
  dryRunTimeoutMinutes: 30,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${area}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${area}/mutation.json` },
  // One sandbox folder per area, so two areas can run side by side.
  tempDirName: `.stryker-tmp/${area}`,
  cleanTempDir: "always",
  // Only what the shared/ tests need is copied into Stryker's sandbox.
  ignorePatterns: [
    "dist",
    "reports",
    "test-results",
    "playwright-report",
    "bench",
    "e2e",
    "terminal",
    "widget",
    "playwright",
    "server-stub",
  ],
};
