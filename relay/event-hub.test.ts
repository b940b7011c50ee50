/**
 * The event hub on the embedded store: a change this instance committed reaches every open stream once, from the row
 * it wrote, without reading the store's stream back (its own NOTIFY arrives before the commit returns); a change that
 * only a NOTIFY announces (another instance's, here a read recorded behind the hub's back) is read and sent.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { freshDataDir } from "./test/embedded-dir.ts";
import { invoiceEventBody, settle } from "./test/relay-harness.ts";
import { EventHub } from "./event-hub.ts";
import { RelayStore } from "./store/relay-store.ts";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanups) c();
}, 120_000);

/** The text a stream received so far. */
function reader(stream: ReadableStream<Uint8Array>): { text: () => string } {
  let text = "";
  const decoder = new TextDecoder();
  void (async () => {
    for await (const chunk of stream) text += decoder.decode(chunk);
  })().catch(() => undefined);
  return { text: () => text };
}

describe("EventHub", { timeout: 60_000 }, () => {
  it("sends this instance's committed changes from the rows it wrote, and reads back only others' news", async () => {
    const data = await freshDataDir();
    cleanups.push(data.remove);
    const store = await RelayStore.open({ kind: "embedded", dataDir: data.dir });
    const hub = await EventHub.start(store, { pingIntervalMs: 60_000 });
    try {
      const streams = [reader(hub.open("dev_a", null)), reader(hub.open("dev_b", null))];
      await settle(100);
      const readsBack = vi.spyOn(store, "updatesAfter");

      const outcomes = await Promise.all(
        ["inv_hub_1", "inv_hub_2", "inv_hub_3"].map((id) => {
          const body = invoiceEventBody(id, "paid");
          const event = JSON.parse(body) as { event_id: string; occurred_at: number };
          return store.recordEvent({
            event_id: event.event_id,
            event_type: "invoice.paid",
            occurred_at: event.occurred_at,
            body,
            invoice: { invoice_id: id, status: "paid" },
          });
        }),
      );
      for (const outcome of outcomes) if (outcome.stored && outcome.update) hub.publish(outcome.update);
      await settle(200);
      expect(readsBack).not.toHaveBeenCalled();
      for (const stream of streams) {
        expect(stream.text().match(/^id: \d+$/gm)).toEqual(["id: 1", "id: 2", "id: 3"]);
        expect(stream.text()).toContain('"invoice_id":"inv_hub_3","status":"paid"');
      }

      // A change the hub was not handed (as another instance's would be): its NOTIFY makes the hub read it.
      await store.recordRead("inv_hub_4", "confirming", 1_700_000_000);
      await settle(200);
      expect(readsBack).toHaveBeenCalled();
      for (const stream of streams) expect(stream.text().match(/^id: \d+$/gm)).toHaveLength(4);
    } finally {
      await hub.close();
      await store.close();
    }
  });
});
