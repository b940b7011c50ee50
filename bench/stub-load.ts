/**
 * Load generator for the stub bench, run in its own process: signed requests at a fixed concurrency over keep-alive
 * connections for a bounded time; prints one JSON line with req/s and latency percentiles.
 */
import { createHash, createHmac, createSecretKey } from "node:crypto";
import { Agent, request } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { connect, type Socket } from "node:net";

export interface LoadConfig {
  /** e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  keyId: string;
  secret: string;
  /**
   * create: signed POST /v1/invoices, a new invoice each time; get: signed GET /v1/invoices/{id}; sdk: the widget's
   * POST /public/v1/sdk (X-Sdk-Key, a cross-origin Origin) repeating one order, the idempotent answer (200).
   */
  scenario: "create" | "get" | "sdk";
  concurrency: number;
  /**
   * "raw": one persistent socket per worker with a minimal HTTP/1.1 writer and reader (about a third of node:http's
   * CPU per request, which matters when generator and stub share two cores); "http": node:http with a keep-alive Agent.
   */
  client: "raw" | "http";
  warmupMs: number;
  durationMs: number;
  projectId: string;
  /** The Origin the sdk scenario sends (one of the project's allowed origins). */
  origin?: string;
  /** For an https baseUrl: the certificate to trust (the stub's own); such a run uses the node:https client. */
  ca?: string;
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
const overTls = url.protocol === "https:";
const agentOptions = { keepAlive: true, maxSockets: config.concurrency, maxFreeSockets: config.concurrency };
const agent = overTls
  ? new HttpsAgent({ ...agentOptions, ...(config.ca === undefined ? {} : { ca: config.ca }) })
  : new Agent(agentOptions);
const requestWith = overTls ? httpsRequest : request;
const secretKey = createSecretKey(Buffer.from(config.secret, "utf8"));

/**
 * The spec's string_to_sign with node:crypto, signed per request with the request's own timestamp (no pre-signing).
 * The stub checks it (server-stub/http/signature-check.ts, proven equal to shared/signing), so a disagreement would
 * show as 401s in `errors`.
 */
function authHeaders(method: string, path: string, body: string | undefined): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const bodyHash = body === undefined || body === "" ? "" : createHash("sha256").update(body).digest("hex");
  const text = `${timestamp}\n${method}\n${decodeURIComponent(path)}\n\n${bodyHash}`;
  const signature = createHmac("sha256", secretKey).update(text).digest("base64");
  return { authorization: `HMAC-SHA256 ${config.keyId}:${signature}`, "x-request-timestamp": timestamp };
}

/** A public SDK request carries the key id and the page's Origin instead of a signature. */
function requestHeaders(method: string, path: string, body: string | undefined): Record<string, string> {
  if (path.startsWith("/public/"))
    return { "x-sdk-key": config.keyId, origin: config.origin ?? "http://localhost:4311" };
  return authHeaders(method, path, body);
}

type Answer = { status: number; text: string };

/** A keep-alive HTTP/1.1 connection with one request in flight; answers are read by Content-Length. */
class RawConnection {
  readonly #socket: Socket;
  #buffer: Buffer = Buffer.alloc(0);
  #pending: { resolve: (a: Answer) => void; reject: (e: Error) => void } | undefined;

  constructor() {
    this.#socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.#socket.on("data", (chunk: Buffer) => this.#onData(chunk));
    this.#socket.on("error", (e) => this.#fail(e));
    this.#socket.on("close", () => this.#fail(new Error("connection closed")));
  }

  send(method: string, path: string, body?: string): Promise<Answer> {
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${url.host}\r\n`;
    for (const [name, value] of Object.entries(requestHeaders(method, path, body))) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#socket.write(`${head}\r\n${body ?? ""}`);
    });
  }

  close(): void {
    this.#pending = undefined;
    this.#socket.destroy();
  }

  #fail(e: Error): void {
    const p = this.#pending;
    this.#pending = undefined;
    p?.reject(e);
  }

  #onData(chunk: Buffer): void {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    const end = this.#buffer.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = this.#buffer.toString("latin1", 0, end);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) return this.#fail(new Error(`answer without Content-Length: ${head}`));
    const total = end + 4 + Number(length[1]);
    if (this.#buffer.length < total) return;
    const answer = { status: Number(head.slice(9, 12)), text: this.#buffer.toString("utf8", end + 4, total) };
    this.#buffer = this.#buffer.subarray(total);
    const p = this.#pending;
    this.#pending = undefined;
    p?.resolve(answer);
  }
}

function send(method: "GET" | "POST", path: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = requestHeaders(method, path, body);
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(body));
    }
    const req = requestWith({ host: url.hostname, port: url.port, path, method, headers, agent }, (res) => {
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
  JSON.stringify({
    project_id: config.projectId,
    amount: "25.00",
    currency: "EUR",
    external_order_id: `bench-${process.pid}-${++orderSeq}`,
  });

const invoiceIds: string[] = [];
let readSeq = 0;

type Sender = (method: "GET" | "POST", path: string, body?: string) => Promise<Answer>;

/** The widget's create, always the same order: after the first, every answer is the stored invoice (200). */
const sdkBody = JSON.stringify({
  source: "embed",
  project_id: config.projectId,
  amount: "25.00",
  currency: "EUR",
  external_order_id: `bench-sdk-${process.pid}`,
});

async function one(sendWith: Sender): Promise<number> {
  if (config.scenario === "create") return (await sendWith("POST", "/v1/invoices", createBody())).status;
  if (config.scenario === "sdk") return (await sendWith("POST", "/public/v1/sdk", sdkBody)).status;
  const id = invoiceIds[readSeq++ % invoiceIds.length];
  return (await sendWith("GET", `/v1/invoices/${id}`)).status;
}

const connections: RawConnection[] = [];

/** The sender of worker `i`: its own raw connection, or the shared keep-alive Agent. */
function senderFor(i: number): Sender {
  // The raw client writes plain HTTP/1.1 to a socket: over TLS the node:https client does the work.
  if (config.client === "http" || overTls) return send;
  const conn = (connections[i] ??= new RawConnection());
  return (method, path, body) => conn.send(method, path, body);
}

async function phase(ms: number, record: boolean) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = performance.now() + ms;
  const worker = async (i: number) => {
    const sendWith = senderFor(i);
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const status = await one(sendWith);
      if (record) {
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: config.concurrency }, (_, i) => worker(i)));
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
  if (config.scenario === "sdk") {
    const res = await send("POST", "/public/v1/sdk", sdkBody);
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`setup sdk create answered ${res.status}: ${res.text}`);
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
  for (const c of connections) c.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
