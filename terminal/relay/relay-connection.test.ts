import { describe, expect, it } from "vitest";
import { RelayConnection, type RelayOutboxStore } from "./relay-connection.ts";
import type { RelayStatusUpdate } from "./relay-status.ts";
import type { StreamState } from "./event-stream.ts";

const PAIRING = { url: "http://127.0.0.1:4020", token: "tok", deviceId: "dev_1", name: "Till 1", pairedAt: 0 };

/** A relay in memory: its routes, switchable off (no answer) and able to revoke the device. */
function fakeRelay() {
  const relay = {
    up: true,
    revoked: false,
    status: "confirming",
    received: new Map<string, unknown>(),
    watched: [] as string[],
    streams: 0,
    open: [] as ReadableStreamDefaultController[],
    /** Cuts every open stream, as a relay that stops does. */
    drop: () => {
      for (const controller of relay.open.splice(0)) controller.error(new Error("connection reset"));
    },
    fetch: ((input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (!relay.up) return Promise.reject(new TypeError("Failed to fetch"));
      if (relay.revoked) return Promise.resolve(new Response(null, { status: 401 }));
      if (url.pathname === "/events") {
        relay.streams++;
        const body = new ReadableStream({
          start(controller) {
            relay.open.push(controller);
            init?.signal?.addEventListener("abort", () => controller.error(new Error("aborted")));
          },
        });
        return Promise.resolve(new Response(body, { status: 200 }));
      }
      const watch = /^\/sales\/([^/]+)\/watch$/.exec(url.pathname);
      if (watch?.[1] && init?.method === "POST") {
        relay.watched.push(watch[1]);
        return Promise.resolve(Response.json({ invoice_id: watch[1], status: relay.status, confirmed_by: "service" }));
      }
      const sale = /^\/sales\/([^/]+)$/.exec(url.pathname);
      if (sale?.[1] && init?.method === "PUT") {
        relay.received.set(decodeURIComponent(sale[1]), JSON.parse(init.body as string) as unknown);
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(new Response(null, { status: 404 }));
    }) as typeof fetch,
  };
  return relay;
}

function memoryStore(sales: Record<string, { id: string }>): RelayOutboxStore & { readonly outbox: string[] } {
  const meta = new Map<string, string>();
  return {
    get outbox() {
      return JSON.parse(meta.get("relay-outbox") ?? "[]") as string[];
    },
    getMeta: (key) => Promise.resolve(meta.get(key)),
    putMeta: (key, value) => {
      meta.set(key, value);
      return Promise.resolve();
    },
    getSale: (id) => Promise.resolve(sales[id]),
  };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

function connect(relay: ReturnType<typeof fakeRelay>, store: RelayOutboxStore) {
  const updates: [RelayStatusUpdate, string][] = [];
  const states: StreamState[] = [];
  const connection = new RelayConnection(
    PAIRING,
    store,
    { update: (u, id) => updates.push([u, id]), state: (s) => states.push(s), outbox: () => undefined },
    { fetch: relay.fetch, retryMs: 20, backoffMs: () => 10 },
  );
  return { connection, updates, states };
}

describe("RelayConnection", () => {
  it("asks the relay for a followed sale at once and again after every gap", async () => {
    const relay = fakeRelay();
    const { connection, updates, states } = connect(relay, memoryStore({}));
    connection.start();
    connection.follow("inv_1", "T1-0001");
    await until(() => updates.length >= 1);
    expect(updates[0]).toEqual([{ invoiceId: "inv_1", status: "confirming" }, "T1-0001"]);
    // The relay goes away (the payment is made meanwhile) and comes back: the watch after the gap reads the truth.
    await until(() => states.includes("live"));
    relay.up = false;
    relay.drop();
    await until(() => states.includes("unreachable"));
    relay.status = "paid";
    relay.up = true;
    await until(() => updates.some(([u]) => u.status === "paid"));
    connection.stop();
    expect(relay.watched.filter((id) => id === "inv_1").length).toBeGreaterThanOrEqual(2);
  });

  it("keeps a finished sale queued while the relay is out of reach, and sends it once it is back", async () => {
    const relay = fakeRelay();
    relay.up = false;
    const store = memoryStore({ "T1-0001": { id: "T1-0001" }, "T1-0002": { id: "T1-0002" } });
    const { connection, states } = connect(relay, store);
    connection.start();
    await connection.send("T1-0001");
    await connection.send("T1-0002");
    expect(store.outbox).toEqual(["T1-0001", "T1-0002"]);
    await until(() => states.includes("unreachable"));
    relay.up = true;
    await until(() => store.outbox.length === 0);
    connection.stop();
    expect([...relay.received.keys()]).toEqual(["T1-0001", "T1-0002"]);
  });

  it("stops everything once the relay revokes the device, and says so", async () => {
    const relay = fakeRelay();
    relay.revoked = true;
    const store = memoryStore({ "T1-0001": { id: "T1-0001" } });
    const { connection, states, updates } = connect(relay, store);
    connection.start();
    connection.follow("inv_1", "T1-0001");
    await connection.send("T1-0001");
    await until(() => states.includes("revoked"));
    connection.stop();
    expect(updates).toEqual([]);
    // Nothing reached the relay, and the sale stays queued on this tablet.
    expect(relay.received.size).toBe(0);
    expect(store.outbox).toEqual(["T1-0001"]);
  });
});
