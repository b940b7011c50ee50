/**
 * Serves the contract's operations from the one table in shared/api: method, path and credential come from the
 * operation, and so does the query check, so a route file only supplies each operation's handler.
 */
import type { Hono, MiddlewareHandler } from "hono";
import { queryParameterNames, type Operation, type OperationKey } from "../../shared/api/index.ts";
import type { AppDeps, StubContext, StubEnv } from "./context.ts";
import { checkQuery } from "./request-body.ts";
import { isApiPath, isPublicPath } from "./request-pipeline.ts";
import { signedAuth } from "./signed-auth.ts";
import { widgetAuth } from "./widget-auth.ts";

export type OperationHandler = (c: StubContext) => Response | Promise<Response>;

/**
 * Registers one operation with its handler; `base` mounts it under a prefix (the hosted page's own routes serve the
 * same operations under HOSTED_PAGE_API_BASE).
 */
export type ServeOperation = (operation: Operation, handler: OperationHandler, base?: string) => void;

/**
 * The registrar of an app. It refuses an operation the request pipeline would not cover (no body, journal or faults
 * outside /v1 and /public), or whose credential does not match its prefix (CORS is written for /public alone).
 */
export function operationRoutes(app: Hono<StubEnv>, deps: AppDeps): ServeOperation {
  const authOf: Record<OperationKey, MiddlewareHandler<StubEnv> | null> = {
    none: null,
    sdk: widgetAuth(deps),
    pk: signedAuth(deps, "payment"),
    rk: signedAuth(deps, "payout"),
  };
  return (operation, handler, base = "") => {
    const name = `${operation.method} ${base}${operation.path}`;
    if (!isApiPath(`${base}${operation.path}`))
      throw new Error(`${name}: the request pipeline covers /v1/ and /public/ paths only`);
    if ((operation.key === "sdk") !== isPublicPath(operation.path))
      throw new Error(`${name}: X-Sdk-Key operations, and only they, live under /public/`);
    const allowed = queryParameterNames(operation);
    const route = (c: StubContext) => {
      checkQuery(c, allowed);
      return handler(c);
    };
    const auth = authOf[operation.key];
    // An alias may sit under /public/ for a signed operation (a client's spelling): it is checked as the main path is.
    for (const template of [operation.path, ...(operation.alsoAt ?? [])]) {
      if (!isApiPath(`${base}${template}`))
        throw new Error(
          `${operation.method} ${base}${template}: the request pipeline covers /v1/ and /public/ paths only`,
        );
      const path = `${base}${template.replace("{id}", ":id")}`;
      if (auth === null) app.on(operation.method, path, route);
      else app.on(operation.method, path, auth, route);
    }
  };
}
