/**
 * The relay as a fetch-style handler (Request → Response), to serve with `crypto-checkout-relay` or to mount in any
 * server that speaks fetch (Hono, Next.js route handlers, Express through an adapter). The routes and their answers
 * are the relay ⇄ terminal contract, documented in docs/relay.md.
 */
import { randomUUID, timingSafeEqual, createHash } from "node:crypto";
import { ApiError } from "../shared/api/api-error.ts";
import { MerchantClient } from "../shared/client/merchant-client.ts";
import { daySales, dayCsv, SaleRecordSchema, shopDate } from "./day-report.ts";
import { EventHub } from "./event-hub.ts";
import { json, problem, readBody } from "./http/problem.ts";
import { RelayStore, paymentFigures, type Device, type InvoiceState, type StoreLocation } from "./store/relay-store.ts";
import { hashSecret, randomToken } from "./store/secrets.ts";
import { readDelivery } from "./webhook-intake.ts";

export type { StoreLocation } from "./store/relay-store.ts";

export interface RelayOptions {
  /** Where the relay keeps its state: the embedded store in a folder, or a PostgreSQL URL. */
  readonly store: StoreLocation;
  /** The payment service's signed API, for the reads the relay makes for tablets (POST /sales/{id}/watch). */
  readonly api: { readonly baseUrl: string; readonly keyId: string; readonly secret: string };
  /** Webhook signing secrets; a delivery is believed when it verifies under any of them (several during a rotation). */
  readonly webhookSecrets: readonly string[];
  /** Bearer token of the admin routes (pairing links, devices, the day's CSV). */
  readonly adminToken: string;
  /** Origins of the terminal allowed to call the relay from a browser (CORS for them alone). */
  readonly allowOrigins?: readonly string[];
  /** The relay's URL as tablets reach it, put in pairing links; its path is the prefix the routes live under. */
  readonly publicUrl: string;
  /** The terminal's URL, which pairing links open (default http://localhost:4010/terminal/). */
  readonly terminalUrl?: string;
  /** The shop's time zone, which decides a sale's day (default the machine's). */
  readonly timeZone?: string;
  /** Milliseconds between pings on event streams (default 15 000). */
  readonly pingIntervalMs?: number;
  /** How long a pairing code works, in milliseconds (default 15 minutes). */
  readonly pairingTtlMs?: number;
  /** Fetch for the signed reads (default the global fetch). */
  readonly fetch?: typeof fetch;
  /** Wall clock in milliseconds (default Date.now). */
  readonly now?: () => number;
}

export interface Pairing {
  readonly code: string;
  readonly pairing_url: string;
  /** ISO 8601. */
  readonly expires_at: string;
  readonly name: string;
}

export interface Relay {
  /** Answers one request. Until the store is open, /healthz answers 503 and every other route 503 problem. */
  fetch(request: Request): Promise<Response>;
  /** Resolves when the store is open and migrated; rejects with one readable sentence when it cannot be. */
  readonly ready: Promise<void>;
  /** The store in use. */
  readonly storeKind: StoreLocation["kind"];
  /** A one-time pairing link for a new tablet (what POST /admin/pairings answers). */
  createPairing(name: string): Promise<Pairing>;
  /** Closes every event stream and the store. */
  close(): Promise<void>;
}

