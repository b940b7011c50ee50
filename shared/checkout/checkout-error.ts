/** Turns whatever a client call threw into the error a checkout state carries: the ApiError fields plus their UI mapping. */

import { isProblemErrorEntry, problemErrorEntry } from "../api/api-error.ts";
import { errorBehaviour } from "./error-ui.ts";
import { type UiErrorBehaviour } from "./error-behaviours.ts";

/** The request that failed, so that retry() knows what to send again. */
export type CheckoutOperation = "create" | "load" | "confirm" | "cancel" | "poll";
/** The requests that decide the next state themselves (everything but a poll). */
export type ActionOperation = Exclude<CheckoutOperation, "poll">;

export interface CheckoutErrorEntry {
  readonly code: string;
  /** Absent when the entry names no field (the provider may send null). */
  readonly field?: string;
  readonly message: string;
}

export interface CheckoutError {
  readonly operation: CheckoutOperation;
  readonly code: string;
  /** HTTP status; 0 when no answer arrived (network_error, timeout, aborted). */
  readonly status: number;
  readonly title?: string;
  readonly detail: string;
  readonly field?: string;
  readonly errors?: readonly CheckoutErrorEntry[];
  /** Seconds the server asked us to wait (Retry-After). */
  readonly retryAfter?: number;
  readonly correlationId?: string;
  readonly type?: string;
  /** What the screen does with it; the developer hint is looked up only when one is printed (error-hints.ts). */
  readonly ui: UiErrorBehaviour;
}

type Loose = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/**
 * Reads an ApiError structurally (code, status, detail, field, errors, retryAfter, correlationId), so an
 * error from another bundle's copy of the client maps the same; anything else becomes a client code.
 */
export function checkoutErrorFrom(err: unknown, operation: CheckoutOperation): CheckoutError {
  const o: Loose = typeof err === "object" && err !== null ? (err as Loose) : {};
  const name = str(o.name);
  // Without an API code: an abort, a timeout, a failed fetch (fetch throws a TypeError), or a bug.
  const code =
    str(o.code) ??
    (name === "AbortError"
      ? "aborted"
      : name === "TimeoutError"
        ? "timeout"
        : err instanceof TypeError
          ? "network_error"
          : "invalid_response");
  const status = num(o.status) ?? 0;
  const out: { -readonly [K in keyof CheckoutError]: CheckoutError[K] } = {
    operation,
    code,
    status,
    detail: str(o.detail) ?? str(o.message) ?? String(err),
    ui: errorBehaviour(code, status),
  };
  // The optional members are set only when present, so a state never carries keys holding undefined.
  for (const key of ["title", "field", "correlationId", "type"] as const) {
    const value = str(o[key]);
    if (value !== undefined) out[key] = value;
  }
  const retryAfter = num(o.retryAfter);
  if (retryAfter !== undefined) out.retryAfter = retryAfter;
  if (Array.isArray(o.errors)) {
    out.errors = o.errors.filter(isProblemErrorEntry).map(problemErrorEntry);
  }
  return out;
}
