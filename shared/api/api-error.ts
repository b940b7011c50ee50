/**
 * ApiError, what every client throws. No zod and no catalogue text: the widget's bundle carries this module. How an
 * error answer is read into one is error-response.ts, which only a failed call needs.
 */

import { HTTP_TITLES, RETIRED_CODES } from "./codes.ts";

/** One entry of a problem's errors[]. `field` is absent when the entry names none (the provider may send null). */
export interface ProblemError {
  code: string;
  field?: string;
  message: string;
}

/** An errors[] entry as sent: a code and a message; its field a string, null, absent or (from a broken server) anything. */
export interface ProblemErrorAsSent {
  code: string;
  field?: unknown;
  message: string;
}

/** Whether an errors[] member is an entry at all: an object with a code and a message. */
export function isProblemErrorEntry(e: unknown): e is ProblemErrorAsSent {
  const entry = e as { code?: unknown; message?: unknown } | null | undefined;
  return typeof entry?.code === "string" && typeof entry.message === "string";
}

/**
 * An errors[] entry as ApiError keeps it: its code (a retired one as its replacement), its message, and its field
 * when it names one (a null, as the provider may send, or a member of another type is no field).
 */
export function problemErrorEntry(entry: ProblemErrorAsSent): ProblemError {
  const out: ProblemError = { code: RETIRED_CODES[entry.code] ?? entry.code, message: entry.message };
  if (typeof entry.field === "string") out.field = entry.field;
  return out;
}

/** Failures that never reached a server answer; status 0. */
export const CLIENT_ERROR_CODES = ["network_error", "timeout", "invalid_response", "aborted"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Statuses of a server, or a gateway in front of it, failing transiently: 500 and 503 by the spec, 502 and 504 by proxies. */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);
/** 503 codes where the spec says retrying does not help. */
const PERMANENT_CODES: ReadonlySet<string> = new Set(["payment_channels_disabled"]);

/**
 * True when the server failed in a way that may clear by itself (spec: 500 "retry once or with exponential backoff",
 * 503 "retry with backoff"), except the codes the spec says retrying does not fix. Whether the request may be sent
 * again also depends on its safety: see the client's retry policy.
 */
export function isTransientFailure(code: string, status: number): boolean {
  return TRANSIENT_STATUSES.has(status) && !PERMANENT_CODES.has(code);
}

export interface ApiErrorInit {
  code: string;
  status: number;
  title?: string;
  detail?: string;
  field?: string;
  errors?: ProblemError[];
  retryAfter?: number;
  correlationId?: string;
  type?: string;
  cause?: unknown;
}

/** An API failure: UI code switches on `code`, never on `title` or `detail`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** A catalogued code, a client code (CLIENT_ERROR_CODES), or a code a newer server added. */
  readonly code: string;
  /** HTTP status; 0 when no answer came back. */
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly field: string | undefined;
  readonly errors: ProblemError[] | undefined;
  /** Seconds to wait before retrying, from Retry-After (≥ 0). */
  readonly retryAfter: number | undefined;
  /** X-Correlation-Id of the response, to quote to support. */
  readonly correlationId: string | undefined;
  readonly type: string | undefined;
  readonly retryable: boolean;

  constructor(init: ApiErrorInit) {
    // No catalogue text here: the server's detail is what a user should read.
    const title = init.title ?? HTTP_TITLES[init.status] ?? "Error";
    const detail = init.detail ?? title;
    super(detail, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.title = title;
    this.detail = detail;
    this.field = init.field;
    this.errors = init.errors;
    this.retryAfter = init.retryAfter;
    this.correlationId = init.correlationId;
    this.type = init.type;
    this.retryable = isRetryable(init.code, init.status);
  }

  /** The request never got an answer (DNS, refused connection, CORS refusal, offline). */
  static network(cause?: unknown): ApiError {
    return new ApiError({
      code: "network_error",
      status: 0,
      title: "Network error",
      detail: "The server could not be reached.",
      cause,
    });
  }

  static timeout(): ApiError {
    return new ApiError({ code: "timeout", status: 0, title: "Timeout", detail: "The server did not answer in time." });
  }

  /** An answer came back but is not what the contract promises (e.g. a 200 whose body fails the schema). */
  static invalidResponse(detail: string, status = 0): ApiError {
    return new ApiError({ code: "invalid_response", status, title: "Invalid response", detail });
  }

  static aborted(): ApiError {
    return new ApiError({ code: "aborted", status: 0, title: "Aborted", detail: "The request was cancelled." });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isClientErrorCode(code: string): code is ClientErrorCode {
  return (CLIENT_ERROR_CODES as readonly string[]).includes(code);
}

function isRetryable(code: string, status: number): boolean {
  return code === "network_error" || code === "timeout" || status === 429 || isTransientFailure(code, status);
}
