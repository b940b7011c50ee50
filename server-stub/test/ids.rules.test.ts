/** Resource ids: unguessable (128 random bits) by default, a fixed sequence only when a fixture asks for it. */
import { describe, expect, it } from "vitest";
import { checkId } from "../../shared/api/index.ts";
import { invoiceBody, makeStub, okJson, type TestStub } from "./harness.ts";

/** One invoice, withdrawal, payment channel and channel deposit: the ids a stub hands out. */
async function oneOfEach(
  s: TestStub,
): Promise<{ invoice: string; withdrawal: string; channel: string; deposit: string }> {
  const inv = await okJson(
    await s.signed("POST", "/v1/invoices", { body: invoiceBody({ external_order_id: "same-order" }) }),
    201,
  );
  const wd = await okJson(
    await s.signed("POST", "/v1/withdrawals", {
      key: "rk_test_demo",
      body: {
        destination_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
        network: "TRC20",
        currency: "USDT",
        amount: "100",
        external_order_id: "same-withdrawal",
      },
    }),
    201,
  );
  const ch = await okJson(
    await s.signed("POST", "/v1/payment-channels", {
      body: { project_id: "prj_demo_shop", external_id: "same-customer" },
    }),
    201,
  );
  const dep = await okJson(
    await s.signed("POST", `/v1/sandbox/payment-channels/${String(ch.id)}/simulate-deposit`, {
      body: { amount: "5", currency: "USDT", network: "TRC20" },
    }),
    201,
  );
  return {
    invoice: String(inv.invoice_id),
    withdrawal: String(wd.withdrawal_id),
    channel: String(ch.id),
    deposit: String(dep.id),
  };
}

/** Bits an id's base58 tail can carry: 58^length, so 22 characters hold 128 bits and no fewer do. */
const tailBits = (id: string): number => (id.length - id.indexOf("_") - 1) * Math.log2(58);

function idRules(): void {
  describe("ids", () => {
    it("are random: two stubs doing the same things hand out different ids, each in the format the spec checks", async () => {
      const a = await oneOfEach(makeStub());
      const b = await oneOfEach(makeStub());
      for (const kind of ["invoice", "withdrawal", "channel", "deposit"] as const) {
        expect(a[kind], kind).not.toBe(b[kind]);
        expect(a[kind]).toMatch(/^(inv|wdr|pc|pcd)_[1-9A-HJ-NP-Za-km-z]+$/);
      }
      expect(checkId(a.invoice, "inv_")).toBeNull();
      expect(checkId(a.channel, "pc_")).toBeNull();
      expect(checkId(a.deposit, "pcd_")).toBeNull();
    });

    it("carry at least 128 bits: a thousand invoice ids, none repeated, none short", () => {
      const s = makeStub();
      const ids = new Set<string>();
      for (let i = 0; i < 1000; i++) ids.add(s.store.nextId("inv_"));
      expect(ids.size).toBe(1000);
      // base58 of 16 bytes is 21 or 22 characters (a leading zero byte stays a "1"), so never under 120 bits of text.
      const short = [...ids].filter((id) => tailBits(id) < 120);
      expect(short).toEqual([]);
    });

    it("follow a fixed sequence, the same after every reset, with the fixture's deterministic_ids", async () => {
      const deterministic = () =>
        makeStub((f) => {
          f.deterministic_ids = true;
        });
      const a = await oneOfEach(deterministic());
      const b = await oneOfEach(deterministic());
      expect(a).toEqual(b);
    });
  });
}

idRules();
