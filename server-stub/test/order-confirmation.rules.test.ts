/**
 * The merchant's confirmation helper (`confirmOrderPayment`, crypto-checkout-kit/client) end to end against the stub:
 * real signed deliveries, the signed read through MerchantClient, and the shop's own order book. Only a paid invoice
 * of the shop's project, order, amount and currency ships; a forged delivery never does.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MerchantClient } from "../../shared/client/merchant-client.ts";
import { confirmOrderPayment, type MerchantOrder } from "../../shared/client/order-confirmation.ts";
import { webhookSignatureHeader } from "../../shared/signing/webhook-signature.ts";
import { T0, makeStub, okJson, sdkBody, invoiceBody, type TestStub } from "./harness.ts";

const WEBHOOK_SECRET = "whsec_test_shop";

interface Delivery {
  headers: Headers;
  body: string;
}

/** A stub whose webhook deliveries are kept, the shop's signed client, and its order book. */
async function shop() {
  const deliveries: Delivery[] = [];
  const s = makeStub(undefined, {
    config: {
      webhookFetch: (_url, init) => {
        deliveries.push({ headers: new Headers(init?.headers), body: typeof init?.body === "string" ? init.body : "" });
        return Promise.resolve(new Response("ok"));
      },
    },
  });
  await okJson(
    await s.control("POST", "/__stub/webhooks", { url: "https://shop.example.test/hooks", secret: WEBHOOK_SECRET }),
    201,
  );
  const merchant = new MerchantClient({
    baseUrl: "http://localhost:4010",
    keyId: "pk_test_demo",
    secret: "sk_test_demo_secret",
    fetch: s.fetchFrom(),
    now: () => s.clock.nowMs(),
    retry: { maxRetries: 0 },
  });
  const orders = new Map<string, MerchantOrder>();
  const order = (externalOrderId: string, amount = "25.00", currency = "EUR"): MerchantOrder => {
    const o = { projectId: "prj_demo_shop", externalOrderId, amount, currency };
    orders.set(externalOrderId, o);
    return o;
  };
  const confirm = (d: Delivery) =>
    confirmOrderPayment({
      rawBody: d.body,
      headers: d.headers,
      webhookSecrets: WEBHOOK_SECRET,
      merchant,
      findOrder: (ref) => orders.get(ref),
      now: T0,
    });
  /** The delivery of `type` about `invoiceId`, once the dispatcher is idle. */
  const delivery = async (invoiceId: string, type: string): Promise<Delivery> => {
    await s.deps.webhooks.idle();
    const found = deliveries.find((d) => d.body.includes(`"event_type":"${type}"`) && d.body.includes(invoiceId));
    if (found === undefined) throw new Error(`no ${type} delivery for ${invoiceId}`);
    return found;
  };
  return { s, order, confirm, delivery };
}

/** Pays an invoice in the sandbox as the customer's wallet would (on Tron, once the method is chosen). */
async function pay(s: TestStub, invoiceId: string, stage: "paid" | "underpay" = "paid"): Promise<void> {
  await okJson(
    await s.signed("POST", `/v1/invoices/${invoiceId}/confirm-payment`, {
      body: { currency: "USDT", network: "TRC20" },
    }),
  );
  await okJson(await s.control("POST", `/__stub/invoices/${invoiceId}/simulate`, { stage }));
}

