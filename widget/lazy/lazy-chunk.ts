/** A part of the widget that arrives as a chunk of its own, loaded once, when first asked for. */
export class LazyChunk<T> {
  readonly #load: () => Promise<T>;
  #value: T | undefined;
  #loading: Promise<void> | undefined;
  #failed = false;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  /** What the chunk gave, once it has arrived. */
  get value(): T | undefined {
    return this.#value;
  }

  /** Whether the last load failed (offline, a CDN hiccup) and none has been started since. */
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
    this.#failed = false;
    this.#loading ??= this.#load().then(
      (value) => {
        this.#value = value;
      },
      () => {
        this.#loading = undefined;
        this.#failed = true;
      },
    );
    return this.#loading;
  }
}
