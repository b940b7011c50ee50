/**
 * Builds. `vite build --mode widget` makes the one-file widget bundle in dist/widget;
 * `vite build --mode terminal` makes the terminal PWA in dist/terminal (served at /terminal/).
 * `scripts/build.mjs` runs both.
 */
import { defineConfig, type UserConfig } from "vite";
import { resolve } from "node:path";

const root = import.meta.dirname;

function widgetConfig(): UserConfig {
  return {
    publicDir: false,
    build: {
      outDir: resolve(root, "dist/widget"),
      emptyOutDir: true,
      target: "es2022",
      sourcemap: true,
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
