/**
 * The relay: how soon a webhook reaches the tablets (arrival of the POST → the event read on each of 50 connected
 * streams, p50/p99), how many webhooks per second each store takes (embedded PGlite; PostgreSQL when its binaries are
 * installed), the CPU time per webhook (which, unlike webhooks/s, holds on a busy shared machine), and its memory over
 * 100,000 events (RELAY_BENCH_EVENTS; in-process, see relay-memory.ts). Every figure is also a ratio to a bare
 * node:http server doing the least the same job needs (verify the HMAC, answer; for latency, write the event to the
 * same 50 open responses), measured in the same run on the same machine.
 *
 * Load generator, streams and relay share this process (as the tests do): the figures are the relay's cost plus the
 * readers', on loopback.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { webhookSignatureHeader } from "../shared/signing/index.ts";
import { freshDataDir } from "../relay/test/embedded-dir.ts";
import { startPostgres } from "../relay/test/postgres-server.ts";
import {
  EventStream,
  invoiceEventBody,
  pairDevice,
  startTestRelay,
  WEBHOOK_SECRET,
  type RunningRelay,
} from "../relay/test/relay-harness.ts";
import type { StoreLocation } from "../relay/create-relay.ts";
import type { BenchRow } from "./bench-row.ts";
import { memoryOverEvents, memoryRows, printProgress } from "./relay-memory.ts";

const CLIENTS = 50;
const LATENCY_SAMPLES = Number(process.env.RELAY_BENCH_LATENCY_SAMPLES ?? 200);
const THROUGHPUT_WEBHOOKS = Number(process.env.RELAY_BENCH_THROUGHPUT ?? 3000);
const MEMORY_EVENTS = Number(process.env.RELAY_BENCH_EVENTS ?? 100_000);
const THROUGHPUT_ROUNDS = Number(process.env.RELAY_BENCH_ROUNDS ?? 3);
const CONCURRENCY = 16;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** A signed delivery, made ahead so signing is not what is measured. */
async function signed(body: string): Promise<{ body: string; headers: Record<string, string> }> {
  const t = Math.floor(Date.now() / 1000);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-webhook-signature": await webhookSignatureHeader(t, body, [WEBHOOK_SECRET]),
    },
  };
}

/** The yardstick: verify the webhook's HMAC, answer 200, and write an event to every open stream. */
function startBaseline(): Promise<{ url: string; server: Server }> {
  const streams = new Set<ServerResponse>();
  let seq = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(": connected\n\n");
      streams.add(res);
      req.on("close", () => streams.delete(res));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const header = String(req.headers["x-webhook-signature"] ?? "");
      const t = /t=(\d+)/.exec(header)?.[1] ?? "";
      const v1 = /v1=([0-9a-f]+)/.exec(header)?.[1] ?? "";
      const mac = createHmac("sha256", WEBHOOK_SECRET).update(`${t}.`).update(body).digest();
      const given = Buffer.from(v1, "hex");
      if (given.length !== mac.length || !timingSafeEqual(given, mac)) return void res.writeHead(400).end();
      const event = JSON.parse(body.toString("utf8")) as {
        event_id: string;
        data: { invoice_id: string; status: string };
      };
      seq += 1;
      const text = `id: ${seq}\nevent: invoice\ndata: ${JSON.stringify({ invoice_id: event.data.invoice_id, status: event.data.status, confirmed_by: "service", event_id: event.event_id })}\n\n`;
      for (const s of streams) s.write(text);
      res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

/** Webhook POST → the event on each of the streams; the samples in ms, one per stream per webhook. */
async function latency(url: string, streams: EventStream[], samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const delivery = await signed(invoiceEventBody(`inv_latency_${Date.now()}_${i}`, "paid"));
    const before = streams.map((s) => s.events.length);
    const t0 = performance.now();
    const res = await post(`${url}/webhooks`, delivery);
    await res.arrayBuffer();
    await Promise.all(
      streams.map(async (s, k) => {
        await s.waitFor(before[k]! + 1, 10_000);
        times.push(performance.now() - t0);
      }),
    );
  }
  return times.sort((a, b) => a - b);
}

