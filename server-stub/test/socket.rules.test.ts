/** Rules only a real socket shows: a dropped connection from the fault queue, chunked uploads, the peer address. */
import { serve } from "@hono/node-server";
import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { connect, createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { authorizationHeader, sign } from "../../shared/signing/index.ts";
import { invoiceBody, makeStub, type TestStub } from "./harness.ts";

type Served = { url: string; port: number; close: () => Promise<void> };

async function listen(s: TestStub): Promise<Served> {
  const server = serve({ fetch: s.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((r) => (server.listening ? r() : server.once("listening", () => r())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((r) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

/** POSTs `bytes` with Transfer-Encoding: chunked in 64 KiB writes; resolves with the status and body. */
function postChunked(
  port: number,
  path: string,
  bytes: Uint8Array,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    // The server may answer 413 and close before the whole body is written: that is the rule, not a failure.
    req.on("error", (e) => reject(e));
    for (let at = 0; at < bytes.length; at += 65_536) req.write(bytes.subarray(at, at + 65_536));
    req.end();
  });
}

/** A port nobody listens on right now (the OS picks it; closed again before use). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Writes `text` on a raw TCP connection and resolves with everything the server sent until it closed. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
  });
}

function socketRules(): void {
  describe("over a real socket", () => {
    let served: Served | undefined;
    afterEach(async () => {
      await served?.close();
      served = undefined;
    });

    it("drops the connection for a drop fault, then serves the next request normally", async () => {
      const s = makeStub();
      served = await listen(s);
      await s.control("POST", "/__stub/faults", { path: "/v1/time", drop: true, count: 1 });
      const dropped = await fetch(`${served.url}/v1/time`).then(
        () => "answered",
        (e: unknown) => (e as Error).name,
      );
      expect(dropped).toBe("TypeError");
      const res = await fetch(`${served.url}/v1/time`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ server_time: 1_800_000_000, sandbox_time: 1_800_000_000 });
    });

    it("accepts a chunked upload of exactly 1,048,576 bytes and refuses 1,048,577 with 413 problem+json", async () => {
      const s = makeStub();
      served = await listen(s);
      const make = (total: number) => {
        const base = JSON.stringify({ ...invoiceBody({ external_order_id: "socket-chunked" }), pad: "" });
        return new TextEncoder().encode(base.replace('"pad":""', `"pad":"${"x".repeat(total - base.length)}"`));
      };
      const headersFor = async (bytes: Uint8Array) => ({
        "content-type": "application/json",
        "x-request-timestamp": String(s.clock.now()),
        authorization: authorizationHeader(
          "pk_test_demo",
          await sign("sk_test_demo_secret", {
            timestamp: s.clock.now(),
            method: "POST",
            path: "/v1/invoices",
            body: bytes,
          }),
        ),
      });
      const exact = make(1_048_576);
      const ok = await postChunked(served.port, "/v1/invoices", exact, await headersFor(exact));
      expect(ok.status).toBe(201);
      const over = make(1_048_577);
      const refused = await postChunked(served.port, "/v1/invoices", over, await headersFor(over));
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ code: "payload_too_large", status: 413 });
    });

    it("answers a Content-Length over 1 MiB with 413 before reading the body, and keeps serving", async () => {
      const s = makeStub();
      served = await listen(s);
      const res = await fetch(`${served.url}/v1/invoices`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "x".repeat(1_048_577),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: "payload_too_large" });
      expect((await fetch(`${served.url}/v1/time`)).status).toBe(200);
    });

    it("checks a Payout key's whitelist against the socket's peer address", async () => {
      const s = makeStub();
      served = await listen(s);
      const call = async (key: string, secret: string) => {
        const timestamp = s.clock.now();
        const signature = await sign(secret, { timestamp, method: "GET", path: "/v1/balances" });
        return fetch(`${served!.url}/v1/balances`, {
          headers: { authorization: authorizationHeader(key, signature), "x-request-timestamp": String(timestamp) },
        });
      };
      // rk_test_demo allows 127.0.0.1/32; rk_test_office only documentation ranges.
      expect((await call("rk_test_demo", "sk_test_payout_secret")).status).toBe(200);
      const office = await call("rk_test_office", "sk_test_office_secret");
      expect(((await office.json()) as { code: string }).code).toBe("ip_not_allowed");
    });

    it("answers what Node's HTTP parser refuses (oversized headers, malformed request lines) as problem+json from main.ts", async () => {
      const port = await freePort();
      const main = fileURLToPath(new URL("../main.ts", import.meta.url));
      const child = spawn(process.execPath, ["--import", "tsx", main], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", STUB_QUIET: "1" },
        stdio: "ignore",
      });
      try {
        for (let tries = 0; ; tries++) {
          const up = await fetch(`http://127.0.0.1:${port}/v1/time`).then(
            (r) => r.ok,
            () => false,
          );
          if (up) break;
          if (tries > 150) throw new Error("main.ts did not start");
          await new Promise((r) => setTimeout(r, 100));
        }
        const cases = [
          `GET /v1/time HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
          "THIS IS NOT HTTP\r\n\r\n",
          "GET /v1/time HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
          "GET /v1/time HTTP/1.1\r\nBad Header\r\n\r\n",
        ];
        for (const request of cases) {
          const answer = await rawExchange(port, request);
          const [head = "", body = ""] = answer.split("\r\n\r\n");
          expect(head).toMatch(/^HTTP\/1\.1 400 /);
          expect(head.toLowerCase()).toContain("content-type: application/problem+json");
          expect(JSON.parse(body)).toMatchObject({ code: "malformed_request", status: 400, title: "Bad Request" });
        }
        // The server keeps serving afterwards.
        expect((await fetch(`http://127.0.0.1:${port}/v1/time`)).status).toBe(200);
      } finally {
        child.kill("SIGTERM");
      }
    });
  });
}

socketRules();
