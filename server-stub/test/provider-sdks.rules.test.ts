/** What the provider's PHP and TypeScript SDKs rely on, where the spec is silent: their routes, events and spellings. */
import { describe, expect, it } from "vitest";
import { expectProblem, invoiceBody, makeStub, okJson, type TestStub } from "./harness.ts";

type Json = Record<string, unknown>;

async function lockedInvoice(s: TestStub, over: Json = {}): Promise<Json> {
  return okJson(
    await s.signed("POST", "/v1/invoices", {
      body: invoiceBody({ currency: "USDT", network: "TRC20", amount: "20", ...over }),
    }),
    201,
  );
}

const eventTypes = (s: TestStub): string[] => s.store.events.map((e) => e.event_type);

function providerSdkRules(): void {
  describe("the provider's SDKs, as shipped", () => {
    it("serves sandbox simulation at the PHP SDK 1.0.1's signed /public/v1 path as at /v1/sandbox, one operation", async () => {
      const s = makeStub();
      const a = await lockedInvoice(s);
      const viaPublic = await okJson(
        await s.signed("POST", `/public/v1/invoices/${String(a.invoice_id)}/simulate-payment`, {
          body: { stage: "paid" },
        }),
      );
      expect(viaPublic).toMatchObject({ invoice_id: a.invoice_id, status: "paid" });
      const b = await lockedInvoice(s);
      expect(
        await okJson(
          await s.signed("POST", `/v1/sandbox/invoices/${String(b.invoice_id)}/simulate-payment`, {
            body: { stage: "paid" },
          }),
        ),
      ).toMatchObject({ status: "paid" });
      // The same rules at both: signed, the same body, the same refusals.
      expect(
        (await s.raw(`/public/v1/invoices/${String(a.invoice_id)}/simulate-payment`, { method: "POST" })).status,
      ).toBe(401);
      await expectProblem(
        await s.signed("POST", `/public/v1/invoices/${String(a.invoice_id)}/simulate-payment`, {
          body: { stage: "later" },
        }),
        "field_invalid_enum",
        400,
      );
      await expectProblem(
        await s.signed("POST", `/public/v1/invoices/${String(a.invoice_id)}/simulate-payment`, {
          body: { stage: "paid" },
        }),
        "simulate_payment_failed",
        409,
      );
      const doc = await okJson<{ paths: Record<string, Json> }>(await s.raw("/openapi.json"));
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          "/v1/sandbox/invoices/{id}/simulate-payment",
          "/public/v1/invoices/{id}/simulate-payment",
        ]),
      );
    });

    it("fires no webhook on creation, a crypto-locked invoice's included; invoice.awaiting_payment follows only a reorg", async () => {
      const s = makeStub();
      await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const locked = await lockedInvoice(s);
      expect(locked.status).toBe("awaiting_payment");
      expect(eventTypes(s)).toEqual([]);

      await okJson(
        await s.signed("POST", `/v1/sandbox/invoices/${String(locked.invoice_id)}/simulate-payment`, {
          body: { stage: "underpay" },
        }),
      );
      const reorged = await okJson(await s.control("POST", `/__stub/invoices/${String(locked.invoice_id)}/reorg`));
      expect(reorged).toMatchObject({
        status: "awaiting_payment",
        payment: { paid: "0", remaining: "20", transfers: [] },
      });
      expect(eventTypes(s)).toEqual(["invoice.underpaid_waiting", "invoice.awaiting_payment"]);
      // Nothing left to phantom: a reorg of an invoice awaiting payment, or a final one, is refused.
      await expectProblem(
        await s.control("POST", `/__stub/invoices/${String(locked.invoice_id)}/reorg`),
        "simulate_payment_failed",
        409,
      );
      await okJson(
        await s.signed("POST", `/v1/sandbox/invoices/${String(locked.invoice_id)}/simulate-payment`, {
          body: { stage: "paid" },
        }),
      );
      expect((await okJson(await s.signed("GET", `/v1/invoices/${String(locked.invoice_id)}`))).status).toBe("paid");
    });

    it("a sandbox withdrawal can fail: withdrawal.processing, then withdrawal.failed, amount and fee back to the balance", async () => {
      const s = makeStub();
      const balance = async () =>
        (await okJson<Json[]>(await s.signed("GET", "/v1/balances", { key: "rk_test_demo" }))).find(
          (b) => b.currency === "USDT" && b.network === "TRC20",
        )?.available;
      const before = await balance();
      const w = await okJson(
        await s.signed("POST", "/v1/withdrawals", {
          key: "rk_test_demo",
          body: {
            destination_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
            network: "tron",
            currency: "USDT",
            amount: "15.00",
            external_order_id: "payout-fail",
          },
        }),
        201,
      );
      expect(await balance()).not.toBe(before);
      const failed = await okJson(await s.control("POST", `/__stub/withdrawals/${String(w.withdrawal_id)}/fail`));
      expect(failed).toMatchObject({ status: "failed", is_final: true });
      expect(failed.failed_at).toBeTypeOf("number");
      expect(await balance()).toBe(before);
      expect(eventTypes(s)).toEqual(["withdrawal.created", "withdrawal.processing", "withdrawal.failed"]);
      await expectProblem(
        await s.control("POST", `/__stub/withdrawals/${String(w.withdrawal_id)}/fail`),
        "withdrawal_simulation_failed",
        409,
      );
    });

    it("answers every 503 with Retry-After, whichever rule answered", async () => {
      const s = makeStub();
      await okJson(await s.control("PATCH", "/__stub/platform", { acceptance_disabled: true }));
      const refused = await s.signed("POST", "/v1/invoices", { body: invoiceBody() });
      await expectProblem(refused, "acceptance_disabled", 503);
      expect(refused.headers.get("retry-after")).toBe("1");
    });

    it("links each problem's type to the provider's documentation of its code", async () => {
      const s = makeStub();
      const body = await expectProblem(await s.signed("GET", "/v1/invoices/inv_missing"), "invoice_not_found", 404);
      expect(body.type).toBe("https://paymos.io/docs/errors/codes#invoice_not_found");
    });

    it("reads TRON, tron and Tron as TRC20, as the SDKs' tests spell them", async () => {
      const s = makeStub();
      for (const network of ["TRON", "tron", "Tron"]) {
        const inv = await okJson(
          await s.signed("POST", "/v1/invoices", { body: invoiceBody({ currency: "USDT", network }) }),
          201,
        );
        expect((inv.order as Json).network, network).toBe("TRC20");
      }
    });

    it("makes webhook secrets spelled whsec_ and base62, as the provider's dashboard does", async () => {
      const s = makeStub();
      const made = await okJson(
        await s.control("POST", "/__stub/webhooks", { url: "https://merchant.test/hooks" }),
        201,
      );
      expect(made.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    });

    it("provisions a channel's rails after a while: no address and not accepting until then, the address never changes after", async () => {
      const s = makeStub(undefined, { seedProvisioning: true });
      const created = await okJson(
        await s.signed("POST", "/v1/payment-channels", {
          body: { project_id: "prj_demo_shop", external_id: "customer-9" },
        }),
        201,
      );
      expect(created).toMatchObject({
        status: "provisioning",
        is_fully_provisioned: false,
        is_accepting_payments: false,
      });
      for (const rail of created.networks as Json[]) {
        expect(rail.status).toBe("provisioning");
        expect(rail).not.toHaveProperty("address");
      }
      const id = String(created.id);
      const deposit = { amount: "12", currency: "USDT", network: "TRC20" };

      await okJson(
        await s.control("POST", "/__stub/clock", { advance_seconds: s.store.fixture.channel_provisioning_seconds }),
      );
      const ready = await okJson(await s.signed("GET", `/v1/payment-channels/${id}`));
      expect(ready).toMatchObject({ status: "active", is_fully_provisioned: true, is_accepting_payments: true });
      const tron = (ready.networks as Json[]).find((n) => n.network === "TRC20")!;
      expect(tron).toMatchObject({ status: "active", address: expect.any(String) as unknown });
      await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 3600 }));
      const later = await okJson(await s.signed("GET", `/v1/payment-channels/${id}`));
      expect((later.networks as Json[]).find((n) => n.network === "TRC20")!.address).toBe(tron.address);
      expect(
        await okJson(
          await s.signed("POST", `/v1/sandbox/payment-channels/${id}/simulate-deposit`, { body: deposit }),
          201,
        ),
      ).toMatchObject({ status: "confirmed", destination_address: tron.address });

      // A deposit simulated onto a channel still provisioning provisions it first: a payer sends only to an address.
      const eager = await okJson(
        await s.signed("POST", "/v1/payment-channels", {
          body: { project_id: "prj_demo_shop", external_id: "customer-10" },
        }),
        201,
      );
      expect(eager.is_fully_provisioned).toBe(false);
      const paid = await okJson(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(eager.id)}/simulate-deposit`, { body: deposit }),
        201,
      );
      const provisioned = await okJson(await s.signed("GET", `/v1/payment-channels/${String(eager.id)}`));
      expect(provisioned).toMatchObject({ status: "active", is_fully_provisioned: true });
      expect(paid.destination_address).toBe(
        (provisioned.networks as Json[]).find((n) => n.network === "TRC20")!.address,
      );
    });

    it("quotes each token's minimum_deposit at today's rate, absent when no rate can be had, and never credits a deposit below it", async () => {
      const s = makeStub();
      const ch = await okJson(
        await s.signed("POST", "/v1/payment-channels", {
          body: { project_id: "prj_demo_shop", external_id: "customer-min" },
        }),
        201,
      );
      const usdtOnTron = () =>
        ((ch.networks as Json[]).find((n) => n.network === "TRC20")!.tokens as Json[]).find(
          (t) => t.symbol === "USDT",
        )!;
      expect(usdtOnTron().minimum_deposit).toBe("1");

      const small = await okJson(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "0.5", currency: "USDT", network: "TRC20" },
        }),
        201,
      );
      expect(small).toMatchObject({ status: "confirming", is_final: false, gross: "0.5" });
      const feed = await okJson<{ items: Json[] }>(await s.signed("GET", "/v1/payment-channel-deposits"));
      expect(feed.items.map((d) => d.id)).not.toContain(small.id);
      expect(s.store.events.map((e) => e.event_type)).toEqual(["payment_channel.deposit.confirming"]);

      await okJson(await s.control("PATCH", "/__stub/platform", { exchange_rate_unavailable: ["USDT"] }));
      const unquoted = await okJson(await s.signed("GET", `/v1/payment-channels/${String(ch.id)}`));
      const usdt = ((unquoted.networks as Json[]).find((n) => n.network === "TRC20")!.tokens as Json[]).find(
        (t) => t.symbol === "USDT",
      )!;
      expect(usdt).toEqual({ symbol: "USDT" });
    });
  });
}

providerSdkRules();