const MAX_WEBHOOK_BYTES = 1024 * 1024;
const MAX_SALE_BYTES = 64 * 1024;
const MAX_SMALL_BODY_BYTES = 4 * 1024;
const DEVICE_NAME = /^[^\p{Cc}]{1,64}$/u;
const ID_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function sameSecret(given: string, expected: string): boolean {
  // Hashes first, so the comparison takes the same time whatever the lengths.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function createRelay(options: RelayOptions): Relay {
  if (options.webhookSecrets.length === 0 || options.webhookSecrets.some((s) => s === ""))
    throw new Error("createRelay: webhookSecrets needs at least one non-empty secret");
  if (options.adminToken.length < 16) throw new Error("createRelay: adminToken needs at least 16 characters");
  const now = options.now ?? Date.now;
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  const basePath = new URL(publicUrl).pathname.replace(/\/+$/, "");
  const terminalUrl = options.terminalUrl ?? "http://localhost:4010/terminal/";
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const allowOrigins = new Set(options.allowOrigins ?? []);
  const pairingTtlMs = options.pairingTtlMs ?? 15 * 60_000;
  const merchant = new MerchantClient({
    baseUrl: options.api.baseUrl,
    keyId: options.api.keyId,
    secret: options.api.secret,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeoutMs: 10_000,
  });

  let store: RelayStore | null = null;
  let hub: EventHub | null = null;
  let closing = false;
  const ready = (async () => {
    const opened = await RelayStore.open(options.store, now);
    if (closing) {
      await opened.close();
      throw new Error("the relay was closed while starting");
    }
    store = opened;
    hub = await EventHub.start(
      opened,
      options.pingIntervalMs === undefined ? {} : { pingIntervalMs: options.pingIntervalMs },
    );
  })();
  // A caller that never awaits `ready` still gets 503s, not an unhandled rejection.
  ready.catch(() => undefined);

  async function createPairing(name: string): Promise<Pairing> {
    await ready;
    const code = randomToken("", 24);
    const expiresAt = now() + pairingTtlMs;
    await store!.createPairing(hashSecret(code), name, expiresAt);
    const link = `${terminalUrl}#/relay-pair?relay=${encodeURIComponent(publicUrl)}&code=${encodeURIComponent(code)}`;
    return { code, pairing_url: link, expires_at: new Date(expiresAt).toISOString(), name };
  }

  /** The device a bearer token belongs to, or the 401 answer. */
  async function deviceOf(request: Request): Promise<Device | Response> {
    const token = bearer(request);
    const device = token === null ? null : await store!.deviceByTokenHash(hashSecret(token));
    if (!device)
      return problem(401, "unauthorized", "A device token from pairing is needed (Authorization: Bearer …).");
    if (device.revoked_at !== null)
      return problem(401, "device_revoked", "This device was revoked on the relay: pair it again to use it.");
    return device;
  }

  function isAdmin(request: Request): boolean {
    const token = bearer(request);
    return token !== null && sameSecret(token, options.adminToken);
  }

  const adminRefusal = () =>
    problem(401, "unauthorized", "The admin token is needed (Authorization: Bearer <RELAY_ADMIN_TOKEN>).");

  async function webhook(request: Request): Promise<Response> {
    // Announced at once, so a commit about to start waits for it and takes it along (group commit).
    const arrived = store!.eventOnTheWay();
    let recording: ReturnType<RelayStore["recordEvent"]>;
    try {
      const body = await readBody(request, MAX_WEBHOOK_BYTES);
      if (body === null)
        return problem(413, "payload_too_large", `A webhook body is at most ${MAX_WEBHOOK_BYTES} bytes.`);
      const intake = await readDelivery(request.headers, body, options.webhookSecrets, Math.floor(now() / 1000));
      if (!intake.ok) return problem(400, intake.code, intake.detail);
      recording = store!.recordEvent(intake.event);
    } finally {
      arrived();
    }
    // Acknowledged only once committed: if this throws, the provider gets a 5xx and delivers again.
    const outcome = await recording;
    if (outcome.stored && outcome.update) hub!.publish(outcome.update);
    return json(200, { received: true, duplicate: !outcome.stored });
  }

  async function watch(device: Device, invoiceId: string): Promise<Response> {
    void device;
    let read;
    try {
      read = await merchant.getInvoice(invoiceId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return problem(404, "not_found", `The payment service knows no invoice ${invoiceId}.`);
      const known = await store!.invoice(invoiceId);
      return problem(
        502,
        "service_unreachable",
        `The relay could not read the invoice from the payment service (${error instanceof ApiError ? error.code : (error as Error).message})${known ? `; last known status ${known.status}` : ""}.`,
      );
    }
    const payment = read.payment && paymentFigures(read.payment);
    const state = await store!.recordRead(invoiceId, read.status, Math.floor(now() / 1000), payment);
    hub!.wake();
    return json(200, {
      invoice_id: state.invoice_id,
      status: state.status,
      confirmed_by: "service",
      updated_at: new Date(state.updated_at).toISOString(),
      ...(payment ? { payment } : {}),
    });
  }

  async function putSale(device: Device, saleId: string, request: Request): Promise<Response> {
    const body = await readBody(request, MAX_SALE_BYTES);
    if (body === null) return problem(413, "payload_too_large", `A sale record is at most ${MAX_SALE_BYTES} bytes.`);
    const value = parseJsonObject(body);
    const read = value === null ? null : SaleRecordSchema.safeParse(value);
    if (!read?.success)
      return problem(
        422,
        "validation_failed",
        "The body must be the terminal's sale record (id, createdAt, status, body).",
      );
    if (read.data.id !== saleId)
      return problem(422, "validation_failed", "The record's id is not the sale id of the path.");
    await store!.putSale(device.device_id, saleId, shopDate(read.data.createdAt, timeZone), body);
    return new Response(null, { status: 204 });
  }

  async function dayReport(request: Request, url: URL): Promise<Response> {
    const admin = isAdmin(request);
    let device: Device | Response | null = null;
    if (!admin) {
      device = await deviceOf(request);
      if (device instanceof Response) return device;
    }
    const date = url.searchParams.get("date") ?? "";
    if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      return problem(422, "validation_failed", "date must be a day as YYYY-MM-DD.");
    const stored = await store!.salesOfDay(date);
    const invoices = new Map<string, InvoiceState>();
    for (const s of stored) {
      const invoiceId = parseJsonObject(s.record)?.invoiceId;
      if (typeof invoiceId === "string" && !invoices.has(invoiceId)) {
        const state = await store!.invoice(invoiceId);
        if (state) invoices.set(invoiceId, state);
      }
    }
    const rows = daySales(stored, invoices);
    if (admin)
      return new Response(dayCsv(rows), {
        status: 200,
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="sales-${date}.csv"`,
          "cache-control": "no-store",
        },
      });
    return json(200, {
      date,
      sales: rows.map((r) => ({
        ...r.record,
        status: r.status,
        device_id: r.device_id,
        device: r.device,
        confirmed_by: r.confirmed_by,
      })),
    });
  }

  async function route(request: Request, url: URL, path: string): Promise<Response> {
    const method = request.method;
    const segments = path.split("/").filter(Boolean);
    if (path === "/healthz") {
      if (!store)
        return json(503, { status: "unavailable", store: options.store.kind, detail: "the store is not open yet" });
      try {
        await store.ping();
        return json(200, { status: "ok", store: store.kind });
      } catch (error) {
        return json(503, { status: "unavailable", store: store.kind, detail: (error as Error).message });
      }
    }
    if (!store || !hub)
      return problem(503, "store_unavailable", "The relay's store is not open (yet): try again shortly.");

    if (path === "/webhooks") return method === "POST" ? webhook(request) : notAllowed("POST");

    // Admin
    if (path === "/admin/pairings") {
      if (method !== "POST") return notAllowed("POST");
      if (!isAdmin(request)) return adminRefusal();
      const body = await readBody(request, MAX_SMALL_BODY_BYTES);
      const name = body === null ? undefined : parseJsonObject(body)?.name;
      if (typeof name !== "string" || !DEVICE_NAME.test(name.trim()))
        return problem(422, "validation_failed", "name: the tablet's name, 1 to 64 characters.");
      return json(201, await createPairing(name.trim()));
    }
    if (path === "/admin/devices") {
      if (method !== "GET") return notAllowed("GET");
      if (!isAdmin(request)) return adminRefusal();
      const devices = await store.listDevices();
      const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
      return json(200, {
        data: devices.map((d) => ({
          device_id: d.device_id,
          name: d.name,
          created_at: iso(d.created_at),
          last_seen_at: iso(d.last_seen_at),
          revoked_at: iso(d.revoked_at),
        })),
      });
    }
    if (segments[0] === "admin" && segments[1] === "devices" && segments.length === 3) {
      if (method !== "DELETE") return notAllowed("DELETE");
      if (!isAdmin(request)) return adminRefusal();
      const deviceId = segments[2]!;
      if (!(await store.revokeDevice(deviceId)))
        return problem(404, "not_found", `No device ${deviceId} on this relay.`);
      hub.closeDevice(deviceId);
      return new Response(null, { status: 204 });
    }
    if (path === "/reports/day") return method === "GET" ? dayReport(request, url) : notAllowed("GET");

    // Pairing
    if (path === "/devices/pair") {
      if (method !== "POST") return notAllowed("POST");
      const body = await readBody(request, MAX_SMALL_BODY_BYTES);
      const code = body === null ? undefined : parseJsonObject(body)?.code;
      if (typeof code !== "string" || code.length > 256)
        return problem(422, "validation_failed", "code: the pairing code from the pairing link.");
      const token = randomToken("rdt_", 32);
      const device = await store.redeemPairing(
        hashSecret(code),
        `dev_${randomUUID().replace(/-/g, "")}`,
        hashSecret(token),
      );
      if (!device)
        return problem(
          400,
          "pairing_code_invalid",
          "This pairing code is unknown, used already or expired: ask for a new pairing link.",
        );
      return json(201, { device_id: device.device_id, device_token: token, name: device.name });
    }

    // Device routes
    const device = await deviceOf(request);
    if (device instanceof Response) return device;
    if (path === "/device") {
      if (method !== "GET") return notAllowed("GET");
      await store.touchDevice(device.device_id);
      return json(200, { device_id: device.device_id, name: device.name });
    }
    if (path === "/events") {
      if (method !== "GET") return notAllowed("GET");
      const resume = request.headers.get("last-event-id") ?? url.searchParams.get("last_event_id");
      if (resume !== null && !/^\d{1,15}$/.test(resume))
        return problem(422, "validation_failed", "Last-Event-ID must be the id of an event this relay sent.");
      await store.touchDevice(device.device_id);
      return new Response(hub.open(device.device_id, resume === null ? null : Number(resume)), {
        status: 200,
        headers: {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          // Proxies (nginx) must pass each event on at once, not buffer the stream.
          "x-accel-buffering": "no",
        },
      });
    }
    if (segments[0] === "sales" && segments.length >= 2 && ID_SEGMENT.test(segments[1]!)) {
      const id = segments[1]!;
      if (segments.length === 3 && segments[2] === "watch")
        return method === "POST" ? watch(device, id) : notAllowed("POST");
      if (segments.length === 2) return method === "PUT" ? putSale(device, id, request) : notAllowed("PUT");
    }
    return problem(404, "not_found", `No route ${method} ${path} on the relay.`);
  }

  function notAllowed(allow: string): Response {
    return problem(405, "method_not_allowed", `This route answers ${allow} only.`, { allow });
  }

  function withCors(response: Response, origin: string | null): Response {
    if (origin === null || !allowOrigins.has(origin)) return response;
    const headers = new Headers(response.headers);
    headers.set("access-control-allow-origin", origin);
    headers.append("vary", "Origin");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let path = url.pathname;
    if (basePath !== "") {
      if (path !== basePath && !path.startsWith(`${basePath}/`))
        return problem(404, "not_found", `The relay's routes are under ${basePath}/.`);
      path = path.slice(basePath.length) || "/";
    }
    const origin = request.headers.get("origin");
    if (request.method === "OPTIONS") {
      if (origin === null || !allowOrigins.has(origin))
        return problem(
          403,
          "origin_not_allowed",
          "This origin may not call the relay from a browser (see --allow-origin).",
        );
      return new Response(null, {
        status: 204,
        headers: {
          "access-control-allow-origin": origin,
          "access-control-allow-methods": "GET, POST, PUT, DELETE",
          "access-control-allow-headers": "Authorization, Content-Type, Last-Event-ID",
          "access-control-max-age": "600",
          vary: "Origin",
        },
      });
    }
    try {
      return withCors(await route(request, url, path), origin);
    } catch (error) {
      // The store failed mid-request: nothing was acknowledged, the caller (a provider's delivery included) retries.
      return withCors(
        problem(503, "store_unavailable", `The relay's store failed: ${(error as Error).message}`),
        origin,
      );
    }
  }

  return {
    fetch: handle,
    ready,
    storeKind: options.store.kind,
    createPairing,
    async close() {
      closing = true;
      await ready.catch(() => undefined);
      await hub?.close();
      await store?.close();
    },
  };
}