function orderConfirmationRules(): void {
  describe("confirmOrderPayment: the merchant ships only what the signed read says", () => {
    it("fulfils a paid invoice of the shop's order from its genuine webhook", async () => {
      const { s, order, confirm, delivery } = await shop();
      const o = order("order-2001");
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({ external_order_id: o.externalOrderId, amount: "25.00", currency: "EUR" }),
        }),
        201,
      );
      await pay(s, String(inv.invoice_id));
      const verdict = await confirm(await delivery(String(inv.invoice_id), "invoice.paid"));
      expect(verdict).toMatchObject({
        fulfil: true,
        order: o,
        invoice: { invoice_id: inv.invoice_id, status: "paid" },
      });
    });

    it("refuses a forged webhook: a body changed after signing, or signed with another secret", async () => {
      const { s, order, confirm, delivery } = await shop();
      order("order-2002");
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ external_order_id: "order-2002" }) }),
        201,
      );
      await okJson(
        await s.signed("POST", `/v1/invoices/${String(inv.invoice_id)}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
      );
      // Not paid; the forger claims it is.
      const forgedBody = JSON.stringify({
        event_id: "evt_forged",
        event_type: "invoice.paid",
        version: 1,
        occurred_at: T0,
        data: { invoice_id: inv.invoice_id, status: "paid", project_id: "prj_demo_shop" },
      });
      for (const headers of [
        new Headers({ "x-webhook-signature": await webhookSignatureHeader(T0, forgedBody, ["whsec_guessed"]) }),
        new Headers(),
      ]) {
        expect(await confirm({ headers, body: forgedBody })).toMatchObject({
          fulfil: false,
          reason: "signature_invalid",
        });
      }
      await okJson(await s.control("POST", `/__stub/invoices/${String(inv.invoice_id)}/simulate`, { stage: "paid" }));
      const genuine = await delivery(String(inv.invoice_id), "invoice.paid");
      // The order's amount as the provider writes it, trimmed ("25.00" → "25").
      expect(genuine.body).toContain('"amount":"25"');
      expect(await confirm({ ...genuine, body: genuine.body.replace('"amount":"25"', '"amount":"2"') })).toMatchObject({
        fulfil: false,
        reason: "signature_invalid",
      });
      expect((await confirm(genuine)).fulfil).toBe(true);
    });

    it("refuses a paid invoice whose amount is not the order's (a stranger paid a cheaper public invoice for it)", async () => {
      const { s, order, confirm, delivery } = await shop();
      order("order-2003", "25.00", "EUR");
      const cheap = await okJson(
        await s.pub("POST", "/public/v1/sdk", {
          origin: null,
          body: sdkBody({ external_order_id: "order-2003", amount: "1.00", currency: "EUR" }),
        }),
        201,
      );
      await pay(s, String(cheap.invoice_id));
      expect(await confirm(await delivery(String(cheap.invoice_id), "invoice.paid"))).toMatchObject({
        fulfil: false,
        reason: "amount_mismatch",
        invoice: { status: "paid" },
      });
      // The same amount written otherwise is the same amount.
      order("order-2003", "1", "eur");
      expect((await confirm(await delivery(String(cheap.invoice_id), "invoice.paid"))).fulfil).toBe(true);
    });

    it("refuses another project's invoice carrying the shop's order reference", async () => {
      const { s, order, confirm, delivery } = await shop();
      order("order-2004");
      const elsewhere = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({ project_id: "prj_demo_terminal", external_order_id: "order-2004" }),
        }),
        201,
      );
      await pay(s, String(elsewhere.invoice_id));
      expect(await confirm(await delivery(String(elsewhere.invoice_id), "invoice.paid"))).toMatchObject({
        fulfil: false,
        reason: "project_mismatch",
      });
    });

    it("refuses an invoice in another currency than the order's", async () => {
      const { s, order, confirm, delivery } = await shop();
      order("order-2005", "25.00", "EUR");
      const usd = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({ external_order_id: "order-2005", amount: "25.00", currency: "USD" }),
        }),
        201,
      );
      await pay(s, String(usd.invoice_id));
      expect(await confirm(await delivery(String(usd.invoice_id), "invoice.paid"))).toMatchObject({
        fulfil: false,
        reason: "currency_mismatch",
      });
    });

    it("refuses a status that is not paid yet, and an event the signed read has moved past", async () => {
      const { s, order, confirm, delivery } = await shop();
      order("order-2006");
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ external_order_id: "order-2006" }) }),
        201,
      );
      const id = String(inv.invoice_id);
      await pay(s, id, "underpay");
      const waiting = await delivery(id, "invoice.underpaid_waiting");
      expect(await confirm(waiting)).toMatchObject({
        fulfil: false,
        reason: "not_paid",
        invoice: { status: "underpaid_waiting" },
      });
      await okJson(await s.control("POST", `/__stub/invoices/${id}/simulate`, { stage: "paid" }));
      // The old delivery now disagrees with the signed read: it proves nothing; the paid one does.
      expect(await confirm(waiting)).toMatchObject({ fulfil: false, reason: "status_mismatch" });
      expect((await confirm(await delivery(id, "invoice.paid"))).fulfil).toBe(true);
    });

    it("works as README's fetch-style route handler shows it, statement for statement", async () => {
      const { s, order, delivery } = await shop();
      order("order-2007");
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ external_order_id: "order-2007" }) }),
        201,
      );
      await pay(s, String(inv.invoice_id));
      const paid = await delivery(String(inv.invoice_id), "invoice.paid");

      // README's handler, with its environment given: the stub's API, the seed's secret, an order book.
      const process = { env: { CHECKOUT_SECRET: "sk_test_demo_secret", WEBHOOK_SECRET } };
      const shipped: string[] = [];
      const book = new Map([
        ["order-2007", { projectId: "prj_demo_shop", externalOrderId: "order-2007", amount: "25.00", currency: "EUR" }],
      ]);
      const orders = {
        find: (ref: string) => book.get(ref) ?? null,
        ship: (o: MerchantOrder, invoiceId: string) =>
          Promise.resolve(void shipped.push(`${o.externalOrderId} ${invoiceId}`)),
      };
      const merchant = new MerchantClient({
        baseUrl: "http://localhost:4010",
        keyId: "pk_test_demo",
        secret: process.env.CHECKOUT_SECRET,
        fetch: s.fetchFrom(),
        now: () => s.clock.nowMs(),
      });
      async function POST(request: Request) {
        const verdict = await confirmOrderPayment({
          rawBody: new Uint8Array(await request.arrayBuffer()),
          headers: request.headers,
          webhookSecrets: [process.env.WEBHOOK_SECRET],
          merchant,
          // Your own record of the order: { projectId, externalOrderId, amount, currency }, or null.
          findOrder: (externalOrderId) => orders.find(externalOrderId),
          now: T0,
        });
        if (verdict.fulfil) await orders.ship(verdict.order, verdict.invoice.invoice_id);
        // Not the service's delivery: 400. Anything else is acknowledged; `verdict.reason` says why nothing shipped.
        return new Response(null, { status: !verdict.fulfil && verdict.reason === "signature_invalid" ? 400 : 204 });
      }
      const post = (body: string, headers: Headers) =>
        POST(new Request("https://shop.example.test/hooks", { method: "POST", headers, body }));
      expect((await post(paid.body, paid.headers)).status).toBe(204);
      expect(shipped).toEqual([`order-2007 ${String(inv.invoice_id)}`]);
      expect((await post(paid.body.replace('"paid"', '"paid_over"'), paid.headers)).status).toBe(400);
      expect(shipped).toHaveLength(1);

      // README shows this handler: each of its statements is one of the handler above.
      const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
      const block = /```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
      const handler = block.slice(block.indexOf("export async function POST"));
      const here = readFileSync(new URL(import.meta.url), "utf8");
      const lines = handler
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l !== "" && l !== "}" && !l.startsWith("export async function"));
      expect(lines.length).toBeGreaterThan(8);
      expect(lines.filter((l) => !here.includes(l))).toEqual([]);
    });

    it("refuses a paid invoice for an order the shop does not have", async () => {
      const { s, confirm, delivery } = await shop();
      const inv = await okJson(
        await s.pub("POST", "/public/v1/sdk", { origin: null, body: sdkBody({ external_order_id: "order-unknown" }) }),
        201,
      );
      await pay(s, String(inv.invoice_id));
      expect(await confirm(await delivery(String(inv.invoice_id), "invoice.paid"))).toMatchObject({
        fulfil: false,
        reason: "order_unknown",
      });
    });
  });
}

orderConfirmationRules();
