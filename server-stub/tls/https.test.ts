// The stub over HTTPS as a merchant's client meets it: `crypto-checkout-stub --https` prints a certificate file that a
// client refusing untrusted certificates accepts as its CA (and nothing else makes it accept), the same certificate on
// every start, problem+json for bad input as over HTTP, and the merchant's own --cert/--key.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request, type RequestOptions } from "node:https";
import type { TLSSocket } from "node:tls";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { authorizationHeader, sign } from "../../shared/signing/index.ts";
import { startStub } from "../start-stub.ts";
import { CERTIFICATE_FILE, makeCertificate } from "./local-certificate.ts";

const cli = fileURLToPath(new URL("../cli.ts", import.meta.url));
const certDir = mkdtempSync(join(tmpdir(), "stub-cert-"));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGTERM");
});
afterAll(() => rmSync(certDir, { recursive: true, force: true }));

/** Starts the command as a merchant would and waits for its URL and the certificate path it prints on a line of its own. */
async function startCli(args: string[]): Promise<{ url: string; certificatePath: string; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", cli, "--port", "0", ...args], {
    env: { ...process.env, CRYPTO_CHECKOUT_CERT_DIR: certDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL and certificate printed in time:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Crypto checkout stub on (https:\/\/\S+)/.exec(output)?.[1];
      const certificatePath = output.split("\n").find((line) => /^\S.*\.pem$/.test(line));
      if (url !== undefined && certificatePath !== undefined && output.includes("Projects:")) {
        clearTimeout(timer);
        resolve({ url, certificatePath, output });
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`the stub exited (${code}):\n${output}`)));
  });
}

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
  /** SHA-256 of the certificate the server presented. */
  served: string;
}

/** One request with Node's https client, which refuses a certificate it cannot chain to `ca` (or Node's own roots). */
function get(url: string, options: RequestOptions & { body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, ...options }, (res) => {
      const raw = (res.socket as TLSSocket).getPeerCertificate().raw;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers["content-type"],
          body: Buffer.concat(chunks).toString(),
          served: createHash("sha256")
            .update(raw ?? "")
            .digest("hex"),
        });
      });
    });
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

async function signedHeaders(method: string, path: string, body: string): Promise<Record<string, string>> {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = await sign("sk_test_demo_secret", { timestamp, method, path, query: "", body });
  return {
    authorization: authorizationHeader("pk_test_demo", signature),
    "x-request-timestamp": String(timestamp),
    "content-type": "application/json",
  };
}

