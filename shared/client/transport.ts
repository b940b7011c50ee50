/** One API call over fetch: per-attempt timeout, caller abort, correlation id, retries by the book, checked responses. */
import { ApiError } from "../api/api-error.ts";
import type { ReadResult } from "./zod-reader.ts";
import {
  resolveRetryPolicy,
  retryDelayMs,
  type AttemptOutcome,
  type ResolvedRetryPolicy,
  type RetryOptions,
  type RetrySafety,
} from "./retry-policy.ts";

/** The part of fetch the clients use; tests pass a scripted one. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface TransportOptions {
  /** Origin (and optional path prefix) of the API, e.g. "http://localhost:4010"; "" for same-origin relative URLs. */
  baseUrl: string;
  fetch?: FetchLike;
  /** Limit of each attempt (request and response body), in milliseconds. Default 15 s. */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Wall clock in milliseconds; used to read Retry-After dates and to sign. Default Date.now. */
  now?: () => number;
  /**
   * Makes the correlation id of a call whose caller names none (the merchant client passes newCorrelationId). Without
   * it such a call has no id of its own: nothing is sent and its errors carry only the id the server answered with.
   */
  newCorrelationId?: () => string;
  /**
   * Whether to send X-Correlation-Id when the call has an id (it is put on errors either way). Default false: the
   * public routes' CORS allows no such header; the merchant client sends one.
   */
  sendCorrelationId?: boolean;
}

/** Per-call options every client method takes. */
export interface CallOptions {
  /** Aborting rejects the call with ApiError code "aborted", also while it waits to retry. */
  signal?: AbortSignal;
  /** Overrides the client's per-attempt timeout for this call. */
  timeoutMs?: number;
  /** Sent as X-Correlation-Id and recorded on errors; generated when absent if the client makes ids. */
  correlationId?: string;
}

/** What an authorizer needs to sign an attempt. */
export interface OutgoingRequest {
  method: "GET" | "POST";
  /** The route's path, still percent-encoded; the server receives it after the base URL's own path. */
  path: string;
  /** "" or the query string with its leading "?", exactly as sent. */
  query: string;
  /** The body exactly as sent, or undefined for none. */
  body: string | undefined;
}

/** Checks a 2xx body and returns what the caller gets: a zod schema of shared/api, through zodReader. */
export type ResponseReader<T> = (json: unknown) => ReadResult<T>;

export interface CallSpec<T> {
  method: "GET" | "POST";
  /** Route path, percent-encoded (see routePath). */
  path: string;
  query?: string;
  /** JSON text, serialised once so retries and the signature use the same bytes. */
  body?: string;
  /** Reader a 2xx body must satisfy; anything else is ApiError invalid_response. */
  read: ResponseReader<T>;
  /** Human name of what the reader expects, for invalid_response details. */
  resource: string;
  safety: RetrySafety;
  /** Extra headers for one attempt; called before every attempt so each one is signed afresh. */
  authorize?: (request: OutgoingRequest) => Promise<Record<string, string>> | Record<string, string>;
  /**
   * Given a refused attempt, may repair the cause and resolve true to send again at once. Offered once per call and
   * outside the retry budget (the merchant client uses it for timestamp_expired).
   */
  recover?: (error: ApiError, signal: AbortSignal | undefined) => Promise<boolean>;
  /** Called with the checked value of a successful call and the attempt that brought it (a server clock reading). */
  answered?: (value: T, attempt: AnsweredAttempt) => void;
}

/** The attempt that answered a call: its status, and the local clock when it was sent and when its body arrived. */
export interface AnsweredAttempt {
  status: number;
  sentMs: number;
  receivedMs: number;
  /** The answer's `Date` header (the server's clock to the second), when the browser lets the page read it. */
  date: string | null;
}

type AttemptResult =
  ({ ok: true; text: string } & AnsweredAttempt) | { ok: false; error: ApiError; outcome: AttemptOutcome };

export class Transport {
  readonly #baseUrl: string;
  readonly #fetch: FetchLike;
  readonly #timeoutMs: number;
  readonly #policy: ResolvedRetryPolicy;
  readonly #sendCorrelationId: boolean;
  readonly #newCorrelationId: (() => string) | undefined;
  readonly now: () => number;

