/**
 * Conformance with the provider's wire payloads (issue #21): our schemas read what the provider sends, and the stub
 * sends what the provider's SDK reads. The stub is driven in-process through its test harness.
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { invoiceBody, makeStub, okJson, type TestStub } from "../../../server-stub/test/harness.ts";
import { verifyWebhook } from "../../signing/index.ts";
import { ProblemDetailsSchema } from "../../api/problem.ts";
import {
  BalancesSchema,
  DepositFeedPageSchema,
  DepositSchema,
  InvoicePageSchema,
  InvoiceSchema,
  PaymentChannelPageSchema,
  PaymentChannelSchema,
  PublicInvoiceSchema,
  WebhookEnvelopeSchema,
  webhookDataSchema,
  WithdrawalPageSchema,
  WithdrawalSchema,
} from "../../api/schemas.ts";
import { PROVIDER_PAYLOADS, type ProviderPayload } from "./provider-payloads.ts";
import {
  ProviderBalance,
  ProviderDeposit,
  ProviderDepositFeedPage,
  ProviderInvoice,
  ProviderInvoiceListItem,
  ProviderPaymentChannel,
  ProviderProblem,
  ProviderPublicInvoice,
  ProviderWebhookEnvelope,
  ProviderWithdrawal,
  ProviderWithdrawalListItem,
  providerPage,
  providerWebhookData,
} from "./provider-shapes.ts";

type Json = Record<string, unknown>;

/** Our schema for each resource, as MerchantClient and SdkClient parse answers with them. */
const OUR_SCHEMAS: Record<Exclude<ProviderPayload["resource"], "webhook">, z.ZodMiniType> = {
  invoice: InvoiceSchema,
  "public invoice": PublicInvoiceSchema,
  "invoice page": InvoicePageSchema,
  withdrawal: WithdrawalSchema,
  "withdrawal page": WithdrawalPageSchema,
  balances: BalancesSchema,
  "payment channel": PaymentChannelSchema,
  "payment channel page": PaymentChannelPageSchema,
  deposit: DepositSchema,
  "deposit feed page": DepositFeedPageSchema,
  problem: ProblemDetailsSchema,
};

const PROVIDER_SHAPES: Record<Exclude<ProviderPayload["resource"], "webhook">, z.ZodMiniType> = {
  invoice: ProviderInvoice,
  "public invoice": ProviderPublicInvoice,
  "invoice page": providerPage(ProviderInvoiceListItem),
  withdrawal: ProviderWithdrawal,
  "withdrawal page": providerPage(ProviderWithdrawalListItem),
  balances: z.array(ProviderBalance),
  "payment channel": ProviderPaymentChannel,
  "payment channel page": providerPage(ProviderPaymentChannel),
  deposit: ProviderDeposit,
  "deposit feed page": ProviderDepositFeedPage,
  problem: ProviderProblem,
};

/** The payload as a client receives it: JSON text, so an absent key is absent. */
const overTheWire = (body: unknown): unknown => JSON.parse(JSON.stringify(body));

