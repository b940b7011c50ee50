import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromProblem, buildProblem, ERROR_CODES } from "../api/index.ts";
import {
  abortableSleep,
  backoffDelayMs,
  resolveRetryPolicy,
  retryDelayMs,
  type AttemptOutcome,
} from "./retry-policy.ts";

const status = (s: number, code: string, retryAfterMs?: number): AttemptOutcome => ({
  kind: "status",
  status: s,
  code,
  retryAfterMs,
});

describe("backoffDelayMs", () => {
  it("stays inside [0, min(8 s, 250 ms * 2^n)) for any retry index and any jitter", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const delay = backoffDelayMs(n, { baseMs: 250, capMs: 8000, random: () => r });
        const ceiling = Math.min(8000, 250 * 2 ** n);
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(ceiling);
      }),
    );
  });

  it("doubles the window per retry until the 8 s cap", () => {
    const top = (n: number) => backoffDelayMs(n, { baseMs: 250, capMs: 8000, random: () => 0.9999999 });
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(top)).toEqual([249, 499, 999, 1999, 3999, 7999, 7999, 7999]);
  });

  it("spreads delays over the whole window (full jitter), down to zero", () => {
    expect(backoffDelayMs(3, { baseMs: 250, capMs: 8000, random: () => 0 })).toBe(0);
    expect(backoffDelayMs(3, { baseMs: 250, capMs: 8000, random: () => 0.5 })).toBe(1000);
  });
});

describe("retryDelayMs", () => {
  const policy = resolveRetryPolicy({ random: () => 0.5 });

  it("waits Retry-After on 429 even for an unsafe POST, the server having refused before acting", () => {
    expect(retryDelayMs(status(429, "rate_limited", 1000), "unsafe", 0, policy)).toBe(1000);
    expect(retryDelayMs(status(429, "rate_limited"), "unsafe", 0, policy)).toBe(125);
  });

  it("does not retry an unsafe POST on 500, 503, a network failure or a timeout", () => {
    for (const outcome of [
      status(500, "internal_error"),
      status(503, "payment_method_unavailable"),
      { kind: "network" } as const,
      { kind: "timeout" } as const,
    ]) {
      expect(retryDelayMs(outcome, "unsafe", 0, policy)).toBeUndefined();
    }
  });

  it("retries idempotent requests on 500, 503, gateway errors, network failures and timeouts", () => {
    for (const outcome of [
      status(500, "internal_error"),
      status(503, "exchange_rate_unavailable"),
      status(502, "internal_error"),
      { kind: "network" } as const,
      { kind: "timeout" } as const,
    ]) {
      expect(retryDelayMs(outcome, "idempotent", 1, policy)).toBe(250);
    }
  });

  it("never retries a client error, whatever the safety", () => {
    for (const outcome of [
      status(400, "validation_failed"),
      status(401, "invalid_credentials"),
      status(404, "invoice_not_found"),
      status(409, "conflict"),
    ]) {
      expect(retryDelayMs(outcome, "idempotent", 0, policy)).toBeUndefined();
    }
  });

  it("does not retry payment_channels_disabled, which the spec says retrying does not fix", () => {
    expect(retryDelayMs(status(503, "payment_channels_disabled"), "idempotent", 0, policy)).toBeUndefined();
  });

  it("stops after maxRetries", () => {
    expect(retryDelayMs({ kind: "network" }, "idempotent", 2, policy)).toBeDefined();
    expect(retryDelayMs({ kind: "network" }, "idempotent", 3, policy)).toBeUndefined();
    expect(retryDelayMs(status(429, "rate_limited", 1000), "idempotent", 3, policy)).toBeUndefined();
    const none = resolveRetryPolicy({ maxRetries: 0 });
    expect(retryDelayMs(status(429, "rate_limited", 1000), "idempotent", 0, none)).toBeUndefined();
  });

  it("leaves a Retry-After longer than maxRetryAfterMs to the caller", () => {
    expect(retryDelayMs(status(429, "rate_limited", 60_000), "idempotent", 0, policy)).toBe(60_000);
    expect(retryDelayMs(status(429, "rate_limited", 61_000), "idempotent", 0, policy)).toBeUndefined();
    expect(retryDelayMs(status(503, "internal_error", 2000), "idempotent", 0, policy)).toBe(2000);
  });
});

describe("retryDelayMs and ApiError.retryable", () => {
  it("agree for an idempotent request on every catalogued code and on the client codes", () => {
    const policy = resolveRetryPolicy({ random: () => 0.5 });
    for (const code of ERROR_CODES) {
      const error = apiErrorFromProblem(buildProblem(code));
      expect([code, retryDelayMs(status(error.status, error.code), "idempotent", 0, policy) !== undefined]).toEqual([
        code,
        error.retryable,
      ]);
    }
    expect(retryDelayMs({ kind: "network" }, "idempotent", 0, policy) !== undefined).toBe(ApiError.network().retryable);
    expect(retryDelayMs({ kind: "timeout" }, "idempotent", 0, policy) !== undefined).toBe(ApiError.timeout().retryable);
  });
});

describe("abortableSleep", () => {
  it("ends a long wait as soon as the signal aborts", async () => {
    const controller = new AbortController();
    const wait = abortableSleep(600_000, controller.signal);
    controller.abort();
    await expect(wait).resolves.toBeUndefined();
  });

  it("waits the given time when nothing aborts", async () => {
    let done = false;
    const wait = abortableSleep(5).then(() => {
      done = true;
    });
    expect(done).toBe(false);
    await wait;
    expect(done).toBe(true);
  });
});
