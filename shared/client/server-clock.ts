/** Server time − local time, measured one way for the widget, the terminal and the merchant client's signatures. */
import type { SdkClient, ServerTimeReading } from "./sdk-client.ts";

/**
 * Server times come in whole Unix seconds, so an offset below a second is noise; keeping it at zero stops a countdown
 * from jumping a second back and forth between readings.
 */
const NOISE_MS = 1000;

export interface ServerClockOptions {
  /** An offset known from before (e.g. kept from an earlier session); default 0. */
  readonly offsetMs?: number;
}

export class ServerClock {
  #offsetMs: number;
  readonly #listeners = new Set<(offsetMs: number) => void>();

  constructor(options: ServerClockOptions = {}) {
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
    // Readings come every few seconds (each poll's Date): one that agrees with the last within the noise changes nothing.
    if (Math.abs(offset - this.#offsetMs) < NOISE_MS) return;
    const next = Math.abs(offset) < NOISE_MS ? 0 : Math.round(offset);
    if (next === this.#offsetMs) return;
    this.#offsetMs = next;
    for (const listener of this.#listeners) listener(next);
  }

  /** A reading the SDK client came across (GET /v1/time, an answer's Date, a fresh invoice); give it as its onServerTime. */
  readonly observeReading = ({ serverSeconds, sentMs, receivedMs }: ServerTimeReading): void => {
    this.observe(serverSeconds, sentMs, receivedMs);
  };

  /**
   * Reads the unauthenticated `GET /v1/time` through `client` (whose onServerTime is observeReading). It answers
   * without CORS headers, so this works when the page is served from the API's own origin (the stub, a merchant's
   * reverse proxy) and quietly fails elsewhere; the next freshly created invoice then gives the reading instead.
   */
  async sync(client: Pick<SdkClient, "serverTime">): Promise<boolean> {
    try {
      await client.serverTime();
      return true;
    } catch {
      return false;
    }
  }
}
