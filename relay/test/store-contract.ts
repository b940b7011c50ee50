/**
 * What every relay store must do, written once and run against each store (embedded PGlite and a real PostgreSQL):
 * relay/store/relay-store.test.ts calls it per store.
 */
import * as fc from "fast-check";
import { expect, it } from "vitest";
import { INVOICE_STATUSES } from "../../shared/api/statuses.ts";
import { movesForward, type KnownStatus } from "../status-order.ts";
import { MIGRATIONS } from "../store/migrations.ts";
import { RelayStore, type IncomingEvent, type StoreLocation } from "../store/relay-store.ts";
import { hashSecret } from "../store/secrets.ts";
import { openEmbedded, openPostgres } from "../store/sql.ts";

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

  it("writes deliveries handed in together in one commit: each answered, a redelivery within it stored once", async () => {
    const store = await open();
    const a = event("inv_batch_a", "paid");
    const b = event("inv_batch_b", "confirming");
    const other = event(null, "", 1, "payout.sent");
    await store.recordEvent(event("inv_batch_before", "paid"));
    const commitsBefore = store.eventCommits;
    const outcomes = await Promise.all([a, b, a, other, a, b].map((e) => store.recordEvent(e)));
    expect(store.eventCommits - commitsBefore).toBe(1);
    expect(outcomes.map((o) => o.stored)).toEqual([true, true, false, true, false, false]);
    const updates = await store.updatesAfter(1);
    expect(updates.map((u) => [u.invoice_id, u.status, u.event_id])).toEqual([
      ["inv_batch_a", "paid", a.event_id],
      ["inv_batch_b", "confirming", b.event_id],
    ]);
    // Each caller is told its own change, numbered in the order the batch was written.
    expect(outcomes.map((o) => (o.stored ? (o.update?.seq ?? "no news") : "redelivery"))).toEqual([
      updates[0]!.seq,
      updates[1]!.seq,
      "redelivery",
      "no news",
      "redelivery",
      "redelivery",
    ]);
    expect(await store.eventCount()).toBe(4);
    await store.close();
  });

  it("when a batch's commit fails, refuses only the event the store cannot keep and keeps the others", async () => {
    const store = await open();
    const before = event("inv_poison_before", "confirming");
    const after = event("inv_poison_after", "paid");
    // PostgreSQL's text cannot hold a NUL character: this event fails its commit on either store.
    const poison = { ...event("inv_poison", "paid"), event_id: "evt_contract_\u0000_poison" };
    const outcomes = await Promise.allSettled([before, poison, after].map((e) => store.recordEvent(e)));
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await store.eventCount()).toBe(2);
    expect(await store.invoice("inv_poison")).toBeNull();
    expect((await store.updatesAfter(0)).map((u) => [u.invoice_id, u.status])).toEqual([
      ["inv_poison_before", "confirming"],
      ["inv_poison_after", "paid"],
    ]);
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

  it("decides every delivery as the status order says: the intake's SQL against relay/status-order.ts", async () => {
    const store = await open();
    let run = 0;
    // Any sequence of deliveries about one invoice, each status and time drawn freely (some stale, some repeated).
    const deliveries = fc.array(
      fc.record({
        status: fc.constantFrom(...INVOICE_STATUSES, "a_status_from_the_future"),
        at: fc.integer({ min: 1, max: 6 }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    await fc.assert(
      fc.asyncProperty(deliveries, async (sequence) => {
        const invoiceId = `inv_model_${++run}`;
        const before = await store.lastSeq();
        let known: KnownStatus | null = null;
        const expected: string[] = [];
        for (const d of sequence) {
          const next = { status: d.status, occurredAt: d.at };
          const outcome = await store.recordEvent(event(invoiceId, d.status, d.at));
          const moves = movesForward(known, next);
          expect(outcome.stored).toBe(true);
          const update = outcome.stored ? outcome.update : null;
          expect(update && [update.invoice_id, update.status, update.occurred_at]).toEqual(
            moves ? [invoiceId, d.status, d.at] : null,
          );
          if (moves) {
            known = next;
            expected.push(d.status);
          }
        }
        expect((await store.updatesAfter(before, 1000)).map((u) => u.status)).toEqual(expected);
        expect((await store.invoice(invoiceId))?.status).toBe(known?.status);
      }),
      { numRuns: 40 },
    );
    await store.close();
  });

  it("lets concurrent deliveries about one invoice move it only forward, each change once", async () => {
    const store = await open();
    const statuses = ["awaiting_payment", "confirming", "paid", "confirming", "awaiting_payment", "expired"];
    await Promise.all(statuses.map((status, i) => store.recordEvent(event("inv_race", status, 10 + i))));
    const streamed = (await store.updatesAfter(0)).map((u) => u.status);
    // Whatever order they were taken in, what was streamed only climbs, and ends at the one final status kept.
    const final = (await store.invoice("inv_race"))?.status;
    expect(["paid", "expired"]).toContain(final);
    expect(streamed.at(-1)).toBe(final);
    expect(streamed.filter((s) => s === "paid" || s === "expired")).toHaveLength(1);
    const order = ["awaiting_payment", "confirming", "paid", "expired"];
    const ranks = streamed.map((s) => Math.min(order.indexOf(s), 2));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(streamed).size).toBe(streamed.length);
    expect(await store.eventCount()).toBe(statuses.length);
    await store.close();
  });

  it("moves an invoice forward from the relay's own reads too, never back, each news once", async () => {
    const store = await open();
    await store.recordEvent(event("inv_read", "confirming", 10));
    expect((await store.recordRead("inv_read", "paid", 20)).status).toBe("paid");
    expect((await store.recordRead("inv_read", "paid", 30)).status).toBe("paid");
    expect((await store.recordRead("inv_read", "awaiting_payment", 40)).status).toBe("paid");
    const late = await store.recordEvent(event("inv_read", "confirming", 50));
    expect(late).toEqual({ stored: true, update: null });
    expect((await store.updatesAfter(0)).map((u) => [u.status, u.event_id])).toEqual([
      ["confirming", expect.stringMatching(/^evt_contract_/)],
      ["paid", "read_inv_read_paid"],
    ]);
    await store.close();
  });

  it("keeps the order of invoices a store of schema version 1 already held", async () => {
    const where = await location();
    // The first relay's store: schema version 1 only, one invoice paid and one confirming.
    const raw = where.kind === "embedded" ? await openEmbedded(where.dataDir) : await openPostgres(where.url);
    await raw.transaction(async (tx) => {
      await tx.query(
        "CREATE TABLE relay_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)",
      );
      for (const statement of MIGRATIONS[0]!.statements) await tx.query(statement);
      await tx.query("INSERT INTO relay_schema_migrations VALUES (1, 'v1', 0)");
      await tx.query(
        "INSERT INTO relay_invoices (invoice_id, status, occurred_at, updated_at) VALUES ('inv_v1_paid', 'paid', 5, 0), ('inv_v1_conf', 'confirming', 5, 0)",
      );
    });
    await raw.close();
    const store = await RelayStore.open(where, now);
    await store.recordEvent(event("inv_v1_paid", "confirming", 9));
    await store.recordEvent(event("inv_v1_conf", "awaiting_payment", 9));
    await store.recordEvent(event("inv_v1_conf", "paid", 9));
    expect((await store.invoice("inv_v1_paid"))?.status).toBe("paid");
    expect((await store.updatesAfter(0)).map((u) => [u.invoice_id, u.status])).toEqual([["inv_v1_conf", "paid"]]);
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

  it("wakes listeners with the number of each update committed, and tells of revoked devices", async () => {
    const store = await open();
    const woken: (number | null)[] = [];
    const revoked: string[] = [];
    await store.onUpdates((seq) => woken.push(seq));
    await store.onDeviceRevoked((id) => revoked.push(id));
    const outcome = await store.recordEvent(event("inv_w", "paid"));
    const read = await store.recordRead("inv_w2", "confirming", 1);
    await store.createPairing(hashSecret("code-w"), "Till W", clock + 60_000);
    const device = await store.redeemPairing(hashSecret("code-w"), "dev_w", hashSecret("token-w"));
    expect(await store.revokeDevice(device!.device_id)).toBe(true);
    expect(await store.revokeDevice("dev_unknown")).toBe(false);
    const seq = outcome.stored ? outcome.update?.seq : undefined;
    expect(read.status).toBe("confirming");
    await expect.poll(() => woken, { timeout: 5000 }).toEqual([seq, seq! + 1]);
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
