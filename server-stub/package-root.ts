/** Where the package lives on disk, found the same way from the sources (npm start) and from dist/lib (the installed package). */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The nearest folder above this module with a package.json: the repository when run from server-stub/, the package
 * folder in node_modules when run from dist/lib/server-stub/ (dist/ has no package.json of its own).
 */
function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir)
      throw new Error(`No package.json above ${start}: the stub cannot find its widget and terminal builds.`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
