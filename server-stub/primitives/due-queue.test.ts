/** The due queue hands out exactly the items due, in time order, whatever order they were added in. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DueQueue } from "./due-queue.ts";

describe("DueQueue", () => {
  it("takes every item due at or before now, earliest first, and keeps the rest", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 1000 }),
        (dues, now) => {
          const q = new DueQueue<number>();
          dues.forEach((due, i) => q.add(due, i));
          const taken = q.takeDue(now);
          expect(taken.map((i) => dues[i])).toEqual(dues.filter((d) => d <= now).sort((a, b) => a - b));
          expect(q.size).toBe(dues.filter((d) => d > now).length);
          expect(q.takeDue(1000).every((i) => dues[i]! > now)).toBe(true);
        },
      ),
    );
  });
});
