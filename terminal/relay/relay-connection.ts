/**
 * This tablet's live connection to the shop's relay (the lazy chunk: nothing here loads before a relay is paired):
 * the event stream, the sales it follows (watched after the create and again after every gap, so an event missed
 * while away is read from the service), and the outbox of finished sales for the shop's day, kept in IndexedDB until
 * the relay has them.
 */
import { RelayEventStream, type StreamState } from "./event-stream.ts";
import { RelayClient, type RelayResult } from "./relay-client.ts";
import { parseRelayEventData, type RelayStatusUpdate } from "./relay-status.ts";
import type { RelayPairing } from "./relay-pairing.ts";

export { RelayClient } from "./relay-client.ts";

/** Where finished sales wait for the relay: their ids (a JSON array under one key), and the records themselves. */
export interface RelayOutboxStore {
  getMeta(key: string): Promise<string | undefined>;
  putMeta(key: string, value: string): Promise<void>;
  getSale(id: string): Promise<{ readonly id: string } | undefined>;
}

const OUTBOX = "relay-outbox";

/** The queued sale ids; anything unreadable counts as none (the sales themselves stay on this tablet). */
export async function readOutbox(store: Pick<RelayOutboxStore, "getMeta">): Promise<string[]> {
  try {
    const ids = JSON.parse((await store.getMeta(OUTBOX)) ?? "[]") as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function saveOutbox(store: Pick<RelayOutboxStore, "putMeta">, ids: readonly string[]): Promise<void> {
  return store.putMeta(OUTBOX, JSON.stringify(ids));
}

export interface RelayConnectionListener {
  /** The service's word on a followed sale's invoice. */
  update(update: RelayStatusUpdate, saleId: string): void;
  state(state: StreamState): void;
  /** How many finished sales still wait to reach the relay. */
  outbox(count: number): void;
}

export interface RelayConnectionOptions {
  readonly fetch?: typeof fetch;
  /** Wait before trying a refused watch or an unsent sale again. */
  readonly retryMs?: number;
  readonly backoffMs?: (failures: number) => number;
}

export class RelayConnection {
  readonly #client: RelayClient;
  readonly #stream: RelayEventStream;
  readonly #store: RelayOutboxStore;
  readonly #listener: RelayConnectionListener;
  readonly #retryMs: number;
  /** invoice id → sale id, for every sale this tablet waits on. */
  readonly #following = new Map<string, string>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #flushing: Promise<void> | undefined;
  /** Every change of the stored outbox, one after the other: a sale queued while another is removed is never lost. */
  #outboxEdits: Promise<unknown> = Promise.resolve();
  #flushAgain = false;
  #stopped = false;
  #revoked = false;

  constructor(
    pairing: RelayPairing,
    store: RelayOutboxStore,
    listener: RelayConnectionListener,
    options: RelayConnectionOptions = {},
  ) {
    const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.#client = new RelayClient(pairing.url, pairing.token, fetchImpl);
    this.#store = store;
    this.#listener = listener;
    this.#retryMs = options.retryMs ?? 30_000;
    this.#stream = new RelayEventStream({
      relayUrl: pairing.url,
      token: pairing.token,
      fetch: fetchImpl,
      ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
      onMessage: (message) => {
        if (message.event !== "invoice") return;
        const update = parseRelayEventData(message.data);
        const saleId = update && this.#following.get(update.invoiceId);
        if (update && saleId) this.#listener.update(update, saleId);
      },
      onState: (state) => {
        if (state === "revoked") this.#revoke();
        else listener.state(state);
        // Back after a gap (or connected at all): what the service knows now, and what waited to be sent.
        if (state === "live") {
          for (const invoiceId of this.#following.keys()) void this.#watch(invoiceId);
          void this.flush();
        }
      },
    });
  }

  start(): void {
    void this.#stream.run();
    void readOutbox(this.#store).then((ids) => this.#listener.outbox(ids.length));
  }

  stop(): void {
    this.#stopped = true;
    this.#stream.stop();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  /** The device is back online: reconnect now rather than after the current wait. */
  retryNow(): void {
    this.#stream.retryNow();
  }

  /** Follows a sale's invoice until unfollow(): asks the relay for it now and after every reconnection. */
  follow(invoiceId: string, saleId: string): void {
    if (this.#following.get(invoiceId) === saleId) return;
    this.#following.set(invoiceId, saleId);
    void this.#watch(invoiceId);
  }

  unfollow(invoiceId: string): void {
    this.#following.delete(invoiceId);
  }

  /** Queues a finished sale for the relay (again, when its record changed) and tries to send the queue. */
  async send(saleId: string): Promise<void> {
    await this.#editOutbox((ids) => (ids.includes(saleId) ? ids : [...ids, saleId]));
    await this.flush();
  }

  shopDay(date: string): Promise<RelayResult<readonly unknown[]>> {
    return this.#client.shopDay(date).then((result) => this.#seen(result));
  }

  /** Sends the queued sales in order, one at a time; what cannot be sent now stays queued for the next try. */
  flush(): Promise<void> {
    if (this.#flushing) {
      this.#flushAgain = true;
      return this.#flushing;
    }
    this.#flushing = this.#flushQueue().finally(() => {
      this.#flushing = undefined;
      if (this.#flushAgain && !this.#stopped) {
        this.#flushAgain = false;
        void this.flush();
      }
    });
    return this.#flushing;
  }

  async #flushQueue(): Promise<void> {
    for (;;) {
      if (this.#stopped || this.#revoked) return;
      const [id] = await readOutbox(this.#store);
      if (id === undefined) return;
      const sale = await this.#store.getSale(id);
      const result = sale ? this.#seen(await this.#client.putSale(sale)) : { ok: true as const, value: null };
      // A refusal the relay will repeat forever (too large, malformed) leaves the queue; the sale stays on this tablet.
      const permanent =
        !result.ok && result.kind === "refused" && result.status < 500 && ![408, 429].includes(result.status);
      if (!result.ok && !permanent) {
        if (result.kind !== "revoked") this.#later(() => void this.flush());
        return;
      }
      await this.#editOutbox((ids) => ids.filter((queued) => queued !== id));
    }
  }

  #editOutbox(edit: (ids: readonly string[]) => readonly string[]): Promise<void> {
    const done = this.#outboxEdits.then(async () => {
      const ids = await readOutbox(this.#store);
      const next = edit(ids);
      if (next !== ids) await saveOutbox(this.#store, next);
      this.#listener.outbox(next.length);
    });
    this.#outboxEdits = done.catch(() => undefined);
    return done;
  }

  async #watch(invoiceId: string): Promise<void> {
    if (this.#stopped || this.#revoked) return;
    const result = this.#seen(await this.#client.watch(invoiceId));
    const saleId = this.#following.get(invoiceId);
    if (!saleId) return;
    if (result.ok) {
      if (result.value) this.#listener.update(result.value, saleId);
      return;
    }
    // Unreachable: the stream reconnects and watches again once live. Refused by the relay (not 404, the service does
    // not know the invoice): asked again a little later.
    if (result.kind === "refused" && result.status !== 404) this.#later(() => void this.#watch(invoiceId));
  }

  #seen<T>(result: RelayResult<T>): RelayResult<T> {
    if (!result.ok && result.kind === "revoked") this.#revoke();
    return result;
  }

  #revoke(): void {
    if (this.#revoked) return;
    this.#revoked = true;
    this.#stream.stop();
    this.#listener.state("revoked");
  }

  #later(task: () => void): void {
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!this.#stopped) task();
    }, this.#retryMs);
    this.#timers.add(timer);
  }
}
