/**
 * Load generator for the stub bench, run in its own process: signed requests at a fixed concurrency over keep-alive
 * connections for a bounded time; prints one JSON line with req/s and latency percentiles.
 */
import { createHash, createHmac } from "node:crypto";
import { Agent, request } from "node:http";

export interface LoadConfig {
  /** e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  keyId: string;
  secret: string;
  scenario: "create" | "get";
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  projectId: string;
}

export interface LoadResult {
  scenario: LoadConfig["scenario"];
  requests: number;
  /** Answers other than the expected 2xx: any is a failed run (a wrong signature would show up here as 401s). */
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time of this generator per request, to tell a saturated generator from a saturated stub. */
  generatorCpuUs: number;
}

const config = JSON.parse(process.argv[2] ?? "{}") as LoadConfig;
const url = new URL(config.baseUrl);
const agent = new Agent({ keepAlive: true, maxSockets: config.concurrency, maxFreeSockets: config.concurrency });

/**
 * The spec's string_to_sign with node:crypto, signed per request with the request's own timestamp (no pre-signing).
 * The stub verifies it with shared/signing, so a disagreement would show as 401s in `errors`.
 */
function authHeaders(method: string, path: string, body: string | undefined): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const bodyHash = body === undefined || body === "" ? "" : createHash("sha256").update(body).digest("hex");
  const text = `${timestamp}\n${method}\n${decodeURIComponent(path)}\n\n${bodyHash}`;
  const signature = createHmac("sha256", config.secret).update(text).digest("base64");
  return { authorization: `HMAC-SHA256 ${config.keyId}:${signature}`, "x-request-timestamp": timestamp };
}

function send(method: "GET" | "POST", path: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = authHeaders(method, path, body);
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(body));
    }
    const req = request({ host: url.hostname, port: url.port, path, method, headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

let orderSeq = 0;
const createBody = (): string =>
  JSON.stringify({ project_id: config.projectId, amount: "25.00", currency: "EUR", external_order_id: `bench-${process.pid}-${++orderSeq}` });

const invoiceIds: string[] = [];
let readSeq = 0;

async function one(): Promise<number> {
  if (config.scenario === "create") return (await send("POST", "/v1/invoices", createBody())).status;
  const id = invoiceIds[readSeq++ % invoiceIds.length];
  return (await send("GET", `/v1/invoices/${id}`)).status;
}

async function phase(ms: number, record: boolean) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = performance.now() + ms;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const status = await one();
      if (record) {
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: config.concurrency }, worker));
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  if (config.scenario === "get") {
    for (let i = 0; i < 256; i++) {
      const res = await send("POST", "/v1/invoices", createBody());
      if (res.status !== 201) throw new Error(`setup create answered ${res.status}: ${res.text}`);
      invoiceIds.push((JSON.parse(res.text) as { invoice_id: string }).invoice_id);
    }
  }
  await phase(config.warmupMs, false);
  const cpu0 = process.cpuUsage();
  const { latencies, statuses, seconds } = await phase(config.durationMs, true);
  const cpu = process.cpuUsage(cpu0);
  const sorted = Float64Array.from(latencies).sort();
  const ok = config.scenario === "create" ? "201" : "200";
  const requests = latencies.length;
  const result: LoadResult = {
    scenario: config.scenario,
    requests,
    errors: requests - (statuses[ok] ?? 0),
    statuses,
    seconds,
    rps: requests / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    generatorCpuUs: requests === 0 ? 0 : (cpu.user + cpu.system) / requests,
  };
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
