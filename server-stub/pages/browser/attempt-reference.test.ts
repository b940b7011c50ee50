import { describe, expect, it } from "vitest";
import { attemptOf, attemptReference } from "./attempt-reference.ts";

describe("attempt references", () => {
  it("number the attempt and end in 80 random bits, so the next one cannot be predicted", () => {
    const made = new Set(Array.from({ length: 200 }, () => attemptReference("order-1042", 2)));
    expect(made.size).toBe(200);
    for (const reference of made) expect(reference).toMatch(/^order-1042-attempt-2-[0-9a-v]{16}$/);
  });

  it("find the order and the attempt again in a reference, with or without a tail", () => {
    expect(attemptOf(attemptReference("order-1042", 3))).toEqual({ order: "order-1042", attempt: 3 });
    expect(attemptOf("order-1042-attempt-2")).toEqual({ order: "order-1042", attempt: 2 });
    expect(attemptOf("order-1042")).toEqual({ order: "order-1042", attempt: 1 });
  });
});
