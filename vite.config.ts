/**
 * Builds. `vite build --mode widget` makes the one-file widget bundle in dist/widget;
 * `vite build --mode terminal` makes the terminal PWA in dist/terminal (served at /terminal/);
 * `vite build --mode pages` the stub's page scripts in dist/pages (served at /pages/). `scripts/build.mjs` runs all three.
 */
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { resolve } from "node:path";
import { VitePWA } from "vite-plugin-pwa";
import { minifyLitTemplates } from "./scripts/lit-template-minifier.ts";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";

const root = import.meta.dirname;

/**
 * After the widget build: print the bundle's SRI hash (and write it beside the bundle, for the demo
 * page and merchants' script tags) and generate custom-elements.json from the elements' JSDoc.
 */
function widgetArtifacts(): Plugin {
  return {
    name: "widget-artifacts",
    apply: "build",
    closeBundle() {
      const outDir = resolve(root, "dist/widget");
      const file = resolve(outDir, "crypto-checkout.js");
      if (!existsSync(file)) return;
      const integrity = `sha384-${createHash("sha384").update(readFileSync(file)).digest("base64")}`;
      writeFileSync(resolve(outDir, "crypto-checkout.js.sri"), `${integrity}\n`);
      const cem = spawnSync(
        process.execPath,
        [
          resolve(root, "node_modules/@custom-elements-manifest/analyzer/cem.js"),
          "analyze",
          "--config",
          resolve(root, "widget/custom-elements-manifest.config.mjs"),
        ],
        { cwd: root, stdio: "pipe", encoding: "utf8" },
      );
      if (cem.status !== 0) this.warn(`custom-elements.json not generated: ${cem.stderr || cem.stdout}`);
      console.log(`\ncrypto-checkout.js  integrity="${integrity}"`);
    },
  };
}

/**
 * The widget's lazy chunks (other languages, developer hints) import nothing and have no CSS, so Vite's preload
 * wrapper around each dynamic import would only add its helper (and a global `vite:preloadError` event) to a page
 * that is not ours: a plain dynamic import does the same job.
 */
function plainDynamicImports(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "widget-plain-dynamic-imports",
    enforce: "pre",
    apply: "build",
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : null),
  };
}

/**
 * An app's css``/html``/svg`` literals (the widget's or the terminal's), minified at build: comments and indentation
 * are for readers of the source, not for every device that downloads it (see scripts/lit-template-minifier.ts).
 */
function litTemplates(folder: "widget" | "terminal"): Plugin {
  const appDir = resolve(root, folder) + "/";
  return {
    name: `${folder}-lit-templates`,
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!id.startsWith(appDir) || !id.endsWith(".ts") || !/\b(css|html|svg)`/.test(code)) return null;
      const out = minifyLitTemplates(code, id);
      // Line breaks are kept after each literal, so the module's lines (and its source map) are unchanged.
      return out === null ? null : { code: out, map: null };
    },
  };
}

function widgetConfig(): UserConfig {
  return {
    publicDir: false,
    plugins: [plainDynamicImports(), litTemplates("widget"), widgetArtifacts()],
    build: {
      outDir: resolve(root, "dist/widget"),
      emptyOutDir: true,
      target: "es2022",
      sourcemap: true,
      // Not lib mode: lib mode keeps whitespace in ES output, and this bundle ships to shoppers' phones.
      // The built-in minifier (oxc): terser, even with passes: 3, toplevel, pure_getters and unsafe_arrows, came out
      // 20–100 bytes larger gzipped on this bundle.
      minify: true,
      modulePreload: false,
      // scripts/size.mjs reads it to tell the entry's static imports (the default path) from lazy chunks.
      manifest: true,
      rolldownOptions: {
        input: resolve(root, "widget/crypto-checkout.ts"),
        preserveEntrySignatures: "allow-extension",
        // One entry with everything the English checkout needs; what only some pages need (another language, the
        // developer hints printed on a configuration error) is a chunk beside it, loaded relative to the entry.
        output: {
          format: "es",
          entryFileNames: "crypto-checkout.js",
          chunkFileNames: "crypto-checkout.[name]-[hash].js",
        },
      },
    },
  };
}

/** The terminal's colour: the manifest's theme_color must equal the page's <meta name="theme-color">. */
const TERMINAL_THEME = "#0b5cad";

function terminalConfig(): UserConfig {
  return {
    root: resolve(root, "terminal"),
    base: "/terminal/",
    publicDir: resolve(root, "terminal/public"),
    build: {
      outDir: resolve(root, "dist/terminal"),
      emptyOutDir: true,
      target: "es2022",
    },
    plugins: [
      litTemplates("terminal"),
      VitePWA({
        // "prompt": a new worker waits until staff apply it between sales (see terminal/platform/sw-update.ts).
        registerType: "prompt",
        injectRegister: false,
        strategies: "generateSW",
        filename: "sw.js",
        manifestFilename: "manifest.webmanifest",
        // The glob below already lists what the shell needs; the manifest's big icons are only fetched to install.
        includeManifestIcons: false,
        manifest: {
          id: "/terminal/",
          name: "Crypto Terminal",
          short_name: "Terminal",
          description: "Point-of-sale terminal for crypto payments.",
          lang: "en",
          start_url: "/terminal/",
          scope: "/terminal/",
          display: "standalone",
          orientation: "any",
          theme_color: TERMINAL_THEME,
          background_color: "#f6f7f9",
          icons: [
            { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            { src: "icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        workbox: {
          globPatterns: ["**/*.{js,css,html,png,svg}"],
          globIgnores: ["**/icon-512.png", "**/icon-maskable-512.png"],
          navigateFallback: "/terminal/index.html",
          navigateFallbackAllowlist: [/^\/terminal\//],
          // Navigations are answered from the precache at once: no preload request racing it, none attempted offline.
          navigationPreload: false,
          cleanupOutdatedCaches: true,
          // Never skipWaiting on its own: an update must not activate in the middle of a payment.
          skipWaiting: false,
          // The first worker takes the open page at once (nothing older to replace), so it works offline without
          // a reload and later versions wait for it instead of activating straight away.
          clientsClaim: true,
          // API answers are never cached: a payment status must come from the server or not at all.
          runtimeCaching: [],
          // The worker is one file: the runtime's AMD loader would importScripts() a string, which the worker's CSP
          // (sw.js carries the terminal's, Trusted Types included) refuses, leaving a worker with no fetch handler.
          inlineWorkboxRuntime: true,
        },
      }),
    ],
  };
}

/**
 * The stub's pages' own scripts (server-stub/pages/browser/*.entry.ts) in dist/pages, which the stub serves under
 * /pages/: typed and linted modules rather than inline strings, loaded under the pages' nonce.
 */
function pagesConfig(): UserConfig {
  const entry = (name: string) => resolve(root, `server-stub/pages/browser/${name}.entry.ts`);
  return {
    publicDir: false,
    build: {
      outDir: resolve(root, "dist/pages"),
      emptyOutDir: true,
      target: "es2022",
      sourcemap: true,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: {
          "demo-shop": entry("demo-shop"),
          "sandbox-wallet": entry("sandbox-wallet"),
          "hosted-embed": entry("hosted-embed"),
        },
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  };
}

const CONFIGS: Record<string, () => UserConfig> = { terminal: terminalConfig, pages: pagesConfig };

export default defineConfig(({ mode }) => (CONFIGS[mode] ?? widgetConfig)());
