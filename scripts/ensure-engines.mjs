// Before the cross-engine suite: make sure Firefox ESR, WebKitWebDriver and a virtual X display exist, installing
// Debian's packages when we may (as the browser suites do for Chromium).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { installDebianPackage } from "./debian-package.mjs";

/** @param {string} command */
const onPath = (command) => {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

const NEEDED = [
  {
    what: "Firefox ESR",
    packages: ["firefox-esr"],
    present: () => existsSync(process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"),
  },
  { what: "WebKitWebDriver", packages: ["webkit2gtk-driver"], present: () => onPath("WebKitWebDriver") },
  { what: "xvfb-run", packages: ["xvfb", "xauth"], present: () => onPath("xvfb-run") && onPath("xauth") },
];

const missing = NEEDED.filter((tool) => !tool.present());
if (missing.length > 0) {
  console.log(`Missing for the cross-engine suite: ${missing.map((t) => t.what).join(", ")}.`);
  installDebianPackage(...missing.flatMap((tool) => tool.packages));
}
const stillMissing = NEEDED.filter((tool) => !tool.present());
if (stillMissing.length > 0) {
  console.error(
    `The cross-engine suite needs ${stillMissing.map((t) => t.what).join(", ")}: install Debian's ` +
      `${stillMissing.flatMap((t) => t.packages).join(" ")} (or set FIREFOX_PATH).`,
  );
  process.exit(1);
}
console.log("Gecko and WebKit: Firefox ESR, WebKitWebDriver and xvfb-run are here.");
