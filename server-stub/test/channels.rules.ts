/** Payment channel rules: creation and idempotency, every channel code, sandbox deposits and the endless feed. */
import { describe, expect, it } from "vitest";
import { expectProblem, makeStub, okJson, type TestStub } from "./harness.ts";

type Json = Record<string, unknown>;
const open = async (s: TestStub, external_id = "customer-1") =>
  okJson(await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_demo_shop", external_id } }), 201);

export function channelRules(): void {
  describe("payment channels", () => {
    it("creates a channel per external_id with an address per network, and returns it again for the same external_id", async () => {
      const s = makeStub();
      const ch = await open(s);
      expect(String(ch.id)).toMatch(/^pc_/);
      expect((ch.networks as Json[]).find((n) => n.network === "ERC20")).toMatchObject({ status: "active", tokens: [{ symbol: "USDT" }, { symbol: "USDC" }, { symbol: "ETH" }] });
      const again = await okJson(await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_demo_shop", external_id: "customer-1" } }), 200);
      expect(again.id).toBe(ch.id);
    });

    it("answers each channel code from its rule", async () => {
      const s = makeStub();
      await expectProblem(await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_demo_shop", external_id: "   " } }), "payment_channel_external_id_invalid", 400);
      await expectProblem(await s.signed("GET", "/v1/payment-channels", { query: `?external_id=${"x".repeat(129)}` }), "payment_channel_external_id_invalid", 400);
      await expectProblem(await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_no_tokens", external_id: "a" } }), "payment_channel_project_has_no_supported_tokens", 409);
      await expectProblem(await s.signed("GET", "/v1/payment-channels/pc_unknown"), "payment_channel_not_found", 404);
      await expectProblem(await s.signed("GET", "/v1/payment-channel-deposits/pcd_unknown"), "payment_channel_deposit_not_found", 404);
      const live = await okJson(await s.signed("POST", "/v1/payment-channels", { key: "pk_live_shop", body: { project_id: "prj_live_shop", external_id: "a" } }), 201);
      await expectProblem(await s.signed("POST", `/v1/sandbox/payment-channels/${String(live.id)}/simulate-deposit`, { key: "pk_live_shop", body: { amount: "5", currency: "USDT", network: "TRC20" } }), "payment_channel_simulation_sandbox_only", 403);
      const ch = await open(s);
      await expectProblem(await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, { body: { amount: "5", currency: "SOL", network: "SOL" } }), "currency_not_enabled_for_project", 400);
      await expectProblem(await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, { body: { amount: "5.1234567", currency: "USDT", network: "TRC20" } }), "amount_too_many_decimals", 400);
      await s.control("PATCH", "/__stub/platform", { channels_disabled: true });
      await expectProblem(await s.signed("GET", "/v1/payment-channels"), "payment_channels_disabled", 503);
    });

    it("feeds confirmed deposits in a stable order and never ends: an empty page still has a cursor", async () => {
      const s = makeStub();
      const ch = await open(s);
      const dep = (stage?: string) => s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, { body: { amount: "5", currency: "USDT", network: "TRC20", ...(stage ? { stage } : {}) } });
      const pending = await okJson(await dep("confirming"), 201);
      expect(pending.status).toBe("confirming");
      const empty = await okJson<{ items: Json[]; next_cursor: string }>(await s.signed("GET", "/v1/payment-channel-deposits"));
      expect(empty.items).toHaveLength(0);
      expect(empty.next_cursor.length).toBeGreaterThan(0);
      const done = await okJson(await dep("confirmed"), 201);
      expect(done.id).toBe(pending.id);
      await okJson(await dep(), 201);
      const page = await okJson<{ items: Json[]; next_cursor: string }>(await s.signed("GET", "/v1/payment-channel-deposits", { query: `?cursor=${empty.next_cursor}` }));
      expect(page.items.map((d) => d.status)).toEqual(["confirmed", "confirmed"]);
      expect(page.items[0]!.id).toBe(pending.id);
      const tail = await okJson<{ items: Json[]; next_cursor: string }>(await s.signed("GET", "/v1/payment-channel-deposits", { query: `?cursor=${page.next_cursor}` }));
      expect(tail.items).toHaveLength(0);
      await expectProblem(await s.signed("GET", "/v1/payment-channel-deposits", { query: `?cursor=${page.next_cursor}&project_id=prj_demo_shop` }), "pagination_cursor_invalid", 400);
    });
  });
}
