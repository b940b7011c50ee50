/**
 * The relay as the screens see it, and the one place the agent writes what they show: whether this tablet is paired,
 * how the connection stands, what a pairing came to, and the store the agent works on. The controller (what the shell
 * holds) is one of these; the agent (the chunk that acts) changes one of these. Types only: neither imports the other.
 */
import type { RelayPairing, RelayPairingStore } from "./relay-pairing.ts";
import type { RelayOutboxStore } from "./relay-connection.ts";
import type { RelayFailure } from "./relay-client.ts";
import type { RelayLinkState } from "../sale/relay-link-state.ts";
import type { Sale } from "../sale/sale.ts";

/** `off`: no relay paired; otherwise the live stream's state. */
export type RelayState = RelayLinkState;

export type RelayPairOutcome = { ok: true; pairing: RelayPairing } | ({ ok: false } & RelayFailure);

export type ShopDayResult = { ok: true; sales: readonly unknown[] } | ({ ok: false } & RelayFailure);

/** Where the relay keeps what it needs on this tablet: its pairing, its outbox, and the sales it updates. */
export interface RelayStore extends RelayPairingStore, RelayOutboxStore {
  getSale(id: string): Promise<Sale | undefined>;
  putSale(sale: Sale): Promise<void>;
}

export interface RelayControllerOptions {
  /**
   * The service's word on a sale, passed on by the relay as a change of its record: true when the sale on screen took
   * it; otherwise the agent updates the stored sale itself and calls `storedSaleChanged`.
   */
  readonly onSaleOnScreen: (saleId: string, change: (sale: Sale, nowMs: number) => Sale) => boolean;
  /** A sale no longer on screen was updated in the database (history and report show it afresh). */
  readonly storedSaleChanged: () => void;
  readonly fetch?: typeof fetch;
}

/** What the screens read; the agent sets these fields and then asks the host to draw again. */
export interface RelayViewModel {
  pairing: RelayPairing | undefined;
  state: RelayState;
  /** Finished sales that have not reached the relay yet. */
  unsent: number;
  /** A pairing link's code is being traded with its relay. */
  pairChecking: boolean;
  /** What the last pairing came to (the pairing screen says it); null before one, or on a new link. */
  pairOutcome: RelayPairOutcome | null;
  store: RelayStore | undefined;
  readonly host: { requestUpdate(): void };
  readonly options: RelayControllerOptions;
}
