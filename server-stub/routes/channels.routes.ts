/** Payment channel and deposit routes (signed, Payment key). */
import type { Hono } from "hono";
import type { AppDeps, StubEnv } from "../http/context.ts";

export function channelRoutes(_app: Hono<StubEnv>, _deps: AppDeps): void {}
