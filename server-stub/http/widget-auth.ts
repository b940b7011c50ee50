/** Authentication of public SDK requests (spec section 5, widget): X-Sdk-Key, allowed origins, CORS. */
import type { MiddlewareHandler } from "hono";
import type { KeyRecord, ProjectRecord, Store } from "../store.ts";
import { publicBaseUrl, requestOrigin, type AppDeps, type StubContext, type StubEnv } from "./context.ts";
import { isSerializedOrigin, originPolicyOf } from "../domain/origin-policy.ts";
import { StubError } from "../domain/stub-error.ts";
import { isPaymentKeyId } from "../../shared/api/ids.ts";
import { consumeRate } from "./rate-limit.ts";

/** One detail for both origin checks: the answer must not reveal which of them failed. */
export const ORIGIN_NOT_ALLOWED_DETAIL = "This page's origin is not allowed to use the checkout for this key.";

/** True when the policy of `allowed` (a project's allowed_origins) lets `origin` through, byte for byte. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return originPolicyOf(allowed).allows(origin);
}

/** The browser Origin when the request is cross-origin, or null when the origin check does not apply. */
export function crossOrigin(c: StubContext, deps: AppDeps): string | null {
  const origin = c.req.header("origin");
  if (origin === undefined) return null;
  if (c.req.header("sec-fetch-site") === "same-origin") return null;
  if (origin === requestOrigin(c) || origin === publicBaseUrl(deps.config)) return null;
  // The terminal the stub serves on its own origin is the stub's page too.
  if (deps.config.terminalUrl !== undefined && origin === new URL(deps.config.terminalUrl).origin) return null;
  return origin;
}

/**
 * The first origin check: does one of the key's active-widget projects (its merchant's, in its environment, within
 * its scope when it has one) allow `origin`? A loop that stops at the first, not a list built per request.
 */
function anyActiveWidgetProjectAllows(store: Store, key: KeyRecord, origin: string): boolean {
  for (const p of store.projects.values()) {
    if (p.merchant_id !== key.merchant_id || p.environment !== key.environment || !p.widget_active) continue;
    if (key.project_ids !== undefined && !key.project_ids.includes(p.id)) continue;
    if (originAllowed(origin, p.allowed_origins)) return true;
  }
  return false;
}

export function originNotAllowed(): StubError {
  return new StubError("origin_not_allowed", ORIGIN_NOT_ALLOWED_DETAIL);
}

/** Second origin check, against the project the request targets. */
export function checkProjectOrigin(c: StubContext, deps: AppDeps, project: ProjectRecord): void {
  const origin = crossOrigin(c, deps);
  if (origin !== null && !originAllowed(origin, project.allowed_origins)) throw originNotAllowed();
}

/** Checks X-Sdk-Key and the first origin check (all active-widget projects of the key), then the merchant's global rate limit. */
export function widgetAuth(deps: AppDeps): MiddlewareHandler<StubEnv> {
  return async (c, next) => {
    const { store, clock } = deps;
    const raw = c.req.header("x-sdk-key");
    if (raw === undefined || raw.trim() === "")
      throw new StubError("widget_key_missing", "Send the public key in the X-Sdk-Key header.");
    const id = raw.trim();
    if (!isPaymentKeyId(id))
      throw new StubError("widget_key_invalid", "X-Sdk-Key must be a Payment key id (pk_test_… or pk_live_…).");
    const key = store.keys.get(id);
    const merchant = key ? store.merchants.get(key.merchant_id) : undefined;
    if (
      !key ||
      !merchant ||
      key.revoked ||
      key.type !== "payment" ||
      (id.startsWith("pk_test_") ? "sandbox" : "production") !== key.environment
    ) {
      throw new StubError("widget_key_not_found", "No active Payment credential has this key id.");
    }
    const origin = crossOrigin(c, deps);
    if (origin !== null && !anyActiveWidgetProjectAllows(store, key, origin)) throw originNotAllowed();
    c.set("caller", { key, merchant, environment: key.environment });
    consumeRate(store, clock, merchant, "global");
    await next();
  };
}

/**
 * CORS for the public routes, in two halves the request pipeline calls: the preflight is answered with the request's
 * Origin echoed, and every other answer (errors included, so the browser can read the problem) carries it.
 * Never credentials, never `null`.
 */
function echoedOrigin(c: StubContext): string | null {
  const origin = c.req.header("origin");
  return origin !== undefined && isSerializedOrigin(origin) ? origin : null;
}

/**
 * `date` is exposed so a checkout on any origin reads the server's clock from every answer it polls (a browser keeps
 * every other response header from a cross-origin page unless it is listed here).
 */
const EXPOSED_HEADERS = "date, retry-after, x-correlation-id";

/**
 * The one place that decides a public answer's CORS headers: `vary: Origin` always; for an Origin allowed to read,
 * that origin echoed, with what a preflight grants or what an answer exposes.
 */
function corsHeaders(c: StubContext, kind: "preflight" | "answer"): Record<string, string> {
  const headers: Record<string, string> = { vary: "Origin" };
  // An answer's Date is the stub's clock (moved by the control API), not the machine's: the clock the invoices keep.
  if (kind === "answer") headers["date"] = new Date(c.get("receivedAtMs")).toUTCString();
  const echo = echoedOrigin(c);
  if (echo === null) return headers;
  headers["access-control-allow-origin"] = echo;
  if (kind === "preflight") {
    headers["access-control-allow-methods"] = "GET, POST, OPTIONS";
    headers["access-control-allow-headers"] = "content-type, x-sdk-key";
    headers["access-control-max-age"] = "600";
  } else {
    headers["access-control-expose-headers"] = EXPOSED_HEADERS;
  }
  return headers;
}

/** The answer to a CORS preflight (OPTIONS), or null for any other request. */
export function corsPreflight(c: StubContext): Response | null {
  if (c.req.method !== "OPTIONS") return null;
  return new Response(null, { status: 204, headers: corsHeaders(c, "preflight") });
}

/**
 * The JSON answer of a public route with its CORS headers written in as a plain object: @hono/node-server then writes
 * it on its fast path. Adding them to a built Response afterwards (addCorsHeaders) makes a WHATWG Headers object
 * and a full Response per request, which cost the widget route about a third more CPU than a signed read.
 */
export function publicJson(c: StubContext, body: unknown, status: 200 | 201 = 200): Response {
  const headers = corsHeaders(c, "answer");
  headers["content-type"] = "application/json";
  c.set("corsWritten", true);
  return new Response(JSON.stringify(body), { status, headers });
}

/** Adds the CORS headers to the answer of a public request that was not a preflight (errors, 404s, 405s). */
export function addCorsHeaders(c: StubContext): void {
  if (c.get("corsWritten") === true) return;
  for (const [name, value] of Object.entries(corsHeaders(c, "answer"))) {
    if (name === "vary") c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  }
}
