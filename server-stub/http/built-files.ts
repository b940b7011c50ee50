/**
 * Serving what the build left in dist/: a file under a folder (never outside it), its content type, and the two
 * refusals, as problem+json like every other: not built yet, and no such file. The stub's pages, the widget's files and
 * the terminal on its own origin all serve through these.
 */
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { StubConfig } from "../config.ts";
import { problemFor } from "./problem-response.ts";
import { StubError } from "../domain/stub-error.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** A file under `root`, or null when absent or outside it (no path traversal). */
export async function fileUnder(root: string, relative: string): Promise<{ path: string; body: Buffer } | null> {
  const path = normalize(join(root, relative));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const s = await stat(path);
    if (!s.isFile()) return null;
    return { path, body: await readFile(path) };
  } catch {
    return null;
  }
}

export function typeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

/** A file that is not there, refused as problem+json like every other refusal: 404 `route_not_found` saying why. */
export const notBuilt = (what: string, config: StubConfig): Response =>
  problemFor(
    "route_not_found",
    `${what} is not built yet: run \`npm start\` (or \`node scripts/build.mjs\`).`,
    {},
    config.docsUrl,
  );
export const noSuchFile = (path: string, config: StubConfig): Response =>
  problemFor("route_not_found", `No file ${path.slice(0, 200)} is served here.`, {}, config.docsUrl);

/** A path's percent-escapes decoded; a malformed one (`%E0%A4%A`) is the client's mistake: 400, not a 500. */
export function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new StubError("malformed_request", `The path has a malformed percent-escape: ${raw.slice(0, 200)}`);
  }
}