describe("crypto-checkout-stub --https", () => {
  it("serves HTTPS that a client trusts with the printed certificate, and only with it", async () => {
    const { url, certificatePath, output } = await startCli(["--https"]);
    expect(url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(certificatePath).toBe(join(certDir, CERTIFICATE_FILE));
    expect(output).not.toContain("http://");
    const ca = readFileSync(certificatePath, "utf8");

    await expect(get(`${url}/v1/time`)).rejects.toMatchObject({ code: "SELF_SIGNED_CERT_IN_CHAIN" });
    // Every loopback name the stub answers is in the certificate.
    for (const base of [url, url.replace("localhost", "127.0.0.1"), url.replace("localhost", "[::1]")]) {
      const answer = await get(`${base}/v1/time`, { ca });
      expect(answer.status, base).toBe(200);
      expect((JSON.parse(answer.body) as { server_time: unknown }).server_time).toBeTypeOf("number");
    }
  });

  it("the README's Node trust line works: NODE_EXTRA_CA_CERTS=<printed file> with the global fetch", async () => {
    const { url, certificatePath } = await startCli(["--https"]);
    const script = `fetch(${JSON.stringify(`${url}/v1/time`)}).then(async (r) => console.log(r.status, await r.text()), (e) => console.log("refused", e.cause?.code))`;
    const trusted = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificatePath },
      encoding: "utf8",
    });
    expect(trusted.stdout).toMatch(/^200 \{"server_time":\d+,"sandbox_time":\d+\}/);
    const untrusted = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: "" },
      encoding: "utf8",
    });
    expect(untrusted.stdout.trim()).toBe("refused SELF_SIGNED_CERT_IN_CHAIN");
  });

  it("keeps its certificate: the second start serves and prints the very same one", async () => {
    const first = await startCli(["--https"]);
    const ca = readFileSync(first.certificatePath, "utf8");
    const servedFirst = (await get(`${first.url}/v1/time`, { ca })).served;
    for (const child of children.splice(0)) child.kill("SIGTERM");

    const second = await startCli(["--https"]);
    expect(second.certificatePath).toBe(first.certificatePath);
    expect(readFileSync(second.certificatePath, "utf8")).toBe(ca);
    expect((await get(`${second.url}/v1/time`, { ca })).served).toBe(servedFirst);
  });

  it("answers bad input with problem+json and the right code, as over HTTP", async () => {
    const { url, certificatePath } = await startCli(["--https"]);
    const ca = readFileSync(certificatePath, "utf8");
    const expectProblem = (answer: Answer, status: number, code: string) => {
      expect(answer.status).toBe(status);
      expect(answer.contentType).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(answer.body)).toMatchObject({ status, code });
    };

    expectProblem(await get(`${url}/v1/invoices/inv_x`, { ca }), 401, "unauthorized");
    const broken = "{";
    expectProblem(
      await get(`${url}/v1/invoices`, {
        ca,
        method: "POST",
        headers: await signedHeaders("POST", "/v1/invoices", broken),
        body: broken,
      }),
      400,
      "malformed_request",
    );
    const noAmount = JSON.stringify({ project_id: "prj_demo_shop", currency: "EUR", external_order_id: "https-1" });
    const missing = await get(`${url}/v1/invoices`, {
      ca,
      method: "POST",
      headers: await signedHeaders("POST", "/v1/invoices", noAmount),
      body: noAmount,
    });
    expectProblem(missing, 400, "field_required");
    expect(JSON.parse(missing.body)).toMatchObject({ field: "amount" });
    expectProblem(await get(`${url}/v1/nowhere`, { ca }), 404, "route_not_found");
  });

  it("--cert and --key serve the merchant's own certificate; one of them alone is one line and exit 1", async () => {
    const own = makeCertificate(new Date());
    const dir = mkdtempSync(join(tmpdir(), "own-cert-"));
    writeFileSync(join(dir, "cert.pem"), own.served + own.ca);
    writeFileSync(join(dir, "key.pem"), own.key);
    try {
      const { url, certificatePath } = await startCli(["--cert", join(dir, "cert.pem"), "--key", join(dir, "key.pem")]);
      expect(certificatePath).toBe(join(dir, "cert.pem"));
      expect((await get(`${url}/v1/time`, { ca: own.ca })).status).toBe(200);
      await expect(
        get(`${url}/v1/time`, { ca: readFileSync(join(certDir, CERTIFICATE_FILE), "utf8") }),
      ).rejects.toThrow();

      const alone = spawnSync(process.execPath, ["--import", "tsx", cli, "--cert", join(dir, "cert.pem")], {
        encoding: "utf8",
      });
      expect(alone.status).toBe(1);
      expect(alone.stderr.trim().split("\n")).toEqual([
        "crypto-checkout-stub: --cert and --key go together: give both PEM files, or neither for the stub's own certificate.",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("startStub({ https: true })", () => {
  it("serves https, and its control client and merchant client reach it through the kept certificate", async () => {
    const previous = process.env.CRYPTO_CHECKOUT_CERT_DIR;
    process.env.CRYPTO_CHECKOUT_CERT_DIR = certDir;
    const stub = await startStub({ https: true, logError: () => undefined });
    try {
      expect(stub.url).toBe(`https://localhost:${stub.port}`);
      expect(stub.certificatePath).toBe(join(certDir, CERTIFICATE_FILE));
      await stub.control.setWidgetActive("prj_demo_shop", false);
      expect(stub.stub.store.projects.get("prj_demo_shop")?.widget_active).toBe(false);
      const invoice = await stub.control.merchant.createInvoice({
        project_id: "prj_demo_shop",
        amount: "5",
        currency: "EUR",
        external_order_id: "tls-1",
      });
      expect(invoice.payment_url).toMatch(new RegExp(`^https://localhost:${stub.port}/pay/inv_`));
    } finally {
      await stub.stop();
      if (previous === undefined) delete process.env.CRYPTO_CHECKOUT_CERT_DIR;
      else process.env.CRYPTO_CHECKOUT_CERT_DIR = previous;
    }
  });
});
