/** Cursor decoding: whatever a payload under a valid MAC holds, the answer is a position or pagination_cursor_invalid. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StubError } from "./stub-error.ts";
import { forgeCursor } from "../test/harness.ts";
import { decodeCursor, encodeCursor, type CursorBinding } from "./cursors.ts";

const SECRET = "a-test-cursor-secret-of-some-length";
const BINDING: CursorBinding = {
  resource: "invoices",
  filters: "[]",
  merchant: "mer_sandbox",
  environment: "sandbox",
  scope: "*",
};
const NOW = 1_800_000_000;

function outcome(cursor: string): number | string {
  try {
    return decodeCursor(SECRET, BINDING, cursor, NOW);
  } catch (e) {
    if (e instanceof StubError) return e.code;
    throw e;
  }
}

describe("cursors", () => {
  it("round-trips a position", () => {
    expect(decodeCursor(SECRET, BINDING, encodeCursor(SECRET, BINDING, 42, NOW), NOW)).toBe(42);
  });

  it("refuses payloads that are not exactly { b, p, t } with a valid MAC", () => {
    const bound = JSON.parse(
      Buffer.from(encodeCursor(SECRET, BINDING, 7, NOW).split(".")[0]!, "base64url").toString(),
    ) as { b: string };
    for (const text of [
      "null",
      "1",
      '"x"',
      "[]",
      "{}",
      "true",
      `{"b":"${bound.b}","p":-1,"t":${NOW}}`,
      `{"b":"${bound.b}","p":1.5,"t":${NOW}}`,
      `{"b":"${bound.b}","p":"1","t":${NOW}}`,
      `{"b":"${bound.b}","p":1e400,"t":${NOW}}`,
      `{"b":"${bound.b}","p":1,"t":null}`,
    ]) {
      expect(outcome(forgeCursor(SECRET, text)), text).toBe("pagination_cursor_invalid");
    }
  });

  it("never throws anything but pagination_cursor_invalid for arbitrary payloads under a valid MAC", () => {
    const payload = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v) ?? "null"),
    );
    fc.assert(
      fc.property(payload, (text) => {
        const r = outcome(forgeCursor(SECRET, text));
        expect(r === "pagination_cursor_invalid" || (Number.isSafeInteger(r) && (r as number) >= 0)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws anything but pagination_cursor_invalid for arbitrary cursor text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(outcome(text)).toBe("pagination_cursor_invalid");
      }),
      { numRuns: 1000 },
    );
  });
});
