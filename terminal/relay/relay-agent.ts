/**
 * What the relay does on this tablet, loaded with it (relay-controller.ts is what the shell holds; the two meet only in
 * relay-view-model.ts): pairs, connects, follows each sale and sends each finished one, and carries the service's word
 * to the sale on screen or, for a sale that has left the screen, into the database, so its history, receipt and the
 * report count it.
 */
import { RelayClient } from "./relay-client.ts";
import { RelayConnection, saveOutbox } from "./relay-connection.ts";
import { saleWithRelayUpdate, type RelayStatusUpdate } from "./relay-status.ts";
import type { RelayPairing } from "./relay-pairing.ts";
import type { RelayStore, RelayViewModel, ShopDayResult } from "./relay-view-model.ts";
import { isFinalSale, statusSourceOf, type Sale } from "../sale/sale.ts";

export class RelayAgent {
  readonly #view: RelayViewModel;
  readonly #store: RelayStore;
  #connection: RelayConnection | undefined;

  constructor(view: RelayViewModel) {
    if (!view.store) throw new Error("the relay store is not loaded yet");
    this.#view = view;
    this.#store = view.store;
    if (view.pairing) this.#connect(view.pairing);
  }

  /**
   * Trades a pairing link's code for this tablet's credential and keeps it (the relay set before is let go); the
   * pairing screen shows the outcome.
   */
  async pair(relayUrl: string, code: string): Promise<void> {
    const view = this.#view;
    if (view.pairChecking) return;
    view.pairChecking = true;
    view.host.requestUpdate();
    const result = await RelayClient.pair(relayUrl, code, view.options.fetch);
    if (result.ok) {
      const { deviceId, token, name } = result.value;
      const pairing: RelayPairing = { url: relayUrl, token, deviceId, name, pairedAt: Date.now() };
      await this.#store.saveRelay(pairing);
      // Sales queued for the relay let go of were its own: the new one starts from the next sale.
      await saveOutbox(this.#store, []);
      this.stop();
      view.pairing = pairing;
      this.#connect(pairing);
      view.pairOutcome = { ok: true, pairing };
    } else view.pairOutcome = result;
    view.pairChecking = false;
    view.host.requestUpdate();
  }

  async unpair(): Promise<void> {
    this.stop();
    await this.#store.saveRelay(null);
    await saveOutbox(this.#store, []);
    const view = this.#view;
    view.pairing = undefined;
    view.state = "off";
    view.unsent = 0;
    view.host.requestUpdate();
  }

  /**
   * Followed while the service has not given its final word through the relay; sent to the relay for the shop's day
   * once ended (again whenever its record changes after).
   */
  saleChanged(sale: Sale): void {
    const connection = this.#connection;
    const invoiceId = sale.invoiceId;
    if (!connection) return;
    const settled = isFinalSale(sale.status) && statusSourceOf(sale) === "service" && sale.confirmedByRelay;
    if (invoiceId && !settled) connection.follow(invoiceId, sale.id);
    if (invoiceId && settled) connection.unfollow(invoiceId);
    if (isFinalSale(sale.status)) void connection.send(sale.id);
  }

  online(): void {
    this.#connection?.retryNow();
  }

  async shopDay(date: string): Promise<ShopDayResult> {
    const connection = this.#connection;
    if (!connection) return { ok: false, kind: "unreachable" };
    const result = await connection.shopDay(date);
    return result.ok ? { ok: true, sales: result.value } : result;
  }

  stop(): void {
    this.#connection?.stop();
    this.#connection = undefined;
  }

  /** The service's word on a sale: the sale on screen takes it; one that left the screen is updated where it is stored. */
  async #update(update: RelayStatusUpdate, saleId: string): Promise<void> {
    const change = (sale: Sale, nowMs: number) => saleWithRelayUpdate(sale, update, nowMs);
    if (this.#view.options.onSaleOnScreen(saleId, change)) return;
    const stored = await this.#store.getSale(saleId);
    if (!stored) return;
    const next = change(stored, Date.now());
    if (next === stored) return;
    await this.#store.putSale(next);
    this.saleChanged(next);
    this.#view.options.storedSaleChanged();
  }

  #connect(pairing: RelayPairing): void {
    const view = this.#view;
    view.state = "connecting";
    const connection = new RelayConnection(
      pairing,
      this.#store,
      {
        update: (update, saleId) => void this.#update(update, saleId),
        state: (state) => {
          if (this.#connection !== connection) return;
          view.state = state;
          view.host.requestUpdate();
        },
        outbox: (count) => {
          view.unsent = count;
          view.host.requestUpdate();
        },
      },
      view.options.fetch ? { fetch: view.options.fetch } : {},
    );
    this.#connection = connection;
    connection.start();
    view.host.requestUpdate();
  }
}
