/** Withdrawal and balance routes (signed, Payout key). */
import type { Hono } from "hono";
import type { AppDeps, StubEnv } from "../http/context.ts";

export function withdrawalRoutes(_app: Hono<StubEnv>, _deps: AppDeps): void {}
