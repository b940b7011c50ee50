/** Test hooks on API requests: the request journal, the fault queue and `Prefer: code=<code>`. */
import { ERROR_CATALOGUE, isErrorCode, type ErrorCode } from "../../shared/api/index.ts";
import type { Fault } from "../store.ts";
import { requestUrl, type AppDeps, type StubContext } from "./context.ts";
import { StubError } from "../domain/stub-error.ts";

const RETRY_HEADERS = (code: ErrorCode): Record<string, string> =>
  statusOf(code) === 429 || statusOf(code) === 503 ? { "retry-after": "1" } : {};

/** Every forced problem's detail starts with this, so a test (or a reader of the journal) can tell it from a real rule. */
export const FORCED_DETAIL_PREFIX = "Forced by";

function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** The code a status-only fault answers with: the first catalogued code of that status (internal_error for 500). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 500) return "internal_error";
  const found = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).find((c) => ERROR_CATALOGUE[c].status === status);
  return found ?? "internal_error";
}

function faultMatches(f: Fault, method: string, path: string): boolean {
  if (f.method !== undefined && f.method.toUpperCase() !== method) return false;
  return f.path.endsWith("*") ? path.startsWith(f.path.slice(0, -1)) : path === f.path;
}

/** The journal keeps the latest JOURNAL_LIMIT requests. */
export const JOURNAL_LIMIT = 10_000;
const JOURNAL_SLACK = 1_000;

/**
 * Records an API request in the journal once it is answered. Every entry has the same fields, absent ones undefined
 * (left out of the JSON): one object shape for the engine, where spreading in the optional ones cost a few µs a request.
 */
export function recordRequest(deps: AppDeps, c: StubContext): void {
  const url = requestUrl(c);
  const entries = deps.store.journal;
  entries.push({
    method: c.req.method,
    path: url.pathname,
    query: url.search,
    status: c.res.status,
    code: c.get("problemCode"),
    time: deps.clock.now(),
    key_id: c.get("caller")?.key.id,
    correlation_id: c.req.header("x-correlation-id"),
  });
  // Bound the journal so a long-running server does not grow without end; trimmed in batches, so a busy server
  // does not shift ten thousand entries on every request.
  if (entries.length > JOURNAL_LIMIT + JOURNAL_SLACK) entries.splice(0, entries.length - JOURNAL_LIMIT);
}

/**
 * Applies the first matching queued fault (delay, dropped connection or problem), then `Prefer: code=`: throws the
 * problem, or answers a promise while a delay runs, or undefined at once when there is nothing to do (every request
 * of a load test).
 */
export function applyFaults(deps: AppDeps, c: StubContext): Promise<void> | undefined {
  const { store } = deps;
  const method = c.req.method.toUpperCase();
  const fault =
    store.faults.length === 0
      ? undefined
      : store.faults.find((f) => f.remaining > 0 && faultMatches(f, method, requestUrl(c).pathname));
  if (fault) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) store.faults.splice(store.faults.indexOf(fault), 1);
    if (fault.delay_ms) {
      const delay = fault.delay_ms;
      return new Promise<void>((r) => setTimeout(r, delay)).then(() => faultAnswer(c, fault));
    }
    faultAnswer(c, fault);
  }
  const prefer = c.req.header("prefer");
  const m = prefer ? /(?:^|[;,\s])code=([a-z_]+)/.exec(prefer) : null;
  if (m?.[1] !== undefined && isErrorCode(m[1])) {
    throw new StubError(m[1], `${FORCED_DETAIL_PREFIX} Prefer: code=${m[1]}.`, { headers: RETRY_HEADERS(m[1]) });
  }
  return undefined;
}

/** What a fault does once its delay (if any) has passed: drop the connection, or answer its problem. */
function faultAnswer(c: StubContext, fault: Fault): void {
  if (fault.drop) {
    const socket = c.env?.incoming?.socket;
    if (socket) socket.destroy();
    // Without a socket (in-process tests) the closest thing is a network error for the caller.
    throw new TypeError("stub fault: connection dropped");
  }
  if (fault.code !== undefined || fault.status !== undefined) {
    const code = fault.code !== undefined && isErrorCode(fault.code) ? fault.code : codeForStatus(fault.status ?? 500);
    throw new StubError(code, `${FORCED_DETAIL_PREFIX} a stub fault (${code}).`, { headers: RETRY_HEADERS(code) });
  }
}
