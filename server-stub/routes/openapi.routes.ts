/** GET /openapi.json: the OpenAPI 3.1 document of the API, generated from the contract's schemas. */
import type { Hono } from "hono";
import type { AppDeps, StubEnv } from "../http/context.ts";
import { openApiJson } from "../openapi-document.ts";

export function openApiRoutes(app: Hono<StubEnv>, deps: AppDeps): void {
  app.get(
    "/openapi.json",
    () =>
      new Response(openApiJson({ providerSurface: deps.config.providerSurface }), {
        headers: {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-cache",
          "access-control-allow-origin": "*",
        },
      }),
  );
}
