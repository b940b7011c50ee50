/** The shop's way back (ours): `return_url` on both creates, its checks, its echo, `merchant_name` and the hosted page's link. */
import { describe, expect, it } from "vitest";
import { expectProblem, invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

const SHOP = "https://shop.example.test/orders/7?from=pay";

export function returnUrlRules(): void {
  describe("return_url and merchant_name (ours)", () => {
    it("refuses an address a page must not link to, on both creating routes, naming the field", async () => {
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
      for (const [return_url, code] of cases) {
        const signed = await expectProblem(await s.signed("POST", "/v1/invoices", { body: invoiceBody({ return_url }) }), code, 400);
        expect(signed.field, return_url).toBe("return_url");
        const sdk = await expectProblem(await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ return_url }) }), code, 400);
        expect(sdk.field, return_url).toBe("return_url");
      }
    });

    it("takes https anywhere, http on the merchant's own machine, and 2048 characters at most", async () => {
      const s = makeStub();
      const longest = `https://shop.example.test/${"a".repeat(2048 - "https://shop.example.test/".length)}`;
      for (const return_url of [SHOP, "http://localhost:3000/done", "http://127.0.0.1/done", "http://[::1]:8080/", longest]) {
        const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody({ return_url, external_order_id: `ok-${return_url.length}-${return_url.slice(7, 12)}` }) }), 201);
        expect(inv.return_url).toBe(return_url);
      }
    });

    it("echoes return_url to the merchant only and names the shop on the public invoice", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody({ return_url: SHOP }) }), 201);
      expect(inv.return_url).toBe(SHOP);
      expect(inv).not.toHaveProperty("merchant_name");
      const pub = await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${String(inv.invoice_id)}`));
      expect(pub.merchant_name).toBe("Demo shop");
      expect(pub).not.toHaveProperty("return_url");
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ return_url: SHOP }) }), 201);
      expect(created.merchant_name).toBe("Demo shop");
      expect(created).not.toHaveProperty("return_url");
    });

    it("leaves merchant_name out when the project has no display name", async () => {
      const s = makeStub((f) => {
        for (const p of f.projects) delete p.display_name;
      });
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect(created).not.toHaveProperty("merchant_name");
    });

    it("treats another return_url on a repeat as another create: 409 conflict", async () => {
      const s = makeStub();
      const body = invoiceBody({ external_order_id: "order-return", return_url: SHOP });
      const first = await okJson(await s.signed("POST", "/v1/invoices", { body }), 201);
      expect((await okJson(await s.signed("POST", "/v1/invoices", { body }), 200)).invoice_id).toBe(first.invoice_id);
      const { return_url: _dropped, ...withoutReturn } = body as Record<string, unknown>;
      for (const other of [{ ...body, return_url: `${SHOP}&again=1` }, withoutReturn]) {
        const conflict = await expectProblem(await s.signed("POST", "/v1/invoices", { body: other }), "conflict", 409);
        expect(conflict.field).toBe("external_order_id");
      }
    });

    it("shows both fields in /openapi.json, the create bodies' return_url marked as ours", async () => {
      type Doc = { components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> } };
      const doc = await okJson<Doc>(await makeStub().raw("/openapi.json"));
      const props = (name: string) => doc.components.schemas[name]?.properties ?? {};
      for (const body of ["InvoiceCreateBody", "SdkCreateBody"]) expect(props(body).return_url?.description, body).toMatch(/^Ours:/);
      expect(props("Invoice")).toHaveProperty("return_url");
      expect(props("PublicInvoice")).toHaveProperty("merchant_name");
    });

    it("links the hosted page back to the shop by name, escaped, and not without a return_url", async () => {
      const s = makeStub();
      const tricky = 'https://shop.example.test/done?a="><script>alert(1)</script>&b=1';
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody({ return_url: tricky }) }), 201);
      const page = await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text();
      expect(page).toContain(">Back to Demo shop</a>");
      expect(page).not.toContain("<script>alert(1)");
      const href = /<header class="back"[^>]*><a href="([^"]*)"/.exec(page)?.[1];
      expect(href).toBe(new URL(tricky).href.replace(/&/g, "&amp;"));
      const arabic = await (await s.raw(`/pay/${String(inv.invoice_id)}?locale=ar`)).text();
      expect(arabic).toContain('<header class="back" dir="rtl">');
      expect(arabic).toContain("العودة إلى \u2068Demo shop\u2069");
      const plain = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody({ external_order_id: "no-way-back" }) }), 201);
      expect(await (await s.raw(`/pay/${String(plain.invoice_id)}`)).text()).not.toContain('class="back"');
    });
  });
}
