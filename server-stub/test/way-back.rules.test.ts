/**
 * The shop's way back (ours, after the provider's SuccessUrl and FailUrl): the project's `success_url` and `fail_url`,
 * their checks and normalized storage, the hosted page's link, `merchant_name`; and the per-invoice `return_url`
 * refused on both creates.
 */
import { describe, expect, it } from "vitest";
import { loadFixtureFile, parseFixture } from "../fixture.ts";
import { expectProblem, invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

const SHOP = "https://shop.example.test/orders/7?from=pay";
const SUCCESS = "https://shop.example.test/thanks";

/** The way back's header and link of a hosted page's HTML, or null. */
function wayBack(html: string): { header: string; href: string; success?: string; fail?: string } | null {
  const match = /<header class="back"[^>]*>(<a id="back-to-shop" href="([^"]*)"[^>]*>)/.exec(html);
  if (match === null) return null;
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(match[1]!)?.[1];
  return {
    header: match[0],
    href: match[2]!,
    ...(attr("data-success-href") ? { success: attr("data-success-href")! } : {}),
    ...(attr("data-fail-href") ? { fail: attr("data-fail-href")! } : {}),
  };
}

function wayBackRules(): void {
  describe("the way back: the project's success_url and fail_url (ours), merchant_name (ours)", () => {
    it("refuses a per-invoice return_url on both creates with a 400 naming it and where the way back lives now", async () => {
      const s = makeStub();
      for (const res of [
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ return_url: SHOP }) }),
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ return_url: SHOP }) }),
        // Even an empty one: whoever sends the key meant something by it.
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ return_url: "" }) }),
      ]) {
        const problem = await expectProblem(res, "validation_failed", 400);
        expect(problem.field).toBe("return_url");
        expect(problem.detail).toContain("success_url");
        expect(problem.detail).toContain("fail_url");
      }
      expect([...s.store.invoices.values()]).toHaveLength(0);
    });

    it("refuses a success_url or fail_url a page must not link to, through the control API and in a fixture, naming the field", async () => {
      const s = makeStub();
      const cases: [string, string][] = [
        ["not a url", "field_invalid_format"],
        ["/orders/7", "field_invalid_format"],
        ["javascript:alert(1)", "field_invalid_format"],
        ["http://shop.example.test/orders/7", "field_invalid_format"],
        ["https://user:secret@shop.example.test/", "field_invalid_format"],
        ["ftp://shop.example.test/", "field_invalid_format"],
        [`https://shop.example.test/${"a".repeat(2030)}`, "field_too_long"],
      ];
      for (const field of ["success_url", "fail_url"]) {
        for (const [url, code] of cases) {
          const problem = await expectProblem(
            await s.control("PATCH", "/__stub/projects/prj_demo_shop", { [field]: url }),
            code,
            400,
          );
          expect(problem.field, url).toBe(field);
        }
        const fixture = loadFixtureFile();
        Object.assign(fixture.projects[0]!, { [field]: "javascript:alert(1)" });
        const parsed = parseFixture(fixture);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.error).toContain(`projects[0].${field}`);
      }
    });

    it("stores and echoes the normalized form, the one the page links", async () => {
      const s = makeStub();
      const longest = `https://shop.example.test/${"a".repeat(2048 - "https://shop.example.test/".length)}`;
      const cases: [string, string][] = [
        ["HTTPS://Shop.Example.TEST/Done?x=1", "https://shop.example.test/Done?x=1"],
        ["https://shop.example.test", "https://shop.example.test/"],
        ["http://localhost:3000/done", "http://localhost:3000/done"],
        ["http://127.0.0.1/done", "http://127.0.0.1/done"],
        ["http://[::1]:8080/", "http://[::1]:8080/"],
        ["https://shop.example.test/a b", "https://shop.example.test/a%20b"],
        [longest, longest],
      ];
      for (const [given, stored] of cases) {
        const project = await okJson(
          await s.control("PATCH", "/__stub/projects/prj_demo_shop", { success_url: given, fail_url: given }),
        );
        expect(project.success_url, given).toBe(stored);
        expect(project.fail_url, given).toBe(stored);
      }
      const fixture = loadFixtureFile();
      fixture.projects[0]!.success_url = "HTTPS://SHOP.example.test";
      const parsed = parseFixture(JSON.parse(JSON.stringify(fixture)));
      expect(parsed.ok && parsed.fixture.projects[0]!.success_url).toBe("https://shop.example.test/");
    });

    it("links the plain hosted page to fail_url before the end and to success_url once paid, escaped, in the page's language", async () => {
      const s = makeStub();
      const tricky = 'https://shop.example.test/back?a="><script>alert(1)</script>&b=1';
      await okJson(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", { success_url: SUCCESS, fail_url: tricky }),
      );
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({ amount: "25", currency: "USDT", network: "TRC20" }),
        }),
        201,
      );
      const page = await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text();
      expect(page).toContain(">Back to Demo shop</a>");
      expect(page).not.toContain("<script>alert(1)");
      const before = wayBack(page);
      expect(before?.href).toBe(new URL(tricky).href.replace(/&/g, "&amp;").replace(/"/g, "&quot;"));
      expect(before?.success).toBe(SUCCESS);
      expect(before?.header).not.toContain("hidden");
      const arabic = await (await s.raw(`/pay/${String(inv.invoice_id)}?locale=ar`)).text();
      expect(arabic).toContain('<header class="back" dir="rtl">');
      expect(arabic).toContain("العودة إلى \u2068Demo shop\u2069");
      // The words follow the browser's languages when the link names none.
      const german = await (
        await s.raw(`/pay/${String(inv.invoice_id)}`, { headers: { "accept-language": "xx, de-AT;q=0.9, en;q=0.5" } })
      ).text();
      expect(german).toContain(">Zurück zu Demo shop</a>");

      await okJson(await s.control("POST", `/__stub/invoices/${String(inv.invoice_id)}/simulate`, { stage: "paid" }));
      expect(wayBack(await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text())?.href).toBe(SUCCESS);
    });

    it("hides the link while the address it needs is absent, and has none on a project without either", async () => {
      const s = makeStub((f) => {
        delete f.projects.find((p) => p.id === "prj_demo_shop")!.success_url;
      });
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({ amount: "25", currency: "USDT", network: "TRC20" }),
        }),
        201,
      );
      expect(wayBack(await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text())?.header).not.toContain("hidden");
      await okJson(await s.control("POST", `/__stub/invoices/${String(inv.invoice_id)}/simulate`, { stage: "paid" }));
      const paid = wayBack(await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text());
      expect(paid?.header).toContain(" hidden");
      expect(paid?.success).toBeUndefined();
      const terminal = await okJson(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ project_id: "prj_demo_terminal" }) }),
        201,
      );
      expect(await (await s.raw(`/pay/${String(terminal.invoice_id)}`)).text()).not.toContain('class="back"');
    });

    it("names the shop on the public invoice and shows no way back on the merchant's or the public one", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      expect(inv).not.toHaveProperty("merchant_name");
      expect(inv).not.toHaveProperty("return_url");
      const pub = await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${String(inv.invoice_id)}`));
      expect(pub.merchant_name).toBe("Demo shop");
      expect(pub).not.toHaveProperty("return_url");
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect(created.merchant_name).toBe("Demo shop");
    });

    it("leaves merchant_name out when the project has no display name", async () => {
      const s = makeStub((f) => {
        for (const p of f.projects) delete p.display_name;
      });
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect(created).not.toHaveProperty("merchant_name");
    });

    it("shows merchant_name in /openapi.json, and return_url nowhere", async () => {
      type Doc = { components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> } };
      const doc = await okJson<Doc>(await makeStub().raw("/openapi.json"));
      const props = (name: string) => doc.components.schemas[name]?.properties ?? {};
      for (const schema of ["InvoiceCreateBody", "SdkCreateBody", "Invoice", "PublicInvoice"])
        expect(props(schema), schema).not.toHaveProperty("return_url");
      expect(props("PublicInvoice")).toHaveProperty("merchant_name");
    });
  });
}

wayBackRules();
