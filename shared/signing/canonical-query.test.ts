import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { canonicalQuery } from "./index.ts";

describe("canonicalQuery", () => {
  it("sorts keys and a repeated key's values, and percent-encodes per RFC 3986", () => {
    for (const status of [
      ["paid", "paid_over"],
      ["paid_over", "paid"],
    ]) {
      expect(canonicalQuery({ status, project_id: "prj/a", limit: 50 })).toBe(
        "?limit=50&project_id=prj%2Fa&status=paid&status=paid_over",
      );
    }
    expect(canonicalQuery({ status: ["paid_over", "paid"], cursor: "a b" })).toBe(
      "?cursor=a%20b&status=paid&status=paid_over",
    );
    // Values sort as text before encoding, as the provider's SDK sorts them: "10" before "9", "B" before "a".
    expect(canonicalQuery({ n: [9, 10], s: ["a", "B"] })).toBe("?n=10&n=9&s=B&s=a");
  });

  it("escapes the characters encodeURIComponent leaves alone and encodes UTF-8", () => {
    expect(canonicalQuery({ q: "it's (a)*test!~" })).toBe("?q=it%27s%20%28a%29%2Atest%21~");
    expect(canonicalQuery({ external_order_id: "заказ#1&2=3+" })).toBe(
      "?external_order_id=%D0%B7%D0%B0%D0%BA%D0%B0%D0%B7%231%262%3D3%2B",
    );
  });

  it("is empty without parameters and skips null and undefined values", () => {
    expect(canonicalQuery({})).toBe("");
    expect(canonicalQuery({ cursor: undefined, status: null, limit: 10 })).toBe("?limit=10");
    expect(canonicalQuery({ status: [] })).toBe("");
  });

  it("accepts URLSearchParams and sorts them the same way", () => {
    expect(canonicalQuery(new URLSearchParams("status=paid&limit=5&status=expired"))).toBe(
      "?limit=5&status=expired&status=paid",
    );
  });

  it("decodes back to the same pairs, keys and then values in order", () => {
    const valueArb = fc.oneof(fc.string({ unit: "grapheme" }), fc.integer().map(String));
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1, unit: "grapheme" }),
          fc.array(valueArb, { minLength: 1, maxLength: 3 }),
        ),
        (params) => {
          const query = canonicalQuery(params);
          expect(query).toMatch(/^(\?[A-Za-z0-9\-._~%=&]*)?$/);
          const decoded = [...new URLSearchParams(query)];
          const expected = Object.keys(params)
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
            .flatMap((k) => [...(params[k] ?? [])].sort().map((v) => [k, v]));
          expect(decoded).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
