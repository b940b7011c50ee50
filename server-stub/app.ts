/** createApp: the whole stub as a Hono app (a fetch handler) over a store, a clock and a config; it never listens. */
import { Hono } from "hono";
import { PUBLIC_OPERATIONS } from "../shared/api/public-operations.ts";
import { createClock, type Clock } from "./clock.ts";
import { defaultConfig, type StubConfig } from "./config.ts";
import { loadFixtureFile, type Fixture } from "./fixture.ts";
import { createWebhookDispatcher, type WebhookDispatcher } from "./domain/webhooks.ts";
import { requestUrl, type AppDeps, type StubContext, type StubEnv } from "./http/context.ts";
import { problemFor } from "./http/problem-response.ts";
import { StubError } from "./domain/stub-error.ts";
import { operationRoutes } from "./http/operation-routes.ts";
import { controlOperationRoutes } from "./http/control-operation-routes.ts";
import { requestPipeline } from "./http/request-pipeline.ts";
import { Store } from "./store.ts";
import { controlRoutes } from "./routes/control.routes.ts";
import { invoiceRoutes } from "./routes/invoices.routes.ts";
import { publicSdkRoutes } from "./routes/public-sdk.routes.ts";
import { staticRoutes, widgetFiles } from "./routes/static.routes.ts";
import { withdrawalRoutes } from "./routes/withdrawals.routes.ts";
import { channelRoutes } from "./routes/channels.routes.ts";
import { openApiRoutes } from "./routes/openapi.routes.ts";

export interface CreateAppOptions {
  store: Store;
  clock: Clock;
  config?: Partial<StubConfig>;
  webhooks?: WebhookDispatcher;
  /** Logs unexpected errors (internal_error) with their stack; the response never carries it. */
  logError?: (error: unknown) => void;
}

export type StubApp = Hono<StubEnv> & { deps: AppDeps };

export function createApp(options: CreateAppOptions): StubApp {
  const { store, clock } = options;
  const pinnedCursorSecret = store.fixture.cursor_secret;
  const config = defaultConfig({
    ...(pinnedCursorSecret !== undefined ? { cursorSecret: pinnedCursorSecret } : {}),
    ...options.config,
  });
  const webhooks = options.webhooks ?? createWebhookDispatcher(store, clock, config);
  const deps: AppDeps = { store, clock, config, webhooks };
  const seed = structuredClone(store.fixture);
  const app = new Hono<StubEnv>() as StubApp;
  app.deps = deps;
  const onError = (err: unknown, c: StubContext): Response => {
    if (err instanceof StubError) {
      c.set("problemCode", err.code);
      return problemFor(err.code, err.detail, err.extras, config.docsUrl);
    }
    c.set("problemCode", "internal_error");
    (options.logError ?? ((e) => console.error("[stub] internal error:", e)))(err);
    return problemFor(
      "internal_error",
      "The stub failed unexpectedly; retry once or with exponential backoff.",
      {},
      config.docsUrl,
    );
  };
  app.use("*", requestPipeline(deps, { onError, beforeRouting: widgetFiles(config) }));

  const serve = operationRoutes(app, deps);
  // server_time is what signatures keep to (wall time); sandbox_time is what deadlines run on, for countdowns (clock.ts).
  serve(PUBLIC_OPERATIONS.getServerTime, (c) => c.json({ server_time: clock.wallNow(), sandbox_time: clock.now() }));
  invoiceRoutes(serve, deps);
  publicSdkRoutes(serve, deps);
  withdrawalRoutes(serve, deps);
  channelRoutes(serve, deps);
  openApiRoutes(app, deps);
  if (config.control) controlRoutes(controlOperationRoutes(app), deps, () => seed);
  staticRoutes(app, deps);

  app.onError(onError);

  app.notFound((c) => {
    const path = requestUrl(c).pathname;
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0) {
      c.set("problemCode", "method_not_allowed");
      return problemFor(
        "method_not_allowed",
        `${c.req.method} is not allowed on ${path}; use ${allowed.join(", ")}.`,
        { headers: { allow: allowed.join(", ") } },
        config.docsUrl,
      );
    }
    c.set("problemCode", "route_not_found");
    return problemFor("route_not_found", `No endpoint matches ${path}.`, {}, config.docsUrl);
  });
  return app;
}

const matchers = new WeakMap<object, { method: string; re: RegExp }[]>();

/** Methods some route serves for `path` (for 405 and its Allow header); OPTIONS of public routes included. */
function allowedMethods(app: Hono<StubEnv>, path: string): string[] {
  let table = matchers.get(app);
  if (!table) {
    table = app.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => ({
        method: r.method,
        re: new RegExp(
          `^${r.path
            .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
            .replace(/\/:[^/]+/g, "/[^/]+")
            .replace(/\*$/, ".*")}$`,
        ),
      }));
    matchers.set(app, table);
  }
  const methods = new Set(table.filter((m) => m.re.test(path)).map((m) => m.method));
  if (methods.has("GET")) methods.add("HEAD");
  if (path.startsWith("/public/") && methods.size > 0) methods.add("OPTIONS");
  return [...methods].sort();
}

export interface CreateStubOptions {
  fixture?: Fixture;
  clock?: Clock;
  config?: Partial<StubConfig>;
  /** Serve the `/__stub/*` control API (default true); false is the same as `config.control: false`. */
  control?: boolean;
  /** Serve only the provider's documented surface (default false); the same as `config.providerSurface`. */
  providerSurface?: boolean;
  logError?: (e: unknown) => void;
}

/** A store, frozen-or-real clock and app over a fixture: what tests and main.ts start from. */
export function createStub(options: CreateStubOptions = {}) {
  const fixture = options.fixture ?? loadFixtureFile();
  const store = new Store(fixture);
  const clock = options.clock ?? createClock(fixture.clock_start !== undefined ? { start: fixture.clock_start } : {});
  const config = {
    ...options.config,
    ...(options.control === undefined ? {} : { control: options.control }),
    ...(options.providerSurface === undefined ? {} : { providerSurface: options.providerSurface }),
  };
  const app = createApp({ store, clock, config, ...(options.logError ? { logError: options.logError } : {}) });
  return { app, store, clock, deps: app.deps };
}
