/**
 * Stub throughput: signed POST /v1/invoices and GET /v1/invoices/{id} on a loopback ephemeral port, driven by
 * bench/stub-load.ts in its own process, with the seed's rate limits raised so the limiter is not what is measured.
 */
import { serve } from "@hono/node-server";
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createStub } from "../server-stub/app.ts";
import { loadFixtureFile, type Fixture } from "../server-stub/fixture.ts";
import type { LoadConfig, LoadResult } from "./stub-load.ts";
import type { BenchRow } from "./bench-row.ts";

export type { BenchRow } from "./bench-row.ts";

const here = dirname(fileURLToPath(import.meta.url));
const RPS_BUDGET = 8_000;
const P99_BUDGET_MS = 5;

/** The seed with real time (the load generator signs with its own clock) and limits no load test reaches. */
export function benchFixture(): Fixture {
  const fixture = loadFixtureFile();
  delete fixture.clock_start;
  for (const m of fixture.merchants) m.rate_limits = { global_per_second: 10_000_000, invoice_create_per_second: 10_000_000 };
  return fixture;
}

function runLoad(config: LoadConfig): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(here, "stub-load.ts"), JSON.stringify(config)], {
      cwd: join(here, ".."),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`stub-load exited ${code}: ${err.trim()}`));
      const line = out.trim().split("\n").at(-1) ?? "";
      try {
        resolve(JSON.parse(line) as LoadResult);
      } catch {
        reject(new Error(`stub-load printed no result: ${out}${err}`));
      }
    });
  });
}

const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;

export async function run(): Promise<BenchRow[]> {
  const { app } = createStub({ fixture: benchFixture(), config: { control: false }, logError: () => undefined });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((r) => (server.listening ? r() : server.once("listening", () => r())));
  const { port } = server.address() as AddressInfo;
  const concurrency = Number(process.env.STUB_BENCH_CONCURRENCY ?? 16);
  const durationMs = Number(process.env.STUB_BENCH_SECONDS ?? 4) * 1000;
  const rows: BenchRow[] = [];
  try {
    const scenarios = ([["create", "POST /v1/invoices"], ["get", "GET /v1/invoices/{id}"]] as const).filter(([s]) => !process.env.STUB_BENCH_ONLY || process.env.STUB_BENCH_ONLY === s);
    for (const [scenario, label] of scenarios) {
      const config: LoadConfig = {
        baseUrl: `http://127.0.0.1:${port}`,
        keyId: "pk_test_demo",
        secret: "sk_test_demo_secret",
        scenario,
        concurrency,
        client: process.env.STUB_BENCH_CLIENT === "http" ? "http" : "raw",
        warmupMs: 1000,
        durationMs,
        projectId: "prj_demo_shop",
      };
      const cpu0 = process.cpuUsage();
      const result = await runLoad(config);
      // The stub's CPU over the whole child run (setup and warm-up included, so a slight overestimate per request):
      // unlike req/s it barely moves when other processes compete for the two cores.
      const cpu = process.cpuUsage(cpu0);
      const stubCpuUs = (cpu.user + cpu.system) / (result.requests + (result.requests * config.warmupMs) / config.durationMs + (scenario === "get" ? 256 : 0));
      if (result.errors > 0) throw new Error(`${label}: ${result.errors} of ${result.requests} answers were not 2xx: ${JSON.stringify(result.statuses)}`);
      rows.push(
        { suite: "stub", metric: `${label} signed, c=${concurrency} (req/s)`, value: Math.round(result.rps), unit: "req/s", budget: RPS_BUDGET, better: "higher" },
        { suite: "stub", metric: `${label} signed, c=${concurrency} (p99)`, value: round(result.p99Ms, 2), unit: "ms", budget: P99_BUDGET_MS, better: "lower" },
        { suite: "stub", metric: `${label} stub CPU per request`, value: round(stubCpuUs, 1), unit: "µs", better: "lower" },
        { suite: "stub", metric: `${label} load generator CPU per request`, value: round(result.generatorCpuUs, 1), unit: "µs", better: "lower" },
      );
    }
  } finally {
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise((r) => server.close(r));
  }
  return rows;
}
