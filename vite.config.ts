/**
 * Builds. `vite build --mode widget` makes the one-file widget bundle in dist/widget;
 * `vite build --mode terminal` makes the terminal PWA in dist/terminal (served at /terminal/).
 * `scripts/build.mjs` runs both.
 */
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { resolve } from "node:path";
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
        [resolve(root, "node_modules/@custom-elements-manifest/analyzer/cem.js"), "analyze", "--config", resolve(root, "widget/custom-elements-manifest.config.mjs")],
        { cwd: root, stdio: "pipe", encoding: "utf8" },
      );
      if (cem.status !== 0) this.warn(`custom-elements.json not generated: ${cem.stderr || cem.stdout}`);
      console.log(`\ncrypto-checkout.js  integrity="${integrity}"`);
    },
  };
}

function widgetConfig(): UserConfig {
  return {
    publicDir: false,
    plugins: [widgetArtifacts()],
    build: {
      outDir: resolve(root, "dist/widget"),
      emptyOutDir: true,
      target: "es2022",
      sourcemap: true,
      // Lib mode leaves ES output unminified by default; the bundle ships to shoppers' phones.
      minify: true,
      lib: {
        entry: resolve(root, "widget/crypto-checkout.ts"),
        formats: ["es"],
        fileName: () => "crypto-checkout.js",
      },
    },
  };
}

function terminalConfig(): UserConfig {
  return {
    root: resolve(root, "terminal"),
    base: "/terminal/",
    build: {
      outDir: resolve(root, "dist/terminal"),
      emptyOutDir: true,
      target: "es2022",
    },
  };
}

export default defineConfig(({ mode }) => (mode === "terminal" ? terminalConfig() : widgetConfig()));
