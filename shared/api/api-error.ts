/**
 * ApiError, what every client throws, and how an error response is read into one. No zod and no catalogue text:
 * the widget's bundle carries this module.
 */

import { HTTP_TITLES, RETIRED_CODES, type ErrorCode } from "./codes.ts";
import type { ProblemDetails } from "./problem.ts";

/** One entry of a problem's errors[]. */
export interface ProblemError {
  code: string;
  field: string;
  message: string;
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

/** What a bare status means when the body is no problem document (a proxy page, an empty body). */
const STATUS_FALLBACK_CODES: Readonly<Record<number, ErrorCode>> = {
  400: "malformed_request",
  401: "unauthorized",
  403: "forbidden",
  404: "route_not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

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

export interface FromResponseOptions {
  /** Current time in ms, for Retry-After given as an HTTP date (defaults to Date.now()). */
  now?: number;
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
  readonly field?: string;
  readonly errors?: ProblemError[];
  /** Seconds to wait before retrying, from Retry-After (≥ 0). */
  readonly retryAfter?: number;
  /** X-Correlation-Id of the response, to quote to support. */
  readonly correlationId?: string;
  readonly type?: string;
  readonly retryable: boolean;

  constructor(init: ApiErrorInit) {
    // No catalogue text here: the browser bundles ApiError, and the server's detail is what a user should read.
    const title = init.title ?? HTTP_TITLES[init.status] ?? "Error";
    const detail = init.detail ?? title;
    super(detail, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.title = title;
    this.detail = detail;
    if (init.field !== undefined) this.field = init.field;
    if (init.errors !== undefined) this.errors = init.errors;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    if (init.correlationId !== undefined) this.correlationId = init.correlationId;
    if (init.type !== undefined) this.type = init.type;
    this.retryable = isRetryable(init.code, init.status);
  }

  /**
   * Reads an error response. Never throws: a body that is not a problem document (HTML from a proxy, empty, cut
   * off) still yields an ApiError with a status-based code (`internal_error` for 5xx). Retired codes come back as
   * their replacement. Consumes the body.
   */
  static async fromResponse(res: Response, opts: FromResponseOptions = {}): Promise<ApiError> {
    const status = res.status;
    const retryAfter = parseRetryAfter(res.headers.get("retry-after"), opts.now ?? Date.now());
    const correlationId = res.headers.get("x-correlation-id") ?? undefined;
    let body: unknown;
    try {
      const text = await res.text();
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    const fields = problemFields(body);
    const rawCode = fields.code ?? codeFromType(fields.type);
    const code = rawCode !== undefined ? (RETIRED_CODES[rawCode] ?? rawCode) : fallbackCode(status);
    const init: ApiErrorInit = { code, status, detail: fields.detail ?? `The server answered HTTP ${status}.` };
    if (fields.title !== undefined) init.title = fields.title;
    if (fields.type !== undefined) init.type = fields.type;
    if (fields.errors !== undefined) init.errors = fields.errors;
    else if (fields.field !== undefined) init.field = fields.field;
    if (retryAfter !== undefined) init.retryAfter = retryAfter;
    if (correlationId !== undefined && correlationId !== "") init.correlationId = correlationId;
    return new ApiError(init);
  }

  /** From a parsed problem document (e.g. one the stub built) with its response metadata. */
  static fromProblem(problem: ProblemDetails, meta: { retryAfter?: number; correlationId?: string } = {}): ApiError {
    const init: ApiErrorInit = {
      code: RETIRED_CODES[problem.code] ?? problem.code,
      status: problem.status,
      title: problem.title,
      detail: problem.detail,
      type: problem.type,
      ...meta,
    };
    if (problem.errors !== undefined) init.errors = problem.errors;
    else if (problem.field !== undefined) init.field = problem.field;
    return new ApiError(init);
  }

  /** The request never got an answer (DNS, refused connection, CORS refusal, offline). */
  static network(cause?: unknown): ApiError {
    return new ApiError({ code: "network_error", status: 0, title: "Network error", detail: "The server could not be reached.", cause });
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

  /** A plain object: what a log line or a test snapshot should contain. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { code: this.code, status: this.status, title: this.title, detail: this.detail };
    if (this.field !== undefined) out.field = this.field;
    if (this.errors !== undefined) out.errors = this.errors;
    if (this.retryAfter !== undefined) out.retryAfter = this.retryAfter;
    if (this.correlationId !== undefined) out.correlationId = this.correlationId;
    return out;
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

function fallbackCode(status: number): string {
  if (status >= 500) return "internal_error";
  return STATUS_FALLBACK_CODES[status] ?? "invalid_response";
}

/**
 * Retry-After as seconds ≥ 0: delta-seconds ("1") or an HTTP date (rounded up, past dates give 0).
 * Anything else is ignored rather than guessed.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date always names a weekday or month; refuse bare numbers with signs or decimals that Date.parse accepts.
  if (!/[A-Za-z]/.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

interface LooseProblem {
  code?: string;
  type?: string;
  title?: string;
  detail?: string;
  field?: string;
  errors?: ProblemError[];
}

/** Takes whatever members of a problem document are well-typed; ignores the rest. */
function problemFields(body: unknown): LooseProblem {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
  const b = body as Record<string, unknown>;
  const out: LooseProblem = {};
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  const code = str(b.code);
  if (code !== undefined) out.code = code;
  const type = str(b.type);
  if (type !== undefined) out.type = type;
  const title = str(b.title);
  if (title !== undefined) out.title = title;
  const detail = str(b.detail);
  if (detail !== undefined) out.detail = detail;
  const field = str(b.field);
  if (field !== undefined) out.field = field;
  if (Array.isArray(b.errors)) {
    // Checked by hand rather than with ProblemErrorSchema so ApiError does not pull zod into a bundle.
    const errors = b.errors.filter(isProblemError);
    if (errors.length > 0) out.errors = errors.map((e) => ({ code: RETIRED_CODES[e.code] ?? e.code, field: e.field, message: e.message }));
  }
  return out;
}

function isProblemError(e: unknown): e is ProblemError {
  if (typeof e !== "object" || e === null) return false;
  const r = e as Record<string, unknown>;
  return typeof r.code === "string" && typeof r.field === "string" && typeof r.message === "string";
}

/** `{docs_url}/errors/codes#<code>` → code, for a problem that only carries `type`. */
function codeFromType(type: string | undefined): string | undefined {
  if (type === undefined) return undefined;
  const match = /\/errors\/codes#([a-z0-9_]+)$/.exec(type);
  return match?.[1];
}
