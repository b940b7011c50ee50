/**
 * The shop's relay as the shell sees it: whether this tablet is paired, how the connection stands (for staff, in
 * words), and a way to run a task on the agent. Only this much loads with the first frame; everything that acts (the
 * agent, its connection, the stream reader, the client) is a chunk of its own, fetched once a relay is paired or a
 * relay's pairing link is opened.
 */
import type { ReactiveControllerHost } from "lit";
import type { RelayPairing } from "./relay-pairing.ts";
import type { RelayAgent } from "./relay-agent.ts";
import type {
  RelayControllerOptions,
  RelayPairOutcome,
  RelayState,
  RelayStore,
  RelayViewModel,
} from "./relay-view-model.ts";

const loadAgent = () => import("./relay-agent.ts");

/** No lifecycle of the host's to follow (the shell lives as long as the page), so no ReactiveController: a holder. */
export class RelayController implements RelayViewModel {
  pairing: RelayPairing | undefined = undefined;
  state: RelayState = "off";
  unsent = 0;
  pairChecking = false;
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
