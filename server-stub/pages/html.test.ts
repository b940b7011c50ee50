import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { escapeHtml, html } from "./html.ts";
import { hostedPaymentPage } from "./hosted-payment.ts";

describe("html templates", () => {
  it("escapes every interpolated value", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = html`<p title="${s}">${s}</p>`.value;
        const inner = out.slice('<p title="'.length, out.length - "</p>".length);
        expect(inner).not.toMatch(/[<>]/);
        expect(out.match(/"/g)?.length).toBe(2);
      }),
    );
  });
  it("keeps an attacker's invoice id out of the markup of the hosted page", () => {
    const page = hostedPaymentPage({ apiBase: "http://localhost:4010", sdkKey: "pk_test_demo", invoiceId: '"><script>alert(1)</script>' });
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain(escapeHtml('"><script>alert(1)</script>'));
  });
});
