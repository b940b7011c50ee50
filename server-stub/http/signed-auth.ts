/** Authentication of merchant requests (spec section 5): HMAC signature, timestamp window, key type, IP whitelist. */
import type { MiddlewareHandler } from "hono";
import { parseAuthorization } from "../../shared/signing/index.ts";
import { ipAllowed } from "../primitives/ip-allowlist.ts";
import type { KeyRecord } from "../store.ts";
import { peerIp, requestUrl, type AppDeps, type StubEnv } from "./context.ts";
import { StubError } from "../domain/stub-error.ts";
import { consumeRate } from "./rate-limit.ts";
import { signatureMatches } from "./signature-check.ts";

export const TIMESTAMP_WINDOW_SECONDS = 300;

const POSITIVE_INTEGER = /^[1-9]\d*$/;

export type KeyKind = "payment" | "payout";

const invalidCredentials = (): StubError => new StubError("invalid_credentials", "The credentials were not accepted.");

/** The key's id prefix must agree with its record: pk_ = Payment, rk_ = Payout; _test_ = sandbox, _live_ = production. */
function prefixMatches(key: KeyRecord): boolean {
  const type = key.id.startsWith("pk_") ? "payment" : key.id.startsWith("rk_") ? "payout" : null;
  const env = key.id.slice(3).startsWith("test_")
    ? "sandbox"
    : key.id.slice(3).startsWith("live_")
      ? "production"
      : null;
  return type === key.type && env === key.environment;
}

/** Verifies the signed request and puts the caller on the context; `kind` is the key type the route needs. */
export function signedAuth(deps: AppDeps, kind: KeyKind): MiddlewareHandler<StubEnv> {
  return async (c, next) => {
    const { store, clock, config } = deps;
    const header = c.req.header("authorization");
    if (header === undefined)
      throw new StubError("unauthorized", "Sign the request: Authorization: HMAC-SHA256 <key_id>:<signature>.");
    const auth = parseAuthorization(header);
    if (!auth.ok) {
      const details = {
        unauthorized: "The Authorization scheme must be HMAC-SHA256.",
        authorization_missing: "The Authorization header is blank.",
        authorization_malformed: "The Authorization header must read HMAC-SHA256 <key_id>:<base64 signature>.",
      } as const;
      throw new StubError(auth.code, details[auth.code]);
    }
    const ts = c.req.header("x-request-timestamp");
    // Missing means absent or not a positive integer; any positive integer, however many digits, is a time (far → expired).
    if (ts === undefined || !POSITIVE_INTEGER.test(ts.trim())) {
      throw new StubError("timestamp_missing", "X-Request-Timestamp must be the current Unix time in seconds.");
    }
    // The window keeps to wall time, not to the clock tests move (clock.ts): a merchant's SDK signs with its system clock.
    const serverTime = clock.wallNow();
    if (Math.abs(serverTime - Number(ts.trim())) > TIMESTAMP_WINDOW_SECONDS) {
      throw new StubError(
        "timestamp_expired",
        `X-Request-Timestamp is more than ${TIMESTAMP_WINDOW_SECONDS} seconds away from server time (${serverTime}); read GET /v1/time and correct the offset.`,
      );
    }
    const key = store.keys.get(auth.keyId);
    if (!key || key.revoked || !prefixMatches(key)) throw invalidCredentials();
    const url = requestUrl(c);
    // The path as sent: the check signs it URL-decoded (the spec) and as sent (the provider's SDKs) itself, so
    // decoding here would decode a `%25` twice.
    const parts = {
      timestamp: ts.trim(),
      method: c.req.method.toUpperCase(),
      path: url.pathname,
      query: url.search,
      body: c.get("rawBody"),
    };
    const secrets = [key.secret];
    // The retired secret's grace period is trust, not business: it ends on wall time, so moving the stub's clock back
    // (to replay an invoice's deadline) never makes a retired secret valid again, and moving it on never ends it early.
    if (
      key.previous_secret !== undefined &&
      key.previous_secret_expires_at !== undefined &&
      serverTime < key.previous_secret_expires_at
    ) {
      secrets.push(key.previous_secret);
    }
    if (!signatureMatches(secrets, parts, auth.signature)) throw invalidCredentials();
    if (key.type === "payout") {
      if (key.ip_whitelist.length === 0) {
        throw new StubError(
          "payout_whitelist_required",
          "This Payout key has no IP whitelist yet; add an IP or CIDR in the dashboard.",
        );
      }
      if (!ipAllowed(peerIp(c, config), key.ip_whitelist)) {
        throw new StubError("ip_not_allowed", "The caller's IP address is not on this Payout key's whitelist.");
      }
    }
    if (kind === "payment" && key.type !== "payment")
      throw new StubError("payment_key_required", "This endpoint needs a Payment key (pk_).");
    if (kind === "payout" && key.type !== "payout")
      throw new StubError("payout_key_required", "This endpoint needs a Payout key (rk_).");
    const merchant = store.merchants.get(key.merchant_id);
    if (!merchant) throw invalidCredentials();
    c.set("caller", { key, merchant, environment: key.environment });
    consumeRate(store, clock, merchant, "global");
    await next();
  };
}