/**
 * POSTs a delivery, again (up to 5 tries) when the connection was reset before any answer: on a loaded machine a
 * kept-alive socket can reach its idle timeout just as the next request is written to it; the provider would retry.
 */
async function post(url: string, d: { body: string; headers: Record<string, string> }): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method: "POST", headers: d.headers, body: d.body });
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

interface Throughput {
  /** Webhooks answered per second (wall clock: depends on what else the machine runs). */
  readonly rate: number;
  /**
   * CPU milliseconds this process spent per webhook (process.cpuUsage, user + system): the server's work plus the
   * load generator's, which is the same for every server measured, so it holds on a busy machine where the rate does
   * not.
   */
  readonly cpuMs: number;
}

/** Webhooks per second, and CPU per webhook, with CONCURRENCY deliveries in flight. */
async function throughput(url: string, count: number, label: string): Promise<Throughput> {
  const deliveries = await Promise.all(
    Array.from({ length: count }, (_, i) => signed(invoiceEventBody(`inv_${label}_${Date.now()}_${i}`, "paid"))),
  );
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries.length) {
        const d = deliveries[next++]!;
        const res = await post(`${url}/webhooks`, d);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${label}: webhook answered ${res.status}`);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { rate: count / seconds, cpuMs: (cpu.user + cpu.system) / 1000 / count };
}

async function openStreams(relay: RunningRelay): Promise<EventStream[]> {
  const tablet = await pairDevice(relay.url);
  return Promise.all(Array.from({ length: CLIENTS }, () => EventStream.open(relay.url, tablet.device_token)));
}

async function baselineStreams(url: string): Promise<EventStream[]> {
  return Promise.all(Array.from({ length: CLIENTS }, () => EventStream.open(url, "none")));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const baseline = await startBaseline();
  const baseStreams = await baselineStreams(baseline.url);
  const baseLatency = await latency(baseline.url, baseStreams, LATENCY_SAMPLES);
  for (const s of baseStreams) s.close();

  const data = await freshDataDir();
  const stores: { name: string; location: StoreLocation; cleanup: () => void | Promise<void> }[] = [
    { name: "embedded", location: { kind: "embedded", dataDir: data.dir }, cleanup: data.remove },
  ];
  const pg = await startPostgres().catch(() => null);
  if (pg)
    stores.push({
      name: "postgres",
      location: { kind: "postgres", url: await pg.createDatabase("bench") },
      cleanup: () => pg.stop(),
    });
  else console.warn("relay bench: PostgreSQL is not installed here, so only the embedded store is measured.");

  const relays: { name: string; relay: RunningRelay }[] = [];
  try {
    for (const store of stores) {
      const relay = await startTestRelay(store.location);
      relays.push({ name: store.name, relay });
      const streams = await openStreams(relay);
      const times = await latency(relay.url, streams, LATENCY_SAMPLES);
      for (const s of streams) s.close();
      const p50 = percentile(times, 0.5);
      const p99 = percentile(times, 0.99);
      rows.push(
        { suite: "relay", metric: `${store.name}: webhook → 50 tablets, p50`, value: p50, unit: "ms", better: "lower" },
        {
          suite: "relay",
          metric: `${store.name}: webhook → 50 tablets, p99`,
          value: p99,
          unit: "ms",
          budget: 250,
          better: "lower",
        },
        {
          suite: "relay",
          metric: `${store.name}: p99 / bare node:http p99 (${percentile(baseLatency, 0.99).toFixed(1)} ms)`,
          value: p99 / percentile(baseLatency, 0.99),
          unit: "×",
          better: "lower",
        },
      );
    }

    // Throughput: the bare server and each store back to back, THROUGHPUT_ROUNDS times, so each store's ratio is to a
    // baseline measured moments before on the same (shared, busy) machine. The medians are reported.
    const loadBefore = loadavg()[0]!;
    const baseRates: number[] = [];
    const baseCpu: number[] = [];
    const rates = new Map<string, { rate: number; ratio: number; cpuMs: number; cpuRatio: number }[]>();
    for (let round = 1; round <= THROUGHPUT_ROUNDS; round++) {
      const base = await throughput(baseline.url, THROUGHPUT_WEBHOOKS, `baseline${round}`);
      baseRates.push(base.rate);
      baseCpu.push(base.cpuMs);
      const line = [`baseline ${Math.round(base.rate)}/s ${base.cpuMs.toFixed(2)} CPU ms`];
      for (const { name, relay } of relays) {
        const { rate, cpuMs } = await throughput(relay.url, THROUGHPUT_WEBHOOKS, `${name}${round}`);
        rates.set(name, [
          ...(rates.get(name) ?? []),
          { rate, ratio: rate / base.rate, cpuMs, cpuRatio: cpuMs / base.cpuMs },
        ]);
        line.push(
          `${name} ${Math.round(rate)}/s (${(rate / base.rate).toFixed(2)}×) ${cpuMs.toFixed(2)} CPU ms (${(cpuMs / base.cpuMs).toFixed(2)}×)`,
        );
      }
      console.log(`relay bench, round ${round}: ${line.join(", ")}; load average ${loadavg()[0]!.toFixed(1)}`);
    }
    const baseRate = median(baseRates);
    rows.push(
      {
        suite: "relay",
        metric: `bare node:http webhooks/s (median of ${THROUGHPUT_ROUNDS})`,
        value: Math.round(baseRate),
        unit: "/s",
        better: "higher",
      },
      {
        suite: "relay",
        metric: `bare node:http: CPU ms per webhook, with the load generator (median of ${THROUGHPUT_ROUNDS})`,
        value: median(baseCpu),
        unit: "ms",
        better: "lower",
      },
    );
    for (const [name, measured] of rates)
      rows.push(
        {
          suite: "relay",
          metric: `${name}: webhooks stored per second (median of ${THROUGHPUT_ROUNDS})`,
          value: Math.round(median(measured.map((m) => m.rate))),
          unit: "/s",
          ...(name === "embedded" ? { budget: 500 } : {}),
          better: "higher",
        },
        {
          suite: "relay",
          metric: `${name}: webhooks/s ÷ bare node:http, same round (median)`,
          value: median(measured.map((m) => m.ratio)),
          unit: "×",
          better: "higher",
        },
        {
          suite: "relay",
          metric: `${name}: CPU ms per stored webhook, with the load generator (median of ${THROUGHPUT_ROUNDS})`,
          value: median(measured.map((m) => m.cpuMs)),
          unit: "ms",
          better: "lower",
        },
        {
          suite: "relay",
          metric: `${name}: CPU per webhook ÷ bare node:http, same round (median)`,
          value: median(measured.map((m) => m.cpuRatio)),
          unit: "×",
          better: "lower",
        },
      );
    rows.push({
      suite: "relay",
      metric: "load average (1 min), before → after the throughput rounds",
      value: loadavg()[0]!,
      unit: `(from ${loadBefore.toFixed(1)})`,
      better: "lower",
    });
  } finally {
    for (const { relay } of relays) await relay.stop();
    baseline.server.closeAllConnections();
    baseline.server.close();
  }

  try {
    if (MEMORY_EVENTS > 0) {
      // Memory over MEMORY_EVENTS events, in-process (bench/relay-memory.ts says why), on each store afresh.
      const memoryData = await freshDataDir();
      try {
        rows.push(
          ...memoryRows(
            "embedded",
            await memoryOverEvents(
              { kind: "embedded", dataDir: memoryData.dir },
              MEMORY_EVENTS,
              printProgress("embedded"),
            ),
          ),
        );
      } finally {
        memoryData.remove();
      }
      if (pg)
        rows.push(
          ...memoryRows(
            "postgres",
            await memoryOverEvents(
              { kind: "postgres", url: await pg.createDatabase("bench_memory") },
              MEMORY_EVENTS,
              printProgress("postgres"),
            ),
          ),
        );
    }
  } finally {
    for (const s of stores) await s.cleanup();
  }
  return rows;
}
