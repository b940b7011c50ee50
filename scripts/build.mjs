// Builds the browser parts (the widget bundle in dist/widget, the terminal PWA in dist/terminal, the stub pages' scripts
// in dist/pages) and the package's compiled modules with their types (dist/lib). `node scripts/build.mjs` builds them
// all, `--lib` only dist/lib.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const vite = join(root, "node_modules", "vite", "bin", "vite.js");
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");

/** @param {string} what @param {string[]} args node and its arguments */
function run(what, args) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`The ${what} build failed (exit ${r.status}).`);
    process.exit(r.status ?? 1);
  }
}

/** The widget bundle, the terminal and the stub pages' scripts, which `npm start` serves. */
export function build({ quiet = false } = {}) {
  for (const mode of ["widget", "terminal", "pages"])
    run(mode, [vite, "build", "--mode", mode, ...(quiet ? ["--logLevel", "warn"] : [])]);
}

/** dist/lib: the exports map's JavaScript and .d.ts (tsconfig.build.json), and the hand-written React and Vue typings. */
export function buildLib() {
  const out = join(root, "dist", "lib");
  // A module deleted from the sources must not linger in the package.
  rmSync(out, { recursive: true, force: true });
  run("package (tsc)", [tsc, "-p", join(root, "tsconfig.build.json")]);
  cpSync(join(root, "widget", "frameworks"), join(out, "widget", "frameworks"), { recursive: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.argv.includes("--lib")) build();
  buildLib();
}
