/** The project's support contact (ours): set in the fixture or by the control API's project PATCH, checked, and shown on the public invoice. */
import { describe, expect, it } from "vitest";
import { parseFixture } from "../fixture.ts";
import { seedFixture } from "../index.ts";
import { invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

function supportContactRules(): void {
  describe("support_email and support_url (ours)", () => {
    it("puts the project's contact on the public invoice, and leaves it out where the project has none", async () => {
      const s = makeStub();
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect([created.support_email, created.support_url]).toEqual([
        "help@demo-shop.example",
        "https://demo-shop.example/help",
      ]);
      const without = makeStub((f) => {
        for (const p of f.projects) {
          delete p.support_email;
          delete p.support_url;
        }
      });
      const plain = await okJson(await without.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect(plain).not.toHaveProperty("support_email");
      expect(plain).not.toHaveProperty("support_url");
    });

    it("is set through the control API's project PATCH, by the return URLs' rules, naming the field and the code it refuses with", async () => {
      const s = makeStub();
      const patch = (body: object) => s.control("PATCH", "/__stub/projects/prj_demo_shop", body);
      expect(
        (
          await okJson(
            await patch({ support_email: "orders@shop.example.test", support_url: "http://localhost:5173/help" }),
          )
        ).support_email,
      ).toBe("orders@shop.example.test");
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect([created.support_email, created.support_url]).toEqual([
        "orders@shop.example.test",
        "http://localhost:5173/help",
      ]);
      const refused: [object, string, string][] = [
        [{ support_email: "orders@shop.example.test?bcc=all@x.test" }, "support_email", "field_invalid_format"],
        [{ support_email: "not an address" }, "support_email", "field_invalid_format"],
        [{ support_email: `${"a".repeat(250)}@x.test` }, "support_email", "field_too_long"],
        [{ support_url: "javascript:alert(1)" }, "support_url", "field_invalid_format"],
        [{ support_url: "http://shop.example.test/help" }, "support_url", "field_invalid_format"],
        [{ support_url: "https://user:pw@shop.example.test/" }, "support_url", "field_invalid_format"],
        [{ support_url: `https://shop.example.test/${"a".repeat(2030)}` }, "support_url", "field_too_long"],
      ];
      for (const [body, field, code] of refused) {
        const res = await patch(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        const problem = (await res.json()) as { code: string; field: string };
        expect([problem.code, problem.field]).toEqual([code, field]);
      }
    });

    it("refuses a fixture whose contact a page must not link, with the path that failed", () => {
      const fixture = seedFixture();
      const project = (fixture.projects as Record<string, unknown>[])[0] ?? {};
      project.support_url = "data:text/html,hi";
      const result = parseFixture(fixture);
      expect(result.ok).toBe(false);
      expect(result.ok ? "" : result.error).toMatch(/projects\[0\]\.support_url: an https URL/);
    });

    it("hands the plain hosted page's checkout the project's way back for its final screens, and the embedded one none", async () => {
      const s = makeStub();
      const tricky = 'https://shop.example.test/cart?a="><script>alert(1)</script>';
      await okJson(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", {
          success_url: "https://shop.example.test/thanks",
          fail_url: tricky,
        }),
      );
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({ amount: "25", currency: "USDT", network: "TRC20" }),
        }),
        201,
      );
      const page = await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text();
      const element = /<crypto-checkout [^>]*>/.exec(page)?.[0] ?? "";
      expect(element).toContain(' success-url="https://shop.example.test/thanks"');
      expect(element).toContain(` fail-url="${new URL(tricky).href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`);
      expect(page).not.toContain("<script>alert(1)");
      const embedded = await (await s.raw(`/pay/${String(inv.invoice_id)}?embed=true`)).text();
      expect(/<crypto-checkout [^>]*>/.exec(embedded)?.[0]).not.toContain("success-url");
    });
  });
}

supportContactRules();
