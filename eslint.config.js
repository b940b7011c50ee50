// Lint: typescript-eslint's type-checked rules over the TypeScript and the .mjs tooling, plus import boundaries between the folders.
import prettierConfig from "eslint-config-prettier";
import tseslint from "typescript-eslint";

const nodeOnly = ["node:*", "fs", "path", "http", "https", "crypto", "os", "child_process", "@hono/node-server"];
/**
 * @param {string[]} patterns @param {string} message
 * @param {{ group: string[], message: string }[]} [more] further groups for the same files
 */
const restrict = (patterns, message, more = []) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }, testSupport, ...more] }],
});
/** Test support (scripted fetch, invoice fixtures, controller hosts) lives in test/ folders, for tests only. */
const testSupport = {
  group: ["**/test/*", "../test/*", "./test/*"],
  message: "test/ folders hold test support: only tests import them.",
};

/**
 * Browser code imports the module that defines a name, so what a bundle takes is what its imports say. The package's
 * one barrel is its entry, shared/index.ts, for merchants; the folder barrels (shared/api/index.ts, …) serve the stub.
 */
const noBarrels = {
  group: ["**/index.ts"],
  message: "Import the module that defines the name, not an index.ts: barrels are for the package entry and the stub.",
};

const widgetPatterns = [...nodeOnly, "**/terminal/**", "**/server-stub/**", "hono", "hono/*"];
const terminalPatterns = [...nodeOnly, "**/widget/**", "**/server-stub/**", "hono", "hono/*"];
/**
 * The terminal's feature folders from the ground up: each may import the floors below it, none on its own floor or
 * above. Words, money and the device first; the shared elements; the settings every feature reads; the sale; what
 * looks back at sales (history) or hands the settings on (pairing); the day's report; the shell that routes them.
 */
