/** Webhooks: endpoints registered through the control API, signed deliveries, retries with backoff, the delivery log. */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebhookEnvelopeSchema, webhookDataSchema, type WebhookEnvelope } from "../../shared/api/index.ts";
import { verifyWebhook } from "../../shared/signing/index.ts";
import { T0, expectProblem, invoiceBody, makeStub, okJson, type TestStub } from "./harness.ts";

type Json = Record<string, unknown>;

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A fetch standing in for the receivers: answers the scripted statuses in turn (200 once they run out). */
function scriptedReceiver(statuses: number[]) {
  const received: Received[] = [];
  const fetch: typeof globalThis.fetch = (_url, init) => {
    // The dispatcher sends each envelope as a JSON string.
    received.push({
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? init.body : "",
    });
    return Promise.resolve(new Response("ok", { status: statuses.shift() ?? 200 }));
  };
  return { received, fetch };
}

async function register(s: TestStub, body: Json): Promise<{ id: string; secret: string }> {
  return okJson(await s.control("POST", "/__stub/webhooks", body), 201);
}

async function paidInvoice(s: TestStub): Promise<string> {
  const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
  const id = String(inv.invoice_id);
  await okJson(
    await s.signed("POST", `/v1/invoices/${id}/confirm-payment`, { body: { currency: "USDT", network: "TRC20" } }),
  );
  await okJson(await s.signed("POST", `/v1/sandbox/invoices/${id}/simulate-payment`, { body: { stage: "paid" } }));
  return id;
}

