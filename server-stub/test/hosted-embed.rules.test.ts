/**
 * The hosted page embedded (`payment_url?embed=true`, issue 29): framed only by the project's allowed origins, the plain
 * page never; no page chrome and no way back, a close button in the page's language, the messages' data for its script.
 */
import { describe, expect, it } from "vitest";
import { invoiceBody, makeStub, okJson } from "./harness.ts";

/** A CSP's directive by name. */
function directive(csp: string, name: string): string | undefined {
  return csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
}

function hostedEmbedRules(): void {
  describe("the hosted page embedded (?embed=true)", () => {
    it("may be framed by the project's allowed origins only; the plain page by none", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const embedded = await s.raw(`/pay/${String(inv.invoice_id)}?embed=true`);
      expect(embedded.status).toBe(200);
      const csp = embedded.headers.get("content-security-policy") ?? "";
      expect(directive(csp, "frame-ancestors")).toBe(
        "frame-ancestors http://localhost:4010 http://localhost:4311 http://localhost:5173",
      );
      expect(embedded.headers.get("x-frame-options")).toBeNull();
      for (const plain of [
        `/pay/${String(inv.invoice_id)}`,
        `/pay/${String(inv.invoice_id)}?embed=1`,
        `/pay/${String(inv.invoice_id)}?embed=false`,
      ]) {
        const res = await s.raw(plain);
        expect(directive(res.headers.get("content-security-policy") ?? "", "frame-ancestors"), plain).toBe(
          "frame-ancestors 'none'",
        );
        expect(res.headers.get("x-frame-options"), plain).toBe("DENY");
      }
    });

    it("follows the project's origins as they change, besides the stub's own, and lets no policy text ride in on one", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const frameAncestors = async () =>
        directive(
          (await s.raw(`/pay/${String(inv.invoice_id)}?embed=true`)).headers.get("content-security-policy") ?? "",
          "frame-ancestors",
        );
      await okJson(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", {
          allowed_origins: ["HTTPS://Shop.Example:443/", "http://a;script-src", "not an origin"],
        }),
      );
      // The stub's own origin (its demo shop) frames it as a same-origin request skips the API's origin check.
      expect(await frameAncestors()).toBe("frame-ancestors http://localhost:4010 https://shop.example");
      await okJson(await s.control("PATCH", "/__stub/projects/prj_demo_shop", { allowed_origins: [] }));
      expect(await frameAncestors()).toBe("frame-ancestors http://localhost:4010");
      await okJson(await s.control("PATCH", "/__stub/projects/prj_demo_shop", { allowed_origins: ["*"] }));
      expect(await frameAncestors()).toBe("frame-ancestors *");
    });

    it("has no page chrome and no way back, a close button in the page's language, and the data of its messages", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const html = await (await s.raw(`/pay/${String(inv.invoice_id)}?embed=true`)).text();
      expect(html).not.toContain('class="back"');
      expect(html).toContain('<body class="embedded">');
      expect(html).toContain(
        '<button type="button" id="embed-close" class="embed-close" aria-label="Close" title="Close">×</button>',
      );
      expect(html).toContain(`data-invoice-id="${String(inv.invoice_id)}"`);
      expect(html).toContain(
        'data-embedding-origins="[&quot;http://localhost:4010&quot;,&quot;http://localhost:4311&quot;,&quot;http://localhost:5173&quot;]"',
      );
      // The messages are the page's own module script's (pages/browser/embed-messages.ts, whose tests hold that it never
      // posts to "*"), loaded under the page's nonce before the widget; nothing inline.
      const nonce =
        /<script type="module" src="\/pages\/hosted-embed\.js" nonce="([^"]+)"><\/script>\n<script type="module" src="\/crypto-checkout\.js"/.exec(
          html,
        )?.[1];
      expect(nonce).toBeTruthy();
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(html).not.toContain("postMessage");
      const german = await (await s.raw(`/pay/${String(inv.invoice_id)}?embed=true&locale=de`)).text();
      expect(german).toContain('aria-label="Schließen" title="Schließen">×</button>');
      const arabic = await (
        await s.raw(`/pay/${String(inv.invoice_id)}?embed=true`, { headers: { "accept-language": "ar" } })
      ).text();
      expect(arabic).toContain('aria-label="إغلاق" title="إغلاق">×</button>');
      // The plain page has no close button.
      expect(await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text()).not.toContain('id="embed-close"');
    });
  });
}

hostedEmbedRules();
