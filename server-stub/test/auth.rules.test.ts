/** Authentication rules of spec section 5: every 401 and 403 in its place, rotation grace, IP whitelists, 404 for others' resources. */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sign } from "../../shared/signing/index.ts";
import { expectProblem, invoiceBody, makeStub, okJson, T0 } from "./harness.ts";

const signOver = (path: string, timestamp: number) =>
  sign("sk_test_demo_secret", { timestamp, method: "GET", path, query: "" });

function authRules(): void {
  describe("merchant authentication", () => {
    it("accepts a correctly signed request", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      expect(inv.invoice_id).toMatch(/^inv_/);
    });

    it("verifies a path with percent-escapes as sent, decoding it once (a %25 segment is accepted)", async () => {
      const s = makeStub();
      // Signed by the client over the path as sent (sign() decodes it once): the stub must not decode it first.
      for (const path of ["/v1/invoices/inv_x%2541", "/v1/invoices/inv_%E2%82%AC", "/v1/invoices/inv_a%2Fb"]) {
        const body = await expectProblem(await s.signed("GET", path), "field_invalid_format", 400);
        expect(body.field).toBe("invoice_id");
      }
      // The same request signed over the doubly decoded path is not the request that was sent.
      const forged = await s.signed("GET", "/v1/invoices/inv_x%2541", {
        headers: { authorization: `HMAC-SHA256 pk_test_demo:${await signOver("/v1/invoices/inv_xA", s.clock.now())}` },
      });
      await expectProblem(forged, "invalid_credentials", 401);
    });

    it("accepts a signature over the percent-encoded path as sent, as the provider's SDKs sign it, beside the decoded one", async () => {
      const s = makeStub();
      // The provider's SDKs encode ( ) * ! ' in an id and sign the encoded path; the spec signs it decoded.
      const path = "/v1/payment-channels/pc_%281%29%2A%21%27";
      const asSent = createHmac("sha256", "sk_test_demo_secret")
        .update(`${s.clock.now()}\nGET\n${path}\n\n`)
        .digest("base64");
      const bySdk = await s.signed("GET", path, { headers: { authorization: `HMAC-SHA256 pk_test_demo:${asSent}` } });
      expect((await expectProblem(bySdk, "field_invalid_format", 400)).field).toBe("payment_channel_id");
      expect((await expectProblem(await s.signed("GET", path), "field_invalid_format", 400)).field).toBe(
        "payment_channel_id",
      );
      const otherPath = await s.signed("GET", "/v1/payment-channels/pc_%281%29", {
        headers: { authorization: `HMAC-SHA256 pk_test_demo:${asSent}` },
      });
      await expectProblem(otherPath, "invalid_credentials", 401);
    });

    it("answers unauthorized without an Authorization header or with another scheme", async () => {
      const s = makeStub();
      await expectProblem(await s.raw("/v1/invoices"), "unauthorized", 401);
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { headers: { authorization: "Bearer abc" } }),
        "unauthorized",
        401,
      );
    });

    it("answers authorization_missing for a blank header and authorization_malformed without a colon", async () => {
      const s = makeStub();
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { headers: { authorization: "  " } }),
        "authorization_missing",
        401,
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { headers: { authorization: "HMAC-SHA256 pk_test_demo" } }),
        "authorization_malformed",
        401,
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { headers: { authorization: "HMAC-SHA256 pk_test_demo:" } }),
        "authorization_malformed",
        401,
      );
    });

    it("answers timestamp_missing and timestamp_expired (window of 5 minutes)", async () => {
      const s = makeStub();
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { headers: { "x-request-timestamp": "soon" } }),
        "timestamp_missing",
        401,
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { headers: { "x-request-timestamp": "-5" } }),
        "timestamp_missing",
        401,
      );
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { timestamp: s.clock.now() - 301 }),
        "timestamp_expired",
        401,
      );
      expect((await s.signed("GET", "/v1/invoices", { timestamp: s.clock.now() - 300 })).status).toBe(200);
    });

    it("reports any positive integer as a time (timestamp_expired when far), and only an absent or non-integer value as missing", async () => {
      const s = makeStub();
      for (const far of ["12345678901234567", "99999999999999999999999", "1", String(s.clock.now() + 301)]) {
        await expectProblem(
          await s.signed("GET", "/v1/invoices", { headers: { "x-request-timestamp": far } }),
          "timestamp_expired",
          401,
        );
      }
      for (const missing of ["", "0", "-1", "1.5", "1e9", "+1800000000", "0x6B49D200", "18OOOOOOOO", "1800000000 1"]) {
        await expectProblem(
          await s.signed("GET", "/v1/invoices", { headers: { "x-request-timestamp": missing } }),
          "timestamp_missing",
          401,
        );
      }
      await expectProblem(
        await s.raw("/v1/invoices", {
          headers: { authorization: "HMAC-SHA256 pk_test_demo:AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=" },
        }),
        "timestamp_missing",
        401,
      );
    });

    it("answers invalid_credentials for all four causes with one body", async () => {
      const s = makeStub((f) => {
        // A record whose id claims production while the key is a sandbox key: an environment prefix mismatch.
        f.keys.push({
          id: "pk_live_mislabelled",
          merchant_id: "mer_sandbox",
          type: "payment",
          environment: "sandbox",
          secret: "sk_x",
          revoked: false,
          ip_whitelist: [],
        });
      });
      const unknown = await expectProblem(
        await s.signed("GET", "/v1/invoices", { key: "pk_test_nobody", secret: "x" }),
        "invalid_credentials",
        401,
      );
      const revoked = await expectProblem(
        await s.signed("GET", "/v1/invoices", { key: "pk_test_revoked" }),
        "invalid_credentials",
        401,
      );
      const prefix = await expectProblem(
        await s.signed("GET", "/v1/invoices", { key: "pk_live_mislabelled", secret: "sk_x" }),
        "invalid_credentials",
        401,
      );
      const badSig = await expectProblem(
        await s.signed("GET", "/v1/invoices", { secret: "wrong" }),
        "invalid_credentials",
        401,
      );
      expect(new Set([unknown, revoked, prefix, badSig].map((b) => JSON.stringify(b))).size).toBe(1);
    });

    it("accepts both secrets during the rotation grace period and only the new one after it, in real time", async () => {
      let realMs = T0 * 1000;
      const s = makeStub(
        (f) => {
          f.keys.find((k) => k.id === "pk_test_rotating")!.previous_secret_expires_at = T0 + 100;
        },
        { realNowMs: () => realMs },
      );
      const asOld = () => s.signed("GET", "/v1/invoices", { key: "pk_test_rotating", secret: "sk_test_rotating_old" });
      const asNew = () => s.signed("GET", "/v1/invoices", { key: "pk_test_rotating", secret: "sk_test_rotating_new" });
      expect((await asNew()).status).toBe(200);
      expect((await asOld()).status).toBe(200);
      // Business time moved on a day ends no grace period: only real time does.
      s.clock.advance(86_400);
      expect((await asOld()).status).toBe(200);
      realMs += 100_000;
      await expectProblem(await asOld(), "invalid_credentials", 401);
      expect((await asNew()).status).toBe(200);
    });

    it("moving the business clock back does not revive a retired secret", async () => {
      let realMs = T0 * 1000;
      const s = makeStub(undefined, { realNowMs: () => realMs });
      await okJson(
        await s.control("POST", "/__stub/keys/pk_test_demo/rotate", { secret: "sk_test_demo_next", grace_seconds: 60 }),
      );
      realMs += 61_000;
      await expectProblem(await s.signed("GET", "/v1/invoices"), "invalid_credentials", 401);
      // A test sets the stub's clock back an hour (to replay a deadline), through the control API as a merchant would.
      expect(await okJson(await s.control("POST", "/__stub/clock", { now: T0 - 3600 }))).toMatchObject({
        now: T0 - 3600,
      });
      await expectProblem(await s.signed("GET", "/v1/invoices"), "invalid_credentials", 401);
      expect((await s.signed("GET", "/v1/invoices", { secret: "sk_test_demo_next" })).status).toBe(200);
    });

    it("rotates a secret with a grace period and refuses a new rotation before the grace period ends", async () => {
      let realMs = T0 * 1000;
      const s = makeStub(undefined, { realNowMs: () => realMs });
      const rotated = await okJson(
        await s.control("POST", "/__stub/keys/pk_test_demo/rotate", { secret: "sk_test_demo_next", grace_seconds: 60 }),
      );
      expect(rotated).not.toHaveProperty("secret");
      expect((await s.signed("GET", "/v1/invoices", { secret: "sk_test_demo_secret" })).status).toBe(200);
      expect((await s.signed("GET", "/v1/invoices", { secret: "sk_test_demo_next" })).status).toBe(200);
      await expectProblem(
        await s.control("POST", "/__stub/keys/pk_test_demo/rotate", { secret: "sk_test_demo_third" }),
        "conflict",
        409,
      );
      // Business time does not shorten the grace period either.
      s.clock.advance(3600);
      await expectProblem(
        await s.control("POST", "/__stub/keys/pk_test_demo/rotate", { secret: "sk_test_demo_third" }),
        "conflict",
        409,
      );
      realMs += 60_000;
      await expectProblem(
        await s.signed("GET", "/v1/invoices", { secret: "sk_test_demo_secret" }),
        "invalid_credentials",
        401,
      );
      expect(
        (await s.control("POST", "/__stub/keys/pk_test_demo/rotate", { secret: "sk_test_demo_third" })).status,
      ).toBe(200);
      expect((await s.signed("GET", "/v1/invoices", { secret: "sk_test_demo_next" })).status).toBe(200);
    });

    it("requires a whitelist on Payout keys and checks the caller's IPv4, IPv6 and v4-mapped address after the signature", async () => {
      const s = makeStub();
      await expectProblem(
        await s.signed("GET", "/v1/balances", { key: "rk_test_nowhitelist" }),
        "payout_whitelist_required",
        401,
      );
      await expectProblem(
        await s.signed("GET", "/v1/balances", { key: "rk_test_office", ip: "198.51.100.4" }),
        "ip_not_allowed",
        401,
      );
      expect((await s.signed("GET", "/v1/balances", { key: "rk_test_office", ip: "203.0.113.9" })).status).toBe(200);
      expect((await s.signed("GET", "/v1/balances", { key: "rk_test_office", ip: "::ffff:203.0.113.9" })).status).toBe(
        200,
      );
      expect((await s.signed("GET", "/v1/balances", { key: "rk_test_office", ip: "2001:db8::7" })).status).toBe(200);
      // A bad signature from a bad IP is a credentials failure: the IP check runs after the signature check.
      await expectProblem(
        await s.signed("GET", "/v1/balances", { key: "rk_test_office", ip: "198.51.100.4", secret: "x" }),
        "invalid_credentials",
        401,
      );
    });

    it("answers payment_key_required and payout_key_required for the wrong key type", async () => {
      const s = makeStub();
      await expectProblem(await s.signed("GET", "/v1/invoices", { key: "rk_test_demo" }), "payment_key_required", 403);
      await expectProblem(await s.signed("GET", "/v1/balances", { key: "pk_test_demo" }), "payout_key_required", 403);
    });

    it("answers forbidden for a key used against the other environment or outside its project scope", async () => {
      const s = makeStub();
      await expectProblem(
        await s.signed("POST", "/v1/invoices", {
          key: "pk_test_live",
          body: invoiceBody({ project_id: "prj_live_shop" }),
        }),
        "forbidden",
        403,
      );
      await expectProblem(
        await s.signed("POST", "/v1/invoices", { key: "pk_test_scoped", body: invoiceBody() }),
        "forbidden",
        403,
      );
    });

    it("reports another merchant's invoice and project as 404, never 403", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      await expectProblem(
        await s.signed("GET", `/v1/invoices/${String(inv.invoice_id)}`, { key: "pk_test_other" }),
        "invoice_not_found",
        404,
      );
      await expectProblem(
        await s.signed("POST", "/v1/invoices", { key: "pk_test_other", body: invoiceBody() }),
        "project_not_found",
        404,
      );
    });
  });
}

authRules();
