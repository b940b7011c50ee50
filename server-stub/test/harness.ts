/** In-process test harness: a stub over the seed fixture with a frozen clock, signed and public request helpers, and the codes seen. */
import { createHmac } from "node:crypto";
import { writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { afterAll, expect, inject } from "vitest";
import type { RunnerTestSuite } from "vitest";
import { authorizationHeader, sign } from "../../shared/signing/index.ts";
import { createStub } from "../app.ts";
import { createClock } from "../clock.ts";
import type { StubConfig } from "../config.ts";
import { loadFixtureFile, type Fixture } from "../fixture.ts";
import { FORCED_DETAIL_PREFIX } from "../http/control-hooks.ts";
import type { CodeRecord } from "./error-code-coverage.ts";

export const T0 = 1_800_000_000;

/** Every problem code a real rule answered through any harness in this test file (for the coverage check). */
export const OBSERVED_CODES = new Set<string>();

/** Problems seen with a `field` outside validation errors (status 400), as "code status field": only problems about one field. */
export const FIELD_OUTSIDE_VALIDATION = new Set<string>();

/** Whether every test of a file ran: under `-t` or `.only` the others are marked skipped. */
function everyTestRan(suite: Pick<RunnerTestSuite, "tasks">): boolean {
  return suite.tasks.every((t) => (t.type === "suite" ? everyTestRan(t) : t.mode !== "skip" && t.mode !== "todo"));
}

// What this test file saw, for the coverage check once every file has run (error-code-coverage.ts).
afterAll(({}, suite) => {
  const folder = inject("stubCodeRecords");
  const filePath = "filepath" in suite ? suite.filepath : suite.file.filepath;
  if (folder === undefined || filePath === undefined) return;
  const record: CodeRecord = {
    file: basename(filePath),
    complete: everyTestRan(suite),
    codes: [...OBSERVED_CODES].sort(),
    fieldOutsideValidation: [...FIELD_OUTSIDE_VALIDATION].sort(),
  };
  writeFileSync(
    join(folder, `${relative(process.cwd(), filePath).replaceAll("/", "__")}.json`),
    JSON.stringify(record),
  );
});

export const SEED_SECRETS: Record<string, string> = Object.fromEntries(
  loadFixtureFile().keys.map((k) => [k.id, k.secret]),
);

export interface SignedOptions {
  key?: string;
  secret?: string;
  body?: unknown;
  rawBody?: string | Uint8Array;
  query?: string;
  ip?: string;
  headers?: Record<string, string>;
  timestamp?: number;
}

export interface PublicOptions {
  key?: string | null;
  origin?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MakeStubOptions {
  config?: Partial<StubConfig>;
  /** Keep the seed's own rate limits (30/s, 5/s) instead of the raised ones most rules use. */
  seedLimits?: boolean;
  /** Keep the seed's channel provisioning time instead of rails provisioned at once, as most channel rules want. */
  seedProvisioning?: boolean;
  /**
   * Real time for the stub, in milliseconds: the clock then flows from T0 with it instead of being frozen, so a rule
   * kept on wall time (the signature window, the secret's grace period) can be seen to pass.
   */
  realNowMs?: () => number;
}

export function makeStub(mutate?: (f: Fixture) => void, options: MakeStubOptions = {}) {
  const fixture = loadFixtureFile();
  // Most rules create many invoices in one frozen second: the limits get their own tests with the seed's values.
  if (!options.seedLimits)
    for (const m of fixture.merchants) m.rate_limits = { global_per_second: 1000, invoice_create_per_second: 1000 };
  if (!options.seedProvisioning) fixture.channel_provisioning_seconds = 0;
  mutate?.(fixture);
  const clock =
    options.realNowMs === undefined
      ? createClock({ start: T0, frozen: true })
      : createClock({ start: T0, realNowMs: options.realNowMs });
  const stub = createStub({
    fixture,
    clock,
    config: { publicUrl: "http://localhost:4010", ...options.config },
    logError: () => undefined,
  });
  const record = async (res: Response): Promise<Response> => {
    if (res.headers.get("content-type")?.startsWith("application/problem+json")) {
      const body = (await res.clone().json()) as { code: string; detail?: string; field?: string };
      if (body.field !== undefined && res.status !== 400)
        FIELD_OUTSIDE_VALIDATION.add(`${body.code} ${res.status} ${body.field}`);
      // A forced answer (Prefer: code=, the fault queue) proves no rule: only real rules count for coverage.
      if (!body.detail?.startsWith(FORCED_DETAIL_PREFIX)) OBSERVED_CODES.add(body.code);
    }
    return res;
  };
  const env = (ip?: string) => ({ incoming: { socket: { remoteAddress: ip ?? "127.0.0.1" } } });

  async function signed(method: string, path: string, o: SignedOptions = {}): Promise<Response> {
    const key = o.key ?? "pk_test_demo";
    const secret = o.secret ?? SEED_SECRETS[key] ?? "unknown";
    const body = o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
    const timestamp = o.timestamp ?? clock.wallNow();
    const query = o.query ?? "";
    const signature = await sign(secret, { timestamp, method, path, query, body: body ?? null });
    const headers: Record<string, string> = {
      authorization: authorizationHeader(key, signature),
      "x-request-timestamp": String(timestamp),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...o.headers,
    };
    const init: RequestInit = { method, headers, ...(body !== undefined ? { body: body as BodyInit } : {}) };
    return record(await stub.app.request(`http://localhost:4010${path}${query}`, init, env(o.ip)));
  }

  async function pub(method: string, path: string, o: PublicOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.key !== null) headers["x-sdk-key"] = o.key ?? "pk_test_demo";
    if (o.origin !== null) headers.origin = o.origin ?? "http://localhost:4311";
    if (o.body !== undefined) headers["content-type"] ??= "application/json";
    const init: RequestInit = { method, headers, ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) };
    return record(await stub.app.request(`http://localhost:4010${path}`, init, env()));
  }

  async function raw(path: string, init: RequestInit = {}, ip?: string): Promise<Response> {
    return record(await stub.app.request(`http://localhost:4010${path}`, init, env(ip)));
  }

  async function control(method: string, path: string, body?: unknown): Promise<Response> {
    const headers = { "x-stub-control": "1", ...(body !== undefined ? { "content-type": "application/json" } : {}) };
    return raw(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  }

  /** A fetch over app.request for the shared clients, from `ip` (recording problem codes like the helpers). */
  const fetchFrom =
    (ip = "127.0.0.1") =>
    async (input: string, init: RequestInit): Promise<Response> =>
      record(await stub.app.request(input, init, env(ip)));

  return { ...stub, signed, pub, raw, control, fetchFrom };
}

export type TestStub = ReturnType<typeof makeStub>;

/** Asserts a problem+json answer with this code and status from the catalogue; returns the body. */
export async function expectProblem(res: Response, code: string, status?: number): Promise<Record<string, unknown>> {
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.code).toBe(code);
  if (status !== undefined) expect(res.status).toBe(status);
  expect(body.status).toBe(res.status);
  return body;
}

export async function okJson<T = Record<string, unknown>>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

let orderCounter = 0;
export const sdkBody = (over: Record<string, unknown> = {}) => ({
  source: "embed",
  project_id: "prj_demo_shop",
  amount: "25.00",
  currency: "EUR",
  external_order_id: `o-${++orderCounter}`,
  ...over,
});

export const invoiceBody = (over: Record<string, unknown> = {}) => ({
  project_id: "prj_demo_shop",
  amount: "25.00",
  currency: "EUR",
  external_order_id: `o-${++orderCounter}`,
  ...over,
});

/** A cursor whose payload is `text` and whose MAC is valid under `secret`: what someone holding the key could forge. */
export function forgeCursor(secret: string, text: string): string {
  const body = Buffer.from(text, "utf8").toString("base64url");
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}
