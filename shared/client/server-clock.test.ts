import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { ServerClock } from "./server-clock.ts";
import { SdkClient } from "./sdk-client.ts";
import { publicInvoiceFixture } from "../test/scripted-fetch.ts";

/** An SDK client over `fetch` reporting to `clock`, that never waits to retry. */
function client(
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  clock: ServerClock,
  now = () => 1_000_000_000_000,
) {
  return new SdkClient({
    baseUrl: "http://api.test",
    sdkKey: "pk_test_demo",
    fetch,
    now,
    onServerTime: clock.observeReading,
    retry: { sleep: () => Promise.resolve() },
  });
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("server clock", () => {
  it("takes the middle of the round trip against the server's second", () => {
    const clock = new ServerClock();
    // Server said 1_700_000_600 while the tablet read 1_700_000_000_000 … 1_700_000_000_400.
    clock.observe(1_700_000_600, 1_700_000_000_000, 1_700_000_000_400);
    expect(clock.offsetMs).toBe(600_000 + 500 - 200);
  });

  it("treats less than a second of difference as none, so the countdown does not jitter", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 499 }), fc.integer({ min: 0, max: 400 }), (ms, rtt) => {
        const clock = new ServerClock();
        const local = 1_700_000_000_000 + ms;
        clock.observe(1_700_000_000, local, local + rtt);
        expect(clock.offsetMs).toBe(0);
      }),
    );
  });

  it("reads GET /v1/time through the SDK client and reports the change", async () => {
    let now = 1_000_000_000_000;
    const clock = new ServerClock();
    const seen: number[] = [];
    clock.onChange((o) => seen.push(o));
    const fetch = vi.fn((url: string) => {
      now += 100;
      expect(url).toBe("http://api.test/v1/time");
      return Promise.resolve(json({ server_time: 1_000_000_000 - 420 }));
    });
    expect(await clock.sync(client(fetch, clock, () => now))).toBe(true);
    expect(clock.offsetMs).toBe(-420_000 + 500 - 50);
    expect(seen).toEqual([clock.offsetMs]);
  });

  it("counts down on the stub's moved clock: sandbox_time, when /v1/time sends it, not server_time", async () => {
    const clock = new ServerClock();
    // A test moved the stub 400 s ahead: signatures keep to server_time, deadlines run on sandbox_time.
    const fetch = () => Promise.resolve(json({ server_time: 1_000_000_000, sandbox_time: 1_000_000_400 }));
    expect(await clock.sync(client(fetch, clock, () => 1_000_000_000_000))).toBe(true);
    expect(clock.offsetMs).toBe(400_000 + 500);
  });

  it("fails quietly when /v1/time is out of reach (another origin without CORS) or not a time", async () => {
    const clock = new ServerClock();
    expect(await clock.sync(client(() => Promise.reject(new TypeError("Failed to fetch")), clock))).toBe(false);
    expect(await clock.sync(client(() => Promise.resolve(json({ code: "route_not_found" }, 404)), clock))).toBe(false);
    expect(await clock.sync(client(() => Promise.resolve(json({ server_time: "soon" })), clock))).toBe(false);
    expect(clock.offsetMs).toBe(0);
  });

  it("learns from a 201 invoice's created_at, never from a 200 replay of an older one", async () => {
    const now = 1_000_000_000_000;
    const clock = new ServerClock();
    const body = {
      source: "terminal",
      project_id: "prj_demo_shop",
      amount: "5",
      currency: "EUR",
      external_order_id: "o-1",
    } as const;
    const replay = client(
      () => Promise.resolve(json(publicInvoiceFixture({ created_at: 1_000_000_000 - 3600 }), 200)),
      clock,
      () => now,
    );
    await replay.createInvoice(body);
    expect(clock.offsetMs).toBe(0);
    const fresh = client(
      () => Promise.resolve(json(publicInvoiceFixture({ created_at: 1_000_000_000 + 300 }), 201)),
      clock,
      () => now,
    );
    expect((await fresh.createInvoice(body)).created_at).toBe(1_000_000_300);
    expect(clock.offsetMs).toBe(300_500);
  });

  it("re-reads the clock from the Date of every invoice answer, so a running countdown follows a clock changed since", async () => {
    let now = 1_000_000_000_000;
    const clock = new ServerClock();
    let serverMs = now + 190 * 60_000; // the device is 3 h 10 min behind the server
    const dated = () => {
      const res = json(publicInvoiceFixture({ created_at: 1 }), 200);
      res.headers.set("date", new Date(serverMs).toUTCString());
      return Promise.resolve(res);
    };
    const sdk = client(dated, clock, () => now);
    await sdk.getInvoice("inv_a");
    expect(clock.offsetMs).toBe(190 * 60_000 + 500);
    // A poll that agrees within the second's noise changes nothing: the countdown does not jump back and forth.
    now += 2_000;
    serverMs += 2_600;
    await sdk.getInvoice("inv_a");
    expect(clock.offsetMs).toBe(190 * 60_000 + 500);
    // The device's clock is set right while the page stays open: the next poll says so.
    now += 60_000;
    serverMs = now;
    await sdk.getInvoice("inv_a");
    expect(clock.offsetMs).toBe(0);
    // An answer whose Date the page may not read (not exposed cross-origin) is no reading.
    const hidden = client(
      () => Promise.resolve(json(publicInvoiceFixture({ created_at: 1 }), 200)),
      clock,
      () => now + 900_000,
    );
    await hidden.getInvoice("inv_a");
    expect(clock.offsetMs).toBe(0);
  });
});
