/**
 * The store's contract (relay/test/store-contract.ts) against the embedded store and a real PostgreSQL started for
 * this file (relay/test/postgres-server.ts: skipped, saying so, only where PostgreSQL is not installed; CI fails
 * instead). Then two relays on one PostgreSQL, as a shop runs several instances.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir } from "../test/embedded-dir.ts";
import { POSTGRES_MISSING, startPostgres, type PostgresServer } from "../test/postgres-server.ts";
import { deliver, EventStream, invoiceEventBody, pairDevice, settle, startTestRelay } from "../test/relay-harness.ts";
import { storeContract } from "../test/store-contract.ts";

const cleanups: (() => void | Promise<void>)[] = [];
// Removes a 40 MB PGlite folder (about 1,000 files) per embedded test and stops the server: on the shared machine at a
// load average of 30 that took over a minute.
afterAll(async () => {
  for (const c of cleanups) await c();
}, 240_000);

describe("embedded store (PGlite)", { timeout: 120_000 }, () => {
  storeContract(async () => {
    const data = await freshDataDir();
    cleanups.push(data.remove);
    return { kind: "embedded", dataDir: data.dir };
  });
});

let server: PostgresServer | null = null;
let databases = 0;
const postgres = await startPostgres();
if (postgres === null) console.warn(POSTGRES_MISSING);
server = postgres;
if (server) cleanups.push(() => server.stop());

describe.skipIf(server === null)("PostgreSQL store", { timeout: 60_000 }, () => {
  storeContract(async () => ({ kind: "postgres", url: await server!.createDatabase(`contract_${++databases}`) }));
});

describe.skipIf(server === null)("two relays on one PostgreSQL", { timeout: 60_000 }, () => {
  let url: string;
  beforeAll(async () => {
    url = await server!.createDatabase("two_relays");
  });

  it("a webhook taken by relay A reaches a tablet streaming from relay B, counted once", async () => {
    const [a, b] = await Promise.all([
      startTestRelay({ kind: "postgres", url }),
      startTestRelay({ kind: "postgres", url }),
    ]);
    try {
      // Paired through A, streaming from B: both serve the same shop.
      const tablet = await pairDevice(a.url);
      const stream = await EventStream.open(b.url, tablet.device_token);
      const body = invoiceEventBody("inv_two_relays", "paid");
      expect(await (await deliver(a.url, body)).json()).toEqual({ received: true, duplicate: false });
      // The provider redelivers to the other instance behind the load balancer: acknowledged, not counted again.
      expect(await (await deliver(b.url, body)).json()).toEqual({ received: true, duplicate: true });
      const [event] = await stream.waitFor(1);
      expect(event!.data).toMatchObject({ invoice_id: "inv_two_relays", status: "paid" });
      await settle(500);
      expect(stream.events).toHaveLength(1);

      // Revoked through B, the tablet's stream on A closes too.
      const onA = await EventStream.open(a.url, tablet.device_token);
      const res = await fetch(`${b.url}/admin/devices/${tablet.device_id}`, {
        method: "DELETE",
        headers: { authorization: "Bearer relay-admin-token-for-the-tests" },
      });
      expect(res.status).toBe(204);
      await Promise.race([onA.ended, settle(3000).then(() => Promise.reject(new Error("stream on A still open")))]);
      stream.close();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
