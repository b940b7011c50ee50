import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { authorizationHeader, parseAuthorization } from "./index.ts";

describe("parseAuthorization", () => {
  it("reads key id and signature of a well-formed header", () => {
    expect(parseAuthorization("HMAC-SHA256 pk_test_key:AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=")).toEqual({
      ok: true,
      keyId: "pk_test_key",
      signature: "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=",
    });
  });

  it.each([
    [undefined, "unauthorized"],
    [null, "unauthorized"],
    ["", "authorization_missing"],
    ["   \t", "authorization_missing"],
    ["Bearer abc", "unauthorized"],
    ["Basic cGs6c2s=", "unauthorized"],
    ["HMAC-SHA1 pk_test_key:sig", "unauthorized"],
    ["pk_test_key:sig", "unauthorized"],
    ["HMAC-SHA256", "authorization_malformed"],
    ["HMAC-SHA256 pk_test_key", "authorization_malformed"],
    ["HMAC-SHA256 pk_test_key:", "authorization_malformed"],
    ["HMAC-SHA256 :c2ln", "authorization_malformed"],
    ["HMAC-SHA256 pk test:c2ln", "authorization_malformed"],
    ["HMAC-SHA256 pk/test:c2ln", "authorization_malformed"],
    ["HMAC-SHA256 пк_key:c2ln", "authorization_malformed"],
  ] as const)("%j → %s", (header, code) => {
    expect(parseAuthorization(header)).toEqual({ ok: false, code });
  });

  it("accepts the scheme in any case and surrounding whitespace", () => {
    expect(parseAuthorization("  hmac-sha256   rk_live_x:c2ln  ")).toEqual({
      ok: true,
      keyId: "rk_live_x",
      signature: "c2ln",
    });
  });

  it("keeps everything after the first colon as the signature, for verify to judge", () => {
    expect(parseAuthorization("HMAC-SHA256 pk_a:b:c")).toEqual({ ok: true, keyId: "pk_a", signature: "b:c" });
  });

  it("round-trips what authorizationHeader builds", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        fc.stringMatching(/^[A-Za-z0-9+/]{1,60}={0,2}$/),
        (keyId, signature) => {
          expect(parseAuthorization(authorizationHeader(keyId, signature))).toEqual({ ok: true, keyId, signature });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("never throws and always names one of the three codes on failure", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (header) => {
        const result = parseAuthorization(header);
        if (!result.ok)
          expect(["unauthorized", "authorization_missing", "authorization_malformed"]).toContain(result.code);
        else expect(result.signature).not.toBe("");
      }),
      { numRuns: 1000 },
    );
  });
});
