/** Test support for the relay: signed deliveries, a relay on a port, a paired tablet and its event stream. */
import { webhookSignatureHeader } from "../../shared/signing/index.ts";
import { invoiceFixture } from "../../shared/test/scripted-fetch.ts";
import type { StoreLocation } from "../create-relay.ts";
import { startRelay, type RunningRelay, type StartRelayOptions } from "../start-relay.ts";

export const WEBHOOK_SECRET = "whsec_relay_test_secret";
export const ADMIN_TOKEN = "relay-admin-token-for-the-tests";

let counter = 0;
/** A new event id per call. */
export function newEventId(): string {
  counter += 1;
  return `evt_test_${process.pid}_${Date.now()}_${counter}`;
}

export interface InvoiceEventOptions {
  readonly eventId?: string;
  readonly occurredAt?: number;
  readonly eventType?: string;
}

/** The body the provider sends when an invoice reaches `status`. */
export function invoiceEventBody(invoiceId: string, status: string, options: InvoiceEventOptions = {}): string {
  return JSON.stringify({
    event_id: options.eventId ?? newEventId(),
    event_type: options.eventType ?? `invoice.${status}`,
    version: 1,
    occurred_at: options.occurredAt ?? Math.floor(Date.now() / 1000),
    data: invoiceFixture({ invoice_id: invoiceId, status: status }),
  });
}

/** POSTs a body to the relay's /webhooks, signed as the provider signs it (or as told). */
export async function deliver(
  relayUrl: string,
  body: string,
  options: { secret?: string; t?: number; signature?: string } = {},
): Promise<Response> {
  const t = options.t ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? (await webhookSignatureHeader(t, body, [options.secret ?? WEBHOOK_SECRET]));
  let eventId = "";
  try {
    eventId = (JSON.parse(body) as { event_id?: string }).event_id ?? "";
  } catch {
    // not JSON: sent without an id header, as a broken sender would
  }
  return fetch(`${relayUrl}/webhooks`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(eventId === "" ? {} : { "x-webhook-id": eventId }),
      "x-webhook-timestamp": String(t),
      "x-webhook-signature": signature,
    },
    body,
  });
}

export function testRelayOptions(
  store: StoreLocation,
  more: Partial<StartRelayOptions["relay"]> = {},
): StartRelayOptions["relay"] {
  return {
    store,
    // Nothing listens on port 9 (discard): a test that needs the service's reads passes the stub's URL.
    api: { baseUrl: "http://127.0.0.1:9", keyId: "pk_test_demo", secret: "sk_test_demo_secret" },
    webhookSecrets: [WEBHOOK_SECRET],
    adminToken: ADMIN_TOKEN,
    pingIntervalMs: 60_000,
    ...more,
  };
}

export function startTestRelay(
  store: StoreLocation,
  more: Partial<StartRelayOptions["relay"]> = {},
): Promise<RunningRelay> {
  return startRelay({ port: 0, host: "127.0.0.1", relay: testRelayOptions(store, more) });
}

export function admin(relayUrl: string, method: string, path: string, body?: unknown, token = ADMIN_TOKEN) {
  return fetch(`${relayUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export interface PairedDevice {
  readonly device_id: string;
  readonly device_token: string;
  readonly name: string;
}

/** A pairing link from the admin route, traded by the tablet for its own token. */
export async function pairDevice(relayUrl: string, name = "Till 1"): Promise<PairedDevice> {
  const pairing = (await (await admin(relayUrl, "POST", "/admin/pairings", { name })).json()) as { code: string };
  const res = await fetch(`${relayUrl}/devices/pair`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: pairing.code }),
  });
  if (res.status !== 201) throw new Error(`pairing answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as PairedDevice;
}

export interface StreamEvent {
  readonly id: string;
  readonly event: string;
  readonly data: { invoice_id: string; status: string; confirmed_by: string; event_id: string; occurred_at: number };
}

/** A tablet's GET /events, read as the terminal reads it (fetch streaming with Authorization). */
export class EventStream {
  readonly events: StreamEvent[] = [];
  readonly comments: string[] = [];
  /** Resolves when the relay ends the stream (or it fails). */
  ended: Promise<void> = Promise.resolve();
  readonly #abort = new AbortController();
  #waiters: (() => void)[] = [];
  status = 0;

  private constructor() {}

  static async open(relayUrl: string, token: string, lastEventId?: string): Promise<EventStream> {
    let resolveOpen!: () => void;
    let rejectOpen!: (e: unknown) => void;
    const opened = new Promise<void>((res, rej) => {
      resolveOpen = res;
      rejectOpen = rej;
    });
    const stream = new EventStream();
    stream.ended = (async () => {
      try {
        const res = await fetch(`${relayUrl}/events`, {
          headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
          signal: stream.#abort.signal,
        });
        stream.status = res.status;
        resolveOpen();
        if (!res.ok || !res.body) return;
        const decoder = new TextDecoder();
        let buffer = "";
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            stream.#take(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      } catch (error) {
        resolveOpen();
        if ((error as Error).name !== "AbortError") rejectOpen(error);
      } finally {
        stream.#wake();
      }
    })();
    await opened;
    // The relay registers the stream before answering; its first comment says the replay has begun.
    return stream;
  }

  #take(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
      else {
        const colon = line.indexOf(":");
        if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
      }
    }
    if (fields.data !== undefined)
      this.events.push({
        id: fields.id ?? "",
        event: fields.event ?? "message",
        data: JSON.parse(fields.data) as StreamEvent["data"],
      });
    this.#wake();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `count` events arrived (or throws after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<StreamEvent[]> {
    const deadline = Date.now() + timeoutMs;
    let ended = false;
    void this.ended.then(() => (ended = true));
    while (this.events.length < count) {
      if (ended) throw new Error(`the stream ended after ${this.events.length} of ${count} events`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.events.length} of ${count} events within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.events.slice(0, count);
  }

  close(): void {
    this.#abort.abort();
  }
}

/** Lets the relay run a little: what would arrive, arrives. */
export function settle(ms = 300): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export type { RunningRelay };
