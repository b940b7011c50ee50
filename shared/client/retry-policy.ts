/** When a failed API call may be sent again, and after how long: Retry-After, capped exponential backoff, full jitter. */
import { isTransientFailure } from "../api/api-error.ts";

/** Tuning of the retry loop; every field has a default so callers only set what they change. */
export interface RetryOptions {
  /** Retries after the first attempt (so at most maxRetries + 1 requests). Default 3. */
  maxRetries?: number;
  /** First backoff ceiling in milliseconds; doubles per retry. Default 250. */
  baseMs?: number;
  /** Upper bound of any backoff delay in milliseconds. Default 8000. */
  capMs?: number;
  /** A Retry-After longer than this is not waited for: the error goes to the caller, who can schedule. Default 60 s. */
  maxRetryAfterMs?: number;
  /** Uniform random number in [0, 1); injectable so tests can pin the jitter. */
  random?: () => number;
  /** Waits `ms`; rejects or returns early when `signal` aborts. Injectable so tests record delays instead of waiting. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type ResolvedRetryPolicy = Required<RetryOptions>;

/**
 * How safe a request is to send twice. "idempotent": GETs, creates the server dedupes by external_order_id or
 * external_id, and invoice cancel (a repeated cancel answers 200). "unsafe": every other POST (confirm, withdrawal
 * cancel, block, simulate), which may have acted before failing.
 */
export type RetrySafety = "idempotent" | "unsafe";

/** What an attempt ended with, as far as retrying is concerned. */
export type AttemptOutcome =
  { kind: "status"; status: number; code: string; retryAfterMs?: number } | { kind: "network" } | { kind: "timeout" };

export const DEFAULT_RETRY = {
  maxRetries: 3,
  baseMs: 250,
  capMs: 8_000,
  maxRetryAfterMs: 60_000,
} as const;

export function resolveRetryPolicy(options: RetryOptions = {}): ResolvedRetryPolicy {
  return {
    maxRetries: options.maxRetries ?? DEFAULT_RETRY.maxRetries,
    baseMs: options.baseMs ?? DEFAULT_RETRY.baseMs,
    capMs: options.capMs ?? DEFAULT_RETRY.capMs,
    maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULT_RETRY.maxRetryAfterMs,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? abortableSleep,
  };
}

/**
 * Full-jitter backoff: a uniform delay in [0, min(cap, base * 2^retryIndex)). Full jitter spreads a crowd of clients
 * that failed together, so they do not come back in lockstep.
 */
export function backoffDelayMs(
  retryIndex: number,
  policy: Pick<ResolvedRetryPolicy, "baseMs" | "capMs" | "random">,
): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, retryIndex));
  const r = Math.min(Math.max(policy.random(), 0), 1);
  // random() may return exactly 1 from a careless stub; keep the delay strictly inside the window.
  return Math.min(Math.floor(r * ceiling), Math.max(0, Math.ceil(ceiling) - 1));
}

/**
 * The delay before the next attempt, or undefined when the failure must go to the caller.
 * `retryIndex` counts retries already made (0 before the first retry).
 */
export function retryDelayMs(
  outcome: AttemptOutcome,
  safety: RetrySafety,
  retryIndex: number,
  policy: ResolvedRetryPolicy,
): number | undefined {
  if (retryIndex >= policy.maxRetries) return undefined;
  // A 429 is refused before the server acts, so even an unsafe POST may be sent again; anything else only when the
  // request is idempotent and the failure may clear by itself.
  if (outcome.kind !== "status" || outcome.status !== 429) {
    if (safety !== "idempotent") return undefined;
    if (outcome.kind === "status" && !isTransientFailure(outcome.code, outcome.status)) return undefined;
  }
  // Retry-After (a 429's, or a 503's when it gives one) is obeyed if short enough; longer, the caller schedules.
  const retryAfterMs = outcome.kind === "status" ? outcome.retryAfterMs : undefined;
  if (retryAfterMs === undefined) return backoffDelayMs(retryIndex, policy);
  return retryAfterMs <= policy.maxRetryAfterMs ? retryAfterMs : undefined;
}

/** setTimeout as a promise that settles early when the signal aborts (the caller then checks the signal). */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
