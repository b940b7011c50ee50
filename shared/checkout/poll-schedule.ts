/** When to ask for the invoice again: steady while visible, slower while hidden, backing off on errors, obeying Retry-After. */

export interface PollPolicy {
  /** Delay between polls while the page is visible. */
  readonly visibleMs: number;
  /** Delay while the page is hidden: the customer is in their wallet app, a slower pace is enough. */
  readonly hiddenMs: number;
  /** Ceiling of the exponential backoff after failed polls. */
  readonly maxBackoffMs: number;
}

export const DEFAULT_POLL_POLICY: PollPolicy = { visibleMs: 2_000, hiddenMs: 10_000, maxBackoffMs: 30_000 };

export interface PollInput {
  readonly hidden: boolean;
  /** Failed polls in a row since the last success. */
  readonly consecutiveErrors: number;
  /** Retry-After of the last answer, in seconds. */
  readonly retryAfterSeconds?: number;
}

/** Milliseconds until the next poll. Whether to poll at all (not once the invoice is final) is the caller's call. */
export function nextPollDelay(input: PollInput, policy: PollPolicy = DEFAULT_POLL_POLICY): number {
  const base = input.hidden ? policy.hiddenMs : policy.visibleMs;
  const errors = input.consecutiveErrors;
  // 2^errors grows past any cap long before it overflows; clamp the exponent to keep the maths finite.
  const backoff =
    errors === 0 ? base : Math.min(policy.maxBackoffMs, Math.max(base, policy.visibleMs * 2 ** Math.min(errors, 20)));
  // The server's Retry-After wins even over our cap: asking earlier only earns another 429.
  return Math.max(backoff, (input.retryAfterSeconds ?? 0) * 1000);
}