  constructor(options: TransportOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    // Looked up at call time and called through globalThis: an unbound window.fetch throws "Illegal invocation".
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#policy = resolveRetryPolicy(options.retry);
    this.#sendCorrelationId = options.sendCorrelationId ?? false;
    this.#newCorrelationId = options.newCorrelationId;
    this.now = options.now ?? Date.now;
  }

  async call<T>(spec: CallSpec<T>, options: CallOptions = {}): Promise<T> {
    const correlationId = options.correlationId ?? this.#newCorrelationId?.();
    const signal = options.signal;
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    const query = spec.query ?? "";
    const url = `${this.#baseUrl}${spec.path}${query}`;
    const outgoing: OutgoingRequest = { method: spec.method, path: spec.path, query, body: spec.body };

    let retryIndex = 0;
    let recovered = false;
    for (;;) {
      if (signal?.aborted) throw withCorrelationId(ApiError.aborted(), correlationId);
      // Errors come back as problem+json; naming it keeps a strict content negotiator from answering 406.
      const headers: Record<string, string> = { Accept: "application/json, application/problem+json" };
      if (spec.body !== undefined) headers["Content-Type"] = "application/json";
      if (this.#sendCorrelationId && correlationId !== undefined) headers["X-Correlation-Id"] = correlationId;
      Object.assign(headers, spec.authorize ? await spec.authorize(outgoing) : {});

      const result = await this.#attempt(url, { method: spec.method, headers, body: spec.body }, signal, timeoutMs);
      if (result.ok) {
        const value = this.#parse(spec, result.text, correlationId);
        spec.answered?.(value, {
          status: result.status,
          sentMs: result.sentMs,
          receivedMs: result.receivedMs,
          date: result.date,
        });
        return value;
      }

      const { error, outcome } = result;
      if (error.code === "aborted") throw withCorrelationId(error, correlationId);
      if (!recovered && spec.recover && outcome.kind === "status") {
        if (await spec.recover(withCorrelationId(error, correlationId), signal)) {
          recovered = true;
          continue;
        }
      }
      const delay = retryDelayMs(outcome, spec.safety, retryIndex, this.#policy);
      if (delay === undefined) throw withCorrelationId(error, correlationId);
      retryIndex += 1;
      await this.#policy.sleep(delay, signal);
    }
  }

  /** One fetch, with the body read under the same timeout so a stalled body cannot hang the call. */
  async #attempt(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<AttemptResult> {
    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", onCallerAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const sentMs = this.now();
      const res = await this.#fetch(url, { ...init, signal: controller.signal });
      const text = await res.text();
      if (res.ok)
        return { ok: true, text, status: res.status, sentMs, receivedMs: this.now(), date: res.headers.get("date") };
      // The body was read under the timeout above; rebuild the response so the problem can be read from it. The
      // reading is a module a call that never fails does not fetch (in the widget, a chunk of its own).
      const replay = new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
      const { apiErrorFromResponse } = await import("../api/error-response.ts");
      const error = await apiErrorFromResponse(replay, { now: this.now() });
      // retryAfter is in seconds (an HTTP date rounded up), seconds being the header's own resolution.
      const retryAfterMs = error.retryAfter === undefined ? undefined : error.retryAfter * 1000;
      return { ok: false, error, outcome: { kind: "status", status: res.status, code: error.code, retryAfterMs } };
    } catch (cause) {
      // An abort is never retried (call() throws it at once), so its outcome is only there for the type.
      const error = signal?.aborted ? ApiError.aborted() : timedOut ? ApiError.timeout() : ApiError.network(cause);
      return { ok: false, error, outcome: { kind: timedOut ? "timeout" : "network" } };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onCallerAbort);
    }
  }

  #parse<T>(spec: CallSpec<T>, text: string, correlationId: string | undefined): T {
    const where = `${spec.method} ${spec.path}`;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw withCorrelationId(ApiError.invalidResponse(`${where} answered a body that is not JSON`), correlationId);
    }
    const read = spec.read(json);
    if (read.ok) return read.value;
    throw withCorrelationId(
      ApiError.invalidResponse(
        `${where} answered a body that is not a valid ${spec.resource} (${read.issues.join("; ")})`,
      ),
      correlationId,
    );
  }
}

/** Errors carry the id of the call that failed (when it has one), unless the server already named one. */
function withCorrelationId(error: ApiError, correlationId: string | undefined): ApiError {
  // Every error reaching here was made by this call a moment ago, so it is tagged in place rather than copied.
  (error as { correlationId?: string }).correlationId ??= correlationId;
  return error;
}
