// Mutation testing (npm run mutation): StrykerJS changes the code one small edit at a time and reruns the tests
// that cover that edit; a mutant the tests still pass is a gap they leave. The default run mutates shared/signing;
// MUTATION_AREA picks another area (the npm scripts mutation:api, mutation:payment-uri, mutation:checkout, mutation:text), and
// `npm run mutation -- --mutate <glob,…>` any files. Scores and the mutants judged equivalent: docs/mutation-testing.md.

/**
 * What each area mutates (its production modules, never its tests) and the unit tests that run against them. api and
 * payment-uri are their core modules, to keep a run within about 20 minutes here: api leaves out the zod schema
 * declarations and the code and network tables, payment-uri the Keccak permutation (its loop mutants spin until the
 * timeout) and the QR path, whose tests decode symbols with zbarimg.
 *
 * `tests` are the area's own test files, which vitest.stryker.config.ts includes: a mutant has to be killed by the
 * tests of the module it changes, and the first, unmutated run then executes those files instead of all of shared/'s
 * (vitest's related mode narrows them further to the files that import the mutated code). Not Stryker's own
 * `testFiles` option: with it, StrykerJS 9.6 activates a module-level ("static") mutant only after its module has
 * loaded, so every static mutant is reported as survived (stryker-js issue #6144; seen here with the text area's
 * regexes, which its tests kill when the edit is made by hand). `--mutate <glob,…>` runs any files against the tests
 * of the area MUTATION_AREA names, or against MUTATION_TESTS=<glob,…> when given.
 * @type {Record<string, { mutate: string[], tests: string[] }>}
 */
export const AREAS = {
  signing: { mutate: ["shared/signing/**/*.ts"], tests: ["shared/signing/*.test.ts"] },
  api: {
    mutate: ["shared/api/{amount-checks,ids,problem,validate,chains,api-error,error-response}.ts"],
    tests: ["shared/api/{amount-checks,ids,problem,validate,chains,networks}.test.ts"],
  },
  "payment-uri": {
    mutate: ["shared/payment-uri/{payment-uri,base-units,uri-builders,evm-address}.ts"],
    tests: ["shared/payment-uri/{payment-uri,base-units,evm-address,address-groups}.test.ts"],
  },
  checkout: {
    mutate: ["shared/checkout/checkout-machine.ts"],
    tests: ["shared/checkout/{checkout-machine,checkout-session}.test.ts"],
  },
  // The translation core, money for people and the plain-decimal grammar (#25).
  text: {
    mutate: ["shared/i18n/{translator,format-money}.ts", "shared/decimal/plain-decimal.ts"],
    tests: ["shared/i18n/{translator,format-money,digits}.test.ts", "shared/decimal/plain-decimal.test.ts"],
  },
};

const area = process.env.MUTATION_AREA ?? "signing";
/** The area this run mutates and tests (MUTATION_AREA, signing by default). */
export const chosen = (() => {
  const named = AREAS[area];
  if (!named) throw new Error(`MUTATION_AREA=${area}: expected one of ${Object.keys(AREAS).join(", ")}`);
  return named;
})();

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.stryker.config.ts" },
  mutate: [...chosen.mutate, "!**/*.test.ts", "!**/*.d.ts"],
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
  // Only what the shared/ tests need is copied into Stryker's sandbox (not another area's sandbox either).
  ignorePatterns: [
    ".stryker-tmp",
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
