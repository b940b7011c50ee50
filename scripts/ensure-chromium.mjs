// Before the browser suites: make sure a Chromium exists, installing Debian's package when we may.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium.mjs";

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; looking elsewhere.`);
}
let found = findChromium();
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
if (!found && isRoot && isDebian) {
  console.log("No Chromium found: installing Debian's chromium package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  found = findChromium();
}
if (!found) {
  console.error(
    "No Chromium found: install one (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its executable.",
  );
  process.exit(1);
}
console.log(`Chromium: ${found}`);
