/** Resource ids: unguessable (128 random bits) by default, a fixed sequence only when a fixture asks for it. */
import { describe, expect, it } from "vitest";
import { checkId } from "../../shared/api/index.ts";
import { loadFixtureFile } from "../fixture.ts";
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

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** The bytes an id's base58 tail stands for, each leading "1" a zero byte (the test's own reading of base58). */
function tailBytes(id: string): number[] {
  const tail = id.slice(id.indexOf("_") + 1);
  let n = 0n;
  for (const c of tail) n = n * 58n + BigInt(BASE58.indexOf(c));
  const bytes: number[] = [];
  for (; n > 0n; n >>= 8n) bytes.unshift(Number(n & 0xffn));
  return [...Array<number>(/^1*/.exec(tail)?.[0].length ?? 0).fill(0), ...bytes];
}

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

    it("carry 128 random bits: a thousand invoice ids are 16 bytes each, and every one of the 128 bits varies", () => {
      const s = makeStub();
      const ids = new Set<string>();
      for (let i = 0; i < 1000; i++) ids.add(s.store.nextId("inv_"));
      expect(ids.size).toBe(1000);
      const bytes = [...ids].map(tailBytes);
      expect(bytes.filter((b) => b.length !== 16)).toEqual([]);
      // A bit fixed across a thousand random ids would be a bit the generator does not draw (chance 2^-999 each).
      const bitsThatVary = Array.from({ length: 128 }, (_, bit) => {
        const values = new Set(bytes.map((b) => ((b[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1));
        return values.size === 2;
      });
      expect(bitsThatVary.filter(Boolean)).toHaveLength(128);
    });

    it("follow a fixed sequence with the fixture's deterministic_ids: the same in another stub and after a reset", async () => {
      const fixture = loadFixtureFile();
      fixture.deterministic_ids = true;
      const deterministic = () => makeStub((f) => Object.assign(f, { deterministic_ids: true }));
      const s = deterministic();
      const first = await oneOfEach(s);
      expect(await oneOfEach(deterministic())).toEqual(first);
      expect((await s.control("POST", "/__stub/reset", fixture)).status).toBe(204);
      expect(await oneOfEach(s)).toEqual(first);
    });
  });
}

idRules();
