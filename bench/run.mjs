// `npm run bench`: builds, runs every bench/*.bench.ts, and prints one table of figures against their budgets.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, buildLib } from "../scripts/build.mjs";
import { measure } from "../scripts/size.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

// The stub bench measures the compiled stub in dist/lib, so the package's modules are built too.
if (process.env.SKIP_BUILD !== "1") {
  build({ quiet: true });
  buildLib();
}

/** @type {{suite:string,metric:string,value:number,unit:string,budget?:number,better:"lower"|"higher"}[]} */
const rows = measure().map((r) => ({
  suite: "size",
  metric: `${r.name} (min+gzip)`,
  value: Math.round((r.bytes / 1024) * 100) / 100,
  unit: "KB",
  budget: r.budget === undefined ? undefined : r.budget / 1024,
  better: "lower",
}));

const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failures = 0;
for (const f of files) {
  try {
    /** @type {unknown} */
    const loaded = await import(pathToFileURL(join(here, f)).href);
    // Every bench/*.bench.ts exports run(): Promise<BenchRow[]> (bench/bench-row.ts).
    const suite = /** @type {{ run: () => Promise<typeof rows> }} */ (loaded);
    rows.push(...(await suite.run()));
  } catch (e) {
    failures++;
    console.error(`${f}: ${e instanceof Error ? e.stack : String(e)}`);
  }
}

/** @param {number} n */
const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const table = rows.map((r) => {
  const within =
    r.budget === undefined ? "" : (r.better === "lower" ? r.value <= r.budget : r.value >= r.budget) ? "ok" : "OVER";
  return [
    r.suite,
    r.metric,
    `${fmt(r.value)} ${r.unit}`,
    r.budget === undefined ? "" : `${r.better === "lower" ? "≤" : "≥"} ${fmt(r.budget)} ${r.unit}`,
    within,
  ];
});
const head = ["suite", "metric", "value", "budget", ""];
const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)));
/** @param {string[]} cells */
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i] ?? 0))
    .join("  ")
    .trimEnd();
console.log(line(head));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of table) console.log(line(row));
if (failures) process.exitCode = 1;