function webhookRules(): void {
  describe("webhooks", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("signs each delivery with X-Webhook-Signature t=…,v1=… that verifyWebhook accepts, in the api-gaps envelope", async () => {
      const receiver = scriptedReceiver([]);
      const s = makeStub(undefined, { config: { webhookFetch: receiver.fetch } });
      const { secret } = await register(s, { url: "https://merchant.test/hooks", secret: "whsec_test_one" });
      expect(secret).toBe("whsec_test_one");
      const id = await paidInvoice(s);
      await s.deps.webhooks.idle();
      expect(receiver.received).toHaveLength(1);
      const [hit] = receiver.received;
      expect(hit!.headers["x-webhook-signature"]).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
      expect(await verifyWebhook(hit!.headers["x-webhook-signature"], hit!.body, ["whsec_test_one"], { now: T0 })).toBe(
        true,
      );
      expect(await verifyWebhook(hit!.headers["x-webhook-signature"], hit!.body, ["whsec_other"], { now: T0 })).toBe(
        false,
      );
      expect(
        await verifyWebhook(
          hit!.headers["x-webhook-signature"],
          hit!.body.replace("paid", "p4id"),
          ["whsec_test_one"],
          { now: T0 },
        ),
      ).toBe(false);
      const envelope = WebhookEnvelopeSchema.parse(JSON.parse(hit!.body));
      expect(envelope).toMatchObject({ event_type: "invoice.paid", version: 1, occurred_at: T0 });
      expect(hit!.body).toContain('"version":1,');
      expect(hit!.headers["x-webhook-id"]).toBe(envelope.event_id);
      expect(hit!.headers["x-webhook-timestamp"]).toBe(String(T0));
      expect(webhookDataSchema("invoice.paid").parse(envelope.data)).toMatchObject({ invoice_id: id, status: "paid" });
    });

    it("signs with every secret during a rotation (one v1 per secret)", async () => {
      const receiver = scriptedReceiver([]);
      const s = makeStub(undefined, { config: { webhookFetch: receiver.fetch } });
      await register(s, { url: "https://merchant.test/hooks", secrets: ["whsec_new", "whsec_old"] });
      await paidInvoice(s);
      await s.deps.webhooks.idle();
      const header = receiver.received[0]!.headers["x-webhook-signature"]!;
      expect(header.split(",").filter((p) => p.startsWith("v1="))).toHaveLength(2);
      expect(await verifyWebhook(header, receiver.received[0]!.body, ["whsec_old"], { now: T0 })).toBe(true);
      expect(await verifyWebhook(header, receiver.received[0]!.body, ["whsec_new"], { now: T0 })).toBe(true);
    });

    it("sends the api-gaps event types and none for awaiting_client → awaiting_payment", async () => {
      const receiver = scriptedReceiver([]);
      const s = makeStub(undefined, { config: { webhookFetch: receiver.fetch } });
      await register(s, { url: "https://merchant.test/hooks" });
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      await okJson(
        await s.signed("POST", `/v1/invoices/${String(inv.invoice_id)}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
      );
      await s.deps.webhooks.idle();
      expect(receiver.received).toHaveLength(0);
      await okJson(
        await s.signed("POST", `/v1/sandbox/invoices/${String(inv.invoice_id)}/simulate-payment`, {
          body: { stage: "underpay" },
        }),
      );
      await okJson(
        await s.signed("POST", `/v1/sandbox/invoices/${String(inv.invoice_id)}/simulate-payment`, {
          body: { stage: "overpaid" },
        }),
      );
      const w = await okJson(
        await s.signed("POST", "/v1/withdrawals", {
          key: "rk_test_demo",
          body: {
            destination_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
            network: "TRC20",
            currency: "USDT",
            amount: "20",
            external_order_id: "w-1",
          },
        }),
        201,
      );
      await okJson(
        await s.signed("POST", `/v1/sandbox/withdrawals/${String(w.withdrawal_id)}/simulate-completion`, {
          key: "rk_test_demo",
        }),
      );
      const ch = await okJson(
        await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_demo_shop", external_id: "c-1" } }),
        201,
      );
      await okJson(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "5", currency: "USDT", network: "TRC20", stage: "confirming" },
        }),
        201,
      );
      await okJson(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "5", currency: "USDT", network: "TRC20" },
        }),
        201,
      );
      await s.deps.webhooks.idle();
      const envelopes = receiver.received.map((r) => WebhookEnvelopeSchema.parse(JSON.parse(r.body)));
      // Deliveries are unordered (api-gaps: at-least-once, unordered) and run concurrently, so the set is compared.
      expect(envelopes.map((e) => e.event_type).sort()).toEqual(
        [
          "invoice.underpaid_waiting",
          "invoice.paid_over",
          "withdrawal.created",
          "withdrawal.processing",
          "withdrawal.completed",
          "payment_channel.deposit.confirming",
          "payment_channel.deposit.confirmed",
        ].sort(),
      );
      for (const e of envelopes) expect(webhookDataSchema(e.event_type).safeParse(e.data).success).toBe(true);
      expect(new Set(envelopes.map((e) => e.event_id)).size).toBe(envelopes.length);
      const events = await okJson<Json[]>(await s.control("GET", "/__stub/events"));
      // The log holds each event once, in the order it happened; deliveries may arrive in another order, so each
      // delivered envelope is matched to its logged event by id.
      const loggedTypes = new Map(events.map((e) => [e.event_id, e.event_type]));
      expect(events).toHaveLength(envelopes.length);
      expect(envelopes.map((e) => loggedTypes.get(e.event_id))).toEqual(envelopes.map((e) => e.event_type));
    });

    it("retries after a 500 with the configured backoff and logs each attempt in the delivery log", async () => {
      const receiver = scriptedReceiver([500, 503]);
      const s = makeStub(undefined, { config: { webhookFetch: receiver.fetch, webhookBackoffMs: [1_000, 5_000] } });
      await register(s, { url: "https://merchant.test/hooks", secret: "whsec_retry" });
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await paidInvoice(s);
      const tick = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        await s.deps.webhooks.idle();
      };
      await tick(0);
      expect(receiver.received).toHaveLength(1);
      let [delivery] = await okJson<Json[]>(await s.control("GET", "/__stub/webhooks/deliveries"));
      expect(delivery).toMatchObject({
        status: "pending",
        attempt: 1,
        response_status: 500,
        error: "HTTP 500",
        next_attempt_at: T0 + 1,
      });
      await tick(999);
      expect(receiver.received).toHaveLength(1);
      await tick(1);
      expect(receiver.received).toHaveLength(2);
      await tick(4_999);
      expect(receiver.received).toHaveLength(2);
      await tick(1);
      expect(receiver.received).toHaveLength(3);
      [delivery] = await okJson<Json[]>(await s.control("GET", "/__stub/webhooks/deliveries"));
      expect(delivery).toMatchObject({
        status: "delivered",
        attempt: 3,
        response_status: 200,
        event_type: "invoice.paid",
      });
      expect(delivery).not.toHaveProperty("next_attempt_at");
      // Every attempt carries the same event, so the receiver can dedupe on event_id.
      expect(new Set(receiver.received.map((r) => (JSON.parse(r.body) as WebhookEnvelope).event_id)).size).toBe(1);
    });

    it("gives up after the last backoff step and marks the delivery failed", async () => {
      const receiver = scriptedReceiver([500, 500, 500]);
      const s = makeStub(undefined, { config: { webhookFetch: receiver.fetch, webhookBackoffMs: [10, 10] } });
      await register(s, { url: "https://merchant.test/hooks" });
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await paidInvoice(s);
      for (let i = 0; i < 3; i++) {
        await vi.advanceTimersByTimeAsync(10);
        await s.deps.webhooks.idle();
      }
      const [delivery] = await okJson<Json[]>(await s.control("GET", "/__stub/webhooks/deliveries"));
      expect(delivery).toMatchObject({ status: "failed", attempt: 3, response_status: 500 });
      expect(receiver.received).toHaveLength(3);
    });

    it("delivers to a real HTTP receiver on 127.0.0.1, retrying after its 500", async () => {
      const hits: { status: number; signature: string; body: string }[] = [];
      const server: Server = createServer((req: IncomingMessage, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const status = hits.length === 0 ? 500 : 204;
          hits.push({
            status,
            signature: String(req.headers["x-webhook-signature"]),
            body: Buffer.concat(chunks).toString("utf8"),
          });
          res.writeHead(status).end();
        });
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      try {
        const { port } = server.address() as AddressInfo;
        const s = makeStub(undefined, { config: { webhookBackoffMs: [20] } });
        const { secret } = await register(s, { url: `http://127.0.0.1:${port}/hooks` });
        expect(secret).toMatch(/^whsec_/);
        await paidInvoice(s);
        for (let i = 0; i < 100 && hits.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
        await s.deps.webhooks.idle();
        expect(hits.map((h) => h.status)).toEqual([500, 204]);
        expect(await verifyWebhook(hits[1]!.signature, hits[1]!.body, [secret], { now: T0 })).toBe(true);
        const deliveries = await okJson<Json[]>(await s.control("GET", "/__stub/webhooks/deliveries"));
        expect(deliveries).toEqual([
          expect.objectContaining({
            status: "delivered",
            attempt: 2,
            response_status: 204,
            url: `http://127.0.0.1:${port}/hooks`,
          }),
        ]);
      } finally {
        await new Promise((r) => server.close(r));
      }
    });

    it("delivers only the given merchant's events to an endpoint registered with merchant_id", async () => {
      const receiver = scriptedReceiver([]);
      const s = makeStub(undefined, { config: { webhookFetch: receiver.fetch } });
      await register(s, { url: "https://other.test/hooks", merchant_id: "mer_other" });
      await paidInvoice(s);
      await s.deps.webhooks.idle();
      expect(receiver.received).toHaveLength(0);
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", {
          key: "pk_test_other",
          body: invoiceBody({ project_id: "prj_other_shop", currency: "USDT", network: "TRC20", amount: "10" }),
        }),
        201,
      );
      // Creation fires no webhook; the other merchant's payment does.
      await okJson(
        await s.signed("POST", `/v1/sandbox/invoices/${String(inv.invoice_id)}/simulate-payment`, {
          key: "pk_test_other",
          body: { stage: "paid" },
        }),
      );
      await s.deps.webhooks.idle();
      expect(
        receiver.received.map((r) => (JSON.parse(r.body) as { data: { invoice_id: string } }).data.invoice_id),
      ).toEqual([inv.invoice_id]);
      const unknown = await s.control("POST", "/__stub/webhooks", {
        url: "https://x.test/",
        merchant_id: "mer_nobody",
      });
      expect(((await unknown.json()) as Json).field).toBe("merchant_id");
    });

    it("refuses an endpoint whose URL is not http(s): file:, data:, ftp:", async () => {
      const s = makeStub();
      for (const url of ["file:///etc/passwd", "data:text/plain,hi", "ftp://merchant.test/hooks"]) {
        const res = await s.control("POST", "/__stub/webhooks", { url });
        const body = await expectProblem(res, "validation_failed", 400);
        expect(body.field, url).toBe("url");
        expect(String(body.detail)).toContain("http:// or https://");
      }
      expect(await okJson<Json[]>(await s.control("GET", "/__stub/webhooks"))).toEqual([]);
    });

    it("follows no redirect: a 3xx answer is a failed attempt and the redirect's target hears nothing", async () => {
      const internalHits: string[] = [];
      const internal: Server = createServer((req, res) => {
        internalHits.push(String(req.url));
        res.writeHead(204).end();
      });
      const redirecting: Server = createServer((_req, res) => {
        const { port } = internal.address() as AddressInfo;
        res.writeHead(307, { location: `http://127.0.0.1:${port}/admin` }).end();
      });
      await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
      await new Promise<void>((r) => redirecting.listen(0, "127.0.0.1", r));
      try {
        const { port } = redirecting.address() as AddressInfo;
        const s = makeStub(undefined, { config: { webhookBackoffMs: [] } });
        await register(s, { url: `http://127.0.0.1:${port}/hooks` });
        await paidInvoice(s);
        await s.deps.webhooks.idle();
        const deliveries = await okJson<Json[]>(await s.control("GET", "/__stub/webhooks/deliveries"));
        expect(deliveries).toEqual([
          expect.objectContaining({
            status: "failed",
            attempt: 1,
            response_status: 307,
            error: "HTTP 307: redirects are not followed",
          }),
        ]);
        expect(internalHits).toEqual([]);
      } finally {
        await new Promise((r) => redirecting.close(r));
        await new Promise((r) => internal.close(r));
      }
    });

    it("makes an unguessable signing secret when none is given: two stubs never make the same one", async () => {
      const a = await register(makeStub(), { url: "https://merchant.test/hooks" });
      const b = await register(makeStub(), { url: "https://merchant.test/hooks" });
      expect(a.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
      expect(a.secret).not.toBe(b.secret);
    });

    it("refuses an endpoint without a valid URL", async () => {
      const s = makeStub();
      const res = await s.control("POST", "/__stub/webhooks", { url: "not a url" });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).field).toBe("url");
    });
  });
}

webhookRules();
