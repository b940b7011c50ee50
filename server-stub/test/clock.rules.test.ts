/** Moving the stub's clock moves business time only: a merchant's SDK on the system clock keeps signing and verifying. */
import { describe, expect, it } from "vitest";
import { SdkClient } from "../../shared/client/sdk-client.ts";
import { ServerClock } from "../../shared/client/server-clock.ts";
import { countdown } from "../../shared/checkout/countdown.ts";
import { authorizationHeader, sign, verifyWebhook } from "../../shared/signing/index.ts";
import { createStub } from "../app.ts";
import { createClock } from "../clock.ts";
import { loadFixtureFile } from "../fixture.ts";
import { invoiceBody, okJson } from "./harness.ts";

type Json = Record<string, unknown>;
const systemSeconds = () => Math.floor(Date.now() / 1000);

/** A stub on real time, as `npx crypto-checkout-stub` runs, with its webhooks caught; calls signed as an SDK signs them. */
function stubOnRealTime() {
  const received: { signature: string; body: string }[] = [];
  const webhookFetch: typeof fetch = (_url, init) => {
    received.push({
      signature: new Headers(init?.headers).get("x-webhook-signature") ?? "",
      body: typeof init?.body === "string" ? init.body : "",
    });
    return Promise.resolve(new Response("ok"));
  };
  const stub = createStub({
    fixture: loadFixtureFile(),
    clock: createClock(),
    config: { publicUrl: "http://localhost:4010", webhookFetch },
    logError: () => undefined,
  });
  const env = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
  /** Signed with the system clock, the way the provider's SDKs sign (time() in PHP, Date.now() in TypeScript). */
  async function signed(method: string, path: string, body?: unknown, timestamp = systemSeconds()): Promise<Response> {
    const text = body === undefined ? null : JSON.stringify(body);
    const signature = await sign("sk_test_demo_secret", { timestamp, method, path, query: "", body: text });
    const headers = {
      authorization: authorizationHeader("pk_test_demo", signature),
      "x-request-timestamp": String(timestamp),
      "content-type": "application/json",
    };
    return stub.app.request(
      `http://localhost:4010${path}`,
      { method, headers, ...(text === null ? {} : { body: text }) },
      env,
    );
  }
  const advance = async (seconds: number) =>
    okJson(
      await stub.app.request(
        "http://localhost:4010/__stub/clock",
        {
          method: "POST",
          headers: { "x-stub-control": "1", "content-type": "application/json" },
          body: JSON.stringify({ advance_seconds: seconds }),
        },
        env,
      ),
    );
  const register = async () =>
    okJson(
      await stub.app.request(
        "http://localhost:4010/__stub/webhooks",
        {
          method: "POST",
          headers: { "x-stub-control": "1", "content-type": "application/json" },
          body: JSON.stringify({ url: "https://merchant.test/hooks", secret: "whsec_clock" }),
        },
        env,
      ),
      201,
    );
  return { stub, env, signed, advance, register, received };
}

function clockRules(): void {
  describe("the stub's clock moves business time, never the signature clocks", () => {
    it("after the clock moved 400 s, calls signed with the system clock still pass; a timestamp 400 s ahead is expired", async () => {
      const s = stubOnRealTime();
      await s.advance(400);
      const created = await okJson(await s.signed("POST", "/v1/invoices", invoiceBody()), 201);
      expect(Number(created.created_at)).toBeGreaterThanOrEqual(systemSeconds() + 399);
      await okJson(await s.signed("GET", `/v1/invoices/${String(created.invoice_id)}`));
      const ahead = await s.signed(
        "GET",
        `/v1/invoices/${String(created.invoice_id)}`,
        undefined,
        systemSeconds() + 400,
      );
      expect(ahead.status).toBe(401);
      expect(((await ahead.json()) as Json).code).toBe("timestamp_expired");
    });

    it("webhooks sent after the move carry t on real time and verify on the receiver's system clock; occurred_at is business time", async () => {
      const s = stubOnRealTime();
      await s.register();
      await s.advance(400);
      const invoice = await okJson(
        await s.signed("POST", "/v1/invoices", invoiceBody({ currency: "USDT", network: "TRC20" })),
        201,
      );
      await okJson(
        await s.signed("POST", `/v1/sandbox/invoices/${String(invoice.invoice_id)}/simulate-payment`, {
          stage: "paid",
        }),
      );
      await s.stub.deps.webhooks.idle();
      expect(s.received.length).toBeGreaterThan(0);
      for (const hit of s.received) {
        const t = Number(/t=(\d+)/.exec(hit.signature)?.[1]);
        expect(Math.abs(t - systemSeconds())).toBeLessThanOrEqual(2);
        expect(await verifyWebhook(hit.signature, hit.body, ["whsec_clock"])).toBe(true);
        expect((JSON.parse(hit.body) as Json).occurred_at).toBeGreaterThanOrEqual(systemSeconds() + 398);
      }
    });

    it("GET /v1/time gives the signing clock as server_time and the moved clock as sandbox_time", async () => {
      const s = stubOnRealTime();
      await s.advance(400);
      const time = await okJson(await s.stub.app.request("http://localhost:4010/v1/time", {}, s.env));
      expect(Math.abs(Number(time.server_time) - systemSeconds())).toBeLessThanOrEqual(1);
      expect(Number(time.sandbox_time) - Number(time.server_time)).toBe(400);
    });

    it("a countdown read through /v1/time shows the time left on the moved clock, as the deadlines run", async () => {
      const s = stubOnRealTime();
      const fetchFromStub = async (input: string, init: RequestInit) => s.stub.app.request(input, init, s.env);
      const clock = new ServerClock();
      const sdk = new SdkClient({
        baseUrl: "http://localhost:4010",
        sdkKey: "pk_test_demo",
        fetch: fetchFromStub,
        onServerTime: clock.observeReading,
      });
      const invoice = await okJson(await s.signed("POST", "/v1/invoices", invoiceBody()), 201);
      const expiresAt = Number(invoice.expires_at);
      const window = expiresAt - Number(invoice.created_at);
      await s.advance(400);
      await sdk.serverTime();
      const left = countdown(expiresAt, Date.now(), { serverOffsetMs: clock.offsetMs }).secondsLeft;
      expect(Math.abs(left - (window - 400))).toBeLessThanOrEqual(2);
    });
  });
}

clockRules();
