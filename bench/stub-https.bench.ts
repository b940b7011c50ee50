/**
 * The stub over HTTPS (`--https`, its own kept certificate) against the same stub over HTTP, on the same route in the
 * same run: signed GET /v1/invoices/{id} through node's https and http clients with keep-alive, turn about, the
 * median of STUB_BENCH_PAIRS pairs. Reported as ratios, since absolute figures on the shared machine swing by run.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { existsSync } from "node:fs";
import type * as StartStub from "../server-stub/start-stub.ts";
import type { BenchRow } from "./bench-row.ts";
import { benchFixture, runLoad } from "./stub.bench.ts";
import type { LoadConfig, LoadResult } from "./stub-load.ts";

const START_STUB = join(import.meta.dirname, "..", "dist", "lib", "server-stub", "start-stub.js");
const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;

interface Measured {
  result: LoadResult;
  /** CPU of this process (the stubs under test) per request, µs. */
  cpuUs: number;
}

async function measure(
  baseUrl: string,
  ca: string | undefined,
  concurrency: number,
  durationMs: number,
): Promise<Measured> {
  const config: LoadConfig = {
    baseUrl,
    keyId: "pk_test_demo",
    secret: "sk_test_demo_secret",
    scenario: "get",
    concurrency,
    client: "http",
    warmupMs: 1000,
    durationMs,
    projectId: "prj_demo_shop",
    ...(ca === undefined ? {} : { ca }),
  };
  const cpu0 = process.cpuUsage();
  const result = await runLoad(config);
  const cpu = process.cpuUsage(cpu0);
  if (result.errors > 0)
    throw new Error(
      `${baseUrl}: ${result.errors} of ${result.requests} answers were not 2xx: ${JSON.stringify(result.statuses)}`,
    );
  return {
    result,
    cpuUs: (cpu.user + cpu.system) / (result.requests * (1 + config.warmupMs / config.durationMs) + 256),
  };
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(START_STUB))
    throw new Error(`${START_STUB} is missing: run \`npm run build\` (or npm run bench without SKIP_BUILD=1).`);
  const { startStub } = (await import(pathToFileURL(START_STUB).href)) as typeof StartStub;
  const concurrency = Number(process.env.STUB_BENCH_CONCURRENCY ?? 16);
  const durationMs = Number(process.env.STUB_BENCH_SECONDS ?? 4) * 1000;
  const pairs = Math.max(1, Number(process.env.STUB_BENCH_PAIRS ?? 3));
  const certDir = mkdtempSync(join(tmpdir(), "bench-cert-"));
  const previous = process.env.CRYPTO_CHECKOUT_CERT_DIR;
  process.env.CRYPTO_CHECKOUT_CERT_DIR = certDir;
  const options = { fixture: benchFixture(), control: false, logError: () => undefined };
  const plain = await startStub(options);
  const tls = await startStub({ ...options, https: true });
  try {
    const ca = readFileSync(tls.certificatePath!, "utf8");
    const httpUrl = `http://127.0.0.1:${plain.port}`;
    const httpsUrl = `https://127.0.0.1:${tls.port}`;
    // Untimed once each: the first measured would pay for the JIT and the TLS code's first use.
    await measure(httpUrl, undefined, concurrency, 1000);
    await measure(httpsUrl, ca, concurrency, 1000);
    const measured: { http: Measured; https: Measured }[] = [];
    for (let i = 0; i < pairs; i++)
      measured.push({
        http: await measure(httpUrl, undefined, concurrency, durationMs),
        https: await measure(httpsUrl, ca, concurrency, durationMs),
      });
    measured.sort((a, b) => a.https.cpuUs / a.http.cpuUs - b.https.cpuUs / b.http.cpuUs);
    const { http, https } = measured[Math.floor((measured.length - 1) / 2)]!;
    const label = "GET /v1/invoices/{id} signed";
    return [
      {
        suite: "stub",
        metric: `${label} over HTTPS ÷ HTTP, same run, c=${concurrency}: req/s (HTTP ${Math.round(http.result.rps)} req/s)`,
        value: round(https.result.rps / http.result.rps, 2),
        unit: "x",
        better: "higher",
      },
      {
        suite: "stub",
        metric: `${label} over HTTPS ÷ HTTP: stub CPU per request (HTTP ${round(http.cpuUs, 1)} µs)`,
        value: round(https.cpuUs / http.cpuUs, 2),
        unit: "x",
        better: "lower",
      },
      {
        suite: "stub",
        metric: `${label} over HTTPS, c=${concurrency} (p99; HTTP ${round(http.result.p99Ms, 2)} ms)`,
        value: round(https.result.p99Ms, 2),
        unit: "ms",
        better: "lower",
      },
    ];
  } finally {
    await plain.stop();
    await tls.stop();
    if (previous === undefined) delete process.env.CRYPTO_CHECKOUT_CERT_DIR;
    else process.env.CRYPTO_CHECKOUT_CERT_DIR = previous;
    rmSync(certDir, { recursive: true, force: true });
  }
}
