// Runs several npm scripts at once (`node scripts/run-together.mjs typecheck lint`) and fails if any fails. Each
// script's output is held and printed whole once it ends, so the log reads as if they had run one after the other.
// Used by `npm test` for the checks that need no build (tsc, eslint, the unit tests) beside the build: none keeps both
// cores busy the whole time, so on two cores together they take less than one after the other; and for the Gecko
// and WebKit walk-through beside the consumer check, which mostly wait on browsers, npm and child processes
// (docs/figures.md).
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("Usage: node scripts/run-together.mjs <npm script> [<npm script> ...]");
  process.exit(2);
}

/** @param {string} script @returns {Promise<number>} its exit code */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    /** @param {Buffer} chunk */
    const keep = (chunk) => output.push(chunk);
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? "passed" : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> npm run ${script}\n${Buffer.concat(output).toString()}`);
      console.log(`npm run ${script}: ${status} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
