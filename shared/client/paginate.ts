/** Async iteration over cursor pages, guarded against a server that hands back a cursor it already gave. */
import { ApiError } from "../api/api-error.ts";

export interface CursorPage<T> {
  items: readonly T[];
  next_cursor: string | null;
}

export interface PaginateOptions {
  /** Cursor to start from (a resume point); none starts at the beginning. */
  cursor?: string | null;
  /**
   * "end": stop when next_cursor is null (lists). "empty-page": stop at the first empty page and keep its cursor to
   * resume from (the deposit feed, which never ends and always returns a cursor).
   */
  until?: "end" | "empty-page";
  /**
   * Most pages one iteration fetches (a positive integer; default 100, the cap of the provider's SDK iterators,
   * `conformance/contract.json` `pagination.default_max_pages`). At the cap the iteration stops with `cursor` set to
   * where the next page would start, so a caller can tell "more to come" (a cursor) from "the list ended" (null) and
   * resume later. Infinity lifts the cap.
   */
  maxPages?: number;
}

/** The provider's default cap on the pages one iteration fetches. */
export const DEFAULT_MAX_PAGES = 100;

/**
 * Iterates the items of every page. The generator's return value (visible with a manual `next()` loop) and the
 * iterator's `cursor` both give the cursor to resume from later: the next_cursor of the last page whose items were
 * all handed out, or null when a list ended.
 */
export class CursorIterator<T> implements AsyncIterable<T> {
  #cursor: string | null;
  readonly #fetchPage: (cursor: string | null) => Promise<CursorPage<T>>;
  readonly #until: "end" | "empty-page";
  readonly #maxPages: number;

  constructor(fetchPage: (cursor: string | null) => Promise<CursorPage<T>>, options: PaginateOptions = {}) {
    const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
    if (!(maxPages === Infinity || (Number.isSafeInteger(maxPages) && maxPages >= 1))) {
      throw new RangeError(`maxPages must be a positive integer or Infinity, not ${String(maxPages)}`);
    }
    this.#fetchPage = fetchPage;
    this.#cursor = options.cursor ?? null;
    this.#until = options.until ?? "end";
    this.#maxPages = maxPages;
  }

  /**
   * Where to resume: after a finished list null, after a drained feed the cursor of its empty page, after the page
   * cap the cursor of the first page not fetched.
   */
  get cursor(): string | null {
    return this.#cursor;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, string | null, undefined> {
    for await (const page of this.pages()) yield* page.items;
    return this.#cursor;
  }

  /** Iterates whole pages instead of items (for a UI that shows a page at a time, or batch processing). */
  async *pages(): AsyncGenerator<CursorPage<T>, string | null, undefined> {
    // Every cursor already requested: a server that points back to one would make this loop forever.
    const seen = new Set<string>();
    if (this.#cursor !== null) seen.add(this.#cursor);
    for (let fetched = 0; fetched < this.#maxPages; fetched++) {
      const page = await this.#fetchPage(this.#cursor);
      if (this.#until === "empty-page" && page.items.length === 0) {
        // The feed's empty page still names where to continue; it may be the cursor just sent.
        if (page.next_cursor !== null) this.#cursor = page.next_cursor;
        return this.#cursor;
      }
      const next = page.next_cursor;
      if (next !== null && seen.has(next)) {
        throw ApiError.invalidResponse(
          `the server returned cursor "${truncate(next)}" a second time; stopped paging instead of looping forever`,
        );
      }
      yield page;
      this.#cursor = next;
      if (next === null) return null;
      seen.add(next);
    }
    // The cap: the cursor stays where the next page would start.
    return this.#cursor;
  }
}

/** Items of every page from `fetchPage`, as a CursorIterator (see PaginateOptions for when it stops). */
export function paginate<T>(
  fetchPage: (cursor: string | null) => Promise<CursorPage<T>>,
  options?: PaginateOptions,
): CursorIterator<T> {
  return new CursorIterator(fetchPage, options);
}

function truncate(cursor: string): string {
  return cursor.length > 40 ? `${cursor.slice(0, 40)}…` : cursor;
}
