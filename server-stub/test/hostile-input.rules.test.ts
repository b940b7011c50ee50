/**
 * What a stranger, or a careless setting, may hand the stub, and what comes back: shop names with controls or bidi
 * characters, a forged X-Forwarded-For chain, a webhook URL with a password, files that are not there.
 */
import { describe, expect, it } from "vitest";
import { parseFixture } from "../fixture.ts";
import { expectProblem, invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";
import { loadFixtureFile } from "../fixture.ts";

/** Shop names the checkout must never be given: each breaks a line, reverses text or closes the page's isolate. */
const HOSTILE_NAMES = [
  ["a right-to-left override", "Demo shop \u202E EDOM TSET"],
  ["a pop of the translator's isolate", "Demo shop\u2069 عربي"],
  ["a line break", "Demo shop\nSupport: call +1 555 0100"],
  ["NUL", "Demo\u0000shop"],
  ["a tab", "Demo\tshop"],
  ["a left-to-right embedding", "\u202ADemo shop"],
  ["a line separator", "Demo shop\u2028Refunds"],
  ["a right-to-left mark", "Demo\u200f shop"],
] as const;

function hostileInputRules(): void {
  describe("display_name: one line of text, wherever it is set", () => {
    it.each(HOSTILE_NAMES)(
      "the control API refuses %s with 400 naming display_name, and keeps the name it had",
      async (_what, name) => {
        const s = makeStub();
        // field_invalid_format, as the project's other checked fields (success_url, fail_url) answer.
        const problem = await expectProblem(
          await s.control("PATCH", "/__stub/projects/prj_demo_shop", { display_name: name }),
          "field_invalid_format",
          400,
        );
        expect(problem.field).toBe("display_name");
        expect(String(problem.detail)).toMatch(/^display_name: must not contain control characters/);
        expect(s.store.projects.get("prj_demo_shop")?.display_name).toBe("Demo shop");
      },
    );

    it("the control API sets a shop name like the project's other fields, and the checkout's public invoice shows it", async () => {
      const s = makeStub();
      const patched = await okJson(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", { display_name: "  Café 東京 متجر  " }),
      );
      expect(patched.display_name).toBe("Café 東京 متجر");
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect(created.merchant_name).toBe("Café 東京 متجر");
    });

    it.each(HOSTILE_NAMES)(
      "a fixture with %s in a display_name is refused, naming its path (reset: 400 with the field)",
      async (_what, name) => {
        const fixture = loadFixtureFile();
        fixture.projects[1]!.display_name = name;
        const parsed = parseFixture(fixture);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) {
          expect(parsed.field).toBe("projects[1].display_name");
          expect(parsed.error).toMatch(
            /^Invalid fixture: projects\[1\]\.display_name: must not contain control characters/,
          );
        }
        const s = makeStub();
        const problem = await expectProblem(
          await s.control("POST", "/__stub/reset", fixture),
          "validation_failed",
          400,
        );
        expect(problem.field).toBe("projects[1].display_name");
        expect(String(problem.detail)).toContain("projects[1].display_name: must not contain control characters");
      },
    );

    it("the hosted page shows a name that got in by other means as one line, without its bidi characters, in English and Arabic", async () => {
      const s = makeStub();
      // Not through the fixture or the control API, which refuse it: written into the store as a broken record would be.
      const project = s.store.projects.get("prj_demo_shop")!;
      project.display_name = "Evil\u202E shop\u2069\nSupport: call +1 555 0100";
      project.fail_url = "https://shop.example.test/cart";
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const english = await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text();
      expect(english).toContain(">Back to Evil shop Support: call +1 555 0100</a>");
      const arabic = await (await s.raw(`/pay/${String(inv.invoice_id)}?locale=ar`)).text();
      expect(arabic).toContain("العودة إلى \u2068Evil shop Support: call +1 555 0100\u2069</a>");
      for (const page of [english, arabic]) {
        const link = /<header class="back"[^>]*><a [^>]*>([^<]*)<\/a>/.exec(page)?.[1] ?? "";
        expect(link).not.toMatch(/[\n\r\u202a-\u202e]/);
        // Only the translator's own isolate pair, and only in Arabic.
        expect(link.match(/[\u2066-\u2069]/g) ?? []).toEqual(page === arabic ? ["\u2068", "\u2069"] : []);
      }
    });
  });

  describe("STUB_TRUST_PROXY: the number of proxies, read from the right of X-Forwarded-For", () => {
    // rk_test_office allows 203.0.113.0/24 and 2001:db8::/32 only; the socket peer is always the proxy, 127.0.0.1.
    const balances = (s: ReturnType<typeof makeStub>, forwardedFor?: string) =>
      s.signed("GET", "/v1/balances", {
        key: "rk_test_office",
        ...(forwardedFor === undefined ? {} : { headers: { "x-forwarded-for": forwardedFor } }),
      });

    it("behind one proxy, believes the address that proxy appended, not what the caller wrote before it", async () => {
      const s = makeStub(undefined, { config: { trustedProxyHops: 1 } });
      expect((await balances(s, "203.0.113.9")).status).toBe(200);
      // The caller wrote an allowed address; the proxy appended the one it really came from.
      await expectProblem(await balances(s, "203.0.113.9, 198.51.100.4"), "ip_not_allowed", 401);
      expect((await balances(s, "198.51.100.4, 203.0.113.9")).status).toBe(200);
      expect((await balances(s, " 10.0.0.1 ,203.0.113.9 ")).status).toBe(200);
    });

    it("behind two proxies, takes the second address from the right", async () => {
      const s = makeStub(undefined, { config: { trustedProxyHops: 2 } });
      expect((await balances(s, "198.51.100.4, 203.0.113.9, 10.0.0.2")).status).toBe(200);
      await expectProblem(await balances(s, "203.0.113.9, 198.51.100.4, 10.0.0.2"), "ip_not_allowed", 401);
      // A chain shorter than the proxies (a request that skipped one) gives its leftmost address.
      expect((await balances(s, "203.0.113.9")).status).toBe(200);
    });

    it("with no proxy (the default), ignores X-Forwarded-For and sees the socket's peer", async () => {
      const s = makeStub();
      await expectProblem(await balances(s, "203.0.113.9"), "ip_not_allowed", 401);
      await expectProblem(
        await balances(makeStub(undefined, { config: { trustedProxyHops: 1 } })),
        "ip_not_allowed",
        401,
      );
    });
  });

  describe("webhook endpoints", () => {
    it("refuses a URL with a user name or password, naming url, and registers nothing", async () => {
      const s = makeStub();
      for (const url of [
        "https://hook:s3cret@merchant.example/webhooks",
        "http://admin@127.0.0.1:9/hook",
        "https://:pw@merchant.example/",
      ]) {
        const problem = await expectProblem(
          await s.control("POST", "/__stub/webhooks", { url }),
          "validation_failed",
          400,
        );
        expect(problem.field, url).toBe("url");
        expect(String(problem.detail)).toContain("user name or password");
        expect(String(problem.detail)).not.toContain("s3cret");
      }
      expect(await okJson(await s.control("GET", "/__stub/webhooks"))).toEqual([]);
      expect((await s.control("POST", "/__stub/webhooks", { url: "https://merchant.example/webhooks" })).status).toBe(
        201,
      );
    });
  });

  describe("files that are not there", () => {
    it("answers a missing terminal asset or widget chunk with a problem, not a bare text", async () => {
      const s = makeStub();
      for (const path of ["/terminal/assets/no-such-file.js", "/crypto-checkout.no-such-chunk.js"]) {
        const problem = await expectProblem(await s.raw(path), "route_not_found", 404);
        expect(String(problem.detail), path).toMatch(/no-such|not built/);
      }
    });
  });
}

hostileInputRules();
