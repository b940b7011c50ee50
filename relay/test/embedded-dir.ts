/**
 * Fresh embedded-store folders for tests, fast: PGlite's first start in a new folder runs initdb (seconds to tens of
 * seconds on a busy machine), so one initialised folder is made per PGlite version in the temporary directory and
 * each test gets a copy of it.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const pgliteVersion = (
  JSON.parse(
    readFileSync(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8"),
  ) as { version: string }
).version;
const template = join(tmpdir(), `crypto-checkout-relay-pglite-template-${pgliteVersion}`);

async function ensureTemplate(): Promise<void> {
  if (existsSync(join(template, "PG_VERSION"))) return;
  const building = mkdtempSync(join(tmpdir(), "relay-pglite-building-"));
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(building);
  await db.close();
  try {
    // Atomic: a parallel worker that got there first wins, and this copy goes.
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
}

/** A new folder holding an initialised, empty PGlite cluster; deleted with the returned remove(). */
export async function freshDataDir(): Promise<{ dir: string; remove: () => void }> {
  await ensureTemplate();
  const dir = join(mkdtempSync(join(tmpdir(), "relay-embedded-")), "data");
  cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(join(dir, ".."), { recursive: true, force: true }) };
}
