/**
 * Group commit: work handed in while a commit is under way waits, and is then written together in the next single
 * commit; each caller is answered only after the commit that holds its item. One commit runs at a time.
 *
 * A commit's cost on the embedded store is mostly per transaction (PGlite is PostgreSQL in one WebAssembly thread:
 * every statement, and every commit's write-through to the data folder, runs in turn), so under load a batch of many
 * webhooks costs little more than one. Nothing is weakened: an item is answered only once the transaction holding it
 * has committed, and a batch is one transaction, so it is stored whole or not at all.
 *
 * When a batch of several fails, each of its items is tried again alone, so one item the store refuses (or a commit
 * that failed for a passing reason) does not refuse the others with it: each caller gets its own item's outcome.
 */
export interface GroupCommitOptions<In> {
  /** Most items in one commit (default 256). */
  readonly maxItems?: number;
  /** Longest wait, in ms, of a commit due for items announced as on their way (default 5). */
  readonly maxWaitMs?: number;
  /** Most total size in one commit, by `sizeOf` (default 4 MiB); a single larger item still goes, alone. */
  readonly maxSize?: number;
  /** An item's size for `maxSize` (default 1 each). */
  readonly sizeOf?: (item: In) => number;
}

interface Waiting<In, Out> {
  readonly item: In;
  readonly resolve: (out: Out) => void;
  readonly reject: (error: unknown) => void;
}

export class GroupCommit<In, Out> {
  readonly #commit: (items: readonly In[]) => Promise<readonly Out[]>;
  readonly #maxItems: number;
  readonly #maxSize: number;
  readonly #sizeOf: (item: In) => number;
  #queue: Waiting<In, Out>[] = [];
  #running: Promise<void> | null = null;
  #commits = 0;
  readonly #maxWaitMs: number;
  /** Items announced (onTheWay) and neither handed in nor given up yet. */
  #onTheWay = 0;
  /** Called when an announced item is handed in or given up. */
  #onArrival: (() => void) | null = null;

  /**
   * @param commit writes the items in one transaction and resolves, once committed, with one outcome per item in
   * their order; rejects when nothing was committed.
   */
  constructor(commit: (items: readonly In[]) => Promise<readonly Out[]>, options: GroupCommitOptions<In> = {}) {
    this.#commit = commit;
    this.#maxItems = options.maxItems ?? 256;
    this.#maxSize = options.maxSize ?? 4 * 1024 * 1024;
    this.#sizeOf = options.sizeOf ?? (() => 1);
    this.#maxWaitMs = options.maxWaitMs ?? 5;
  }

  /**
   * Announces an item on its way (a webhook being read and verified); call the returned function once it is handed
   * in or given up. A commit about to start waits for the items on their way at that moment (at most maxWaitMs), so
   * work that arrives together is committed together, even though on the embedded store a commit holds the only
   * thread while it runs and nothing can arrive during it. With nothing on its way a commit starts at once.
   */
  onTheWay(): () => void {
    this.#onTheWay += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#onTheWay -= 1;
      this.#onArrival?.();
    };
  }

  /** Resolves with the item's outcome once the commit holding it is done; rejects when it could not be committed. */
  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#running ??= this.#drain();
    });
  }

  /** Commits that succeeded so far (a batch counts once): what the bench divides its events by. */
  get commits(): number {
    return this.#commits;
  }

  /** Resolves when every item handed in so far has been answered. */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drain(): Promise<void> {
    // Started after the current task's synchronous work, so items handed in together go in one commit.
    await Promise.resolve();
    try {
      while (this.#queue.length > 0) {
        await this.#awaitOnTheWay();
        const batch = this.#take();
        let outcomes: readonly Out[];
        try {
          outcomes = await this.#commit(batch.map((w) => w.item));
          this.#commits += 1;
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else for (const waiting of batch) await this.#alone(waiting);
          continue;
        }
        batch.forEach((waiting, i) => waiting.resolve(outcomes[i]!));
      }
    } finally {
      // In the same step as the queue was seen empty, before any caller answered runs: whatever it hands in next
      // starts a new drain rather than waiting for this one.
      this.#running = null;
    }
  }

  /** Waits until the items on their way now have arrived (or been given up), at most maxWaitMs. */
  async #awaitOnTheWay(): Promise<void> {
    let awaited = this.#onTheWay;
    if (awaited === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(finish, this.#maxWaitMs);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.#onArrival = () => {
        awaited -= 1;
        if (awaited <= 0 || this.#onTheWay === 0) finish();
      };
    });
    this.#onArrival = null;
  }

  async #alone(waiting: Waiting<In, Out>): Promise<void> {
    try {
      const [outcome] = await this.#commit([waiting.item]);
      this.#commits += 1;
      waiting.resolve(outcome!);
    } catch (error) {
      waiting.reject(error);
    }
  }

  /** The oldest items waiting, as many as one commit takes. */
  #take(): Waiting<In, Out>[] {
    let size = 0;
    let count = 0;
    for (const waiting of this.#queue) {
      size += this.#sizeOf(waiting.item);
      if (count > 0 && (count >= this.#maxItems || size > this.#maxSize)) break;
      count += 1;
    }
    return this.#queue.splice(0, count);
  }
}
