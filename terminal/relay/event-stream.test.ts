import { describe, expect, it } from "vitest";
import { RelayEventStream, SseParser, defaultBackoffMs, type SseMessage, type StreamState } from "./event-stream.ts";

describe("SseParser", () => {
  it("reads events cut anywhere, with any line ending, skipping comments", () => {
    const text =
      ': ping\r\n\r\nid: 7\r\nevent: invoice\r\ndata: {"a":1}\r\n\r\nid: 8\nevent: invoice\ndata: one\ndata: two\n\n';
    // Every way of cutting the text in two gives the same events.
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = new SseParser();
      const events = [...parser.feed(text.slice(0, cut)), ...parser.feed(text.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual([
        { id: "7", event: "invoice", data: '{"a":1}' },
        { id: "8", event: "invoice", data: "one\ntwo" },
      ]);
    }
  });

  it("keeps an event whole until its blank line, and names an event without a type 'message'", () => {
    const parser = new SseParser();
    expect(parser.feed("data: x")).toEqual([]);
    expect(parser.feed("\n")).toEqual([]);
    expect(parser.feed("\n")).toEqual([{ id: undefined, event: "message", data: "x" }]);
  });

  it("treats a lone \\r as a line end, and a \\n after it in the next chunk as the same one", () => {
    const parser = new SseParser();
    expect(parser.feed("data: a\r")).toEqual([]);
    expect(parser.feed("\n\r")).toEqual([{ id: undefined, event: "message", data: "a" }]);
    expect(parser.feed("\ndata: b\r\r")).toEqual([{ id: undefined, event: "message", data: "b" }]);
  });
});

/** A scripted relay: each call to /events answers with the next step (a status, or a body of chunks then a close). */
type Step = { status: number } | { chunks: string[]; hold?: boolean } | "network-error";

function scriptedRelay(steps: Step[]) {
  const requests: { lastEventId: string | null; authorization: string | null }[] = [];
  const fetchImpl: typeof fetch = (_input, init) => {
    const headers = new Headers(init?.headers);
    requests.push({ lastEventId: headers.get("Last-Event-ID"), authorization: headers.get("Authorization") });
    const step = steps.shift() ?? { chunks: [], hold: true };
    if (step === "network-error") return Promise.reject(new TypeError("Failed to fetch"));
    if ("status" in step) return Promise.resolve(new Response(null, { status: step.status }));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of step.chunks) controller.enqueue(encoder.encode(chunk));
        if (!step.hold) controller.close();
        else init?.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } }));
  };
  return { fetchImpl, requests };
}

const invoiceEvent = (id: number, status: string) =>
  `id: ${id}\nevent: invoice\ndata: {"invoice_id":"inv_1","status":"${status}"}\n\n`;

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe("RelayEventStream", () => {
  it("resumes after a dropped connection from the last event read, so nothing is missed or repeated", async () => {
    const relay = scriptedRelay([
      { chunks: [invoiceEvent(41, "awaiting_payment"), invoiceEvent(42, "confirming")] },
      { chunks: [invoiceEvent(43, "paid")], hold: true },
    ]);
    const messages: SseMessage[] = [];
    const stream = new RelayEventStream({
      relayUrl: "http://127.0.0.1:4020",
      token: "tok",
      fetch: relay.fetchImpl,
      backoffMs: () => 1,
      onMessage: (m) => messages.push(m),
      onState: () => undefined,
    });
    void stream.run();
    await until(() => messages.length === 3);
    stream.stop();
    expect(messages.map((m) => m.id)).toEqual(["41", "42", "43"]);
    expect(relay.requests).toEqual([
      { lastEventId: null, authorization: "Bearer tok" },
      { lastEventId: "42", authorization: "Bearer tok" },
    ]);
    expect(stream.lastEventId).toBe("43");
  });

  it("says the relay is unreachable while it fails, waits longer each time, and is live again once it answers", async () => {
    const relay = scriptedRelay(["network-error", { status: 502 }, "network-error", { chunks: [], hold: true }]);
    const states: StreamState[] = [];
    const waits: number[] = [];
    const stream = new RelayEventStream({
      relayUrl: "http://127.0.0.1:4020",
      token: "tok",
      fetch: relay.fetchImpl,
      backoffMs: (failures) => {
        waits.push(failures);
        return 1;
      },
      onMessage: () => undefined,
      onState: (s) => states.push(s),
    });
    void stream.run();
    await until(() => states.at(-1) === "live");
    stream.stop();
    expect(states).toEqual(["connecting", "unreachable", "live"]);
    expect(waits).toEqual([0, 1, 2]);
    expect(relay.requests).toHaveLength(4);
  });

  it("stops for good when the relay refuses the device (revoked), without trying again", async () => {
    const relay = scriptedRelay([{ status: 401 }, { chunks: [], hold: true }]);
    const states: StreamState[] = [];
    const stream = new RelayEventStream({
      relayUrl: "http://127.0.0.1:4020",
      token: "old",
      fetch: relay.fetchImpl,
      backoffMs: () => 1,
      onMessage: () => undefined,
      onState: (s) => states.push(s),
    });
    await stream.run();
    expect(states).toEqual(["connecting", "revoked"]);
    expect(relay.requests).toHaveLength(1);
  });

  it("closes a connection that went silent and opens a new one from where it was", async () => {
    const relay = scriptedRelay([
      { chunks: [invoiceEvent(5, "confirming")], hold: true },
      { chunks: [], hold: true },
    ]);
    const stream = new RelayEventStream({
      relayUrl: "http://127.0.0.1:4020",
      token: "tok",
      fetch: relay.fetchImpl,
      backoffMs: () => 1,
      idleTimeoutMs: 50,
      onMessage: () => undefined,
      onState: () => undefined,
    });
    void stream.run();
    await until(() => relay.requests.length === 2);
    stream.stop();
    expect(relay.requests[1]?.lastEventId).toBe("5");
  });

  it("backs off from half a second to at most 30 s, with ±20 % jitter", () => {
    expect(defaultBackoffMs(0, () => 0.5)).toBe(500);
    expect(defaultBackoffMs(3, () => 0.5)).toBe(4000);
    expect(defaultBackoffMs(20, () => 0.5)).toBe(30_000);
    expect(defaultBackoffMs(0, () => 0)).toBe(400);
    expect(defaultBackoffMs(0, () => 1)).toBe(600);
  });
});
