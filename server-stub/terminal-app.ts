/**
 * The terminal's own origin: a second, small app the stub listens with on a port of its own (start-stub.ts), serving
 * the terminal's files and nothing else, so no other page of the stub (demo shop, hosted payment page) shares the
 * terminal's storage. It answers the same host names as the stub (DNS rebinding), and its refusals are problem+json.
 */
import { Hono } from "hono";
import type { StubConfig } from "./config.ts";
import type { StubEnv } from "./http/context.ts";
import { allowedHostNames, hostName } from "./http/host-check.ts";
import { problemFor } from "./http/problem-response.ts";
import { StubError } from "./domain/stub-error.ts";
import { terminalRoutes } from "./routes/terminal.routes.ts";

/** @param apiBase the stub's URL, which the terminal offers as its API base on first run. */
export function createTerminalApp(config: StubConfig, apiBase: string): Hono<StubEnv> {
  const app = new Hono<StubEnv>();
  const hostNames = allowedHostNames(config);
  app.use("*", async (c, next) => {
    const host = hostName(c.req.header("host") ?? new URL(c.req.url).host);
    if (!hostNames.has(host))
      return problemFor(
        "forbidden",
        `This terminal answers only the host names ${[...hostNames].join(", ")}, not ${host}.`,
        {},
        config.docsUrl,
      );
    await next();
  });
  app.get("/", (c) => c.redirect("/terminal/", 302));
  terminalRoutes(app, config, apiBase);
  app.onError((err) => {
    if (err instanceof StubError) return problemFor(err.code, err.detail, err.extras, config.docsUrl);
    return problemFor("internal_error", "The terminal's files could not be served; retry once.", {}, config.docsUrl);
  });
  app.notFound((c) =>
    problemFor(
      "route_not_found",
      `Only the terminal is served here (${new URL(c.req.url).pathname.slice(0, 200)} is not): the API is at ${apiBase}.`,
      {},
      config.docsUrl,
    ),
  );
  return app;
}
