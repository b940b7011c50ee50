/** Withdrawal rules: every withdrawal code from its rule, cancel only in created, sandbox completion, balances moving. */
import { describe, expect, it } from "vitest";
import { expectProblem, makeStub, okJson, type TestStub } from "./harness.ts";

type Json = Record<string, unknown>;
const TRON = "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf";
let n = 0;
const body = (over: Json = {}) => ({
  destination_address: TRON,
  network: "TRC20",
  currency: "USDT",
  amount: "100",
  external_order_id: `w-${++n}`,
  ...over,
});
const post = (s: TestStub, over: Json = {}) =>
  s.signed("POST", "/v1/withdrawals", { key: "rk_test_demo", body: body(over) });

function withdrawalRules(): void {
  describe("withdrawals", () => {
    it("creates a withdrawal in created, reserves amount + fee, cancels only in created and releases the funds", async () => {
      const s = makeStub();
      const w = await okJson(await post(s), 201);
      expect(w).toMatchObject({ status: "created", amount: "100", fee: "1", is_final: false, is_test: true });
      const balances = await okJson<Json[]>(await s.signed("GET", "/v1/balances", { key: "rk_test_demo" }));
      // One balance per token and network (the provider's balances carry `network`): only USDT on TRC20 moved.
      expect(balances).toEqual([
        { currency: "ETH", network: "ERC20", available: "2" },
        { currency: "USDC", network: "SOL", available: "250" },
        { currency: "USDT", network: "TRC20", available: "899" },
      ]);
      // A withdrawal draws on its own network's balance: USDT on ERC20 holds nothing here.
      await expectProblem(
        await post(s, {
          network: "ERC20",
          destination_address: "0x52908400098527886E0F7030069857D2E4169EE7",
          amount: "20",
        }),
        "insufficient_balance",
        409,
      );
      const id = String(w.withdrawal_id);
      const cancelled = await okJson(
        await s.signed("POST", `/v1/withdrawals/${id}/cancel`, { key: "rk_test_demo", body: { reason: "typo" } }),
      );
      expect(cancelled.status).toBe("cancelled");
      expect(s.store.balance("mer_sandbox", "sandbox", "USDT", "TRC20")).toBe("1000");
      const done = await okJson(await post(s), 201);
      const completed = await okJson(
        await s.signed("POST", `/v1/sandbox/withdrawals/${String(done.withdrawal_id)}/simulate-completion`, {
          key: "rk_test_demo",
        }),
      );
      expect(completed).toMatchObject({ status: "completed", is_final: true });
      expect(String(completed.tx_hash)).toMatch(/^[0-9a-f]{64}$/);
      await expectProblem(
        await s.signed("POST", `/v1/withdrawals/${String(done.withdrawal_id)}/cancel`, {
          key: "rk_test_demo",
          body: { reason: "late" },
        }),
        "withdrawal_cannot_be_cancelled",
        409,
      );
      await expectProblem(
        await s.signed("POST", `/v1/sandbox/withdrawals/${String(done.withdrawal_id)}/simulate-completion`, {
          key: "rk_test_demo",
        }),
        "withdrawal_simulation_failed",
        409,
      );
      await expectProblem(
        await s.signed("GET", "/v1/withdrawals/wdr_unknown", { key: "rk_test_demo" }),
        "withdrawal_not_found",
        404,
      );
      // The provider's prefix is wdr_; an id of another resource's shape is refused before any lookup.
      expect([w.withdrawal_id, done.withdrawal_id]).toEqual([
        expect.stringMatching(/^wdr_[1-9A-HJ-NP-Za-km-z]+$/),
        expect.stringMatching(/^wdr_/),
      ]);
      const wrongPrefix = await expectProblem(
        await s.signed("GET", "/v1/withdrawals/wd_unknown", { key: "rk_test_demo" }),
        "field_invalid_format",
        400,
      );
      expect(wrongPrefix.field).toBe("withdrawal_id");
    });

    it("answers each policy rule with its code", async () => {
      const s = makeStub();
      await expectProblem(await post(s, { currency: "TRX" }), "withdrawal_not_enabled", 400);
      await expectProblem(await post(s, { destination_address: "0x1234" }), "destination_address_invalid", 400);
      await expectProblem(
        await post(s, { destination_address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" }),
        "whitelist_required",
        403,
      );
      const min = await expectProblem(await post(s, { amount: "5" }), "withdrawal_amount_below_minimum", 400);
      expect(min.detail).toMatch(/10/);
      await expectProblem(await post(s, { amount: "900000" }), "withdrawal_amount_exceeds_limit", 400);
      await expectProblem(await post(s, { amount: "999.5" }), "insufficient_balance", 409);
      await s.control("PATCH", "/__stub/platform", { outbound_frozen: [{ currency: "USDT", network: "TRC20" }] });
      await expectProblem(await post(s), "outbound_frozen", 503);
      await s.control("PATCH", "/__stub/platform", {
        outbound_frozen: false,
        withdrawal_network_unavailable: ["TRC20"],
      });
      await expectProblem(await post(s), "withdrawal_network_unavailable", 503);
      await s.control("PATCH", "/__stub/platform", {
        withdrawal_network_unavailable: false,
        exchange_rate_unavailable: ["USDT"],
      });
      await expectProblem(await post(s), "exchange_rate_unavailable", 503);
      await s.control("PATCH", "/__stub/merchants/mer_sandbox", { suspended: true });
      await expectProblem(await post(s), "merchant_suspended", 403);
    });

    it("limits active withdrawals to the merchant's quota and dedupes by external_order_id", async () => {
      const s = makeStub();
      const first = await okJson(await post(s, { amount: "10" }), 201);
      for (let i = 0; i < 4; i++) await okJson(await post(s, { amount: "10" }), 201);
      await expectProblem(await post(s, { amount: "10" }), "withdrawal_quota_exceeded", 409);
      const again = await s.signed("POST", "/v1/withdrawals", {
        key: "rk_test_demo",
        body: body({ external_order_id: first.external_order_id, amount: "10" }),
      });
      expect(again.status).toBe(200);
      const conflict = await expectProblem(
        await s.signed("POST", "/v1/withdrawals", {
          key: "rk_test_demo",
          body: body({ external_order_id: first.external_order_id, amount: "11" }),
        }),
        "conflict",
        409,
      );
      expect(conflict.field).toBe("external_order_id");
    });

    it("makes exactly one withdrawal from 20 concurrent identical creates and reserves the funds once", async () => {
      const s = makeStub();
      const same = body({ external_order_id: "same-w", amount: "10" });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => s.signed("POST", "/v1/withdrawals", { key: "rk_test_demo", body: same })),
      );
      expect(answers.map((r) => r.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
      const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as Json).withdrawal_id)));
      expect(ids.size).toBe(1);
      expect(s.store.withdrawals.size).toBe(1);
      expect(s.store.balance("mer_sandbox", "sandbox", "USDT", "TRC20")).toBe("989");
    });

    it("pages withdrawals with a cursor refused when tampered, used with other filters or after 24 hours", async () => {
      const s = makeStub();
      for (let i = 0; i < 3; i++) await okJson(await post(s, { amount: "10" }), 201);
      const list = (query: string) => s.signed("GET", "/v1/withdrawals", { key: "rk_test_demo", query });
      const p1 = await okJson<{ items: Json[]; next_cursor: string }>(await list("?limit=2"));
      expect(p1.items).toHaveLength(2);
      const p2 = await okJson<{ items: Json[]; next_cursor: string | null }>(
        await list(`?limit=2&cursor=${p1.next_cursor}`),
      );
      expect(p2.items).toHaveLength(1);
      expect(p2.next_cursor).toBe(null);
      const [body, mac] = p1.next_cursor.split(".");
      const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), p: 999 })).toString("base64url")}.${mac}`;
      await expectProblem(await list(`?limit=2&cursor=${forged}`), "pagination_cursor_invalid", 400);
      await expectProblem(
        await list(`?limit=2&status=created&cursor=${p1.next_cursor}`),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { query: `?limit=2&cursor=${p1.next_cursor}` }),
        "pagination_cursor_invalid",
        400,
      );
      s.clock.advance(24 * 3600);
      expect((await list(`?limit=2&cursor=${p1.next_cursor}`)).status).toBe(200);
      s.clock.advance(1);
      const late = await expectProblem(
        await list(`?limit=2&cursor=${p1.next_cursor}`),
        "pagination_cursor_invalid",
        400,
      );
      expect(late.field).toBe("cursor");
    });
  });
}

withdrawalRules();
