import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import * as fc from "fast-check";
import { parseWebhookSignature, signWebhook, verifyWebhook, webhookSignatureHeader } from "./index.ts";

const BODY = '{"event_id":"evt_1","event_type":"invoice.paid","version":"1","occurred_at":1700000000,"data":{}}';
const T = 1700000000;
const hmacHex = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");

describe("webhook signature", () => {
  it("is the hex HMAC-SHA256 of '<t>.<raw body>'", async () => {
    expect(await signWebhook("whsec_a", T, BODY)).toBe(hmacHex("whsec_a", `${T}.${BODY}`));
  });

  it("puts one v1 per active secret in the header", async () => {
    const header = await webhookSignatureHeader(T, BODY, ["whsec_new", "whsec_old"]);
    expect(header).toBe(`t=${T},v1=${hmacHex("whsec_new", `${T}.${BODY}`)},v1=${hmacHex("whsec_old", `${T}.${BODY}`)}`);
    expect(parseWebhookSignature(header)?.v1).toHaveLength(2);
  });

  it("accepts any matching v1 during a rotation, on either side", async () => {
    const oldOnly = await webhookSignatureHeader(T, BODY, ["whsec_old"]);
    const both = await webhookSignatureHeader(T, BODY, ["whsec_new", "whsec_old"]);
    expect(await verifyWebhook(oldOnly, BODY, ["whsec_new", "whsec_old"], { now: T })).toBe(true);
    expect(await verifyWebhook(both, BODY, ["whsec_old"], { now: T })).toBe(true);
    expect(await verifyWebhook(both, BODY, ["whsec_other"], { now: T })).toBe(false);
  });

  it("accepts t within 300 s of now by default and refuses beyond", async () => {
    const header = await webhookSignatureHeader(T, BODY, ["whsec_a"]);
    expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T + 300 })).toBe(true);
    expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T - 300 })).toBe(true);
    expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T + 301 })).toBe(false);
    expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T - 301 })).toBe(false);
    expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T + 1000, toleranceSeconds: 1000 })).toBe(true);
  });

  it("writes lowercase hex and accepts the same MAC in uppercase, as the provider's verifier does", async () => {
    const sig = await signWebhook("whsec_a", T, BODY);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyWebhook(`t=${T},v1=${sig}`, BODY, ["whsec_a"], { now: T })).toBe(true);
    expect(await verifyWebhook(`t=${T},v1=${sig.toUpperCase()}`, BODY, ["whsec_a"], { now: T })).toBe(true);
    expect(await verifyWebhook(`t=${T},v1=${sig.toUpperCase()}`, BODY, ["whsec_b"], { now: T })).toBe(false);
    expect(await verifyWebhook(`t=${T},v1=${sig.slice(0, -1).toUpperCase()}`, BODY, ["whsec_a"], { now: T })).toBe(
      false,
    );
  });

  it("refuses a changed body or a t that was swapped after signing", async () => {
    const sig = await signWebhook("whsec_a", T, BODY);
    expect(await verifyWebhook(`t=${T},v1=${sig}`, BODY.replace("paid", "paix"), ["whsec_a"], { now: T })).toBe(false);
    expect(await verifyWebhook(`t=${T + 1},v1=${sig}`, BODY, ["whsec_a"], { now: T })).toBe(false);
  });

  it("verifies the raw bytes, not a re-serialised body", async () => {
    const bytes = new TextEncoder().encode(BODY);
    const header = await webhookSignatureHeader(T, bytes, ["whsec_a"]);
    expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T })).toBe(true);
    expect(await verifyWebhook(header, JSON.stringify(JSON.parse(BODY), null, 1), ["whsec_a"], { now: T })).toBe(false);
  });

  it("verifies under any active secret, and fails once one byte of the body changes (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 3 }),
        fc.uint8Array({ minLength: 1, maxLength: 300 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (secrets, body, at, flip) => {
          const header = await webhookSignatureHeader(T, body, secrets);
          expect(header).toMatch(new RegExp(`^t=${T}(,v1=[0-9a-f]{64}){${secrets.length}}$`));
          const receiverSecret = secrets[at % secrets.length] as string;
          expect(await verifyWebhook(header, body, [receiverSecret], { now: T })).toBe(true);
          const changed = body.slice();
          const i = at % changed.length;
          changed[i] = (changed[i] ?? 0) ^ flip;
          expect(await verifyWebhook(header, changed, secrets, { now: T })).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each(["", "t=", "v1=abc", "t=abc,v1=00", "t=-5,v1=00", `t=${T},t=${T},v1=00`, "garbage", "t=1e9", ",,,="])(
    "refuses the malformed header %j",
    async (header) => {
      expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T })).toBe(false);
    },
  );

  it("never throws, whatever the header holds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (header) => {
        expect(await verifyWebhook(header, BODY, ["whsec_a"], { now: T })).toBe(false);
        expect(await verifyWebhook(`t=${T},v1=${header}`, BODY, ["whsec_a"], { now: T })).toBe(false);
      }),
      { numRuns: 1000 },
    );
    expect(await verifyWebhook(undefined, BODY, ["whsec_a"])).toBe(false);
    expect(await verifyWebhook("t=1,v1=" + "0".repeat(100_000), BODY, ["whsec_a"], { now: 1 })).toBe(false);
  });
});

