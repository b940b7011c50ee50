/** Payment channel rules: creation and idempotency, every channel code, sandbox deposits and the endless feed. */
import { describe, expect, it } from "vitest";
import { DepositSchema } from "../../shared/api/index.ts";
import { expectProblem, makeStub, okJson, T0, type TestStub } from "./harness.ts";

type Json = Record<string, unknown>;
const open = async (s: TestStub, external_id = "customer-1") =>
  okJson(await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_demo_shop", external_id } }), 201);

function channelRules(): void {
  describe("payment channels", () => {
    it("creates a channel per external_id with an address per network, and returns it again for the same external_id", async () => {
      const s = makeStub();
      const ch = await open(s);
      expect(String(ch.id)).toMatch(/^pc_/);
      expect((ch.networks as Json[]).find((n) => n.network === "ERC20")).toMatchObject({
        status: "active",
        tokens: [{ symbol: "USDT" }, { symbol: "USDC" }, { symbol: "ETH" }],
      });
      const again = await okJson(
        await s.signed("POST", "/v1/payment-channels", {
          body: { project_id: "prj_demo_shop", external_id: "customer-1" },
        }),
        200,
      );
      expect(again.id).toBe(ch.id);
    });

    it("answers each channel code from its rule", async () => {
      const s = makeStub();
      await expectProblem(
        await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_demo_shop", external_id: "   " } }),
        "payment_channel_external_id_invalid",
        400,
      );
      await expectProblem(
        await s.signed("GET", "/v1/payment-channels", { query: `?external_id=${"x".repeat(129)}` }),
        "payment_channel_external_id_invalid",
        400,
      );
      await expectProblem(
        await s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_no_tokens", external_id: "a" } }),
        "payment_channel_project_has_no_supported_tokens",
        409,
      );
      await expectProblem(await s.signed("GET", "/v1/payment-channels/pc_unknown"), "payment_channel_not_found", 404);
      await expectProblem(
        await s.signed("GET", "/v1/payment-channel-deposits/pcd_unknown"),
        "payment_channel_deposit_not_found",
        404,
      );
      const live = await okJson(
        await s.signed("POST", "/v1/payment-channels", {
          key: "pk_live_shop",
          body: { project_id: "prj_live_shop", external_id: "a" },
        }),
        201,
      );
      await expectProblem(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(live.id)}/simulate-deposit`, {
          key: "pk_live_shop",
          body: { amount: "5", currency: "USDT", network: "TRC20" },
        }),
        "payment_channel_simulation_sandbox_only",
        403,
      );
      const ch = await open(s);
      await expectProblem(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "5", currency: "SOL", network: "SOL" },
        }),
        "currency_not_enabled_for_project",
        400,
      );
      await expectProblem(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "5.1234567", currency: "USDT", network: "TRC20" },
        }),
        "amount_too_many_decimals",
        400,
      );
      await s.control("PATCH", "/__stub/platform", { channels_disabled: true });
      await expectProblem(await s.signed("GET", "/v1/payment-channels"), "payment_channels_disabled", 503);
    });

    it("feeds confirmed deposits in a stable order and never ends: an empty page still has a cursor", async () => {
      const s = makeStub();
      const ch = await open(s);
      const dep = (stage?: string) =>
        s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "5", currency: "USDT", network: "TRC20", ...(stage ? { stage } : {}) },
        });
      const pending = await okJson(await dep("confirming"), 201);
      expect(pending.status).toBe("confirming");
      const empty = await okJson<{ items: Json[]; next_cursor: string }>(
        await s.signed("GET", "/v1/payment-channel-deposits"),
      );
      expect(empty.items).toHaveLength(0);
      expect(empty.next_cursor.length).toBeGreaterThan(0);
      const done = await okJson(await dep("confirmed"), 201);
      expect(done.id).toBe(pending.id);
      await okJson(await dep(), 201);
      const page = await okJson<{ items: Json[]; next_cursor: string }>(
        await s.signed("GET", "/v1/payment-channel-deposits", { query: `?cursor=${empty.next_cursor}` }),
      );
      expect(page.items.map((d) => d.status)).toEqual(["confirmed", "confirmed"]);
      expect(page.items[0]!.id).toBe(pending.id);
      const tail = await okJson<{ items: Json[]; next_cursor: string }>(
        await s.signed("GET", "/v1/payment-channel-deposits", { query: `?cursor=${page.next_cursor}` }),
      );
      expect(tail.items).toHaveLength(0);
      await expectProblem(
        await s.signed("GET", "/v1/payment-channel-deposits", {
          query: `?cursor=${page.next_cursor}&project_id=prj_demo_shop`,
        }),
        "pagination_cursor_invalid",
        400,
      );
    });

    it("resumes the feed from its cursor alone, as the provider's SDK does, and refuses another filter sent with it", async () => {
      const s = makeStub();
      const mine = await open(s, "customer-1");
      const other = await open(s, "customer-2");
      const deposit = (ch: Json) =>
        s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "5", currency: "USDT", network: "TRC20" },
        });
      const feed = (query: string) => s.signed("GET", "/v1/payment-channel-deposits", { query });
      // The first poll: an initial-sync lower bound and one channel (the SDK's confirmedFrom and paymentChannelId).
      const first = await okJson<{ items: Json[]; next_cursor: string }>(
        await feed(`?confirmed_from=${T0}&payment_channel_id=${String(mine.id)}`),
      );
      expect(first.items).toHaveLength(0);
      const wanted = await okJson(await deposit(mine), 201);
      await okJson(await deposit(other), 201);
      // Every later poll sends the cursor alone: the cursor's own filters still apply.
      const resumed = await okJson<{ items: Json[]; next_cursor: string }>(await feed(`?cursor=${first.next_cursor}`));
      expect(resumed.items.map((d) => d.id)).toEqual([wanted.id]);
      const again = await okJson<{ items: Json[] }>(await feed(`?cursor=${resumed.next_cursor}`));
      expect(again.items).toHaveLength(0);
      // The same filter sent again is the cursor's own; another is a cursor of another list.
      expect((await feed(`?cursor=${first.next_cursor}&confirmed_from=${T0}`)).status).toBe(200);
      for (const other_filter of [`confirmed_from=${T0 + 1}`, `payment_channel_id=${String(other.id)}`]) {
        await expectProblem(
          await feed(`?cursor=${first.next_cursor}&${other_filter}`),
          "pagination_cursor_invalid",
          400,
        );
      }
    });

    it("treats reorged as advisory: not final, off the feed, superseded by a later confirmed on the same deposit", async () => {
      const s = makeStub();
      const ch = await open(s, "reorg-customer");
      const dep = (stage: string) =>
        s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "8", currency: "USDT", network: "TRC20", stage },
        });
      const seen = await okJson(await dep("confirming"), 201);
      const reorged = await okJson(await dep("reorged"), 201);
      expect(reorged).toMatchObject({ id: seen.id, status: "reorged", is_final: false });
      expect(s.store.balance("mer_sandbox", "sandbox", "USDT", "TRC20")).toBe("1000");
      const feed = await okJson<{ items: Json[] }>(await s.signed("GET", "/v1/payment-channel-deposits"));
      expect(feed.items).toEqual([]);
      const confirmed = await okJson(await dep("confirmed"), 201);
      expect(confirmed).toMatchObject({ id: seen.id, status: "confirmed", is_final: true });
      expect(s.store.balance("mer_sandbox", "sandbox", "USDT", "TRC20")).toBe(String(1000 + Number(confirmed.net)));
      const after = await okJson<{ items: Json[] }>(await s.signed("GET", "/v1/payment-channel-deposits"));
      expect(after.items.map((d) => d.id)).toEqual([seen.id]);
      // A confirmed deposit never regresses: there is no confirming one left to reorg.
      await expectProblem(await dep("reorged"), "validation_failed", 400);
      const events = await okJson<Json[]>(await s.control("GET", "/__stub/events"));
      expect(
        events.filter((e) => (e.data as Json).id === seen.id).map((e) => [e.event_type, (e.data as Json).is_final]),
      ).toEqual([
        ["payment_channel.deposit.confirming", false],
        ["payment_channel.deposit.reorged", false],
        ["payment_channel.deposit.confirmed", true],
      ]);
    });

    it("makes exactly one channel from 20 concurrent identical creates", async () => {
      const s = makeStub();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          s.signed("POST", "/v1/payment-channels", { body: { project_id: "prj_demo_shop", external_id: "same-c" } }),
        ),
      );
      expect(answers.map((r) => r.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
      expect(new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as Json).id))).size).toBe(1);
      expect(s.store.channels.size).toBe(1);
    });

    it("answers simulate-deposit with a Deposit the shared DepositSchema accepts, and reads it back", async () => {
      const s = makeStub();
      const ch = await open(s);
      const dep = await okJson(
        await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
          body: { amount: "12.5", currency: "USDT", network: "TRC20" },
        }),
        201,
      );
      const parsed = DepositSchema.safeParse(dep);
      expect(parsed.success).toBe(true);
      expect(dep).toMatchObject({
        payment_channel_id: ch.id,
        payment_channel_external_id: "customer-1",
        status: "confirmed",
        is_final: true,
        is_test: true,
        gross: "12.5",
        currency: "USDT",
        network: "TRC20",
        chain_id: 3448148188,
        contract_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
      });
      expect(
        DepositSchema.parse(await okJson(await s.signed("GET", `/v1/payment-channel-deposits/${String(dep.id)}`))),
      ).toEqual(parsed.data);
    });

    it("pages channels with a cursor refused when tampered, used with other filters or after 24 hours", async () => {
      const s = makeStub();
      for (let i = 0; i < 3; i++) await open(s, `cust-${i}`);
      const list = (query: string) => s.signed("GET", "/v1/payment-channels", { query });
      const p1 = await okJson<{ items: Json[]; next_cursor: string }>(await list("?limit=2"));
      expect(p1.items.map((c) => c.external_id)).toEqual(["cust-2", "cust-1"]);
      const p2 = await okJson<{ items: Json[]; next_cursor: string | null }>(
        await list(`?limit=2&cursor=${p1.next_cursor}`),
      );
      expect(p2.items.map((c) => c.external_id)).toEqual(["cust-0"]);
      await expectProblem(await list(`?limit=2&cursor=${p1.next_cursor.slice(1)}`), "pagination_cursor_invalid", 400);
      await expectProblem(
        await list(`?limit=2&status=blocked&cursor=${p1.next_cursor}`),
        "pagination_cursor_invalid",
        400,
      );
      await expectProblem(
        await list(`?limit=2&cursor=${p1.next_cursor}`.replace("limit=2", "limit=3")),
        "pagination_cursor_invalid",
        400,
      );
      s.clock.advance(24 * 3600 + 1);
      await expectProblem(await list(`?limit=2&cursor=${p1.next_cursor}`), "pagination_cursor_invalid", 400);
    });

    it("takes status more than once, as invoices and withdrawals do: every listed status is kept", async () => {
      const s = makeStub();
      const [a, b] = [await open(s, "st-a"), await open(s, "st-b")];
      await open(s, "st-c");
      await okJson(await s.signed("POST", `/v1/payment-channels/${String(a.id)}/block`));
      const list = (query: string) => s.signed("GET", "/v1/payment-channels", { query });
      const blocked = await okJson<{ items: Json[] }>(await list("?status=blocked"));
      expect(blocked.items.map((c) => c.external_id)).toEqual(["st-a"]);
      const both = await okJson<{ items: Json[] }>(await list("?status=active&status=blocked"));
      expect(both.items.map((c) => c.external_id)).toEqual(["st-c", "st-b", "st-a"]);
      await okJson(await s.signed("POST", `/v1/payment-channels/${String(b.id)}/block`));
      const onlyBlocked = await okJson<{ items: Json[] }>(await list("?status=blocked&status=provisioning"));
      expect(onlyBlocked.items.map((c) => c.external_id)).toEqual(["st-b", "st-a"]);
      const bad = await expectProblem(await list("?status=active&status=closed"), "field_invalid_enum", 400);
      expect(bad.field).toBe("status");
    });
  });
}

channelRules();
