/**
 * The shop's relay as the shell sees it: whether this tablet is paired, how the connection stands (for staff, in
 * words), and the calls the screens make. Small on purpose, since it loads with the first frame: the connection, the
 * stream reader and the client are a chunk of their own (relay-connection.ts), loaded only once a relay is paired.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { RelayPairing, RelayPairingStore } from "./relay-pairing.ts";
import type { RelayOutboxStore, RelayConnection } from "./relay-connection.ts";
import type { RelayStatusUpdate } from "./relay-status.ts";
import type { RelayFailure } from "./relay-client.ts";
import type { StreamState } from "./event-stream.ts";
import { isFinalSale, statusSourceOf, type Sale } from "../sale/sale.ts";

const loadConnection = () => import("./relay-connection.ts");

/** `off`: no relay paired; otherwise the live stream's state. */
export type RelayState = "off" | StreamState;

export type RelayPairOutcome = { ok: true; pairing: RelayPairing } | ({ ok: false } & RelayFailure);

export type ShopDayResult = { ok: true; sales: readonly unknown[] } | ({ ok: false } & RelayFailure);

export interface RelayControllerOptions {
  /** The service's word on a sale this tablet follows, passed on by the relay. */
  readonly onUpdate: (update: RelayStatusUpdate, saleId: string) => void;
  readonly fetch?: typeof fetch;
}

export class RelayController implements ReactiveController {
  pairing: RelayPairing | undefined = undefined;
  state: RelayState = "off";
  /** Finished sales that have not reached the relay yet. */
  unsent = 0;
  /** A pairing link's code is being traded with its relay. */
  pairChecking = false;
  /** What the last pairing came to (the pairing screen says it); null before one, or on a new link. */
  pairOutcome: RelayPairOutcome | null = null;

  readonly #host: ReactiveControllerHost;
  readonly #options: RelayControllerOptions;
  #store: (RelayPairingStore & RelayOutboxStore) | undefined;
  #connection: RelayConnection | undefined;
  /** Sales to follow or send that came before the connection's chunk loaded. */
  #ready: Promise<RelayConnection | undefined> = Promise.resolve(undefined);

  constructor(host: ReactiveControllerHost, options: RelayControllerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.#connection?.stop();
  }

  async load(store: RelayPairingStore & RelayOutboxStore): Promise<void> {
    this.#store = store;
    this.pairing = await store.getRelay();
    if (this.pairing) this.#connect(this.pairing);
  }

  /** Trades a pairing link's code for this tablet's credential and keeps it; the previous relay (if any) is let go. */
  async pair(relayUrl: string, code: string): Promise<RelayPairOutcome> {
    if (this.pairChecking) return { ok: false, kind: "refused", status: 409, code: "pairing_in_progress" };
    this.pairChecking = true;
    this.#host.requestUpdate();
    try {
      this.pairOutcome = await this.#pair(relayUrl, code);
      return this.pairOutcome;
    } catch {
      // The connection's chunk did not load (offline before the service worker cached it): no answer, in words.
      this.pairOutcome = { ok: false, kind: "unreachable" };
      return this.pairOutcome;
    } finally {
      this.pairChecking = false;
      this.#host.requestUpdate();
    }
  }

  /** A new pairing link is on screen: the last one's outcome is not its. */
  forgetPairOutcome(): void {
    this.pairOutcome = null;
  }

  async #pair(relayUrl: string, code: string): Promise<RelayPairOutcome> {
    const store = this.#store;
    if (!store) throw new Error("the relay store is not loaded yet");
    const { RelayClient } = await loadConnection();
    const result = await RelayClient.pair(relayUrl, code, this.#options.fetch);
    if (!result.ok) return result;
    const { deviceId, token, name } = result.value;
    const pairing: RelayPairing = { url: relayUrl, token, deviceId, name, pairedAt: Date.now() };
    await store.saveRelay(pairing);
    // Sales queued for the relay let go of belong to it: the new one starts from the next sale.
    await store.saveRelayOutbox([]);
    this.#disconnect();
    this.pairing = pairing;
    this.#connect(pairing);
    return { ok: true, pairing };
  }

  /** Forgets the relay on this tablet (the relay's own list still names it until revoked there). */
  async unpair(): Promise<void> {
    this.#disconnect();
    await this.#store?.deleteRelay();
    await this.#store?.saveRelayOutbox([]);
    this.pairing = undefined;
    this.state = "off";
    this.unsent = 0;
    this.#host.requestUpdate();
  }

  /**
   * A sale changed on this tablet: followed through the relay while the service has not said its final word, and
   * sent to the relay for the shop's day once it has ended (again whenever its record changes after).
   */
  saleChanged(sale: Sale): void {
    if (!this.pairing) return;
    void this.#ready.then((connection) => {
      if (!connection) return;
      const invoiceId = sale.invoiceId;
      const settled = isFinalSale(sale.status) && statusSourceOf(sale) === "service" && sale.confirmedByRelay;
      if (invoiceId && !settled) connection.follow(invoiceId, sale.id);
      if (invoiceId && settled) connection.unfollow(invoiceId);
      if (isFinalSale(sale.status)) void connection.send(sale.id);
    });
  }

  /** The device's network came back: reconnect now. */
  online(): void {
    this.#connection?.retryNow();
  }

  async shopDay(date: string): Promise<ShopDayResult> {
    const connection = await this.#ready;
    if (!connection) return { ok: false, kind: "unreachable" };
    const result = await connection.shopDay(date);
    return result.ok ? { ok: true, sales: result.value } : result;
  }

  #connect(pairing: RelayPairing): void {
    const store = this.#store;
    if (!store) return;
    this.state = "connecting";
    this.#ready = loadConnection().then(
      ({ RelayConnection }) => {
        if (this.pairing !== pairing) return undefined;
        const connection = new RelayConnection(
          pairing,
          store,
          {
            update: (update, saleId) => this.#options.onUpdate(update, saleId),
            state: (state) => {
              if (this.#connection !== connection) return;
              this.state = state;
              this.#host.requestUpdate();
            },
            outbox: (count) => {
              this.unsent = count;
              this.#host.requestUpdate();
            },
          },
          this.#options.fetch ? { fetch: this.#options.fetch } : {},
        );
        this.#connection = connection;
        connection.start();
        return connection;
      },
      // The chunk cannot load (offline on a first visit): said as a relay out of reach.
      () => {
        this.state = "unreachable";
        this.#host.requestUpdate();
        return undefined;
      },
    );
    this.#host.requestUpdate();
  }

  #disconnect(): void {
    this.#connection?.stop();
    this.#connection = undefined;
    this.#ready = Promise.resolve(undefined);
  }
}
