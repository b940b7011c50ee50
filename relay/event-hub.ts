/**
 * The live side of GET /events: every open stream of this instance, fed from the store's numbered stream of status
 * changes. A stream registers before it replays what it missed, so nothing committed in between is lost, and each
 * change is sent to a stream at most once (by its number). Whichever instance took the webhook, the store's NOTIFY
 * wakes every instance, which reads the changes after the last it sent and hands them to its streams.
 */
import type { InvoiceUpdate, RelayStore, UpdatePayment } from "./store/relay-store.ts";

/** What a tablet receives per change: `data` of an `invoice` event. */
export interface InvoiceEventData {
  readonly invoice_id: string;
  readonly status: string;
  readonly confirmed_by: "service";
  readonly event_id: string;
  readonly occurred_at: number;
  /** The invoice's payment, when the relay read the invoice (optional: docs/relay.md#the-invoices-payment). */
  readonly payment?: UpdatePayment;
}

/** The text of one server-sent event for a change. */
export function invoiceEventText(update: InvoiceUpdate): string {
  const data: InvoiceEventData = {
    invoice_id: update.invoice_id,
    status: update.status,
    confirmed_by: "service",
    event_id: update.event_id,
    occurred_at: update.occurred_at,
    ...(update.payment ? { payment: update.payment } : {}),
  };
  return `id: ${update.seq}\nevent: invoice\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A stream that has not drained this many chunks is dropped; its tablet reconnects and resumes where it stopped. */
const MAX_BACKLOG_CHUNKS = 5_000;
const encoder = new TextEncoder();

class StreamClient {
  /** Number of the last change sent; changes up to it are never sent again. */
  lastSent = 0;
  /** Changes that came live while the replay was still running, sent once it ends. */
  pending: InvoiceUpdate[] | null = [];
  closed = false;

  constructor(
    readonly deviceId: string,
    private readonly controller: ReadableStreamDefaultController<Uint8Array>,
    private readonly onClosed: (client: StreamClient) => void,
  ) {}

  write(text: string): void {
    if (this.closed) return;
    if ((this.controller.desiredSize ?? 0) < -MAX_BACKLOG_CHUNKS) return this.close();
    try {
      this.controller.enqueue(encoder.encode(text));
    } catch {
      this.close();
    }
  }

  send(update: InvoiceUpdate): void {
    if (this.pending !== null) {
      this.pending.push(update);
      return;
    }
    if (update.seq <= this.lastSent) return;
    this.lastSent = update.seq;
    this.write(invoiceEventText(update));
  }

  /** The replay is done: what arrived meanwhile goes out, in order, without what the replay already sent. */
  goLive(): void {
    const pending = this.pending ?? [];
    this.pending = null;
    for (const update of pending.sort((a, b) => a.seq - b.seq)) this.send(update);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.controller.close();
    } catch {
      // already closed by the reader going away
    }
    this.onClosed(this);
  }
}

export interface EventHubOptions {
  /** Milliseconds between `: ping` comments on every stream (default 15 s). */
  readonly pingIntervalMs?: number;
}

export class EventHub {
  readonly #store: RelayStore;
  readonly #clients = new Set<StreamClient>();
  readonly #pingTimer: ReturnType<typeof setInterval>;
  /** Number of the last change handed to the streams. */
  #lastSeq = 0;
  #polling: Promise<void> | null = null;
  #wokenWhilePolling = false;
  #unsubscribe: (() => Promise<void>)[] = [];
  /** Highest number a NOTIFY announced, and the pending look at it (see #notified). */
  #notifiedSeq = 0;
  #notifiedCheck: ReturnType<typeof setImmediate> | null = null;

  private constructor(store: RelayStore, options: EventHubOptions) {
    this.#store = store;
    this.#pingTimer = setInterval(() => {
      for (const client of this.#clients) client.write(": ping\n\n");
    }, options.pingIntervalMs ?? 15_000);
    this.#pingTimer.unref?.();
  }

  static async start(store: RelayStore, options: EventHubOptions = {}): Promise<EventHub> {
    const hub = new EventHub(store, options);
    hub.#lastSeq = await store.lastSeq();
    hub.#unsubscribe.push(await store.onUpdates((seq) => hub.#notified(seq)));
    hub.#unsubscribe.push(await store.onDeviceRevoked((deviceId) => hub.closeDevice(deviceId)));
    return hub;
  }

  /** Streams open on this instance. */
  get size(): number {
    return this.#clients.size;
  }

  /**
   * A change this instance has just committed: handed to every stream at once when it is the next number, so a
   * webhook costs no read of the stream; otherwise (another instance numbered changes in between) read from the store.
   */
  publish(update: InvoiceUpdate): void {
    if (update.seq !== this.#lastSeq + 1) return this.wake();
    this.#lastSeq = update.seq;
    for (const client of this.#clients) client.send(update);
  }

  /**
   * A NOTIFY from any instance (this one included): news only when its number was not handed out yet. Looked at once
   * the current turn's work is done, because this instance's own NOTIFY comes before its commit returns (PGlite hands
   * notifications out while it reads the answer) and publish() hands those changes out right after: read back, they
   * would cost a read of the store per commit for nothing.
   */
  #notified(seq: number | null): void {
    if (seq === null) return this.wake();
    this.#notifiedSeq = Math.max(this.#notifiedSeq, seq);
    this.#notifiedCheck ??= setImmediate(() => {
      this.#notifiedCheck = null;
      if (this.#notifiedSeq > this.#lastSeq) this.wake();
    });
  }

  /** Reads the changes committed since the last one handed out, and hands them to every stream. */
  wake(): void {
    if (this.#polling) {
      this.#wokenWhilePolling = true;
      return;
    }
    this.#polling = this.#poll().finally(() => {
      this.#polling = null;
      if (this.#wokenWhilePolling) {
        this.#wokenWhilePolling = false;
        this.wake();
      }
    });
  }

  async #poll(): Promise<void> {
    for (;;) {
      let updates: InvoiceUpdate[];
      try {
        updates = await this.#store.updatesAfter(this.#lastSeq);
      } catch {
        // The store is unreachable for now: the next notification (or resubscribe) wakes us again.
        return;
      }
      for (const update of updates) {
        // publish() may have handed some of them out while this read was under way.
        if (update.seq <= this.#lastSeq) continue;
        this.#lastSeq = update.seq;
        for (const client of this.#clients) client.send(update);
      }
      if (updates.length < 500) return;
    }
  }

  /**
   * A new event stream for a device, resuming after `resumeAfter` (a Last-Event-ID) or, without one, starting with
   * what happens from now on.
   */
  open(deviceId: string, resumeAfter: number | null): ReadableStream<Uint8Array> {
    let client: StreamClient | null = null;
    const store = this.#store;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        client = new StreamClient(deviceId, controller, (c) => this.#clients.delete(c));
        this.#clients.add(client);
        const c = client;
        // The headers go out at once with a first comment; the tablet reconnects after 2 s when dropped.
        c.write("retry: 2000\n: connected\n\n");
        void (async () => {
          try {
            let after = resumeAfter ?? (await store.lastSeq());
            c.lastSent = after;
            for (;;) {
              const missed = await store.updatesAfter(after);
              for (const update of missed) {
                c.lastSent = update.seq;
                c.write(invoiceEventText(update));
              }
              if (missed.length < 500 || c.closed) break;
              after = missed.at(-1)!.seq;
            }
            c.goLive();
          } catch {
            // The store failed mid-replay: end the stream, the tablet reconnects and resumes from its last id.
            c.close();
          }
        })();
      },
      cancel: () => {
        if (client) {
          client.closed = true;
          this.#clients.delete(client);
        }
      },
    });
  }

  /** Ends at once every stream this instance holds for the device (revoked). */
  closeDevice(deviceId: string): void {
    for (const client of [...this.#clients]) if (client.deviceId === deviceId) client.close();
  }

  async close(): Promise<void> {
    clearInterval(this.#pingTimer);
    if (this.#notifiedCheck) clearImmediate(this.#notifiedCheck);
    for (const client of [...this.#clients]) client.close();
    for (const unsubscribe of this.#unsubscribe) await unsubscribe().catch(() => undefined);
    await this.#polling;
  }
}
