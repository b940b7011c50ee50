// Before the unit tests: make sure zbarimg exists (the QR tests read symbols back with it), installing zbar-tools when we may.
import { spawnSync } from "node:child_process";
import { installDebianPackage } from "./debian-package.mjs";

const hasZbar = () => spawnSync("zbarimg", ["--version"], { stdio: "ignore" }).status === 0;

if (!hasZbar()) {
  console.log("No zbarimg found.");
  if (!installDebianPackage("zbar-tools") || !hasZbar()) {
    console.error(
      "No zbarimg found: install it (Debian: `sudo apt-get install zbar-tools`); the QR tests decode every symbol with it.",
    );
    process.exit(1);
  }
}