/** Issues as "path: message" lines, so a failure names the key. */
function issues(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

/** Our reading of a provider payload: the issues our schemas raise (none when it is read). */
function ourIssues(p: ProviderPayload): string[] {
  const body = overTheWire(p.body);
  if (p.resource !== "webhook") return issues(OUR_SCHEMAS[p.resource], body);
  const envelope = WebhookEnvelopeSchema.safeParse(body);
  if (!envelope.success) return envelope.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  return p.envelopeOnly ? [] : issues(webhookDataSchema(envelope.data.event_type), envelope.data.data);
}

describe("our schemas read the provider's payloads", () => {
  for (const p of PROVIDER_PAYLOADS) {
    it(`reads ${p.resource}: ${p.name}`, () => {
      expect(ourIssues(p)).toEqual([]);
    });
  }

  it("writes the payloads as the provider's types say (the shapes the stub is held to accept them)", () => {
    for (const p of PROVIDER_PAYLOADS) {
      const body = overTheWire(p.body);
      if (p.resource === "webhook") {
        expect([p.name, issues(ProviderWebhookEnvelope, body)]).toEqual([p.name, []]);
        const { event_type, data } = body as { event_type: string; data: unknown };
        if (!p.envelopeOnly) expect([p.name, issues(providerWebhookData(event_type), data)]).toEqual([p.name, []]);
      } else {
        expect([p.name, issues(PROVIDER_SHAPES[p.resource], body)]).toEqual([p.name, []]);
      }
    }
  });

  it("refuses what the provider never sends: the old shapes the stub used to send", () => {
    const [listPage] = PROVIDER_PAYLOADS.filter((p) => p.resource === "invoice page");
    const invoice = PROVIDER_PAYLOADS.find((p) => p.resource === "invoice")!.body as Json;
    expect(InvoicePageSchema.safeParse({ ...(listPage!.body as Json), items: [invoice] }).success).toBe(false);
    expect(
      WebhookEnvelopeSchema.safeParse({
        event_id: "evt_1",
        event_type: "invoice.paid",
        version: "1",
        occurred_at: 1,
        data: {},
      }).success,
    ).toBe(false);
    expect(DepositFeedPageSchema.safeParse({ items: [], next_cursor: "c", blocked: true }).success).toBe(false);
  });
});

// -----------------------------------------------------------------------------------------------------------------
// The stub's own answers, held against the provider's shapes.
// -----------------------------------------------------------------------------------------------------------------

interface Delivery {
  headers: Record<string, string>;
  body: string;
}

const WEBHOOK_SECRET = "whsec_conformance";

/** One stub walked through every resource, with every answer and webhook delivery kept. */
async function stubAnswers() {
  const deliveries: Delivery[] = [];
  const webhookFetch: typeof globalThis.fetch = (_url, init) => {
    deliveries.push({
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? init.body : "",
    });
    return Promise.resolve(new Response("ok"));
  };
  const s: TestStub = makeStub(undefined, { config: { webhookFetch } });
  await okJson(
    await s.control("POST", "/__stub/webhooks", { url: "https://merchant.test/hooks", secret: WEBHOOK_SECRET }),
    201,
  );
  const payout = { key: "rk_test_demo" };

  const created = await okJson(
    await s.signed("POST", "/v1/invoices", { body: invoiceBody({ client_id: "cust-1" }) }),
    201,
  );
  const id = String(created.invoice_id);
  await okJson(
    await s.signed("POST", `/v1/invoices/${id}/confirm-payment`, { body: { currency: "USDT", network: "TRC20" } }),
  );
  const paid = await okJson(
    await s.signed("POST", `/v1/sandbox/invoices/${id}/simulate-payment`, { body: { stage: "paid" } }),
  );
  await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
  const invoicePage = await okJson(await s.signed("GET", "/v1/invoices", { query: "?limit=5" }));
  const publicCreated = await okJson(
    await s.pub("POST", "/public/v1/sdk", {
      origin: "http://localhost:4010",
      body: {
        source: "embed",
        project_id: "prj_demo_shop",
        amount: "25.00",
        currency: "EUR",
        external_order_id: "conformance-widget",
      },
    }),
    201,
  );
  const publicConfirmed = await okJson(
    await s.pub("POST", `/public/v1/sdk/invoices/${String(publicCreated.invoice_id)}/confirm-payment`, {
      origin: "http://localhost:4010",
      body: { currency: "USDT", network: "TRC20" },
    }),
  );

  const withdrawal = await okJson(
    await s.signed("POST", "/v1/withdrawals", {
      ...payout,
      body: {
        destination_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
        network: "TRC20",
        currency: "USDT",
        amount: "50",
        external_order_id: "conformance-w",
      },
    }),
    201,
  );
  const completed = await okJson(
    await s.signed("POST", `/v1/sandbox/withdrawals/${String(withdrawal.withdrawal_id)}/simulate-completion`, payout),
  );
  const withdrawalPage = await okJson(await s.signed("GET", "/v1/withdrawals", payout));
  const balances = await okJson(await s.signed("GET", "/v1/balances", payout));

  const channel = await okJson(
    await s.signed("POST", "/v1/payment-channels", {
      body: { project_id: "prj_demo_shop", external_id: "conformance-customer" },
    }),
    201,
  );
  const blocked = await okJson(await s.signed("POST", `/v1/payment-channels/${String(channel.id)}/block`));
  await okJson(await s.signed("POST", `/v1/payment-channels/${String(channel.id)}/unblock`));
  const channelPage = await okJson(
    await s.signed("GET", "/v1/payment-channels", { query: "?status=active&status=blocked" }),
  );
  const deposit = await okJson(
    await s.signed("POST", `/v1/sandbox/payment-channels/${String(channel.id)}/simulate-deposit`, {
      body: { amount: "7.5", currency: "USDT", network: "TRC20" },
    }),
    201,
  );
  const depositRead = await okJson(await s.signed("GET", `/v1/payment-channel-deposits/${String(deposit.id)}`));
  const feedPage = await okJson(await s.signed("GET", "/v1/payment-channel-deposits"));

  const problems = {
    conflict: (await (
      await s.signed("POST", "/v1/invoices", {
        body: invoiceBody({ external_order_id: String((created.order as Json).external_id), amount: "99.00" }),
      })
    ).json()) as Json,
    single: (await (await s.signed("POST", "/v1/invoices", { body: invoiceBody({ currency: "XXX" }) })).json()) as Json,
    several: (await (
      await s.signed("POST", "/v1/invoices", {
        body: { project_id: "prj_demo_shop", amount: "-1", external_order_id: "x" },
      })
    ).json()) as Json,
    notFound: (await (
      await s.signed("POST", "/v1/invoices", { body: invoiceBody({ project_id: "prj_missing" }) })
    ).json()) as Json,
  };
  await s.deps.webhooks.idle();
  return {
    created,
    paid,
    invoicePage,
    publicCreated,
    publicConfirmed,
    withdrawal,
    completed,
    withdrawalPage,
    balances,
    channel,
    blocked,
    channelPage,
    deposit,
    depositRead,
    feedPage,
    problems,
    deliveries,
  };
}

const answers = stubAnswers();

describe("the stub's answers have the provider's shapes", () => {
  it("invoices without a payment, list pages, withdrawals, balances and channels, exactly", async () => {
    const a = await answers;
    expect(issues(ProviderInvoice, a.created)).toEqual([]);
    expect(issues(providerPage(ProviderInvoiceListItem), a.invoicePage)).toEqual([]);
    expect((a.invoicePage.items as Json[]).length).toBe(2);
    expect(issues(ProviderWithdrawal, a.withdrawal)).toEqual([]);
    expect(issues(ProviderWithdrawal, a.completed)).toEqual([]);
    expect(issues(providerPage(ProviderWithdrawalListItem), a.withdrawalPage)).toEqual([]);
    expect(issues(z.array(ProviderBalance), a.balances)).toEqual([]);
    expect((a.balances as unknown as Json[]).map((b) => `${String(b.currency)} ${String(b.network)}`)).toEqual([
      "ETH ERC20",
      "USDC SOL",
      "USDT TRC20",
    ]);
    for (const channel of [a.channel, a.blocked]) expect(issues(ProviderPaymentChannel, channel)).toEqual([]);
    expect(issues(providerPage(ProviderPaymentChannel), a.channelPage)).toEqual([]);
  });

  it("answers carrying a chain_id in the provider's shape, chain_id a number", async () => {
    const a = await answers;
    expect((a.publicCreated.payment_methods as Json[]).length).toBeGreaterThan(0);
    expect((a.feedPage.items as Json[]).map((d) => d.id)).toEqual([a.deposit.id]);
    expect(issues(ProviderInvoice, a.paid)).toEqual([]);
    expect(issues(ProviderPublicInvoice, a.publicCreated)).toEqual([]);
    expect(issues(ProviderPublicInvoice, a.publicConfirmed)).toEqual([]);
    for (const deposit of [a.deposit, a.depositRead]) expect(issues(ProviderDeposit, deposit)).toEqual([]);
    expect(issues(ProviderDepositFeedPage, a.feedPage)).toEqual([]);
  });

  it("problems: field on the 409 about external_order_id, on a single-field 400, never null, errors[] for several", async () => {
    const { conflict, single, several, notFound } = (await answers).problems;
    for (const problem of [conflict, single, several, notFound]) {
      expect(issues(ProviderProblem, problem)).toEqual([]);
      expect(problem.field).not.toBeNull();
    }
    expect(conflict).toMatchObject({ status: 409, code: "conflict", field: "external_order_id" });
    expect(single).toMatchObject({ status: 400, code: "field_invalid_enum", field: "currency" });
    expect(several).toMatchObject({ status: 400, code: "validation_failed" });
    expect((several.errors as Json[]).length).toBeGreaterThan(1);
    expect(notFound).toMatchObject({ status: 404, code: "project_not_found" });
    expect(notFound).not.toHaveProperty("field");
  });
});

// -----------------------------------------------------------------------------------------------------------------
// Webhooks as the provider's WebhookVerifier.constructEvent checks them (src/webhooks.ts), written out here.
// -----------------------------------------------------------------------------------------------------------------

/** The header as the SDK parses it: exactly one `t=<digits>`, one or more non-empty `v1=`. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | undefined;
  let timestamps = 0;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 1) continue;
    const [key, value] = [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    if (key === "t" && /^\d+$/.test(value)) {
      timestamp = Number(value);
      timestamps++;
    }
    if (key === "v1" && value !== "") signatures.push(value);
  }
  return timestamp === undefined || timestamps !== 1 || signatures.length === 0 ? null : { timestamp, signatures };
}

describe("the provider's webhook vector (conformance/contract.json)", () => {
  const rawBody =
    '{"event_id":"evt_123","event_type":"invoice.paid","version":1,"occurred_at":1700000000,"data":{"invoice_id":"inv_123"}}';
  const header = `t=1700000000,v1=${"f".repeat(64)},v1=8f62822925c2d12af1b822edcc1e9392ce064c20d003cbbc11f131485348005b`;

  it("verifies with our verifyWebhook (one matching v1 of two) and its envelope reads", async () => {
    expect(await verifyWebhook(header, rawBody, ["whsec_test_secret"], { now: 1_700_000_000 })).toBe(true);
    expect(await verifyWebhook(header, rawBody, ["whsec_other"], { now: 1_700_000_000 })).toBe(false);
    expect(WebhookEnvelopeSchema.parse(JSON.parse(rawBody))).toMatchObject({ event_id: "evt_123", version: 1 });
  });
});

describe("the stub's webhooks verify and parse as the provider's SDK expects", () => {
  it('signs each delivery with t=…,v1=<hex HMAC of "t.body"> and sends an envelope with the integer version 1', async () => {
    const { deliveries } = await answers;
    const types = deliveries.map((d) => (JSON.parse(d.body) as { event_type: string }).event_type);
    expect(new Set(types)).toEqual(
      new Set([
        "invoice.paid",
        "withdrawal.created",
        "withdrawal.processing",
        "withdrawal.completed",
        "payment_channel.deposit.confirmed",
      ]),
    );
    for (const { headers, body } of deliveries) {
      const parsed = parseSignatureHeader(headers["x-webhook-signature"] ?? "");
      expect(parsed).not.toBeNull();
      const expected = createHmac("sha256", WEBHOOK_SECRET).update(`${parsed!.timestamp}.${body}`).digest("hex");
      expect(parsed!.signatures.filter((sig) => /^[0-9a-fA-F]{64}$/.test(sig))).toContain(expected);
      expect(String(parsed!.timestamp)).toBe(headers["x-webhook-timestamp"]);
      const envelope = JSON.parse(body) as Json;
      expect(issues(ProviderWebhookEnvelope, envelope)).toEqual([]);
      expect(Number.isSafeInteger(envelope.version) && envelope.version).toBe(1);
      expect(body).toContain('"version":1,');
      expect(headers["x-webhook-id"]).toBe(envelope.event_id);
    }
  });

  it("sends each event's data in the provider's shape for its family, chain_id a number", async () => {
    for (const { body } of (await answers).deliveries) {
      const { event_type, data } = JSON.parse(body) as { event_type: string; data: unknown };
      expect([event_type, issues(providerWebhookData(event_type), data)]).toEqual([event_type, []]);
    }
  });
});
