import { createHash, createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import * as fc from "fast-check";
import {
  acceptedStringsToSign,
  bodyHash,
  canonicalQuery,
  sign,
  stringToSign,
  verify,
  type SignatureParts,
} from "./index.ts";

// The vectors of api-gaps.md: every signer and verifier must reproduce them byte for byte.
const SECRET = "sk_test_secret";
const T = 1700000000;
const VECTORS: { name: string; parts: SignatureParts; signature: string }[] = [
  {
    name: "POST with a JSON body",
    parts: { timestamp: T, method: "POST", path: "/v1/invoices", body: '{"amount":"10.00"}' },
    signature: "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=",
  },
  {
    name: "POST with no body (empty body hash, not sha256 of '')",
    parts: { timestamp: T, method: "POST", path: "/v1/invoices/inv_74BPZFhr9qy9Uz2fbRkdJX/cancel" },
    signature: "3vOr/bIyVDPQWapX33E1H5tdzAseP+orHIX0q/HNuR8=",
  },
  {
    name: "GET with a percent-encoded, repeated-key query",
    parts: {
      timestamp: T,
      method: "GET",
      path: "/v1/invoices",
      query: "?limit=50&project_id=prj%2Fa&status=paid&status=paid_over",
    },
    signature: "O8M5GGSzzJAgj5w1jDViIWS4njJvohvnZi7+twuG+e0=",
  },
];

describe("signing vectors from api-gaps.md", () => {
  it("hashes the vector body to the published hash", async () => {
    expect(await bodyHash('{"amount":"10.00"}')).toBe(
      "e9eb495accbce2a0e95bbe079b9f9e42ccae20371c1516e3ed3036d2a787cf53",
    );
  });

  for (const v of VECTORS) {
    it(`signs: ${v.name}`, async () => {
      expect(await sign(SECRET, v.parts)).toBe(v.signature);
    });
    it(`verifies: ${v.name}`, async () => {
      expect(await verify(SECRET, v.parts, v.signature)).toBe(true);
      expect(await verify("sk_test_other", v.parts, v.signature)).toBe(false);
    });
  }

  it("signs the list query built from params exactly as the vector's query", async () => {
    const parts = {
      timestamp: T,
      method: "GET",
      path: "/v1/invoices",
      query: { status: ["paid", "paid_over"], project_id: "prj/a", limit: 50 },
    };
    expect(await sign(SECRET, parts)).toBe("O8M5GGSzzJAgj5w1jDViIWS4njJvohvnZi7+twuG+e0=");
  });
});

describe("stringToSign", () => {
  it("joins the five components with LF and no trailing newline", async () => {
    const s = await stringToSign({ timestamp: T, method: "post", path: "/v1/invoices", body: '{"amount":"10.00"}' });
    expect(s).toBe(
      "1700000000\nPOST\n/v1/invoices\n\ne9eb495accbce2a0e95bbe079b9f9e42ccae20371c1516e3ed3036d2a787cf53",
    );
  });

  it("leaves components 4 and 5 empty without query and body", async () => {
    expect(await stringToSign({ timestamp: "42", method: "GET", path: "/v1/invoices/inv_1" })).toBe(
      "42\nGET\n/v1/invoices/inv_1\n\n",
    );
  });

  it("URL-decodes the path but keeps the query exactly as sent", async () => {
    const s = await stringToSign({
      timestamp: 1,
      method: "GET",
      path: "/v1/invoices/inv%5Fa%20b",
      query: "status=paid&x=a%2Fb",
    });
    expect(s).toBe("1\nGET\n/v1/invoices/inv_a b\n?status=paid&x=a%2Fb\n");
  });

  it("keeps a malformed path escape verbatim instead of throwing", async () => {
    expect(await stringToSign({ timestamp: 1, method: "GET", path: "/v1/%E0%A4%A" })).toBe("1\nGET\n/v1/%E0%A4%A\n\n");
  });
});

describe("bodyHash", () => {
  it("is empty for an absent or empty body", async () => {
    for (const body of [undefined, null, "", new Uint8Array(0)]) expect(await bodyHash(body)).toBe("");
  });

  it("is the lowercase hex SHA-256 of the UTF-8 bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, unit: "grapheme" }), async (body) => {
        const expected = createHash("sha256").update(body, "utf8").digest("hex");
        expect(await bodyHash(body)).toBe(expected);
        expect(await bodyHash(new TextEncoder().encode(body))).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

// Generators over alphabets where one changed character always changes string_to_sign (no "%xx" case games, no
// lowercase method letters that uppercasing would fold back).
const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(""));
const PATH_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./";
const QUERY_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789=&%2F_-.";
const SECRET_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
const requestArb = fc.record({
  secret: chars(SECRET_CHARS, 1, 80),
  timestamp: chars("0123456789", 1, 12),
  method: chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1, 8),
  path: chars(PATH_CHARS, 1, 60).map((p) => `/${p}`),
  query: chars(QUERY_CHARS, 1, 60).map((q) => `?${q}`),
  body: fc.uint8Array({ minLength: 1, maxLength: 300 }),
});

/** Replaces the character at `at` (modulo length) with a different one from the same alphabet. */
function changeChar(s: string, at: number, alphabet: string, pick: number): string {
  const i = at % s.length;
  const others = [...alphabet].filter((c) => c !== s[i]);
  return s.slice(0, i) + others[pick % others.length] + s.slice(i + 1);
}

describe("sign and verify (properties)", () => {
  it("verify accepts every signature sign produces, which matches an independent HMAC of the spec's string", async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ secret, ...parts }) => {
        const signature = await sign(secret, parts);
        const expectedString = [
          parts.timestamp,
          parts.method,
          parts.path,
          parts.query,
          createHash("sha256").update(parts.body).digest("hex"),
        ].join("\n");
        expect(signature).toBe(createHmac("sha256", secret).update(expectedString).digest("base64"));
        expect(await verify(secret, parts, signature)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("verify accepts sign's signature for any request: unicode, malformed escapes, any method case, query params", async () => {
    const anyRequest = fc.record({
      secret: fc.string({ minLength: 1, unit: "binary" }),
      timestamp: fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), fc.stringMatching(/^[1-9][0-9]{0,12}$/)),
      method: fc.constantFrom("GET", "post", "Put", "DELETE", "patch"),
      path: fc.string({ unit: "binary" }).map((p) => `/${p}`),
      query: fc.oneof(
        fc.constant(undefined),
        fc.string({ unit: "binary" }),
        fc.dictionary(
          fc.string({ minLength: 1 }),
          fc.oneof(fc.string({ unit: "binary" }), fc.array(fc.string(), { maxLength: 3 })),
        ),
      ),
      body: fc.oneof(fc.constant(null), fc.string({ unit: "binary" }), fc.uint8Array({ maxLength: 300 })),
    });
    await fc.assert(
      fc.asyncProperty(anyRequest, async ({ secret, ...parts }) => {
        expect(await verify(secret, parts, await sign(secret, parts))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  const mutations = {
    secret: SECRET_CHARS,
    timestamp: "0123456789",
    method: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    path: PATH_CHARS,
    query: QUERY_CHARS,
  } as const;
  for (const [field, alphabet] of Object.entries(mutations) as [keyof typeof mutations, string][]) {
    it(`verify fails when one character of the ${field} changes`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb, fc.nat(), fc.nat(), async (request, at, pick) => {
          const { secret, ...parts } = request;
          const signature = await sign(secret, parts);
          const changed = {
            ...request,
            [field]: changeChar(request[field], field === "path" || field === "query" ? at + 1 : at, alphabet, pick),
          };
          // Another spelling of the same pairs ("?a&" for "?a=", "%2f" for "%2F") is the same query to the server and
          // to a provider that canonicalizes it: accepted on purpose (the next test), so not a change here.
          fc.pre(
            field !== "query" ||
              canonicalQuery(new URLSearchParams(changed.query)) !== canonicalQuery(new URLSearchParams(request.query)),
          );
          const { secret: changedSecret, ...changedParts } = changed;
          expect(await verify(changedSecret, changedParts, signature)).toBe(false);
        }),
        { numRuns: 1000 },
      );
    });
  }

  it("verify accepts another spelling of the same query pairs, as a canonicalizing provider would", async () => {
    const parts = { timestamp: 1_700_000_000, method: "GET", path: "/v1/invoices" };
    const signature = await sign(SECRET, { ...parts, query: "?a=&b=%2F" });
    for (const query of ["?a&b=%2f", "?b=%2F&a=", "?a=&b=/"])
      expect(await verify(SECRET, { ...parts, query }, signature)).toBe(true);
    for (const query of ["?a=&b=%2E", "?a=1&b=%2F", "?b=%2F"])
      expect(await verify(SECRET, { ...parts, query }, signature)).toBe(false);
  });

  it("verify fails when one byte of the body changes", async () => {
    await fc.assert(
      fc.asyncProperty(
        requestArb,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async ({ secret, ...parts }, at, flip) => {
          const signature = await sign(secret, parts);
          const body = parts.body.slice();
          const i = at % body.length;
          body[i] = (body[i] ?? 0) ^ flip;
          expect(await verify(secret, { ...parts, body }, signature)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("verify accepts one spelling of a signature: a variant in base64's unused padding bits is refused", async () => {
    const [v] = VECTORS;
    const canonical = v!.signature; // "…dwak=": "k" ends in the two bits base64 leaves unused for 32 bytes
    for (const last of ["l", "m", "n"]) {
      const variant = `${canonical.slice(0, -2)}${last}=`;
      expect(atob(variant)).toBe(atob(canonical));
      expect(await verify(SECRET, v!.parts, variant)).toBe(false);
    }
    expect(await verify(SECRET, v!.parts, canonical)).toBe(true);
  });

  it("verify refuses every non-canonical spelling of a real signature (property)", async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, fc.integer({ min: 1, max: 3 }), async ({ secret, ...parts }, bits) => {
        const signature = await sign(secret, parts);
        const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        const last = alphabet.indexOf(signature.at(-2) ?? "");
        const variant = `${signature.slice(0, -2)}${alphabet[last ^ bits]}=`;
        expect(await verify(secret, parts, variant)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it("verify answers false and never throws whatever the signature holds", async () => {
    const parts = VECTORS[0]!.parts;
    const hostile = [
      "",
      " ",
      "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak",
      "AS-pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx_dwak=",
      " AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=",
      "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak==",
      "AAAA",
      "ü€😀",
      "A".repeat(1_000_000),
      "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=".repeat(2),
    ];
    for (const signature of hostile) expect(await verify(SECRET, parts, signature)).toBe(false);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (signature) => {
        expect(await verify(SECRET, parts, signature)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

// The provider's SDKs sign the path as they send it (RFC 3986, `( ) * ! '` escaped too); the spec signs it decoded.
describe("the path signed as sent or decoded", () => {
  const macOver = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64");
  // No query in these cases: the text is timestamp, method, the path exactly as sent, an empty query, the body hash.
  const asSentText = (parts: SignatureParts, hash: string) =>
    `${parts.timestamp}\n${parts.method.toUpperCase()}\n${parts.path}\n\n${hash}`;

  it("verifies a signature over the percent-encoded path of an id with ( ) * ! ' as well as over the decoded one", async () => {
    const parts: SignatureParts = { timestamp: T, method: "GET", path: "/v1/payment-channels/pc_%281%29%2A%21%27" };
    expect(await stringToSign(parts)).toBe(`${T}\nGET\n/v1/payment-channels/pc_(1)*!'\n\n`);
    const sdkSignature = macOver(SECRET, asSentText(parts, ""));
    expect(await verify(SECRET, parts, sdkSignature)).toBe(true);
    expect(await verify(SECRET, parts, await sign(SECRET, parts))).toBe(true);
    expect(await verify("sk_test_other", parts, sdkSignature)).toBe(false);
    // Signed as sent for one path, it is no signature for another.
    expect(await verify(SECRET, { ...parts, path: "/v1/payment-channels/pc_%281%29%2A" }, sdkSignature)).toBe(false);
  });

  it("offers one text for a path without escapes and a canonical query, and two, the spec's first, for a path with them", () => {
    const plain = { timestamp: T, method: "post", path: "/v1/invoices", query: "?a=%2F" };
    expect(acceptedStringsToSign(plain, "h")).toEqual([`${T}\nPOST\n/v1/invoices\n?a=%2F\nh`]);
    const escaped = { timestamp: T, method: "GET", path: "/v1/invoices/inv%5Fa" };
    expect(acceptedStringsToSign(escaped, "")).toEqual([
      `${T}\nGET\n/v1/invoices/inv_a\n\n`,
      `${T}\nGET\n/v1/invoices/inv%5Fa\n\n`,
    ]);
    // A malformed escape is kept verbatim by the decoder, so both forms are the same text, offered once.
    expect(acceptedStringsToSign({ timestamp: T, method: "GET", path: "/v1/x%zz" }, "")).toHaveLength(1);
  });

  it("also accepts a MAC over the query's canonical form when the query was sent in another order, for those pairs only", async () => {
    // The provider sorts keys and repeated values (conformance/contract.json, query.sort_repeated_values): a client that
    // signs the canonical form and sends its own order is accepted there, so it is here.
    const sentUnsorted: SignatureParts = {
      timestamp: T,
      method: "GET",
      path: "/v1/invoices",
      query: "?status=paid_over&status=paid&limit=50",
    };
    const overCanonical = macOver(SECRET, `${T}\nGET\n/v1/invoices\n?limit=50&status=paid&status=paid_over\n`);
    expect(await verify(SECRET, sentUnsorted, overCanonical)).toBe(true);
    expect(await verify(SECRET, sentUnsorted, await sign(SECRET, sentUnsorted))).toBe(true);
    expect(acceptedStringsToSign(sentUnsorted, "")).toEqual([
      `${T}\nGET\n/v1/invoices\n?status=paid_over&status=paid&limit=50\n`,
      `${T}\nGET\n/v1/invoices\n?limit=50&status=paid&status=paid_over\n`,
    ]);
    // Other pairs are another request: a value or a key more or less does not verify.
    for (const query of [
      "?status=paid&limit=50",
      "?status=paid_over&status=paid&limit=51",
      "?status=paid_over&status=paid&limit=50&cursor=c",
    ]) {
      expect(await verify(SECRET, { ...sentUnsorted, query }, overCanonical)).toBe(false);
    }
  });

  it("verifies the path-as-sent signature of any encoded path, and only for that path (property)", async () => {
    const segment = fc
      .string({ minLength: 1, maxLength: 12 })
      .map((raw) =>
        encodeURIComponent(raw).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.string({ minLength: 1 }),
        async (segments, secret) => {
          const parts: SignatureParts = {
            timestamp: T,
            method: "POST",
            path: `/v1/${segments.join("/")}`,
            body: '{"a":1}',
          };
          const signature = macOver(secret, asSentText(parts, await bodyHash(parts.body)));
          expect(await verify(secret, parts, signature)).toBe(true);
          expect(await verify(secret, { ...parts, path: `${parts.path}x` }, signature)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("the query component", () => {
  it("is empty for a null, empty or bare '?' query, as for none", async () => {
    const none = await stringToSign({ timestamp: T, method: "GET", path: "/v1/invoices" });
    for (const query of [null, "", "?"])
      expect(await stringToSign({ timestamp: T, method: "GET", path: "/v1/invoices", query })).toBe(none);
    expect(await sign(SECRET, { timestamp: T, method: "GET", path: "/v1/invoices", query: null })).toBe(
      await sign(SECRET, { timestamp: T, method: "GET", path: "/v1/invoices" }),
    );
  });
});

describe("verify, when signing itself fails inside", () => {
  const parts = VECTORS[0]!.parts;
  const signature = VECTORS[0]!.signature;

  it("answers false for an empty secret, which WebCrypto cannot key an HMAC with", async () => {
    await expect(sign("", parts)).rejects.toThrow();
    expect(await verify("", parts, signature)).toBe(false);
  });

  it("answers false for query params that are not well-formed UTF-16 (encoding them throws)", async () => {
    const unsignable = { ...parts, query: { external_order_id: "order-\uD800" } };
    await expect(sign(SECRET, unsignable)).rejects.toThrow(URIError);
    expect(await verify(SECRET, unsignable, signature)).toBe(false);
  });

  it("answers false for a signature that is not a string, as a JavaScript caller may pass a missing header", async () => {
    for (const missing of [undefined, null, 42, ["AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak="]]) {
      expect(await verify(SECRET, parts, missing as unknown as string)).toBe(false);
    }
  });

  it("fails signing with an error naming WebCrypto where there is none, and verify answers false", async () => {
    vi.stubGlobal("crypto", undefined);
    try {
      await expect(sign(SECRET, parts)).rejects.toThrow(/WebCrypto \(globalThis\.crypto\.subtle\) is not available/);
      expect(await verify(SECRET, parts, signature)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await verify(SECRET, parts, signature)).toBe(true);
  });
});
