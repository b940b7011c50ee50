import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { ServerClock } from "./server-clock.ts";

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

  it("reads GET /v1/time and reports the change", async () => {
    let now = 1_000_000_000_000;
    const clock = new ServerClock({ now: () => now });
    const seen: number[] = [];
    clock.onChange((o) => seen.push(o));
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      now += 100;
      expect(String(url)).toBe("http://api.test/v1/time");
      return json({ server_time: 1_000_000_000 - 420 });
    });
    expect(await clock.sync("http://api.test", fetch)).toBe(true);
    expect(clock.offsetMs).toBe(-420_000 + 500 - 50);
    expect(seen).toEqual([clock.offsetMs]);
  });

  it("fails quietly when /v1/time is out of reach (another origin without CORS)", async () => {
    const clock = new ServerClock();
    expect(await clock.sync("http://api.test", async () => Promise.reject(new TypeError("Failed to fetch")))).toBe(false);
    expect(await clock.sync("http://api.test", async () => json({ code: "route_not_found" }, 404))).toBe(false);
    expect(clock.offsetMs).toBe(0);
  });

  it("learns from a 201 invoice's created_at, never from a 200 replay of an older one", async () => {
    const now = 1_000_000_000_000;
    const clock = new ServerClock({ now: () => now });
    const replay = clock.observingFetch(async () => json({ created_at: 1_000_000_000 - 3600 }, 200));
    await (await replay("http://api.test/public/v1/sdk", { method: "POST" })).text();
    await vi.waitFor(() => Promise.resolve());
    expect(clock.offsetMs).toBe(0);
    const fresh = clock.observingFetch(async () => json({ created_at: 1_000_000_000 + 300 }, 201));
    const res = await fresh("http://api.test/public/v1/sdk", { method: "POST" });
    // The caller still reads the body it was given.
    expect(await res.json()).toEqual({ created_at: 1_000_000_300 });
    await vi.waitFor(() => expect(clock.offsetMs).toBe(300_500));
  });
});
