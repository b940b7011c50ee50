/**
 * The one way a list of records is cut into pages: only what the caller may see (record-visibility.ts), narrowed by
 * the list's own filters, newest first, with a cursor bound to the list, its filters and the caller's project scope.
 * Each resource's list (invoices, payment channels, withdrawals) says only what its filters match.
 */
import type { Caller } from "./caller.ts";
import { newestFirstPage, type ListRequest } from "./cursors.ts";
import { callerMaySee, type OwnedRecord } from "./record-visibility.ts";

/** Where a page starts: its size, the cursor it resumes from (null for the first), and the key cursors are sealed with. */
export interface PageRequest {
  limit: number;
  cursor: string | null;
  cursorSecret: string;
  now: number;
}

/** One resource's list as asked for. */
export interface RecordList<T> {
  resource: "invoices" | "payment_channels" | "withdrawals";
  /** The filters as asked, in a fixed order: a cursor resumes only the list asked with the same ones. */
  filters: readonly unknown[];
  /** Whether a key scoped to projects narrows the list: not for withdrawals, which move the merchant's balance. */
  perProject: boolean;
  /** Whether a record the caller may see passes the filters. */
  matches: (record: T) => boolean;
}

export interface RecordPage<T> {
  page: T[];
  next_cursor: string | null;
}

/** The page of `records` that `list` asks for, of those the caller may see. */
export function listPage<T extends OwnedRecord & { seq: number }>(
  caller: Caller,
  list: RecordList<T>,
  page: PageRequest,
  records: Iterable<T>,
): RecordPage<T> {
  const request: ListRequest = {
    resource: list.resource,
    filters: [...list.filters, page.limit],
    caller,
    scope: list.perProject ? (caller.key.project_ids?.join(",") ?? "*") : "*",
    limit: page.limit,
    cursor: page.cursor,
    now: page.now,
  };
  return newestFirstPage(page.cursorSecret, request, records, (r) => callerMaySee(caller, r) && list.matches(r));
}
