/**
 * What every relay store must do, written once and run against each store (embedded PGlite and a real PostgreSQL):
 * relay/store/relay-store.test.ts calls it per store.
 */
import { expect, it } from "vitest";
import { RelayStore, type IncomingEvent, type StoreLocation } from "../store/relay-store.ts";
import { hashSecret } from "../store/secrets.ts";

let n = 0;
function event(invoiceId: string | null, status: string, occurredAt = 1_000, eventType?: string): IncomingEvent {
  n += 1;
  return {
    event_id: `evt_contract_${Date.now()}_${n}`,
    event_type: eventType ?? (invoiceId ? `invoice.${status}` : "withdrawal.completed"),
    occurred_at: occurredAt,
    body: "{}",
    ...(invoiceId ? { invoice: { invoice_id: invoiceId, status } } : {}),
  };
}

/** Registers the contract's tests; `location` makes a fresh, empty store's location per call. */
export function storeContract(location: () => Promise<StoreLocation>): void {
  let clock = 1_700_000_000_000;
  const now = () => clock;
  const open = async () => RelayStore.open(await location(), now);

  it("migrates an empty store, and opens a migrated one again without migrating twice", async () => {
    const where = await location();
    const first = await RelayStore.open(where, now);
    await first.recordEvent(event("inv_m", "paid"));
    await first.close();
    const again = await RelayStore.open(where, now);
    expect(await again.eventCount()).toBe(1);
    await again.close();
  });

  it("stores an event once per event_id, even when deliveries race", async () => {
    const store = await open();
    const e = event("inv_once", "paid");
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => store.recordEvent(e)));
    expect(outcomes.filter((o) => o.stored)).toHaveLength(1);
    expect(await store.eventCount()).toBe(1);
    expect(await store.updatesAfter(0)).toHaveLength(1);
    await store.close();
  });

  it("moves a status only forward, and confirming ⇄ underpaid_waiting only for newer news", async () => {
    const store = await open();
    await store.recordEvent(event("inv_f", "awaiting_payment", 10));
    await store.recordEvent(event("inv_f", "confirming", 20));
    await store.recordEvent(event("inv_f", "underpaid_waiting", 15)); // older news of the same rank
    await store.recordEvent(event("inv_f", "underpaid_waiting", 30));
    await store.recordEvent(event("inv_f", "paid", 40));
    await store.recordEvent(event("inv_f", "confirming", 50)); // late, after final
    await store.recordEvent(event("inv_f", "expired", 60)); // one final never becomes another
    const updates = await store.updatesAfter(0);
    expect(updates.map((u) => u.status)).toEqual(["awaiting_payment", "confirming", "underpaid_waiting", "paid"]);
    expect((await store.invoice("inv_f"))?.status).toBe("paid");
    // Every event is kept (a redelivery of any of them is recognised), only the forward ones are streamed.
    expect(await store.eventCount()).toBe(7);
    await store.close();
  });

  it("keeps events that are not about invoices, and streams none of them", async () => {
    const store = await open();
    const outcome = await store.recordEvent(event(null, "", 1, "invoice.refunded"));
    expect(outcome).toEqual({ stored: true, update: null });
    expect(await store.updatesAfter(0)).toEqual([]);
    await store.close();
  });

  it("numbers updates in commit order with no gaps, under concurrent deliveries", async () => {
    const store = await open();
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.recordEvent(event(`inv_c${i}`, "paid"))));
    const updates = await store.updatesAfter(0, 1000);
    expect(updates).toHaveLength(40);
    const seqs = updates.map((u) => u.seq);
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => seqs[0]! + i));
    expect(await store.lastSeq()).toBe(seqs.at(-1));
    expect((await store.updatesAfter(seqs[9]!, 5)).map((u) => u.seq)).toEqual(seqs.slice(10, 15));
    await store.close();
  });

  it("wakes listeners when an update commits, and tells of revoked devices", async () => {
    const store = await open();
    let woken = 0;
    const revoked: string[] = [];
    await store.onUpdates(() => (woken += 1));
    await store.onDeviceRevoked((id) => revoked.push(id));
    await store.recordEvent(event("inv_w", "paid"));
    await store.createPairing(hashSecret("code-w"), "Till W", clock + 60_000);
    const device = await store.redeemPairing(hashSecret("code-w"), "dev_w", hashSecret("token-w"));
    expect(await store.revokeDevice(device!.device_id)).toBe(true);
    expect(await store.revokeDevice("dev_unknown")).toBe(false);
    await expect.poll(() => woken, { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(() => revoked, { timeout: 5000 }).toEqual(["dev_w"]);
    await store.close();
  });

  it("trades a pairing code once, never after it expires, and finds devices only by their token's hash", async () => {
    const store = await open();
    await store.createPairing(hashSecret("code-1"), "Till 1", clock + 60_000);
    await store.createPairing(hashSecret("code-old"), "Till old", clock - 1);
    const tries = await Promise.all([
      store.redeemPairing(hashSecret("code-1"), "dev_a", hashSecret("token-a")),
      store.redeemPairing(hashSecret("code-1"), "dev_b", hashSecret("token-b")),
    ]);
    expect(tries.filter((d) => d !== null)).toHaveLength(1);
    expect(await store.redeemPairing(hashSecret("code-old"), "dev_c", hashSecret("token-c"))).toBeNull();
    const paired = tries.find((d) => d !== null)!;
    expect(paired).toMatchObject({ name: "Till 1", revoked_at: null });
    expect(
      (await store.deviceByTokenHash(hashSecret(paired.device_id === "dev_a" ? "token-a" : "token-b")))?.device_id,
    ).toBe(paired.device_id);
    expect(await store.deviceByTokenHash(hashSecret("token-c"))).toBeNull();
    clock += 1000;
    await store.revokeDevice(paired.device_id);
    expect((await store.listDevices()).map((d) => [d.device_id, d.revoked_at])).toEqual([[paired.device_id, clock]]);
    await store.close();
  });

  it("keeps one record per device and sale, filed under its day", async () => {
    const store = await open();
    await store.createPairing(hashSecret("code-s"), "Till S", clock + 60_000);
    await store.redeemPairing(hashSecret("code-s"), "dev_s", hashSecret("token-s"));
    await store.putSale("dev_s", "sale-1", "2031-05-06", '{"v":1}');
    await store.putSale("dev_s", "sale-1", "2031-05-06", '{"v":2}');
    await store.putSale("dev_s", "sale-2", "2031-05-07", '{"v":1}');
    const day = await store.salesOfDay("2031-05-06");
    expect(day.map((s) => [s.device_name, s.sale_id, s.record])).toEqual([["Till S", "sale-1", '{"v":2}']]);
    await store.close();
  });
}
