/** The longest a prefetch waits for the browser to be idle (Safari has no requestIdleCallback: it waits this long). */
const PREFETCH_WAIT_MS = 2000;

/** A part of the widget that arrives as a chunk of its own, loaded once, when first asked for (or prefetched). */
export class LazyChunk<T> {
  readonly #load: () => Promise<T>;
  #value: T | undefined;
  #loading: Promise<void> | undefined;
  #failed = false;
  /** Whether the chunk was asked for, not only prefetched: only then does a failed load count as failed. */
  #asked = false;
  #prefetched = false;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  /** What the chunk gave, once it has arrived. */
  get value(): T | undefined {
    return this.#value;
  }

  /**
   * Whether the last load failed (offline, a CDN hiccup) and none has been started since. A failed prefetch does not
   * count: the chunk is fetched again when it is asked for.
   */
  get failed(): boolean {
    return this.#failed;
  }

  /**
   * What the chunk gave when it is here already; otherwise undefined, the load starts, and `onReady` is called once
   * it has arrived (a view redraws with it).
   */
  valueOr(onReady: () => void): T | undefined {
    if (this.#value === undefined) void this.load().then(() => this.#value !== undefined && onReady());
    return this.#value;
  }

  /** Starts the load (once); a failed load (offline) is tried again by the next call. */
  load(): Promise<void> {
    this.#asked = true;
    return this.#fetch();
  }

  /**
   * Starts the load once the browser is idle (at the latest after PREFETCH_WAIT_MS), once: a chunk the customer needs
   * later, fetched while the connection is still there.
   */
  prefetch(): void {
    if (this.#prefetched) return;
    this.#prefetched = true;
    const fetch = () => void this.#fetch();
    if ("requestIdleCallback" in globalThis) requestIdleCallback(fetch, { timeout: PREFETCH_WAIT_MS });
    else setTimeout(fetch, PREFETCH_WAIT_MS);
  }

  #fetch(): Promise<void> {
    this.#failed = false;
    this.#loading ??= this.#load().then(
      (value) => {
        this.#value = value;
      },
      () => {
        this.#loading = undefined;
        this.#failed = this.#asked;
      },
    );
    return this.#loading;
  }
}
