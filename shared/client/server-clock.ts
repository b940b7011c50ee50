/** Server time − local time, measured one way for the widget, the terminal and the merchant client's signatures. */

/**
 * Server times come in whole Unix seconds, so an offset below a second is noise; keeping it at zero stops a countdown
 * from jumping a second back and forth between readings.
 */
const NOISE_MS = 1000;

/** Looked up at call time through globalThis (test doubles, and no "Illegal invocation" from an unbound fetch). */
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export interface ServerClockOptions {
  /** Local epoch milliseconds; default Date.now. */
  readonly now?: () => number;
  /** An offset known from before (e.g. kept from an earlier session); default 0. */
  readonly offsetMs?: number;
}

export class ServerClock {
  readonly #now: () => number;
  #offsetMs: number;
  readonly #listeners = new Set<(offsetMs: number) => void>();

  constructor(options: ServerClockOptions = {}) {
    this.#now = options.now ?? (() => Date.now());
    this.#offsetMs = options.offsetMs ?? 0;
  }

  /** Server time − local time in milliseconds, as last measured. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Called whenever a new reading changes the offset (a running checkout re-ticks its countdown). */
  onChange(listener: (offsetMs: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * One reading: the server said `serverSeconds` somewhere between `sentMs` and `receivedMs` (local clock).
   * The middle of the round trip, plus half of the server's truncated second, is the best estimate of that moment.
   */
  observe(serverSeconds: number, sentMs: number, receivedMs: number): void {
    if (!Number.isFinite(serverSeconds) || serverSeconds <= 0) return;
    const offset = serverSeconds * 1000 + 500 - (sentMs + receivedMs) / 2;
    const next = Math.abs(offset) < NOISE_MS ? 0 : Math.round(offset);
    if (next === this.#offsetMs) return;
    this.#offsetMs = next;
    for (const listener of this.#listeners) listener(next);
  }

  /**
   * Reads the unauthenticated `GET /v1/time`. It answers without CORS headers, so this works when the page is served
   * from the API's own origin (the stub, a merchant's reverse proxy) and quietly fails elsewhere; `observingFetch`
   * then takes the reading from the next freshly created invoice instead.
   */
  async sync(apiBase: string, fetchImpl: typeof fetch = globalFetch): Promise<boolean> {
    const sent = this.#now();
    try {
      const res = await fetchImpl(`${apiBase}/v1/time`, { headers: { accept: "application/json" }, cache: "no-store" });
      const received = this.#now();
      if (!res.ok) return false;
      const body = (await res.json()) as { server_time?: unknown };
      if (typeof body.server_time !== "number") return false;
      this.observe(body.server_time, sent, received);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A fetch that learns the offset from every `201 Created` invoice: its `created_at` is the server's time while
   * the request was in flight (cross-origin pages cannot read the Date header). A `200` to a repeated create is the
   * invoice made earlier, so its time says nothing.
   */
  observingFetch(fetchImpl: typeof fetch = globalFetch): typeof fetch {
    return async (input, init) => {
      const sent = this.#now();
      const res = await fetchImpl(input, init);
      if (res.status === 201 && init?.method === "POST") {
        const received = this.#now();
        res
          .clone()
          .json()
          .then((body: { created_at?: unknown }) => {
            if (typeof body.created_at === "number") this.observe(body.created_at, sent, received);
          })
          .catch(() => undefined);
      }
      return res;
    };
  }
}
