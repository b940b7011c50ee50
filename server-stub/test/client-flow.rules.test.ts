/** The shared MerchantClient and SdkClient driving the stub through whole flows: client and stub agree on every shape. */
import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/api/index.ts";
import { MerchantClient } from "../../shared/client/merchant-client.ts";
import { SdkClient } from "../../shared/client/sdk-client.ts";
import { makeStub, type TestStub } from "./harness.ts";

const BASE = "http://localhost:4010";

function clients(s: TestStub) {
  const now = () => s.clock.nowMs();
  // No retries: a disagreement must show up as the error it is, not be papered over.
  const retry = { maxRetries: 0 };
  return {
    sdk: new SdkClient({ baseUrl: BASE, sdkKey: "pk_test_demo", fetch: s.fetchFrom(), now, retry }),
    merchant: new MerchantClient({
      baseUrl: BASE,
      keyId: "pk_test_demo",
      secret: "sk_test_demo_secret",
      fetch: s.fetchFrom(),
      now,
      retry,
    }),
    payout: new MerchantClient({
      baseUrl: BASE,
      keyId: "rk_test_demo",
      secret: "sk_test_payout_secret",
      fetch: s.fetchFrom("127.0.0.1"),
      now,
      retry,
    }),
  };
}

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(e)}`);
  return e;
}

function clientFlowRules(): void {
  describe("shared clients against the stub", () => {
    it("creates in the widget, confirms, pays in the sandbox, reads and pages through the merchant client", async () => {
      const s = makeStub();
      const { sdk, merchant } = clients(s);
      const created = await sdk.createInvoice({
        source: "embed",
        project_id: "prj_demo_shop",
        amount: "25.00",
        currency: "EUR",
        external_order_id: "flow-1",
      });
      expect(created.status).toBe("awaiting_client");
      expect(created.payment_methods).toContainEqual(expect.objectContaining({ currency: "USDT", network: "TRC20" }));
      const again = await sdk.createInvoice({
        source: "embed",
        project_id: "prj_demo_shop",
        amount: "25.00",
        currency: "EUR",
        external_order_id: "flow-1",
      });
      // On the public route a repeat of a web page's reference is an invoice of its own (the widget finds its own
      // again in its tab, widget/views/checkout-view/tab-invoices.ts).
      expect(again.invoice_id).not.toBe(created.invoice_id);

      const confirmed = await sdk.confirmPayment(created.invoice_id, { currency: "USDT", network: "TRC20" });
      expect(confirmed).toMatchObject({
        status: "awaiting_payment",
        payment: { currency: "USDT", network: "TRC20", expected: "27" },
      });

      const paid = await merchant.simulateInvoicePayment(created.invoice_id, { stage: "paid" });
      expect(paid.status).toBe("paid");
      const read = await merchant.getInvoice(created.invoice_id);
      expect(read).toMatchObject({
        status: "paid",
        is_final: true,
        payment: { paid: "27", fee: "0.27", net: "26.73" },
      });
      const polled = await sdk.getInvoice(created.invoice_id);
      expect(polled.status).toBe("paid");
      expect(polled.payment).not.toHaveProperty("fee");

      const more: string[] = [];
      for (let i = 0; i < 4; i++) {
        more.push(
          (
            await merchant.createInvoice({
              project_id: "prj_demo_shop",
              amount: "10.00",
              currency: "USD",
              external_order_id: `flow-more-${i}`,
            })
          ).invoice_id,
        );
      }
      const pages: number[] = [];
      const seen: string[] = [];
      for await (const page of merchant.paginateInvoices({ limit: 2 }).pages()) {
        pages.push(page.items.length);
        seen.push(...page.items.map((i) => i.invoice_id));
      }
      expect(pages).toEqual([2, 2, 2]);
      expect(seen).toEqual([...more].reverse().concat(again.invoice_id, created.invoice_id));
      const onlyPaid = await merchant.listInvoices({ status: ["paid", "paid_over"] });
      expect(onlyPaid.items.map((i) => i.invoice_id)).toEqual([created.invoice_id]);
      // Reconciliation by list: each item is flat, with the order's reference, amount and currency on it.
      const byReference = (await merchant.listInvoices({ external_order_id: "flow-1" })).items;
      expect(byReference.map((i) => i.invoice_id)).toEqual([again.invoice_id, created.invoice_id]);
      const item = byReference[1];
      expect(item).toEqual({
        invoice_id: created.invoice_id,
        project_id: "prj_demo_shop",
        external_order_id: "flow-1",
        status: "paid",
        is_final: true,
        is_test: true,
        amount: "25",
        currency: "EUR",
        network: "TRC20",
        created_at: read.created_at,
        expires_at: read.expires_at,
        completed_at: read.completed_at,
      });
    });

    it("surfaces the stub's problems as ApiError with code, status and field", async () => {
      const s = makeStub();
      const { sdk, merchant } = clients(s);
      const missing = await rejection(merchant.getInvoice("inv_unknown"));
      expect(missing).toMatchObject({ code: "invoice_not_found", status: 404 });
      // The client percent-encodes the id; the stub verifies the signature over the path as sent.
      const odd = await rejection(merchant.getInvoice("inv_x%41"));
      expect(odd).toMatchObject({ code: "field_invalid_format", status: 400, field: "invoice_id" });
      const bad = await rejection(
        sdk.createInvoice({
          source: "terminal",
          project_id: "prj_demo_shop",
          amount: "5",
          currency: "EUR",
          external_order_id: "t-1",
        }),
      );
      expect(bad).toMatchObject({ code: "terminal_not_enabled", status: 403 });
    });

    it("checks a terminal's key and project through the SdkClient, naming what is wrong, without an invoice", async () => {
      const s = makeStub();
      const { sdk } = clients(s);
      expect(await sdk.checkProject("prj_demo_terminal", "terminal")).toEqual({
        project_id: "prj_demo_terminal",
        source: "terminal",
        environment: "sandbox",
      });
      expect(await rejection(sdk.checkProject("prj_demo_shop", "terminal"))).toMatchObject({
        code: "terminal_not_enabled",
        status: 403,
      });
      expect(await rejection(sdk.checkProject("prj_typo", "terminal"))).toMatchObject({
        code: "project_not_found",
        status: 404,
      });
      const wrongKey = new SdkClient({
        baseUrl: BASE,
        sdkKey: "pk_test_typo",
        fetch: s.fetchFrom(),
        retry: { maxRetries: 0 },
      });
      expect(await rejection(wrongKey.checkProject("prj_demo_terminal", "terminal"))).toMatchObject({
        code: "widget_key_not_found",
        status: 401,
      });
      expect(s.store.invoices.size).toBe(0);
    });

    it("corrects the clock from GET /v1/time when the stub's clock is far from the client's", async () => {
      const s = makeStub();
      // The client's own clock is an hour behind the stub's: the first request is refused, re-signed, accepted.
      const merchant = new MerchantClient({
        baseUrl: BASE,
        keyId: "pk_test_demo",
        secret: "sk_test_demo_secret",
        fetch: s.fetchFrom(),
        now: () => s.clock.nowMs() - 3_600_000,
        retry: { maxRetries: 0 },
      });
      const page = await merchant.listInvoices();
      expect(page).toEqual({ items: [], next_cursor: null });
      // /v1/time answers whole seconds, so the offset is known to within one (ServerClock takes the middle of it).
      expect(Math.abs(merchant.clockOffsetMs - 3_600_000)).toBeLessThan(1000);
    });

    it("drives withdrawals, balances, payment channels and the deposit feed with the shared schemas", async () => {
      const s = makeStub();
      const { merchant, payout } = clients(s);
      const w = await payout.createWithdrawal({
        destination_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
        network: "TRC20",
        currency: "USDT",
        amount: "50",
        external_order_id: "flow-w",
      });
      expect(w.status).toBe("created");
      expect(await payout.getBalances()).toContainEqual({ currency: "USDT", network: "TRC20", available: "949" });
      const done = await payout.simulateWithdrawalCompletion(w.withdrawal_id);
      expect(done).toMatchObject({ status: "completed", is_final: true });
      expect((await payout.listWithdrawals({ status: "completed" })).items.map((x) => x.withdrawal_id)).toEqual([
        w.withdrawal_id,
      ]);

      const channel = await merchant.createPaymentChannel({
        project_id: "prj_demo_shop",
        external_id: "flow-customer",
      });
      expect(channel.is_accepting_payments).toBe(true);
      const deposit = await merchant.simulateDeposit(channel.id, { amount: "7.5", currency: "USDT", network: "TRC20" });
      expect(deposit).toMatchObject({ status: "confirmed", gross: "7.5", payment_channel_id: channel.id });
      const feed = merchant.paginateDeposits();
      const items = [];
      for await (const d of feed) items.push(d);
      expect(items.map((d) => d.id)).toEqual([deposit.id]);
      // The feed never ends: the iterator keeps the cursor of its empty page to resume from.
      expect(feed.cursor).toEqual(expect.any(String));
      const later = await merchant.listDeposits({ cursor: feed.cursor ?? "" });
      expect(later.items).toEqual([]);
    });
  });
}

clientFlowRules();
