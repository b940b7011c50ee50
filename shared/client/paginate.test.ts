import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/index.ts";
import { paginate, type CursorPage } from "./paginate.ts";

/** A pager over a fixed list of pages: page i answers next_cursor cursors[i] (null ends). */
function pager(pages: CursorPage<number>[]) {
  const asked: (string | null)[] = [];
  let i = 0;
  const fetchPage = (cursor: string | null) => {
    asked.push(cursor);
    const page = pages[i++];
    return page ? Promise.resolve(page) : Promise.reject(new Error("asked past the last page"));
  };
  return { fetchPage, asked };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe("paginate", () => {
  it("yields every item of every page and stops when next_cursor is null", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 8 }),
        fc.array(fc.array(fc.integer(), { maxLength: 4 }), { minLength: 9, maxLength: 9 }),
        async (cursors, contents) => {
          const pages = [...cursors, null].map((next, i) => ({ items: contents[i] ?? [], next_cursor: next }));
          const { fetchPage, asked } = pager(pages);
          const items = await collect(paginate(fetchPage));
          expect(items).toEqual(pages.flatMap((p) => p.items));
          expect(asked).toEqual([null, ...cursors]);
        },
      ),
    );
  });

  it("throws invalid_response as soon as any cursor comes back twice", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        async (cursors, pick) => {
          const repeated = cursors[pick % cursors.length] as string;
          const pages = [...cursors, repeated, null].map((next, i) => ({ items: [i], next_cursor: next }));
          const { fetchPage, asked } = pager(pages);
          const error = await collect(paginate(fetchPage)).then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).code).toBe("invalid_response");
          expect(asked).toHaveLength(cursors.length + 1);
        },
      ),
    );
  });

  it("treats the starting cursor as already seen", async () => {
    const { fetchPage } = pager([{ items: [1], next_cursor: "start" }]);
    await expect(collect(paginate(fetchPage, { cursor: "start" }))).rejects.toMatchObject({ code: "invalid_response" });
  });

  it("keeps the cursor of the unfinished page when the consumer stops early", async () => {
    const { fetchPage } = pager([
      { items: [1, 2], next_cursor: "c1" },
      { items: [3, 4], next_cursor: "c2" },
    ]);
    const iterator = paginate(fetchPage);
    for await (const n of iterator) if (n === 3) break;
    // Item 4 was never handed out, so resuming must fetch page "c1" again, not skip to "c2".
    expect(iterator.cursor).toBe("c1");
  });

  it("in feed mode stops at the first empty page, even one that repeats the cursor just sent", async () => {
    const { fetchPage, asked } = pager([
      { items: [1], next_cursor: "f1" },
      { items: [], next_cursor: "f1" },
    ]);
    const iterator = paginate(fetchPage, { until: "empty-page" });
    expect(await collect(iterator)).toEqual([1]);
    expect(iterator.cursor).toBe("f1");
    expect(asked).toEqual([null, "f1"]);
  });

  it("iterates whole pages with pages()", async () => {
    const { fetchPage } = pager([
      { items: [1, 2], next_cursor: "c1" },
      { items: [3], next_cursor: null },
    ]);
    const pages = await collect(paginate(fetchPage).pages());
    expect(pages.map((p) => p.items)).toEqual([[1, 2], [3]]);
  });

  it("fetches at most 100 pages by default, as the provider's SDK iterators do, and keeps where to resume", async () => {
    const pages = Array.from({ length: 150 }, (_, i) => ({ items: [i], next_cursor: `c${i + 1}` }));
    const { fetchPage, asked } = pager(pages);
    const iterator = paginate(fetchPage);
    expect(await collect(iterator)).toEqual(pages.slice(0, 100).map((_, i) => i));
    expect(asked).toHaveLength(100);
    expect(iterator.cursor).toBe("c100");
  });

  it("takes another page cap as maxPages, resumes from the cursor it stopped at, and stops at the end as before", async () => {
    const pages = [1, 2, 3, 4, 5].map((n) => ({ items: [n], next_cursor: n < 5 ? `c${n}` : null }));
    const { fetchPage, asked } = pager(pages);
    const first = paginate(fetchPage, { maxPages: 2 });
    expect(await collect(first)).toEqual([1, 2]);
    expect(first.cursor).toBe("c2");
    const rest = paginate(fetchPage, { maxPages: 3, cursor: first.cursor });
    expect(await collect(rest)).toEqual([3, 4, 5]);
    expect(rest.cursor).toBeNull();
    expect(asked).toEqual([null, "c1", "c2", "c3", "c4"]);
    const manual = paginate(pager(pages).fetchPage, { maxPages: 1 }).pages();
    expect((await manual.next()).value).toEqual(pages[0]);
    expect(await manual.next()).toEqual({ done: true, value: "c1" });
  });

  it("caps the feed too, and lifts the cap with Infinity", async () => {
    const feed = Array.from({ length: 120 }, (_, i) => ({ items: [i], next_cursor: `f${i + 1}` }));
    const capped = paginate(pager(feed).fetchPage, { until: "empty-page", maxPages: 3 });
    expect(await collect(capped)).toEqual([0, 1, 2]);
    expect(capped.cursor).toBe("f3");
    const whole = paginate(pager([...feed, { items: [], next_cursor: "f120" }]).fetchPage, {
      until: "empty-page",
      maxPages: Infinity,
    });
    expect(await collect(whole)).toHaveLength(120);
    expect(whole.cursor).toBe("f120");
  });

  it("refuses a page cap that is not a positive integer", () => {
    for (const maxPages of [0, -1, 1.5, Number.NaN]) {
      expect(() => paginate(pager([]).fetchPage, { maxPages })).toThrow(RangeError);
    }
  });
});
