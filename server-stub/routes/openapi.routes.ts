/** GET /openapi.json. */
import type { Hono } from "hono";
import type { StubEnv } from "../http/context.ts";

export function openApiRoutes(_app: Hono<StubEnv>): void {}
