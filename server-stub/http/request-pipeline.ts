/** The one middleware in front of every route: journal, correlation id, CORS, faults and the body for API requests. */
import type { MiddlewareHandler } from "hono";
import { applyFaults, recordRequest } from "./control-hooks.ts";
import type { AppDeps, StubContext, StubEnv } from "./context.ts";
import { readRequestBody } from "./request-body.ts";
import { addCorsHeaders, corsPreflight } from "./widget-auth.ts";

export const isApiPath = (path: string): boolean => path.startsWith("/v1/") || path === "/v1" || path.startsWith("/public/");
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
  return async (c, next) => {
    const path = c.req.path;
    if (!isApiPath(path)) {
      if (path.startsWith("/__stub/")) {
        await readRequestBody(c);
        return next();
      }
      return options.beforeRouting?.(c) ?? next();
    }
    const isPublic = isPublicPath(path);
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
