// Lint: typescript-eslint's recommended rules plus import boundaries between the folders.
import tseslint from "typescript-eslint";

const nodeOnly = ["node:*", "fs", "path", "http", "https", "crypto", "os", "child_process", "@hono/node-server"];
const restrict = (patterns, message) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ["**/dist/**", "node_modules/**", "test-results/**", "playwright-report/**", "**/*.js", "**/*.mjs", "**/*.cjs"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      ...restrict(
        [...nodeOnly, "lit", "lit/*", "@lit/*", "idb", "workbox-*", "hono", "hono/*", "**/widget/**", "**/terminal/**", "**/server-stub/**"],
        "shared/ runs in browsers and Node alike: no DOM, Lit or Node-only imports, and nothing from the apps.",
      ),
      "no-restricted-globals": ["error", "window", "document", "localStorage", "sessionStorage", "customElements", "HTMLElement", "navigator"],
    },
  },
  {
    files: ["widget/**/*.ts"],
    rules: restrict([...nodeOnly, "**/terminal/**", "**/server-stub/**", "hono", "hono/*"], "widget/ may import shared/ only."),
  },
  {
    files: ["terminal/**/*.ts"],
    rules: restrict([...nodeOnly, "**/widget/**", "**/server-stub/**", "hono", "hono/*"], "terminal/ may import shared/ only."),
  },
  {
    files: ["server-stub/**/*.ts"],
    rules: restrict(["lit", "lit/*", "**/widget/**", "**/terminal/**", "idb", "workbox-*"], "server-stub/ may import shared/ only."),
  },
  {
    files: ["playwright/**/*.ts"],
    rules: restrict(["lit", "lit/*", "**/widget/**", "**/terminal/**", "idb", "workbox-*"], "playwright/ drives the apps through a browser: it may import shared/ and server-stub/ only."),
  },
  {
    files: ["**/*.test.ts", "e2e/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: { "no-restricted-imports": "off", "no-restricted-globals": "off" },
  },
  {
    // Our suite is written as a merchant's: the kit through its public name, nothing from inside the repository.
    files: ["e2e/**/*.ts"],
    rules: restrict(
      ["**/fixtures.ts", "**/pages/**", "**/playwright/**", "**/server-stub/**", "**/shared/**", "**/widget/**", "**/terminal/**"],
      "e2e/ imports the kit as merchants do: `crypto-checkout-kit/playwright` (e2e/fixtures.ts and e2e/pages/ moved to playwright/).",
    ),
  },
);
