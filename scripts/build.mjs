// Builds the browser parts: the widget bundle (dist/widget) and the terminal PWA (dist/terminal).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const vite = join(root, "node_modules", "vite", "bin", "vite.js");

export function build({ quiet = false } = {}) {
  for (const mode of ["widget", "terminal"]) {
    const r = spawnSync(process.execPath, [vite, "build", "--mode", mode, ...(quiet ? ["--logLevel", "warn"] : [])], {
      cwd: root,
      stdio: "inherit",
    });
    if (r.status !== 0) {
      console.error(`The ${mode} build failed (exit ${r.status}).`);
      process.exit(r.status ?? 1);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) build();