const TERMINAL_FLOORS = [
  ["i18n", "money", "platform"],
  ["ui"],
  ["settings"],
  ["sale"],
  ["history", "pairing"],
  ["report"],
  ["shell"],
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "**/*.js",
      "**/*.cjs",
      // Configuration read by the manifest analyzer, not part of the project's own tooling.
      "widget/custom-elements-manifest.config.mjs",
      // React and Vue typings for merchants' apps: they resolve only where react or vue is installed, never here.
      "widget/frameworks/*.d.ts",
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Two programs (see tsconfig.browser.json): a file is linted with the types of the first that includes it, so
      // browser code is linted without Node's types and the rest with them.
      parserOptions: { project: ["./tsconfig.browser.json", "./tsconfig.json"], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      ...restrict(
        [
          ...nodeOnly,
          "lit",
          "lit/*",
          "@lit/*",
          "idb",
          "workbox-*",
          "hono",
          "hono/*",
          "**/widget/**",
          "**/terminal/**",
          "**/server-stub/**",
        ],
        "shared/ runs in browsers and Node alike: no DOM, Lit or Node-only imports, and nothing from the apps.",
        [noBarrels],
      ),
      "no-restricted-globals": [
        "error",
        "window",
        "document",
        "localStorage",
        "sessionStorage",
        "customElements",
        "HTMLElement",
        "navigator",
      ],
    },
  },
  {
    files: ["widget/**/*.ts"],
    rules: restrict(widgetPatterns, "widget/ may import shared/ only.", [noBarrels]),
  },
  {
    // Atoms are presentational: data in by properties, events out. The views own the client and the session.
    files: ["widget/ui/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: widgetPatterns, message: "widget/ may import shared/ only." },
            testSupport,
            noBarrels,
            {
              group: ["**/shared/client/**", "**/checkout-session.ts", "**/shared/checkout/index.ts"],
              message:
                "widget/ui/ atoms take plain data: the API client and the checkout session belong to widget/views/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Lit calls a template's event listener (`@click=${this.handleClick}`) with the element as `this` (the render
    // options' host), so a method passed there is bound; the rule cannot see that and flags every such listener.
    files: ["widget/**/*.ts", "terminal/**/pos-*/*.ts", "terminal/**/pos-*.ts", "terminal/ui/**/*.ts"],
    rules: { "@typescript-eslint/unbound-method": "off" },
  },
  {
    files: ["terminal/**/*.ts"],
    rules: restrict(terminalPatterns, "terminal/ may import shared/ only.", [noBarrels]),
  },
  // The terminal's features, one folder each, on floors: a folder imports only folders on floors below its own, never
  // one on its floor or above (so no two import each other). shell/ (floor 7) puts them together.
  ...TERMINAL_FLOORS.map((floor, level) => {
    const above = TERMINAL_FLOORS.slice(level).flat();
    return floor.map((folder) => ({
      files: [`terminal/${folder}/**/*.ts`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              { group: terminalPatterns, message: "terminal/ may import shared/ only." },
              testSupport,
              noBarrels,
              {
                regex: `^(\\.\\./)+(${above.filter((f) => f !== folder).join("|")})/`,
                message: `terminal/${folder}/ stands on floor ${level + 1} of ${TERMINAL_FLOORS.length}: it imports only ${
                  TERMINAL_FLOORS.slice(0, level)
                    .flat()
                    .map((f) => `${f}/`)
                    .join(", ") || "shared/"
                }.`,
              },
            ],
          },
        ],
      },
    }));
  }).flat(),
  {
    files: ["server-stub/**/*.ts"],
    rules: restrict(
      ["lit", "lit/*", "**/widget/**", "**/terminal/**", "idb", "workbox-*"],
      "server-stub/ may import shared/ only.",
    ),
  },
  {
    // The stub pages' own scripts run in the browser: the widget's event names (one list, widget/events.ts) and each other only.
    files: ["server-stub/pages/browser/**/*.ts"],
    rules: restrict(
      [...nodeOnly, "hono", "hono/*", "lit", "lit/*", "zod", "zod/*"],
      "server-stub/pages/browser/ runs in the browser: it imports widget/events.ts and its own folder only (the page hands it the rest).",
      [
        {
          regex: "^\\.\\./(?!\\.\\./\\.\\./widget/events\\.ts$)",
          message:
            "server-stub/pages/browser/ imports widget/events.ts and its own folder only: the page hands it the rest.",
        },
      ],
    ),
  },
  {
    // The stub's rules sit below its HTTP layer: domain/ knows nothing of requests, middleware or routes.
    files: ["server-stub/domain/**/*.ts"],
    rules: restrict(
      [
        "lit",
        "lit/*",
        "**/widget/**",
        "**/terminal/**",
        "idb",
        "workbox-*",
        "hono",
        "hono/*",
        "**/http/**",
        "**/routes/**",
        "**/app.ts",
      ],
      "server-stub/domain/ holds the rules: it imports the store, the clock and shared/, never http/, routes/ or the app.",
    ),
  },
  {
    files: ["playwright/**/*.ts"],
    rules: restrict(
      ["lit", "lit/*", "**/widget/**", "**/terminal/**", "idb", "workbox-*"],
      "playwright/ drives the apps through a browser: it may import shared/ and server-stub/ only.",
    ),
  },
  {
    files: ["**/*.test.ts", "**/test/**/*.ts", "e2e/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: { "no-restricted-imports": "off", "no-restricted-globals": "off" },
  },
  {
    // Our suite is written as a merchant's: the kit through its public name (shared/ stays open for assertions such as EIP-55).
    files: ["e2e/**/*.ts"],
    rules: restrict(
      ["**/fixtures.ts", "**/pages/**", "**/playwright/**", "**/server-stub/**", "**/widget/**", "**/terminal/**"],
      "e2e/ imports the kit as merchants do: `crypto-checkout-kit/playwright` (e2e/fixtures.ts and e2e/pages/ moved to playwright/).",
    ),
  },
  // Layout is Prettier's (prettier.config.mjs): the rules that would argue with it are off.
  prettierConfig,
);
