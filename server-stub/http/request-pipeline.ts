/** The one middleware in front of every route: journal, correlation id, CORS, faults and the body for API requests. */
import type { MiddlewareHandler } from "hono";
import { applyFaults, recordRequest } from "./control-hooks.ts";
import type { AppDeps, StubContext, StubEnv } from "./context.ts";
import { allowedHostNames, hostName } from "./host-check.ts";
import { StubError } from "../domain/stub-error.ts";
import { CONTROL_HEADER, CONTROL_HEADER_VALUE, CONTROL_PATH_PREFIX } from "../control/control-operations.ts";
import { readRequestBody } from "./request-body.ts";
import { addCorsHeaders, corsPreflight, crossOrigin } from "./widget-auth.ts";

/**
 * Where the hosted payment page reads its own invoice (read, method choice, cancel, clock): the page's own routes, as
 * the provider's page must have, not a merchant-facing surface. Same-origin only, no CORS, not in /openapi.json.
 */
export const HOSTED_PAGE_API_BASE = "/hosted-page";

export const isApiPath = (path: string): boolean =>
  path.startsWith("/v1/") ||
  path === "/v1" ||
  path.startsWith("/public/") ||
  path.startsWith(`${HOSTED_PAGE_API_BASE}/`);
/** The public (X-Sdk-Key) routes: the only ones answering CORS. */
export const isPublicPath = (path: string): boolean => path.startsWith("/public/");

export interface PipelineOptions {
  /** The app's error handler: a fault or an oversized body becomes its problem here, inside the journal and CORS. */
  onError: (err: unknown, c: StubContext) => Response;
  /** Answers what is served before routing (the widget bundle), or null. */
  beforeRouting?: (c: StubContext) => Promise<Response> | null;
}

/**
 * (Public routes) CORS preflight → fault queue and `Prefer: code=` → body → the route → CORS headers → journal and
 * correlation id. Plain steps in one Hono middleware rather than one middleware each: every middleware is an async
 * frame, a promise and a router entry on every request, which cost about a tenth of the CPU of a signed create.
 */
export function requestPipeline(deps: AppDeps, options: PipelineOptions): MiddlewareHandler<StubEnv> {
  const hostNames = allowedHostNames(deps.config);
  const hostList = [...hostNames].join(", ");
  return async (c, next) => {
    const host = hostName(c.req.header("host") ?? new URL(c.req.url).host);
    if (!hostNames.has(host)) {
      return options.onError(
        new StubError(
          "forbidden",
          `This stub answers only the host names ${hostList}, not ${host}; to serve another name, start it with --allow-host ${host} (STUB_ALLOWED_HOSTS for npm start).`,
        ),
        c,
      );
    }
    const path = c.req.path;
    if (!isApiPath(path)) {
      if (path.startsWith(CONTROL_PATH_PREFIX)) {
        if (deps.config.control && c.req.header(CONTROL_HEADER) !== CONTROL_HEADER_VALUE) {
          return options.onError(
            new StubError(
              "forbidden",
              `Control requests need the header X-Stub-Control: ${CONTROL_HEADER_VALUE} (StubControl sends it), so that other sites' pages cannot drive the stub.`,
            ),
            c,
          );
        }
        await readRequestBody(c);
        return next();
      }
      return options.beforeRouting?.(c) ?? next();
    }
    if (path.startsWith(`${HOSTED_PAGE_API_BASE}/`) && !fromHostedPage(c, deps)) {
      // Not a surface for merchants' pages: to another origin these routes do not exist.
      c.res = options.onError(new StubError("route_not_found", `No endpoint matches ${path}.`), c);
      recordRequest(deps, c);
      return;
    }
    const isPublic = isPublicPath(path);
    c.set("receivedAtMs", deps.clock.nowMs());
    const preflight = isPublic ? corsPreflight(c) : null;
    if (preflight !== null) c.res = preflight;
    else {
      let ready = false;
      try {
        const delayed = applyFaults(deps, c);
        if (delayed !== undefined) await delayed;
        await readRequestBody(c);
        ready = true;
      } catch (err) {
        // The route's own errors are answered by Hono inside next(); these are the ones thrown in front of it.
        c.res = options.onError(err, c);
      }
      if (ready) await next();
      if (isPublic) addCorsHeaders(c);
    }
    recordRequest(deps, c);
    const correlation = c.req.header("x-correlation-id");
    if (correlation !== undefined && correlation.length <= 200) c.res.headers.set("x-correlation-id", correlation);
  };
}

/**
 * Whether a request to the hosted page's own routes comes from the page itself: never from another origin; on the
 * provider's surface, also never from a caller that names no origin at all (a script on a server), as a provider's
 * page would answer only itself. A browser names it: `Origin` on every POST and cross-origin read, and
 * `Sec-Fetch-Site: same-origin` on the page's own reads.
 */
function fromHostedPage(c: StubContext, deps: AppDeps): boolean {
  if (crossOrigin(c, deps) !== null) return false;
  if (!deps.config.providerSurface) return true;
  return c.req.header("origin") !== undefined || c.req.header("sec-fetch-site") === "same-origin";
}
