/**
 * The relay's memory over many webhooks (RELAY_BENCH_EVENTS, default 100,000), with tablets streaming every event.
 *
 * Driven in-process, not over a socket: the relay's own fetch handler (createRelay(...).fetch) takes each signed
 * delivery as a Request, so signature check, intake, the store's one statement and the hub's hand-off to every open
 * stream all run, and the tablets' GET /events bodies are read in the same process. Through HTTP this machine took
 * about 10 webhooks/s under load, far too slow for 100 k; the HTTP path's own cost is in the throughput figures.
 *
 * After every tenth of the run, garbage is collected and the V8 heap and the process's RSS are sampled. Memory is
 * flat when the heap after the last tenth is (within a budget) the heap after the first: the same-run baseline.
 */
import { setFlagsFromString, getHeapStatistics } from "node:v8";
import { runInNewContext } from "node:vm";
import { webhookSignatureHeader } from "../shared/signing/index.ts";
import { createRelay, type StoreLocation } from "../relay/create-relay.ts";
import { invoiceEventBody, testRelayOptions, WEBHOOK_SECRET } from "../relay/test/relay-harness.ts";
import type { BenchRow } from "./bench-row.ts";

const RELAY_URL = "http://relay.bench";
const TABLETS = 10;
const IN_FLIGHT = 8;
const SAMPLES = 10;
/** The heap after the last tenth may be at most this many times the heap after the first. */
const HEAP_GROWTH_BUDGET = 1.1;

/** A full collection, with or without --expose-gc (V8's flag set at run time reaches a fresh context's `gc`). */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

export interface Sample {
  readonly events: number;
  readonly heap: number;
  readonly rss: number;
}

/** A tablet's event stream, read to its end and counted, keeping nothing (so only the relay's memory is measured). */
function readStream(body: ReadableStream<Uint8Array>): { count: () => number; done: Promise<void> } {
  let events = 0;
  const decoder = new TextDecoder();
  let tail = "";
  const done = (async () => {
    for await (const chunk of body) {
      const text = tail + decoder.decode(chunk, { stream: true });
      for (let at = text.indexOf("event: invoice\n"); at >= 0; at = text.indexOf("event: invoice\n", at + 1)) events++;
      tail = text.slice(-"event: invoice\n".length + 1);
    }
  })();
  return { count: () => events, done };
}

async function pairedToken(relay: ReturnType<typeof createRelay>, name: string): Promise<string> {
  const pairing = await relay.createPairing(name);
  const res = await relay.fetch(
    new Request(`${RELAY_URL}/devices/pair`, { method: "POST", body: JSON.stringify({ code: pairing.code }) }),
  );
  return ((await res.json()) as { device_token: string }).device_token;
}

/** Feeds `count` signed webhooks to a relay on `store` with TABLETS streams open; heap and RSS at every tenth. */
export async function memoryOverEvents(
  store: StoreLocation,
  count: number,
  progress: (sample: Sample) => void = () => undefined,
): Promise<Sample[]> {
  const gc = collector();
  const relay = createRelay({ ...testRelayOptions(store), publicUrl: RELAY_URL });
  await relay.ready;
  const tablets: { count: () => number; done: Promise<void> }[] = [];
  try {
    for (let i = 0; i < TABLETS; i++) {
      const token = await pairedToken(relay, `Till ${i + 1}`);
      const res = await relay.fetch(
        // From the store's start (id 0), not from "now": an event committed while a stream is still opening is then
        // replayed to it rather than left before its "now", so every tablet must count every event.
        new Request(`${RELAY_URL}/events?last_event_id=0`, { headers: { authorization: `Bearer ${token}` } }),
      );
      if (res.status !== 200 || !res.body) throw new Error(`GET /events answered ${res.status}`);
      tablets.push(readStream(res.body));
    }
    const samples: Sample[] = [];
    const step = Math.max(1, Math.floor(count / SAMPLES));
    let next = 0;
    const stamp = `${Date.now()}`;
    const deliverOne = async (i: number) => {
      const body = invoiceEventBody(`inv_mem_${stamp}_${i}`, "paid");
      const t = Math.floor(Date.now() / 1000);
      const res = await relay.fetch(
        new Request(`${RELAY_URL}/webhooks`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-webhook-signature": await webhookSignatureHeader(t, body, [WEBHOOK_SECRET]),
          },
          body,
        }),
      );
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`webhook ${i} answered ${res.status}`);
    };
    for (let end = step; next < count; end = Math.min(count, end + step)) {
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < end) await deliverOne(next++);
        }),
      );
      // Let the streams drain what was handed to them before measuring.
      for (let waited = 0; tablets.some((t) => t.count() < end) && waited < 120_000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      gc();
      gc();
      const sample = { events: end, heap: getHeapStatistics().used_heap_size, rss: process.memoryUsage().rss };
      samples.push(sample);
      progress(sample);
    }
    const short = tablets.map((t) => t.count()).filter((n) => n !== count);
    if (short.length > 0)
      throw new Error(`${short.length} of ${TABLETS} tablets got fewer than ${count} events (${short.join(", ")})`);
    return samples;
  } finally {
    await relay.close();
    await Promise.all(tablets.map((t) => t.done.catch(() => undefined)));
  }
}

/** One line on stderr per sample, so a long run shows it is moving. */
export function printProgress(storeName: string): (sample: Sample) => void {
  return (s) =>
    console.error(`relay memory, ${storeName}: ${k(s.events)} events, heap ${mb(s.heap)} MB, RSS ${mb(s.rss)} MB`);
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const k = (n: number) => (n >= 1000 ? `${Math.round(n / 100) / 10}k` : String(n));

/** The rows for one store: heap and RSS after the first and the last tenth, and how much they grew. */
export function memoryRows(storeName: string, samples: Sample[]): BenchRow[] {
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const run = `${storeName}, in-process, ${TABLETS} tablets`;
  return [
    {
      suite: "relay",
      metric: `${run}: heap after GC at ${samples.map((s) => k(s.events)).join("/")} events (${samples.map((s) => mb(s.heap)).join(" ")} MB)`,
      value: mb(last.heap),
      unit: "MB",
      better: "lower",
    },
    {
      suite: "relay",
      metric: `${run}: heap after ${k(last.events)} ÷ after first ${k(first.events)} events (flat = 1)`,
      value: last.heap / first.heap,
      unit: "×",
      budget: HEAP_GROWTH_BUDGET,
      better: "lower",
    },
    {
      suite: "relay",
      metric: `${run}: RSS at ${samples.map((s) => k(s.events)).join("/")} events (${samples.map((s) => mb(s.rss)).join(" ")} MB)`,
      value: mb(last.rss),
      unit: "MB",
      better: "lower",
    },
    {
      suite: "relay",
      metric: `${run}: RSS after ${k(last.events)} ÷ after first ${k(first.events)} events`,
      value: last.rss / first.rss,
      unit: "×",
      better: "lower",
    },
  ];
}
