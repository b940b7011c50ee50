// Before the unit tests: make sure PostgreSQL's server binaries exist (the relay's store contract runs against a
// throw-away server, relay/test/postgres-server.ts), installing Debian's postgresql when we may.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { installDebianPackage } from "./debian-package.mjs";

const ROOT = "/usr/lib/postgresql";
const hasPostgres = () => existsSync(ROOT) && readdirSync(ROOT).some((v) => existsSync(join(ROOT, v, "bin", "pg_ctl")));

if (!hasPostgres()) {
  console.log("No PostgreSQL server binaries found.");
  if (!installDebianPackage("postgresql") || !hasPostgres()) {
    const message =
      "No PostgreSQL found: install it (Debian: `sudo apt-get install postgresql`); the relay's PostgreSQL store tests start a throw-away server with it.";
    // CI must run them; on a developer's machine they are skipped, saying so.
    if (process.env.CI) {
      console.error(message);
      process.exit(1);
    }
    console.warn(`${message} Skipped here.`);
  }
}
