/** Opaque, tamper-proof list cursors bound to resource, filters, merchant, environment and scope; refused after 24 hours. */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Caller } from "./caller.ts";
import { StubError } from "./stub-error.ts";

export const CURSOR_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface CursorBinding {
  /** Which list: "invoices", "withdrawals", "payment_channels", "deposit_feed". */
  resource: string;
  /** Canonical text of the filters the list was asked with. */
  filters: string;
  merchant: string;
  environment: string;
  /** The key's project scope ("*" for all projects). */
  scope: string;
}

interface CursorPayload {
  b: string;
  p: number;
  t: number;
  /** The filters themselves, on a cursor that carries them (the deposit feed's): see decodeCursorCarryingFilters. */
  f?: string;
}

function bindingText(b: CursorBinding): string {
  return JSON.stringify([b.resource, b.filters, b.merchant, b.environment, b.scope]);
}

function mac(secret: string, text: string): Buffer {
  return createHmac("sha256", secret).update(text).digest();
}

/**
 * A cursor for position `position` (a sequence number) of the list the binding describes; with `carryFilters`, the
 * cursor also carries the filters, so a client may resume from it alone.
 */
export function encodeCursor(
  secret: string,
  binding: CursorBinding,
  position: number,
  now: number,
  carryFilters = false,
): string {
  const payload: CursorPayload = {
    b: createHmac("sha256", secret).update(bindingText(binding)).digest("base64url").slice(0, 22),
    p: position,
    t: now,
    ...(carryFilters ? { f: binding.filters } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

const invalid = (why: string): StubError =>
  new StubError(
    "pagination_cursor_invalid",
    `The cursor is not valid here (${why}); restart the list without a cursor.`,
    { field: "cursor" },
  );

/**
 * The payload under a valid MAC, or null unless it is exactly `{ b: string, p: integer ≥ 0, t: integer }`: the MAC
 * only proves someone with the key made it, and the stub's checks below read every member.
 */
function parsePayload(body: string): CursorPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { b, p, t, f, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof b !== "string") return null;
  if (!Number.isSafeInteger(p) || (p as number) < 0 || !Number.isSafeInteger(t)) return null;
  if (f !== undefined && typeof f !== "string") return null;
  return { b, p: p as number, t: t as number, ...(f === undefined ? {} : { f }) };
}

/** The position a cursor points at, or 400 pagination_cursor_invalid when it is malformed, tampered, foreign or expired. */
export function decodeCursor(secret: string, binding: CursorBinding, cursor: string, now: number): number {
  return decoded(secret, binding, cursor, now).p;
}

/** A filter value as a list binds it; null when the filter is not applied. */
export type FilterValue = string | number | null;

/**
 * A cursor that carries its filters (encodeCursor with `carryFilters`), resumed as the provider's SDK documents for
 * the deposit feed: from the cursor alone (`confirmedFrom` "is an initial-sync lower bound, not the resume mechanism",
 * Paymos-labs/typescript-sdk src/types.ts). `sent` holds the filters the request names, undefined where it names
 * none: those are taken from the cursor, and one that differs from the cursor's is refused (400
 * pagination_cursor_invalid) as a cursor of another list. Answers the position and the filters to apply.
 */
export function decodeCursorCarryingFilters(
  secret: string,
  binding: Omit<CursorBinding, "filters">,
  sent: readonly (FilterValue | undefined)[],
  cursor: string,
  now: number,
): { position: number; filters: FilterValue[] } {
  const payload = decoded(secret, null, cursor, now);
  let carried: unknown;
  try {
    carried = JSON.parse(payload.f ?? "null");
  } catch {
    carried = null;
  }
  if (!Array.isArray(carried) || carried.length !== sent.length) throw invalid("issued for another list");
  const filters = carried as FilterValue[];
  if (sent.some((value, i) => value !== undefined && value !== filters[i])) throw invalid("issued for other filters");
  decoded(secret, { ...binding, filters: JSON.stringify(filters) }, cursor, now);
  return { position: payload.p, filters };
}

/** The payload of a well-formed, untampered, current cursor; checked against `binding` unless that is null. */
function decoded(secret: string, binding: CursorBinding | null, cursor: string, now: number): CursorPayload {
  const [body, sig, extra] = cursor.split(".");
  if (!body || !sig || extra !== undefined) throw invalid("malformed");
  const expected = mac(secret, body);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid("tampered or malformed");
  const payload = parsePayload(body);
  if (payload === null) throw invalid("malformed");
  if (binding !== null) {
    const bound = createHmac("sha256", secret).update(bindingText(binding)).digest("base64url").slice(0, 22);
    if (payload.b !== bound) throw invalid("issued for another list, filters or scope");
  }
  if (now - payload.t > CURSOR_MAX_AGE_SECONDS) throw invalid("older than 24 hours");
  return payload;
}

/** A list request a page is cut from: the resource, its filters in a fixed order, who asks and where it resumes. */
export interface ListRequest {
  resource: string;
  filters: readonly unknown[];
  caller: Caller;
  /** The caller's project scope, or "*" for a list that is not per project. */
  scope: string;
  limit: number;
  cursor: string | null;
  now: number;
}

/**
 * One page of a newest-first list (invoices, withdrawals, channels): the items `keep` accepts below the cursor's
 * sequence number, `limit` of them, and the cursor to the next page (null on the last one).
 */
export function newestFirstPage<T extends { seq: number }>(
  secret: string,
  list: ListRequest,
  items: Iterable<T>,
  keep: (item: T) => boolean,
): { page: T[]; next_cursor: string | null } {
  const binding: CursorBinding = {
    resource: list.resource,
    filters: JSON.stringify(list.filters),
    merchant: list.caller.merchant.id,
    environment: list.caller.environment,
    scope: list.scope,
  };
  const before = list.cursor !== null ? decodeCursor(secret, binding, list.cursor, list.now) : Infinity;
  const all = [...items].filter((item) => item.seq < before && keep(item)).sort((a, b) => b.seq - a.seq);
  const page = all.slice(0, list.limit);
  const last = page.at(-1);
  return {
    page,
    next_cursor: all.length > list.limit && last ? encodeCursor(secret, binding, last.seq, list.now) : null,
  };
}
