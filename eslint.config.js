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

/**
 * The stub's floors from the ground up, each with the files it holds and the import patterns that name them: plain
 * encodings and structures with no rule of the stub's; its state; its rules; its control API; its HTTP layer. A floor
 * imports only the floors below its own (and shared/); pages/, routes/ and the app stand on top of them all.
 */
const STUB_FLOORS = [
  {
    name: "server-stub/primitives/ (encodings, a due-time queue, IP ranges)",
    files: ["server-stub/primitives/**/*.ts"],
    patterns: ["**/primitives/**"],
  },
  {
    name: "the stub's state (store.ts, fixture.ts, config.ts, clock.ts)",
    files: ["server-stub/store.ts", "server-stub/fixture.ts", "server-stub/config.ts", "server-stub/clock.ts"],
    patterns: ["**/store.ts", "**/fixture.ts", "**/config.ts", "**/clock.ts"],
  },
  { name: "server-stub/domain/ (the rules)", files: ["server-stub/domain/**/*.ts"], patterns: ["**/domain/**"] },
  {
    name: "server-stub/control/ (the control API's table and client)",
    files: ["server-stub/control/**/*.ts"],
    patterns: ["**/control/**"],
  },
  {
    name: "server-stub/http/ (middleware, parsing, problem answers)",
    files: ["server-stub/http/**/*.ts"],
    patterns: ["**/http/**", "hono", "hono/*"],
  },
];
/** What stands on top of every floor: the pages, the routes and the app that puts them together. */
const STUB_TOP = ["**/pages/**", "**/routes/**", "**/app.ts", "**/start-stub.ts"];
/** What no file of the stub imports: the browser apps and their libraries. */
const stubForeign = ["lit", "lit/*", "**/widget/**", "**/terminal/**", "idb", "workbox-*"];

/** @param {(typeof STUB_FLOORS)[number]} floor @param {number} level */
const stubFloor = (floor, level) => {
  const above = [
    ...STUB_FLOORS.slice(level + 1).map((f) => f.name.replace(/ \(.*$/, "")),
    "pages/",
    "routes/",
    "the app",
  ];
  return {
    files: floor.files,
    rules: restrict(
      [...stubForeign, ...STUB_FLOORS.slice(level + 1).flatMap((f) => f.patterns), ...STUB_TOP],
      `${floor.name} is floor ${level + 1} of the stub's ${STUB_FLOORS.length}: it imports nothing from a floor above its own (${above.join(", ")}).`,
    ),
  };
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
      "server-stub/ may import shared/ and node-server/ only.",
    ),
  },
  {
    // The stub pages' own scripts run in the browser: the widget's event names (one list, widget/events.ts), the
    // embedded page's messages (one shape, shared/checkout/hosted-frame.ts, which the widget and terminal read) and
    // each other only.
    files: ["server-stub/pages/browser/**/*.ts"],
    rules: restrict(
      [...nodeOnly, "hono", "hono/*", "lit", "lit/*", "zod", "zod/*"],
      "server-stub/pages/browser/ runs in the browser: it imports widget/events.ts, shared/checkout/hosted-frame.ts and its own folder only (the page hands it the rest).",
      [
        {
          regex: "^\\.\\./(?!\\.\\./\\.\\./(widget/events|shared/checkout/hosted-frame)\\.ts$)",
          message:
            "server-stub/pages/browser/ imports widget/events.ts, shared/checkout/hosted-frame.ts and its own folder only: the page hands it the rest.",
        },
      ],
    ),
  },
  ...STUB_FLOORS.map(stubFloor),
  {
    // The relay is the shop's server: the kit's shared contract, signing and client, and nothing of the apps or the
    // stub (it talks to the real service, and a stub test drives it only from outside, over HTTP).
    files: ["relay/**/*.ts"],
    rules: restrict(
      ["lit", "lit/*", "**/widget/**", "**/terminal/**", "**/server-stub/**", "idb", "workbox-*"],
      "relay/ may import shared/ and node-server/ only.",
    ),
  },
  {
    // How the stub and the relay listen, stop and end a command: below both, so it imports nothing of the kit.
    files: ["node-server/**/*.ts"],
    rules: restrict(
      ["**/shared/**", "**/widget/**", "**/terminal/**", "**/server-stub/**", "**/relay/**", "lit", "lit/*", "hono"],
      "node-server/ is below the stub and the relay: it imports Node and nothing of the kit.",
    ),
  },
  {
    // Its store is one floor below the HTTP side: it knows SQL and the status order, never requests or streams.
    files: ["relay/store/**/*.ts"],
    rules: restrict(
      ["**/http/**", "**/create-relay.ts", "**/event-hub.ts", "**/start-relay.ts", "**/cli.ts", "**/config.ts"],
      "relay/store/ is the relay's bottom floor: it imports nothing of the HTTP side above it.",
    ),
  },
  {
    // The widget's event names are read from their one list (widget/events.ts), which imports types only.
    files: ["playwright/**/*.ts"],
    rules: restrict(
      ["lit", "lit/*", "**/widget/**", "!../widget/events.ts", "**/terminal/**", "idb", "workbox-*"],
      "playwright/ drives the apps through a browser: it may import shared/, server-stub/ and widget/events.ts only.",
    ),
  },
  {
    files: ["**/*.test.ts", "**/*.test-d.ts", "**/test/**/*.ts", "e2e/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: { "no-restricted-imports": "off", "no-restricted-globals": "off" },
  },
  {
    // Our suite is written as a merchant's: the kit through its public name (shared/ stays open for assertions such as EIP-55).
    files: ["e2e/**/*.ts"],
    rules: restrict(
      ["**/fixtures.ts", "**/pages/**", "**/playwright/**", "**/server-stub/**", "**/widget/**", "**/terminal/**"],
      "e2e/ imports the kit as merchants do: fixtures and page objects from `crypto-checkout-kit/playwright`, never from the repository's own folders.",
    ),
  },
  // Layout is Prettier's (prettier.config.mjs): the rules that would argue with it are off.
  prettierConfig,
);
