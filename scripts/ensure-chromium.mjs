// Before the browser suites: make sure a Chromium exists, installing Debian's package when we may.
import { installDebianPackage } from "./debian-package.mjs";
import { existsSync } from "node:fs";
import { findChromium, findTestChromium } from "./chromium.mjs";

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; looking elsewhere.`);
}
let found = findChromium();
if (!found) {
  console.log("No Chromium found.");
  if (installDebianPackage("chromium")) found = findChromium();
}
if (!found) {
  console.error(
    "No Chromium found: install one (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its executable.",
  );
  process.exit(1);
}
// The suite's lighter browser (scripts/chromium.mjs, findTestChromium): worth installing, not required.
if (!process.env.CHROMIUM_PATH && findTestChromium() === found) {
  try {
    installDebianPackage("chromium-headless-shell");
  } catch {
    console.warn("Could not install chromium-headless-shell: the suite runs in the whole Chromium.");
  }
}
console.log(`Chromium: ${findTestChromium() ?? found}`);
