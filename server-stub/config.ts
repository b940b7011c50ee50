/** Runtime settings of the stub that are not part of the fixture (where it is served, what it serves, switches). */
import { join } from "node:path";
import { PACKAGE_ROOT } from "./package-root.ts";

export interface StubConfig {
  /**
   * Public base URL of payment_url. startStub sets it to the URL it listens on unless given; an app built in process
   * without one uses http://localhost:4010 (never the request's Host, which the caller chooses). Its host is answered.
   */
  publicUrl?: string;
  /**
   * Host names answered besides localhost, 127.0.0.1, [::1] and the public URL's host (e.g. a LAN name or address when
   * listening on 0.0.0.0); any other Host gets 403 `forbidden`, so a DNS-rebinding page cannot reach the stub.
   */
  allowedHosts: readonly string[];
  /**
   * The terminal's own origin (startStub serves it on a port of its own): the stub's /terminal/ leads there, the
   * hosted page may be framed by it, and its requests count as the stub's own (no allowed-origins check, as for a
   * page of the stub's origin). Unset in an app made without a socket: the terminal is then served under /terminal/.
   */
  terminalUrl?: string;
  /** Folder holding dist/widget and dist/terminal. */
  distDir: string;
  /** The /__stub control API (off with --no-control, STUB_CONTROL=0 or `control: false`). */
  control: boolean;
  /**
   * Serve only what the provider documents or its SDKs and plugins prove (--provider-surface,
   * STUB_PROVIDER_SURFACE=1, `providerSurface: true`): the signed API, `POST /public/v1/sdk` and the hosted page. Our
   * own public routes (operations marked `ours` in shared/api/public-operations.ts) then answer 404 to every caller,
   * as a service without them would.
   */
  providerSurface: boolean;
  /** Base of the problem `type` links. */
  docsUrl?: string;
  /**
   * Key of the HMAC that makes cursors tamper-proof: random per stub unless a fixture (`cursor_secret`) or the caller
   * pins it, so nobody who reads the repository can forge one.
   */
  cursorSecret: string;
  /**
   * How many proxies you run in front of the stub (0: none, the socket's peer is the caller). With n, the caller's IP
   * is the n-th X-Forwarded-For address from the right: each of your proxies appends the address it was reached
   * from, so the addresses further left were written by the caller and prove nothing. `STUB_TRUST_PROXY=<n>`.
   */
  trustedProxyHops: number;
  /** Webhook delivery: the fetch used and the retry backoff (ms before attempt 2, 3, ...). */
  webhookFetch?: typeof fetch;
  webhookBackoffMs: readonly number[];
}

export function defaultConfig(overrides: Partial<StubConfig> = {}): StubConfig {
  return {
    distDir: join(PACKAGE_ROOT, "dist"),
    control: true,
    providerSurface: false,
    allowedHosts: [],
    cursorSecret: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"),
    trustedProxyHops: 0,
    webhookBackoffMs: [1_000, 5_000, 30_000, 120_000, 600_000],
    ...overrides,
  };
}

/** The most proxies the stub believes in front of it: a larger number is a typo, not a network. */
const MAX_TRUSTED_PROXY_HOPS = 10;

/** `STUB_TRUST_PROXY` / `--trust-proxy`: a whole number of hops from 0 to 10; anything else throws one readable line. */
export function parseTrustedProxyHops(text: string): number {
  const hops = /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(hops <= MAX_TRUSTED_PROXY_HOPS)) {
    throw new Error(
      `STUB_TRUST_PROXY (--trust-proxy) must be the number of proxies in front of the stub, 0 to ${MAX_TRUSTED_PROXY_HOPS}, not "${text}".`,
    );
  }
  return hops;
}
