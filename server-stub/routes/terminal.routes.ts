/**
 * The terminal PWA's files (SPA fallback) and, on the shop's origin, the way to them. The stub serves the terminal from
 * an origin of its own (start-stub.ts: its own port), never beside the demo shop and the hosted payment page: pages of
 * one origin share IndexedDB, so any page there could read the terminal's key and project and rewrite them.
 */
import type { Hono } from "hono";
import { extname, join } from "node:path";
import type { StubConfig } from "../config.ts";
import type { StubEnv } from "../http/context.ts";
import { terminalSecurityHeaders } from "../pages/page-security.ts";
import { escapeHtml } from "../pages/escape-html.ts";
import { decodedPath, fileUnder, noSuchFile, notBuilt, typeOf } from "../http/built-files.ts";

/** The meta element naming the API the stub serves, which the terminal offers as its API base before setup. */
const API_BASE_META = "crypto-terminal-api-base"; // terminal/settings/default-api-base.ts reads it

/**
 * GET /terminal/*. `apiBase`: the stub's own URL, written into index.html for the first-run form, since on its own
 * origin the terminal cannot take its location for the API's.
 */
export function terminalRoutes(app: Hono<StubEnv>, config: StubConfig, apiBase?: string): void {
  const terminalDir = join(config.distDir, "terminal");
  app.get("/terminal", (c) => c.redirect("/terminal/", 301));
  app.get("/terminal/*", async (c) => {
    const rel = decodedPath(new URL(c.req.url).pathname.slice("/terminal/".length)) || "index.html";
    let f = await fileUnder(terminalDir, rel);
    // SPA fallback: client-side routes get the shell; missing assets (with an extension) stay 404.
    if (!f && extname(rel) === "") f = await fileUnder(terminalDir, "index.html");
    if (!f) return extname(rel) === "" ? notBuilt("The terminal", config) : noSuchFile(`/terminal/${rel}`, config);
    const headers: Record<string, string> = { "content-type": typeOf(f.path), ...terminalSecurityHeaders() };
    const base = f.path.slice(terminalDir.length + 1);
    if (base === "sw.js" || base === "index.html" || base.endsWith(".webmanifest"))
      headers["cache-control"] = "no-cache";
    if (base === "sw.js") headers["service-worker-allowed"] = "/terminal/";
    const body =
      base === "index.html" && apiBase !== undefined
        ? new TextEncoder().encode(withApiBase(f.body.toString("utf8"), apiBase))
        : new Uint8Array(f.body);
    return new Response(body, { headers });
  });
}

/** index.html with the API's URL in a meta element of its head (no script: the terminal's CSP allows none inline). */
function withApiBase(page: string, apiBase: string): string {
  return page.replace("<head>", `<head>\n    <meta name="${API_BASE_META}" content="${escapeHtml(apiBase)}" />`);
}

/** On the shop's origin: /terminal and everything under it lead to the same path on the terminal's own origin. */
export function terminalRedirect(app: Hono<StubEnv>, terminalUrl: string): void {
  const origin = new URL(terminalUrl).origin;
  const toTerminal = (url: string): string => {
    const { pathname, search } = new URL(url);
    return `${origin}${pathname === "/terminal" ? "/terminal/" : pathname}${search}`;
  };
  app.get("/terminal", (c) => c.redirect(toTerminal(c.req.url), 302));
  app.get("/terminal/*", (c) => c.redirect(toTerminal(c.req.url), 302));
}
