/** The Hono environment of the stub: what middleware hands to handlers on the request context. */
import type { Context } from "hono";
import type { IncomingMessage } from "node:http";
import type { Clock } from "../clock.ts";
import type { StubConfig } from "../config.ts";
import type { Store } from "../store.ts";
import type { WebhookDispatcher } from "../domain/webhooks.ts";
import type { Caller } from "../domain/caller.ts";

export interface AppDeps {
  store: Store;
  clock: Clock;
  config: StubConfig;
  webhooks: WebhookDispatcher;
}

export interface StubEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    /** The request body as received (null when there is none), read once under the size limit. */
    rawBody: Uint8Array | null;
    caller: Caller;
    /** The problem code answered, for the journal. */
    problemCode: string;
    /** Set when a public route's answer was built with its CORS headers already in it (widget-auth publicJson). */
    corsWritten: boolean;
    /** The request URL as the platform's URL parser reads it (requestUrl), parsed once per request. */
    url: URL;
    /** The stub clock's time when an API request arrived, in ms: its answer's `Date` header. */
    receivedAtMs: number;
  };
}

export type StubContext = Context<StubEnv>;

/** Where an app built in process without a public URL says it is served (`npm start`'s default port). */
export const DEFAULT_PUBLIC_URL = "http://localhost:4010";

/**
 * The stub's public base URL, for links such as payment_url: the configured one (startStub's default is the URL it
 * listens on), never the request's Host, which whoever sends the request chooses.
 */
export function publicBaseUrl(config: StubConfig): string {
  return (config.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, "");
}

/** The origin this request was addressed to (scheme and Host, which the Host check has vetted): for same-origin tests only. */
export function requestOrigin(c: StubContext): string {
  const url = c.req.url;
  // Sliced, not parsed: this runs on every public request with an Origin.
  const scheme = url.slice(0, url.indexOf("://"));
  const hostStart = scheme.length + 3;
  const hostEnd = url.indexOf("/", hostStart);
  const host = c.req.header("host") ?? url.slice(hostStart, hostEnd < 0 ? url.length : hostEnd);
  return `${scheme}://${host}`;
}

/**
 * The caller's IP: the socket peer, or, behind `trustedProxyHops` proxies of yours, the address the outermost of them
 * was reached from: that many X-Forwarded-For entries from the right. The entries left of it are whatever the caller
 * sent. A chain shorter than the hops (a request that skipped a proxy) gives its leftmost entry.
 */
export function peerIp(c: StubContext, config: StubConfig): string | undefined {
  const socketPeer = c.env?.incoming?.socket?.remoteAddress ?? undefined;
  if (config.trustedProxyHops === 0) return socketPeer;
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  if (chain.length === 0) return socketPeer;
  return chain[Math.max(0, chain.length - config.trustedProxyHops)];
}

/**
 * The request URL, parsed by the platform once per request. Its `pathname` and `search` keep percent-escapes as sent
 * (`search` is "" for none or a bare "?"); the URL the request carries is already in the parser's form.
 */
export function requestUrl(c: StubContext): URL {
  let url = c.get("url");
  if (url === undefined) {
    url = new URL(c.req.url);
    c.set("url", url);
  }
  return url;
}
