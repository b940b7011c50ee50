import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { escapeHtml, renderDemoPage, renderHostedPage } from "./index.ts";

describe("escapeHtml", () => {
  it("leaves no character that could open a tag or close an attribute", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = escapeHtml(s);
        expect(out).not.toMatch(/[<>"'`]/);
        // Decoding gives the input back: nothing was lost, only escaped.
        const back = out.replace(/&(lt|gt|quot|#39|#96|amp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", "#96": "`", amp: "&" })[e] ?? "");
        expect(back).toBe(s);
      }),
    );
  });
});

describe("renderHostedPage", () => {
  it("binds the element to the invoice and escapes every value", () => {
    const html = renderHostedPage({ invoiceId: 'inv_1"><script>alert(1)</script>', sdkKey: "pk_test_demo" });
    expect(html).toContain('invoice-id="inv_1&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('<script type="module" src="/crypto-checkout.js"></script>');
  });
  it("adds the SRI hash to the script tag when given", () => {
    const html = renderHostedPage({ invoiceId: "inv_x", sdkKey: "pk_test_demo", integrity: "sha384-abc" });
    expect(html).toContain('integrity="sha384-abc" crossorigin="anonymous"');
  });
});

describe("renderDemoPage", () => {
  it("embeds the widget with the sandbox keys and a fresh order id per view", () => {
    const a = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop" });
    const b = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop" });
    expect(a).toMatch(/<crypto-checkout sdk-key="pk_test_demo" project-id="prj_demo_shop" amount="49.00" currency="EUR"/);
    expect(a).toContain("<crypto-pay-button");
    const id = (html: string) => /external-order-id="([^"]+)"><\/crypto-checkout>/.exec(html)?.[1];
    expect(id(a)).toBeTruthy();
    expect(id(a)).not.toBe(id(b));
  });
  it("escapes values and puts the nonce on its inline script", () => {
    const html = renderDemoPage({ sdkKey: "pk_<x>", projectId: "prj_demo_shop", nonce: 'n"1', amount: "1<2" });
    expect(html).toContain('sdk-key="pk_&lt;x&gt;"');
    expect(html).toContain('<script nonce="n&quot;1">');
    expect(html).not.toContain("1<2");
  });
  it("offers the sandbox wallet only when asked (the stub asks when its control API is on)", () => {
    const without = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop" });
    const withWallet = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop", sandboxWallet: true });
    // The control API refuses requests without X-Stub-Control: the wallet's script sends it.
    for (const text of ["Sandbox wallet", "/__stub/invoices/", '"x-stub-control": "1"']) {
      expect(without).not.toContain(text);
      expect(withWallet).toContain(text);
    }
    // The hosted page carries the same wallet, its script under the page's nonce; without it, no script at all.
    const hosted = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", nonce: "n1", sandboxWallet: true });
    expect(hosted).toContain("Sandbox wallet");
    expect(hosted).toContain('<script nonce="n1">');
    expect(renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", nonce: "n1" })).not.toContain("<script nonce");
  });

  it("numbers each new attempt of an order once, as the browser runs the page's own script", () => {
    const html = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop", externalOrderId: "order-7" });
    const script = /<script>\n([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const listeners = new Map<string, (e: unknown) => void>();
    const fakeDocument = {
      getElementById: () => ({ prepend() {} }),
      addEventListener: (name: string, listener: (e: unknown) => void) => listeners.set(name, listener),
    };
    runInNewContext(script, { document: fakeDocument, Map });
    const attributes = new Map([["external-order-id", "order-7"]]);
    const element = { getAttribute: (n: string) => attributes.get(n), setAttribute: (n: string, v: string) => attributes.set(n, v) };
    const ask = (detail: object) => listeners.get("checkout-new-attempt")?.({ target: element, detail });
    ask({ invoiceId: "inv_1", reason: "cancelled" });
    expect(attributes.get("external-order-id")).toBe("order-7-attempt-2");
    ask({ invoiceId: "inv_2", reason: "underpaid", missing: { amount: "13.5", currency: "USDT", network: "TRC20" } });
    expect(Object.fromEntries(attributes)).toEqual({ "external-order-id": "order-7-attempt-3", amount: "13.5", currency: "USDT", network: "TRC20" });
  });
});