describe("webhook signature: what a receiver must refuse or still accept", () => {
  const header = (sig: string, extra = "") => `t=${T},v1=${sig}${extra}`;

  it("checks t against the system clock when no now is given", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyWebhook(await webhookSignatureHeader(now, BODY, ["whsec_a"]), BODY, ["whsec_a"])).toBe(true);
    expect(await verifyWebhook(await webhookSignatureHeader(now - 400, BODY, ["whsec_a"]), BODY, ["whsec_a"])).toBe(
      false,
    );
  });

  it("answers false, not an exception, when the framework handed no raw body", async () => {
    const signed = await webhookSignatureHeader(T, BODY, ["whsec_a"]);
    for (const body of [undefined, null]) {
      expect(await verifyWebhook(signed, body as unknown as string, ["whsec_a"], { now: T })).toBe(false);
    }
  });

  it("skips an empty secret, which cannot key an HMAC, and tries the others", async () => {
    const signed = await webhookSignatureHeader(T, BODY, ["whsec_a"]);
    expect(await verifyWebhook(signed, BODY, [""], { now: T })).toBe(false);
    expect(await verifyWebhook(signed, BODY, ["", "whsec_a"], { now: T })).toBe(true);
  });

  it("refuses a repeated t, even when one of them is the signed one", async () => {
    const sig = await signWebhook("whsec_a", T, BODY);
    expect(await verifyWebhook(header(sig, `,t=${T}`), BODY, ["whsec_a"], { now: T })).toBe(false);
    expect(await verifyWebhook(`t=${T + 1},${header(sig)}`, BODY, ["whsec_a"], { now: T })).toBe(false);
  });

  it.each([`0${T}`, `${T}.0`, `+${T}`, `${T}e0`, `0x${T.toString(16)}`])(
    "refuses t=%s, another spelling of the signed time",
    async (t) => {
      expect(Number(t)).toBe(T);
      const sig = await signWebhook("whsec_a", T, BODY);
      expect(await verifyWebhook(`t=${t},v1=${sig}`, BODY, ["whsec_a"], { now: T })).toBe(false);
    },
  );

  it("takes only v1 signatures: the same MAC under another key is not accepted", async () => {
    const sig = await signWebhook("whsec_a", T, BODY);
    for (const key of ["v0", "v2", "V1", "s1"]) {
      expect(parseWebhookSignature(`t=${T},${key}=${sig}`)).toEqual({ t: T, v1: [] });
      expect(await verifyWebhook(`t=${T},${key}=${sig}`, BODY, ["whsec_a"], { now: T })).toBe(false);
    }
  });

  it("has no reading without t, nor of a header that is not a string", () => {
    expect(parseWebhookSignature(`v1=${"0".repeat(64)}`)).toBeNull();
    for (const missing of [undefined, null, 1700000000, ["t=1700000000"]]) {
      expect(parseWebhookSignature(missing as unknown as string)).toBeNull();
    }
  });

  it("reads keys and values with spaces around them", async () => {
    const sig = await signWebhook("whsec_a", T, BODY);
    for (const spaced of [`t=${T}, v1=${sig}`, ` t = ${T} ,v1= ${sig} `, `t=${T},\tv1=${sig}`]) {
      expect(parseWebhookSignature(spaced)).toEqual({ t: T, v1: [sig] });
      expect(await verifyWebhook(spaced, BODY, ["whsec_a"], { now: T })).toBe(true);
    }
  });

  it("skips items that are not key=value, as it skips unknown keys", async () => {
    const sig = await signWebhook("whsec_a", T, BODY);
    for (const item of ["ts", "t", "v1", "flag", ""]) {
      expect(await verifyWebhook(header(sig, `,${item}`), BODY, ["whsec_a"], { now: T })).toBe(true);
      expect(await verifyWebhook(`${item},${header(sig)}`, BODY, ["whsec_a"], { now: T })).toBe(true);
    }
  });

  it("refuses a v1 with one hex digit too many, and still finds a good v1 after a malformed one", async () => {
    const sig = await signWebhook("whsec_a", T, BODY);
    expect(await verifyWebhook(header(`${sig}0`), BODY, ["whsec_a"], { now: T })).toBe(false);
    expect(await verifyWebhook(header(sig.slice(0, -1)), BODY, ["whsec_a"], { now: T })).toBe(false);
    for (const malformed of ["zz", `${sig}0`, sig.toUpperCase(), ""]) {
      expect(await verifyWebhook(header(malformed, `,v1=${sig}`), BODY, ["whsec_a"], { now: T })).toBe(true);
    }
  });

  it("reads a header of up to 8192 characters and refuses a longer one", async () => {
    const signed = header(await signWebhook("whsec_a", T, BODY), ",pad=");
    const padded = (length: number) => signed + "x".repeat(length - signed.length);
    expect(await verifyWebhook(padded(8192), BODY, ["whsec_a"], { now: T })).toBe(true);
    expect(await verifyWebhook(padded(8193), BODY, ["whsec_a"], { now: T })).toBe(false);
    expect(parseWebhookSignature(padded(8193))).toBeNull();
  });
});

describe("webhook signature: the secrets' keys", () => {
  it("imports each secret once, however many deliveries it verifies, and keeps each secret's MACs apart", async () => {
    const importKey = vi.spyOn(globalThis.crypto.subtle, "importKey");
    try {
      const [a, b] = ["whsec_kept_a", "whsec_kept_b"];
      const signedByA = await webhookSignatureHeader(T, BODY, [a]);
      const signedByB = await webhookSignatureHeader(T, BODY, [b]);
      for (let i = 0; i < 5; i++) {
        expect(await verifyWebhook(signedByA, BODY, [b, a], { now: T })).toBe(true);
        expect(await verifyWebhook(signedByB, BODY, [a], { now: T })).toBe(false);
        expect(await verifyWebhook(signedByA, BODY, [b], { now: T })).toBe(false);
      }
      expect(importKey.mock.calls.filter(([, raw]) => raw instanceof Uint8Array).length).toBe(2);
    } finally {
      importKey.mockRestore();
    }
  });
});
