// `npm start`: build the widget and the terminal, then serve everything from the API stub on one port, and the shop's
// relay beside it (scripts/start-relay.ts; RELAY=0 leaves it out).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { build } from "./build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
if (process.env.SKIP_BUILD !== "1") build({ quiet: process.env.STUB_QUIET === "1" });

const child = spawn(process.execPath, ["--import", "tsx", join(root, "server-stub", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
const relay =
  process.env.RELAY === "0"
    ? null
    : spawn(process.execPath, ["--import", "tsx", join(root, "scripts", "start-relay.ts")], {
        cwd: root,
        stdio: "inherit",
        env: process.env,
      });
for (const sig of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(sig, () => {
    child.kill(sig);
    relay?.kill(sig);
  });
child.on("exit", (code, signal) => {
  relay?.kill("SIGTERM");
  process.exit(code ?? (signal ? 1 : 0));
});
