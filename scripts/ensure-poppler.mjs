// Before the browser suites: make sure pdftotext and pdftoppm exist (the report's print test reads the printed PDF
// with them), installing poppler-utils when we may.
import { spawnSync } from "node:child_process";
import { installDebianPackage } from "./debian-package.mjs";

const hasPoppler = () =>
  spawnSync("pdftotext", ["-v"], { stdio: "ignore" }).status === 0 &&
  spawnSync("pdftoppm", ["-v"], { stdio: "ignore" }).status === 0;

if (!hasPoppler()) {
  console.log("No pdftotext found.");
  if (!installDebianPackage("poppler-utils") || !hasPoppler()) {
    console.error(
      "No pdftotext found: install it (Debian: `sudo apt-get install poppler-utils`); the print tests read the printed PDF with it.",
    );
    process.exit(1);
  }
}
