/**
 * How an error answer is read into an ApiError: its problem document (or, for a proxy page or an empty body, its
 * status), its Retry-After and its correlation id. Only a call that failed with an answer needs this, so the widget's
 * client fetches it as a chunk of its own (see shared/client/transport.ts). No zod: it is checked by hand.
 */

import { RETIRED_CODES, type ErrorCode } from "./codes.ts";
import { ApiError, isProblemErrorEntry, problemErrorEntry } from "./api-error.ts";

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

export interface FromResponseOptions {
  /** Current time in ms, for Retry-After given as an HTTP date (defaults to Date.now()). */
  now?: number;
}

/**
 * Reads an error response. Never throws: a body that is not a problem document (HTML from a proxy, empty, cut
 * off) still yields an ApiError with a status-based code (`internal_error` for 5xx). Retired codes come back as
 * their replacement. Takes whatever members of the problem are well-typed and ignores the rest. Consumes the body.
 */
export async function apiErrorFromResponse(res: Response, opts: FromResponseOptions = {}): Promise<ApiError> {
  const status = res.status;
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await res.text());
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    // Empty, cut off or not JSON: the status decides.
  }
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  const type = str(body.type);
  // A problem that only carries `type` names its code there: `{docs_url}/errors/codes#<code>`.
  // Stryker disable next-line StringLiteral: equivalent, no text without "/errors/codes#" names a code.
  const rawCode = str(body.code) ?? /\/errors\/codes#([a-z0-9_]+)$/.exec(type ?? "")?.[1];
  // Checked by hand rather than with ProblemErrorSchema so reading an error does not pull zod into a bundle.
  // Read whatever the top-level code is (it stays the error's code); an entry whose field is null or absent is kept.
  const errors = Array.isArray(body.errors) ? body.errors.filter(isProblemErrorEntry).map(problemErrorEntry) : [];
  const many = errors.length > 0;
  return new ApiError({
    code: rawCode === undefined ? fallbackCode(status) : (RETIRED_CODES[rawCode] ?? rawCode),
    status,
    title: str(body.title),
    detail: str(body.detail) ?? `The server answered HTTP ${status}.`,
    type,
    errors: many ? errors : undefined,
    field: many ? undefined : str(body.field),
    retryAfter: parseRetryAfter(res.headers.get("retry-after"), opts.now ?? Date.now()),
    correlationId: res.headers.get("x-correlation-id") || undefined,
  });
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
