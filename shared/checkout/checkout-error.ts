/** Turns whatever a client call threw into the error a checkout state carries: the ApiError fields plus their UI mapping. */

import { errorBehaviour, type UiErrorBehaviour } from "./error-behaviour.ts";

/** The request that failed, so that retry() knows what to send again. */
export type CheckoutOperation = "create" | "load" | "confirm" | "cancel" | "poll";
/** The requests that decide the next state themselves (everything but a poll). */
export type ActionOperation = Exclude<CheckoutOperation, "poll">;

export interface CheckoutErrorEntry {
  readonly code: string;
  readonly field: string;
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

/** Client-side failure that carries no API code: an abort, a timeout, a failed fetch, or a bug. */
function clientCode(err: unknown): string {
  const name = typeof err === "object" && err !== null ? str((err as Loose).name) : undefined;
  if (name === "AbortError") return "aborted";
  if (name === "TimeoutError") return "timeout";
  if (err instanceof TypeError) return "network_error"; // what fetch throws when the connection fails
  return "invalid_response";
}

/**
 * Reads an ApiError structurally (code, status, detail, field, errors, retryAfter, correlationId), so an
 * error from another bundle's copy of the client maps the same; anything else becomes a client code.
 */
export function checkoutErrorFrom(err: unknown, operation: CheckoutOperation): CheckoutError {
  const o: Loose = typeof err === "object" && err !== null ? (err as Loose) : {};
  const apiCode = str(o.code);
  const code = apiCode ?? clientCode(err);
  const status = num(o.status) ?? 0;
  const detail = str(o.detail) ?? str(o.message) ?? String(err);
  const errors = Array.isArray(o.errors)
    ? (o.errors as Loose[]).map((e) => ({ code: String(e.code), field: String(e.field), message: String(e.message) }))
    : undefined;
  const out: { -readonly [K in keyof CheckoutError]: CheckoutError[K] } = {
    operation,
    code,
    status,
    detail,
    ui: errorBehaviour(code, status),
  };
  const title = str(o.title);
  if (title !== undefined) out.title = title;
  const field = str(o.field);
  if (field !== undefined) out.field = field;
  if (errors) out.errors = errors;
  const retryAfter = num(o.retryAfter);
  if (retryAfter !== undefined) out.retryAfter = retryAfter;
  const correlationId = str(o.correlationId);
  if (correlationId !== undefined) out.correlationId = correlationId;
  const type = str(o.type);
  if (type !== undefined) out.type = type;
  return out;
}
