/** The Hono environment of the stub: what middleware hands to handlers on the request context. */
import type { Context } from "hono";
import type { IncomingMessage } from "node:http";
import type { Clock } from "../clock.ts";
import type { StubConfig } from "../config.ts";
import type { Environment, KeyRecord, MerchantRecord, Store } from "../store.ts";
import type { WebhookDispatcher } from "../domain/webhooks.ts";

export interface AppDeps {
  store: Store;
  clock: Clock;
  config: StubConfig;
  webhooks: WebhookDispatcher;
}

export interface Caller {
  key: KeyRecord;
  merchant: MerchantRecord;
  environment: Environment;
}

export interface StubEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    /** The request body as received (null when there is none), read once under the size limit. */
    rawBody: Uint8Array | null;
    caller: Caller;
    /** The problem code answered, for the journal. */
    problemCode: string;
  };
}

export type StubContext = Context<StubEnv>;

/** The public origin of the stub for links such as payment_url. */
export function publicOrigin(c: StubContext, config: StubConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  const url = new URL(c.req.url);
  const host = c.req.header("host") ?? url.host;
  return `${url.protocol}//${host}`;
}

/** The caller's IP: the socket peer, or the first X-Forwarded-For hop when the config trusts a proxy. */
export function peerIp(c: StubContext, config: StubConfig): string | undefined {
  if (config.trustProxy) {
    const xff = c.req.header("x-forwarded-for");
    if (xff) return xff.split(",")[0]?.trim();
  }
  return c.env?.incoming?.socket?.remoteAddress ?? undefined;
}
