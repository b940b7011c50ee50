/** The stub's synchronous string_to_sign and MAC check agree with shared/signing for any request. */
import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sign, stringToSign } from "../../shared/signing/index.ts";
import { signatureMatches, stringToSignSync } from "./signature-check.ts";

const parts = fc.record({
  timestamp: fc.oneof(fc.integer({ min: 1, max: 4_102_444_800 }), fc.stringMatching(/^[1-9]\d{0,12}$/)),
  method: fc.constantFrom("GET", "post", "Post", "DELETE"),
  // Paths with escapes, broken escapes (%zz, a lone %) and non-ASCII text.
  path: fc
    .array(
      fc.oneof(fc.string(), fc.constantFrom("%25", "%2F", "%E2%82%AC", "%zz", "%", "inv_74BPZFhr9qy9Uz2fbRkdJX")),
      { maxLength: 5 },
    )
    .map((segs) => `/${segs.join("/")}`),
  query: fc.oneof(
    fc.constant(""),
    fc.constant("?"),
    fc.string().map((q) => `?${q}`),
    fc.string(),
  ),
  body: fc.oneof(fc.constant(null), fc.constant(""), fc.string({ unit: "binary" }), fc.uint8Array({ maxLength: 64 })),
});

describe("stub signature check", () => {
  it("builds the same string_to_sign as shared/signing for any request", async () => {
    await fc.assert(
      fc.asyncProperty(parts, async (p) => {
        expect(stringToSignSync(p)).toBe(await stringToSign(p));
      }),
      { numRuns: 300 },
    );
  });

  it("accepts exactly the signatures shared/signing's sign() makes, under any of the candidate secrets", async () => {
    await fc.assert(
      fc.asyncProperty(parts, fc.string({ minLength: 1 }), async (p, secret) => {
        const signature = await sign(secret, p);
        expect(signatureMatches([secret], p, signature)).toBe(true);
        expect(signatureMatches(["other", secret], p, signature)).toBe(true);
        expect(signatureMatches([`${secret}x`], p, signature)).toBe(false);
        expect(signatureMatches([secret], { ...p, timestamp: `${p.timestamp}0` }, signature)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it("also accepts the MAC over the path as sent (the provider's SDKs), for that path only", () => {
    const p = { timestamp: 1_700_000_000, method: "GET", path: "/v1/invoices/inv_%28a%29" };
    const asSent = createHmac("sha256", "sk_test_secret")
      .update("1700000000\nGET\n/v1/invoices/inv_%28a%29\n\n")
      .digest("base64");
    expect(signatureMatches(["other", "sk_test_secret"], p, asSent)).toBe(true);
    expect(signatureMatches(["sk_test_secret"], { ...p, path: "/v1/invoices/inv_%28b%29" }, asSent)).toBe(false);
  });

  it("reproduces the api-gaps signing vectors", () => {
    const base = { timestamp: 1_700_000_000 };
    expect(
      signatureMatches(
        ["sk_test_secret"],
        { ...base, method: "POST", path: "/v1/invoices", body: '{"amount":"10.00"}' },
        "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=",
      ),
    ).toBe(true);
    expect(
      signatureMatches(
        ["sk_test_secret"],
        { ...base, method: "POST", path: "/v1/invoices/inv_74BPZFhr9qy9Uz2fbRkdJX/cancel" },
        "3vOr/bIyVDPQWapX33E1H5tdzAseP+orHIX0q/HNuR8=",
      ),
    ).toBe(true);
    expect(
      signatureMatches(
        ["sk_test_secret"],
        {
          ...base,
          method: "GET",
          path: "/v1/invoices",
          query: "?limit=50&project_id=prj%2Fa&status=paid&status=paid_over",
        },
        "O8M5GGSzzJAgj5w1jDViIWS4njJvohvnZi7+twuG+e0=",
      ),
    ).toBe(true);
  });

  it("refuses signatures that are not one strict base64 spelling of 32 bytes", () => {
    const p = { timestamp: 1_700_000_000, method: "POST", path: "/v1/invoices", body: '{"amount":"10.00"}' };
    for (const bad of [
      "",
      "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak",
      "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwal=",
      "AS-pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=",
      "x".repeat(5000),
    ]) {
      expect(signatureMatches(["sk_test_secret"], p, bad)).toBe(false);
    }
  });
});
