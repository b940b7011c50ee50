/** Invoice rules: validation codes, idempotency, project state, tokens, rates, minimum and cap, the state machine, cursors. */
import { describe, expect, it } from "vitest";
import { expectProblem, forgeCursor, invoiceBody, makeStub, okJson, sdkBody, type TestStub } from "./harness.ts";

type Json = Record<string, unknown>;

async function create(s: TestStub, over: Json = {}, key = "pk_test_demo"): Promise<Json> {
  return okJson(await s.signed("POST", "/v1/invoices", { key, body: invoiceBody(over) }), 201);
}

async function confirmed(s: TestStub, over: Json = {}): Promise<string> {
  const inv = await create(s, over);
  const id = String(inv.invoice_id);
  await okJson(
    await s.signed("POST", `/v1/invoices/${id}/confirm-payment`, { body: { currency: "USDT", network: "TRC20" } }),
  );
  return id;
}

const simulate = (s: TestStub, id: string, stage: string, key = "pk_test_demo") =>
  s.signed("POST", `/v1/sandbox/invoices/${id}/simulate-payment`, { key, body: { stage } });

function invoiceRules(): void {
  describe("invoices: validation", () => {
    it("names the single failing field with its code", async () => {
      const s = makeStub();
      const cases: [Json, string, string][] = [
        [{ currency: "" }, "field_required", "currency"],
        [{ currency: "XYZ" }, "field_invalid_enum", "currency"],
        [{ amount: "1e5" }, "field_invalid_format", "amount"],
        [{ amount: "0" }, "field_must_be_positive", "amount"],
        [{ amount: "1".repeat(21) }, "amount_too_large", "amount"],
        [{ amount: "10.123" }, "amount_too_many_decimals", "amount"],
        [{ project_id: "shop" }, "field_invalid_format", "project_id"],
        [{ project_id: "prj_00000000-0000-0000-0000-000000000000" }, "entity_id_empty", "project_id"],
        [{ customer_fee_percent: 100.5 }, "field_percentage_out_of_range", "customer_fee_percent"],
        [{ external_order_id: "x".repeat(129) }, "field_too_long", "external_order_id"],
      ];
      for (const [over, code, field] of cases) {
        const body = await expectProblem(
          await s.signed("POST", "/v1/invoices", { body: invoiceBody(over) }),
          code,
          400,
        );
        expect(body.field).toBe(field);
        expect(body).not.toHaveProperty("errors");
      }
    });

    it("answers validation_failed with errors[] when several fields fail", async () => {
      const s = makeStub();
      const body = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ currency: null, amount: "-1" }) }),
        "validation_failed",
        400,
      );
      expect(body).not.toHaveProperty("field");
      expect(body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ code: "field_required", field: "currency" }),
          expect.objectContaining({ code: "field_must_be_positive", field: "amount" }),
        ]),
      );
    });

    it("refuses an invoice id without the inv_ prefix and an all-zero GUID", async () => {
      const s = makeStub();
      expect((await expectProblem(await s.signed("GET", "/v1/invoices/abc"), "field_invalid_format", 400)).field).toBe(
        "invoice_id",
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices/inv_00000000000000000000000000000000"),
        "entity_id_empty",
        400,
      );
      await expectProblem(await s.signed("GET", "/v1/invoices/inv_unknown"), "invoice_not_found", 404);
    });
  });

  describe("invoices: idempotency", () => {
    it("returns the existing invoice for the same body and 409 conflict with field external_order_id for another", async () => {
      const s = makeStub();
      const body = invoiceBody({ external_order_id: "order-7" });
      const first = await okJson(await s.signed("POST", "/v1/invoices", { body }), 201);
      const again = await okJson(await s.signed("POST", "/v1/invoices", { body }), 200);
      expect(again.invoice_id).toBe(first.invoice_id);
      const res = await s.signed("POST", "/v1/invoices", { body: { ...body, amount: "26.00" } });
      const conflict = await expectProblem(res, "conflict", 409);
      expect(conflict.field).toBe("external_order_id");
      expect(conflict.detail).toMatch(/external_order_id/);
      // A problem about no single field still carries none.
      const missing = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: { ...body, project_id: "prj_unknown" } }),
        "project_not_found",
        404,
      );
      expect("field" in missing).toBe(false);
    });

    it("tells a repeat from a conflict by every field the create sent, in any order", async () => {
      const s = makeStub();
      const body = invoiceBody({
        external_order_id: "order-8",
        client_id: "cust-1",
        customer_fee_percent: 2,
        allow_multiple_payments: false,
      });
      const first = await okJson(await s.signed("POST", "/v1/invoices", { body }), 201);
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      expect((await okJson(await s.signed("POST", "/v1/invoices", { body: reordered }), 200)).invoice_id).toBe(
        first.invoice_id,
      );
      // The same amount written otherwise is the same create: the provider answers amounts trimmed ("25.00" → "25").
      const sameAmount = await okJson(
        await s.signed("POST", "/v1/invoices", { body: { ...body, amount: "25.0" } }),
        200,
      );
      expect(sameAmount).toMatchObject({ invoice_id: first.invoice_id, order: { amount: "25" } });
      const { client_id: _c, ...withoutClient } = body as Record<string, unknown>;
      for (const other of [
        { ...body, amount: "25.01" },
        { ...body, currency: "USD" },
        { ...body, client_id: "cust-2" },
        withoutClient,
        { ...body, network: "TRC20" },
        { ...body, customer_fee_percent: 3 },
        { ...body, allow_multiple_payments: true },
      ]) {
        await expectProblem(await s.signed("POST", "/v1/invoices", { body: other }), "conflict", 409);
      }
    });

    it("makes exactly one invoice from 20 concurrent identical creates", async () => {
      const s = makeStub((f) => {
        f.merchants[0]!.rate_limits = { global_per_second: 100, invoice_create_per_second: 100 };
      });
      const body = invoiceBody({ external_order_id: "same" });
      const answers = await Promise.all(Array.from({ length: 20 }, () => s.signed("POST", "/v1/invoices", { body })));
      const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as Json).invoice_id)));
      expect(ids.size).toBe(1);
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      expect(s.store.invoices.size).toBe(1);
    });
  });

  describe("invoices: project, tokens, rates and limits", () => {
    it("answers project_state_invalid for Suspended and Archived alike, and tokens_required without tokens", async () => {
      const s = makeStub();
      const a = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ project_id: "prj_suspended" }) }),
        "project_state_invalid",
        409,
      );
      const b = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ project_id: "prj_archived" }) }),
        "project_state_invalid",
        409,
      );
      expect(a.detail).toBe(b.detail);
      await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ project_id: "prj_no_tokens" }) }),
        "tokens_required",
        409,
      );
      const unknown = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ project_id: "prj_nothing" }) }),
        "project_not_found",
        404,
      );
      expect("field" in unknown).toBe(false);
    });

    it("auto-confirms a crypto currency with a network, and refuses a token the project does not enable", async () => {
      const s = makeStub();
      const inv = await create(s, { currency: "USDT", network: "TRC20", amount: "12.5" });
      expect(inv.status).toBe("awaiting_payment");
      expect((inv.payment as Json).expected).toBe("12.5");
      await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ currency: "SOL", amount: "1" }) }),
        "currency_not_enabled_for_project",
        400,
      );
    });

    it("answers acceptance_disabled, network_unavailable, payment_method_unavailable and exchange_rate_unavailable from the platform switches", async () => {
      const s = makeStub();
      const auto = invoiceBody({ currency: "USDT", network: "TRC20", amount: "10" });
      await s.control("PATCH", "/__stub/platform", { acceptance_disabled: [{ currency: "USDT", network: "TRC20" }] });
      await expectProblem(await s.signed("POST", "/v1/invoices", { body: auto }), "acceptance_disabled", 503);
      await s.control("PATCH", "/__stub/platform", { acceptance_disabled: false, network_unavailable: ["TRC20"] });
      await expectProblem(await s.signed("POST", "/v1/invoices", { body: auto }), "network_unavailable", 503);
      await s.control("PATCH", "/__stub/platform", {
        network_unavailable: false,
        payment_method_unavailable: [{ currency: "USDT", network: "TRC20" }],
      });
      await expectProblem(await s.signed("POST", "/v1/invoices", { body: auto }), "payment_method_unavailable", 503);
      await s.control("PATCH", "/__stub/platform", {
        payment_method_unavailable: false,
        exchange_rate_unavailable: ["EUR"],
      });
      await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody() }),
        "exchange_rate_unavailable",
        503,
      );
    });

    it("applies the per-token minimum and the per-deposit cap with the fixture's rates", async () => {
      const s = makeStub();
      await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ amount: "0.50" }) }),
        "invoice_amount_below_minimum",
        400,
      );
      const inv = await create(s, { amount: "3.00" });
      const res = await s.signed("POST", `/v1/invoices/${String(inv.invoice_id)}/confirm-payment`, {
        body: { currency: "USDT", network: "ERC20" },
      });
      await expectProblem(res, "invoice_amount_below_minimum", 400);
      const big = await create(s, { amount: "9500", currency: "EUR" });
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${String(big.invoice_id)}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
        "deposit_amount_exceeds_limit",
        400,
      );
    });

    it("rounds the quoted token amount up to the token's decimals", async () => {
      const s = makeStub();
      const inv = await create(s, { amount: "10.00", currency: "USD" });
      const c = await okJson(
        await s.signed("POST", `/v1/invoices/${String(inv.invoice_id)}/confirm-payment`, {
          body: { currency: "ETH", network: "BASE" },
        }),
      );
      // 10 USD / 3000 USD per ETH = 0.00333… ETH, rounded up at 18 decimals.
      expect((c.payment as Json).expected).toBe("0.003333333333333334");
    });
  });

  describe("invoices: state machine", () => {
    it("confirm-payment: field_invalid_enum for a token not enabled, client_confirmation_failed for another crypto, then not awaiting_client", async () => {
      const s = makeStub();
      const inv = await create(s);
      const id = String(inv.invoice_id);
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${id}/confirm-payment`, { body: { currency: "SOL", network: "SOL" } }),
        "field_invalid_enum",
        400,
      );
      const crypto = await create(s, { currency: "USDT", amount: "10" });
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${String(crypto.invoice_id)}/confirm-payment`, {
          body: { currency: "ETH", network: "ERC20" },
        }),
        "client_confirmation_failed",
        409,
      );
      await okJson(
        await s.signed("POST", `/v1/invoices/${id}/confirm-payment`, { body: { currency: "USDT", network: "TRC20" } }),
      );
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${id}/confirm-payment`, { body: { currency: "USDT", network: "TRC20" } }),
        "invoice_not_awaiting_client",
        409,
      );
    });

    it("confirm-payment after the deadline: invoice_terminal once expired, invoice_deadline_passed on a paid invoice", async () => {
      const s = makeStub();
      const open = await create(s);
      const paidId = await confirmed(s);
      await okJson(await simulate(s, paidId, "paid"));
      s.clock.advance(901);
      const read = await okJson(await s.signed("GET", `/v1/invoices/${String(open.invoice_id)}`));
      expect(read.status).toBe("expired");
      expect(read.is_final).toBe(true);
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${String(open.invoice_id)}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
        "invoice_terminal",
        410,
      );
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${paidId}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
        "invoice_deadline_passed",
        410,
      );
    });

    it("cancel: allowed in awaiting_client, repeatable, refused later", async () => {
      const s = makeStub();
      const inv = await create(s);
      const id = String(inv.invoice_id);
      expect(
        (await okJson(await s.signed("POST", `/v1/invoices/${id}/cancel`, { body: { reason: "customer left" } })))
          .status,
      ).toBe("cancelled");
      expect(
        (await okJson(await s.signed("POST", `/v1/invoices/${id}/cancel`, { body: { reason: "again" } }))).status,
      ).toBe("cancelled");
      const other = await confirmed(s);
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${other}/cancel`, { body: { reason: "too late" } }),
        "invoice_cannot_be_cancelled",
        409,
      );
      await expectProblem(
        await s.signed("POST", `/v1/invoices/${other}/cancel`, { body: { reason: "x".repeat(501) } }),
        "field_too_long",
        400,
      );
    });

    it("simulate-payment: paid, overpaid, underpay then paid, and underpaid at expiry; balances move", async () => {
      const s = makeStub();
      const before = s.store.balance("mer_sandbox", "sandbox", "USDT", "TRC20");
      const a = await confirmed(s);
      const paid = await okJson(await simulate(s, a, "paid"));
      expect(paid.status).toBe("paid");
      const pay = paid.payment as Json;
      expect(pay).toMatchObject({ paid: "27", remaining: "0", fee: "0.27", net: "26.73" });
      expect((pay.transfers as Json[])[0]).toMatchObject({
        amount: "27",
        status: "confirmed",
        required_confirmations: 12,
      });
      expect(s.store.balance("mer_sandbox", "sandbox", "USDT", "TRC20")).toBe(String(Number(before) + 26.73));
      const b = await confirmed(s);
      expect((await okJson(await simulate(s, b, "overpaid"))).status).toBe("paid_over");
      const c = await confirmed(s);
      const half = await okJson(await simulate(s, c, "underpay"));
      expect(half.status).toBe("underpaid_waiting");
      expect((half.payment as Json).remaining).toBe("13.5");
      expect((await okJson(await simulate(s, c, "paid"))).status).toBe("paid");
      const d = await confirmed(s);
      await okJson(await simulate(s, d, "underpay"));
      s.clock.advance(900);
      expect((await okJson(await s.signed("GET", `/v1/invoices/${d}`))).status).toBe("underpaid");
    });

    it("simulate-payment cancel: like the cancel route, only from awaiting_client", async () => {
      const s = makeStub();
      const open = await create(s);
      expect((await okJson(await simulate(s, String(open.invoice_id), "cancel"))).status).toBe("cancelled");
      const awaiting = await confirmed(s);
      const body = await expectProblem(await simulate(s, awaiting, "cancel"), "simulate_payment_failed", 409);
      expect(body.detail).toMatch(/awaiting_payment/);
      expect((await okJson(await s.signed("GET", `/v1/invoices/${awaiting}`))).status).toBe("awaiting_payment");
      const paid = await confirmed(s);
      await okJson(await simulate(s, paid, "paid"));
      await expectProblem(await simulate(s, paid, "cancel"), "simulate_payment_failed", 409);
    });

    it("simulate-payment: simulate_payment_failed without a chosen method, not_sandbox on production", async () => {
      const s = makeStub();
      const inv = await create(s);
      await expectProblem(await simulate(s, String(inv.invoice_id), "paid"), "simulate_payment_failed", 409);
      const live = await okJson(
        await s.signed("POST", "/v1/invoices", {
          key: "pk_live_shop",
          body: invoiceBody({ project_id: "prj_live_shop" }),
        }),
        201,
      );
      expect(live.is_test).toBe(false);
      await expectProblem(await simulate(s, String(live.invoice_id), "paid", "pk_live_shop"), "not_sandbox", 403);
    });
  });

  describe("invoices: the chain a payment is quoted on", () => {
    const pay = (s: TestStub, id: string, currency: string, network: string, key = "pk_test_demo") =>
      s.signed("POST", `/v1/invoices/${id}/confirm-payment`, { key, body: { currency, network } });

    it("quotes a sandbox invoice on the network's public testnet: Sepolia's chain id and Circle's testnet USDC, Nile's Tether", async () => {
      const s = makeStub();
      const usdc = await okJson(await pay(s, String((await create(s)).invoice_id), "USDC", "ERC20"));
      expect(usdc.is_test).toBe(true);
      expect(usdc.payment).toMatchObject({
        chain_id: 11155111,
        contract_address: "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238",
      });
      const tron = await okJson(await pay(s, String((await create(s)).invoice_id), "USDT", "TRC20"));
      expect(tron.payment).toMatchObject({
        chain_id: 3448148188,
        contract_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
      });
      // Tether publishes no Sepolia deployment: the testnet's chain id, and no contract rather than main net's.
      // A simulated transfer links the testnet's explorer, where a sandbox transaction would be.
      const paid = await okJson(await simulate(s, String(usdc.invoice_id), "paid"));
      expect((paid.payment as { transfers: { explorer_url?: string }[] }).transfers[0]?.explorer_url).toMatch(
        /^https:\/\/sepolia\.etherscan\.io\/tx\/0x[0-9a-f]{64}$/,
      );
      const usdt = await okJson(await pay(s, String((await create(s)).invoice_id), "USDT", "ERC20"));
      expect(usdt.payment).toMatchObject({ chain_id: 11155111 });
      expect(usdt.payment).not.toHaveProperty("contract_address");
    });

    it("quotes a live invoice on the main net, and lists each method's chain id as a number for its environment", async () => {
      const s = makeStub();
      const live = await okJson(
        await s.signed("POST", "/v1/invoices", {
          key: "pk_live_shop",
          body: invoiceBody({ project_id: "prj_live_shop" }),
        }),
        201,
      );
      const paid = await okJson(await pay(s, String(live.invoice_id), "USDT", "ERC20", "pk_live_shop"));
      expect(paid.payment).toMatchObject({
        chain_id: 1,
        contract_address: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
      });
      const sandbox = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      const methods = sandbox.payment_methods as { network: string; chain_id: unknown }[];
      expect(methods.find((m) => m.network === "ERC20")?.chain_id).toBe(11155111);
      expect(methods.every((m) => Number.isInteger(m.chain_id))).toBe(true);
    });
  });

  describe("invoices: time moving on its own", () => {
    it("sweeps exactly what is due when the clock moves: deadlines and confirmations, among many invoices held", async () => {
      const s = makeStub((f) => {
        f.confirmation_seconds = 30;
      });
      const confirming = await confirmed(s);
      expect((await okJson(await simulate(s, confirming, "paid"))).status).toBe("confirming");
      const expiring = String((await create(s)).invoice_id);
      s.clock.advance(600);
      const later = String((await create(s)).invoice_id);
      const status = (id: string) => s.store.invoices.get(id)?.status;
      await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 0 }));
      // 600 s on: the confirmation (due at +30 s) arrived; nothing read the invoices, the sweep did.
      expect([status(confirming), status(expiring), status(later)]).toEqual([
        "paid",
        "awaiting_client",
        "awaiting_client",
      ]);
      await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 300 }));
      expect([status(expiring), status(later)]).toEqual(["expired", "awaiting_client"]);
      await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 599 }));
      expect(status(later)).toBe("awaiting_client");
      await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 1 }));
      expect(status(later)).toBe("expired");
    });
  });

  describe("invoices: list and cursors", () => {
    it("pages with an opaque cursor bound to the filters, refused when tampered, reused with other filters or older than 24 hours", async () => {
      const s = makeStub((f) => {
        f.merchants[0]!.rate_limits = { global_per_second: 100, invoice_create_per_second: 100 };
      });
      for (let i = 0; i < 5; i++) await create(s);
      const p1 = await okJson<{ items: Json[]; next_cursor: string }>(
        await s.signed("GET", "/v1/invoices", { query: "?limit=2&status=awaiting_client" }),
      );
      expect(p1.items).toHaveLength(2);
      const p2 = await okJson<{ items: Json[]; next_cursor: string }>(
        await s.signed("GET", "/v1/invoices", { query: `?cursor=${p1.next_cursor}&limit=2&status=awaiting_client` }),
      );
      expect(p2.items.map((i) => i.invoice_id)).not.toContain(p1.items[0]!.invoice_id);
      const tampered = p1.next_cursor.slice(0, -2) + (p1.next_cursor.endsWith("A") ? "BB" : "AA");
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { query: `?cursor=${tampered}&limit=2&status=awaiting_client` }),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { query: `?cursor=${p1.next_cursor}&limit=2&status=paid` }),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices", {
          key: "pk_test_other",
          query: `?cursor=${p1.next_cursor}&limit=2&status=awaiting_client`,
        }),
        "pagination_cursor_invalid",
        400,
      );
      s.clock.advance(24 * 3600 + 1);
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { query: `?cursor=${p1.next_cursor}&limit=2&status=awaiting_client` }),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(await s.signed("GET", "/v1/invoices", { query: "?limit=0" }), "field_out_of_range", 400);
    });

    it("answers 400 pagination_cursor_invalid, never 500, to a forged cursor on every cursor route, and keys cursors per stub process", async () => {
      const pinned = "a-pinned-cursor-secret-for-tests";
      const s = makeStub((f) => {
        f.cursor_secret = pinned;
      });
      // The key that used to be a constant in the repository forges nothing any more.
      await expectProblem(
        await s.signed("GET", "/v1/payment-channel-deposits", {
          query: `?cursor=${forgeCursor("stub-cursor-secret", "null")}`,
        }),
        "pagination_cursor_invalid",
        400,
      );
      const forged = forgeCursor(pinned, "null");
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { query: `?cursor=${forged}` }),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(
        await s.signed("GET", "/v1/payment-channels", { query: `?cursor=${forged}` }),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(
        await s.signed("GET", "/v1/payment-channel-deposits", { query: `?cursor=${forged}` }),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(
        await s.signed("GET", "/v1/withdrawals", { key: "rk_test_demo", query: `?cursor=${forged}` }),
        "pagination_cursor_invalid",
        400,
      );
      // The key is not in the repository: two stubs without a pinned secret issue different cursors for the same page.
      const feedCursor = async (stub: TestStub) =>
        (await okJson<{ next_cursor: string }>(await stub.signed("GET", "/v1/payment-channel-deposits"))).next_cursor;
      expect(await feedCursor(makeStub())).not.toBe(await feedCursor(makeStub()));
      expect(await feedCursor(s)).toBe(
        await feedCursor(
          makeStub((f) => {
            f.cursor_secret = pinned;
          }),
        ),
      );
    });

    it("lists newest first, as time has left each invoice, and filters on that status", async () => {
      const s = makeStub();
      const old = await create(s);
      s.clock.advance(600);
      const fresh = await create(s);
      // Nothing swept the store: the list itself sees the first invoice's deadline pass.
      s.clock.advance(400);
      const all = await okJson<{ items: Json[]; next_cursor: string | null }>(await s.signed("GET", "/v1/invoices"));
      expect(all.items.map((i) => [i.invoice_id, i.status])).toEqual([
        [fresh.invoice_id, "awaiting_client"],
        [old.invoice_id, "expired"],
      ]);
      expect(all.next_cursor).toBe(null);
      const expired = await okJson<{ items: Json[] }>(
        await s.signed("GET", "/v1/invoices", { query: "?status=expired&status=paid" }),
      );
      expect(expired.items.map((i) => i.invoice_id)).toEqual([old.invoice_id]);
      const bad = await expectProblem(
        await s.signed("GET", "/v1/invoices", { query: "?status=expired&status=lost" }),
        "field_invalid_enum",
        400,
      );
      expect(bad.field).toBe("status");
    });

    it("takes created_from and created_to both inclusive, as the provider's MCP server documents them", async () => {
      const s = makeStub();
      const first = await create(s);
      s.clock.advance(10);
      const second = await create(s);
      const [t1, t2] = [Number(first.created_at), Number(second.created_at)];
      const ids = async (query: string) =>
        (await okJson<{ items: Json[] }>(await s.signed("GET", "/v1/invoices", { query }))).items.map(
          (i) => i.invoice_id,
        );
      expect(await ids(`?created_from=${t1}&created_to=${t1}`)).toEqual([first.invoice_id]);
      expect(await ids(`?created_from=${t1}&created_to=${t2}`)).toEqual([second.invoice_id, first.invoice_id]);
      expect(await ids(`?created_from=${t1 + 1}&created_to=${t2 - 1}`)).toEqual([]);
    });
  });

  describe("invoices: what the provider's other clients send", () => {
    it('reads network: "tron" as TRC20 and answers with the rail code; takes a client_id of 200 characters', async () => {
      const s = makeStub();
      const inv = await create(s, { currency: "USDT", network: "tron", client_id: "c".repeat(200) });
      expect(inv).toMatchObject({
        status: "awaiting_payment",
        order: { network: "TRC20", client_id: "c".repeat(200) },
        payment: { network: "TRC20" },
      });
      // The same order sent with the rail code is the same create, not a conflict.
      const again = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({
            currency: "USDT",
            network: "TRC20",
            client_id: "c".repeat(200),
            external_order_id: (inv.order as Json).external_id,
          }),
        }),
        200,
      );
      expect(again.invoice_id).toBe(inv.invoice_id);
      const tooLong = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ client_id: "c".repeat(201) }) }),
        "field_too_long",
        400,
      );
      expect(tooLong.field).toBe("client_id");
      const unknown = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ currency: "USDT", network: "tron-mainnet" }) }),
        "field_invalid_enum",
        400,
      );
      expect(unknown.field).toBe("network");
    });
  });
}

invoiceRules();
