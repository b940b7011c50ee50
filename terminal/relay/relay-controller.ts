/**
 * The shop's relay as the shell sees it: whether this tablet is paired, how the connection stands (for staff, in
 * words), and a way to run a task on the agent. Only this much loads with the first frame; everything that acts (the
 * agent, its connection, the stream reader, the client) is a chunk of its own, fetched once a relay is paired or a
 * relay's pairing link is opened.
 */
import type { ReactiveControllerHost } from "lit";
import type { RelayPairing, RelayPairingStore } from "./relay-pairing.ts";
import type { RelayOutboxStore } from "./relay-connection.ts";
import type { RelayFailure } from "./relay-client.ts";
import type { RelayLinkState } from "../sale/relay-link-state.ts";
import type { RelayAgent } from "./relay-agent.ts";
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

const loadAgent = () => import("./relay-agent.ts");

/** No lifecycle of the host's to follow (the shell lives as long as the page), so no ReactiveController: a holder. */
export class RelayController {
  pairing: RelayPairing | undefined = undefined;
  state: RelayState = "off";
  /** Finished sales that have not reached the relay yet. */
  unsent = 0;
  /** A pairing link's code is being traded with its relay. */
  pairChecking = false;
  /** What the last pairing came to (the pairing screen says it); null before one, or on a new link. */
  pairOutcome: RelayPairOutcome | null = null;
  store: RelayStore | undefined;

  readonly host: ReactiveControllerHost;
  readonly options: RelayControllerOptions;
  #agent: Promise<RelayAgent> | undefined;

  constructor(host: ReactiveControllerHost, options: RelayControllerOptions) {
    this.host = host;
    this.options = options;
  }

  async load(store: RelayStore): Promise<void> {
    this.store = store;
    this.pairing = await store.getRelay();
    if (this.pairing) void this.use(() => undefined);
  }

  /**
   * Runs a task on the agent, fetching its chunk first. When the chunk cannot load (offline before the service worker
   * cached it), the relay is said to be out of reach, a pairing under way ends so, and the task's promise rejects.
   */
  use<T>(task: (agent: RelayAgent) => T): Promise<Awaited<T>> {
    this.#agent ??= loadAgent().then(({ RelayAgent }) => new RelayAgent(this));
    const agent = this.#agent;
    agent.catch(() => {
      this.#agent = undefined;
      if (this.pairing) this.state = "unreachable";
      if (this.pairChecking) this.pairOutcome = { ok: false, kind: "unreachable" };
      this.pairChecking = false;
      this.host.requestUpdate();
    });
    return agent.then(task) as Promise<Awaited<T>>;
  }
}
