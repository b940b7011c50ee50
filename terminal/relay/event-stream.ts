/**
 * The relay's live stream (`GET /events`, Server-Sent Events) read with fetch() streaming, so it can carry the device's
 * Authorization header (EventSource cannot). It resumes where it stopped (Last-Event-ID: the relay replays every event
 * after it), reconnects with a growing, jittered wait, restarts a connection that went silent (the relay pings every
 * 15 s), and stops for good only when the relay refuses this tablet (revoked or unknown: 401/403).
 */
import type { RelayLinkState } from "../sale/relay-link-state.ts";

/** One event as the stream delivers it (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface SseMessage {
  /** The `id:` of this event, or undefined when it had none (the last one seen still stands). */
  readonly id: string | undefined;
  readonly event: string;
  readonly data: string;
}

/**
 * Turns the stream's text, in chunks cut anywhere (inside a line, between \r and \n), into whole events. Comments
 * (`: ping`) and unknown fields are skipped; `data:` lines join with \n; an event without data is not dispatched.
 */
export class SseParser {
  #buffer = "";
  /** The chunk ended on \r: a \n starting the next one belongs to that line ending. */
  #afterCr = false;
  #data: string[] = [];
  #event = "";
  #id: string | undefined = undefined;

  feed(chunk: string): SseMessage[] {
    let text = chunk;
    if (this.#afterCr && text.startsWith("\n")) text = text.slice(1);
    this.#afterCr = text.endsWith("\r");
    this.#buffer += text;
    const out: SseMessage[] = [];
    const lines = this.#buffer.split(/\r\n|\r|\n/);
    this.#buffer = lines.pop() ?? "";
    for (const line of lines) {
      const message = this.#line(line);
      if (message) out.push(message);
    }
    return out;
  }

  #line(line: string): SseMessage | null {
    if (line === "") {
      const message =
        this.#data.length > 0 ? { id: this.#id, event: this.#event || "message", data: this.#data.join("\n") } : null;
      this.#data = [];
      this.#event = "";
      this.#id = undefined;
      return message;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") this.#data.push(value);
    else if (field === "event") this.#event = value;
    else if (field === "id" && !value.includes("\0")) this.#id = value;
    return null;
  }
}

/** Where the stream stands, as staff are told it. */
export type StreamState = Exclude<RelayLinkState, "off">;

export interface EventStreamOptions {
  /** The relay's base URL (no trailing slash). */
  readonly relayUrl: string;
  readonly token: string;
  /** Every event, in order, once per connection; `id` is the relay's sequence number. */
  readonly onMessage: (message: SseMessage) => void;
  readonly onState: (state: StreamState) => void;
  /** Resume after this id (an earlier stream of this page); undefined: from now. */
  readonly lastEventId?: string | undefined;
  readonly fetch?: typeof fetch;
  /** Waits before the nth reconnection in a row (0-based); default: 0.5 s doubling to 30 s, ±20 %. */
  readonly backoffMs?: (failures: number) => number;
  /** No byte for this long (the relay pings every 15 s) means a dead connection: it is closed and made again. */
  readonly idleTimeoutMs?: number;
}

const MAX_BACKOFF_MS = 30_000;

export function defaultBackoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The relay refuses this device for good: revoked or never paired (the contract's 401; 403 alike). */
const REFUSED = new Set([401, 403]);

export class RelayEventStream {
  #lastEventId: string | undefined;
  #stopped = false;
  #abort: AbortController | undefined;
  #state: StreamState | undefined;
  #wakeUp: (() => void) | undefined;
  readonly #options: EventStreamOptions;
  readonly #fetch: typeof fetch;
  readonly #backoff: (failures: number) => number;

  constructor(options: EventStreamOptions) {
    this.#options = options;
    this.#lastEventId = options.lastEventId;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#backoff = options.backoffMs ?? ((n) => defaultBackoffMs(n));
  }

  /** The id of the last event read: where a new connection resumes. */
  get lastEventId(): string | undefined {
    return this.#lastEventId;
  }

  get state(): StreamState | undefined {
    return this.#state;
  }

  /** Runs until stop() or until the relay refuses this device; resolves then. */
  async run(): Promise<void> {
    let failures = 0;
    this.#setState("connecting");
    while (!this.#stopped) {
      const outcome = await this.#connectOnce();
      if (outcome === "refused") {
        this.#setState("revoked");
        return;
      }
      if (this.#stopped) return;
      // A connection that was live and dropped is tried again at once; one that failed waits longer each time.
      if (outcome === "dropped") {
        failures = 0;
        this.#setState("connecting");
      } else this.#setState("unreachable");
      await this.#sleep(this.#backoff(outcome === "dropped" ? 0 : failures++));
    }
  }

  /** Stops reading and closes the connection. */
  stop(): void {
    this.#stopped = true;
    this.#abort?.abort();
    this.#wakeUp?.();
  }

  /** Cuts a wait between two tries short (the device came back online). */
  retryNow(): void {
    this.#wakeUp?.();
  }

  async #connectOnce(): Promise<"refused" | "failed" | "dropped"> {
    const abort = new AbortController();
    this.#abort = abort;
    const { relayUrl, token, idleTimeoutMs = 45_000 } = this.#options;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watchIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(), idleTimeoutMs);
    };
    let live = false;
    try {
      watchIdle();
      const response = await this.#fetch(`${relayUrl}/events`, {
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "text/event-stream",
          ...(this.#lastEventId !== undefined ? { "Last-Event-ID": this.#lastEventId } : {}),
        },
        cache: "no-store",
        signal: abort.signal,
      });
      if (REFUSED.has(response.status)) return "refused";
      if (!response.ok || !response.body) return "failed";
      live = true;
      this.#setState("live");
      const parser = new SseParser();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        watchIdle();
        const { done, value } = await reader.read();
        if (done) break;
        for (const message of parser.feed(decoder.decode(value, { stream: true }))) {
          if (message.id !== undefined) this.#lastEventId = message.id;
          this.#options.onMessage(message);
        }
      }
      return "dropped";
    } catch {
      return live ? "dropped" : "failed";
    } finally {
      clearTimeout(idle);
      abort.abort();
    }
  }

  #setState(state: StreamState): void {
    if (this.#state === state) return;
    this.#state = state;
    this.#options.onState(state);
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wakeUp = done;
    });
  }
}
