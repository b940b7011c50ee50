import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CONTROL_OPERATIONS } from "../control/control-operations.ts";
import { escapeHtml, renderDemoPage, renderHostedPage } from "./index.ts";

describe("escapeHtml", () => {
  it("leaves no character that could open a tag or close an attribute", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = escapeHtml(s);
        expect(out).not.toMatch(/[<>"'`]/);
        // Decoding gives the input back: nothing was lost, only escaped.
        const back = out.replace(
          /&(lt|gt|quot|#39|#96|amp);/g,
          (_, e: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", "#96": "`", amp: "&" })[e] ?? "",
        );
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

describe("the hosted page's title", () => {
  it("is in the page's language and names the shop, escaped; without a name it says what the page is", () => {
    const de = renderHostedPage({
      invoiceId: "inv_1",
      sdkKey: "pk_test_demo",
      wordsLocale: "de",
      shopName: "Demo shop",
    });
    expect(de).toContain("<title>Demo shop bezahlen</title>");
    expect(de).toContain('<html lang="de">');
    const ja = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", wordsLocale: "ja" });
    expect(ja).toContain("<title>暗号資産でのお支払い</title>");
    const hostile = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", shopName: "<b>Shop</b>" });
    expect(hostile).toContain("<title>Pay &lt;b&gt;Shop&lt;/b&gt;</title>");
    expect(hostile).not.toContain("inv_1</title>");
  });
});

describe("renderHostedPage embedded", () => {
  const origins = { origins: ["https://shop.example"], anyOrigin: false };
  it("draws one bar: the checkout's header with a close button over its end, and the heading for screen readers", () => {
    const html = renderHostedPage({
      invoiceId: "inv_1",
      sdkKey: "pk_test_demo",
      embed: { ...origins, embedderHeader: false },
    });
    expect(html).toContain('<h1 id="embed-title" class="visually-hidden">Crypto payment</h1>');
    expect(html).toContain(
      '<button type="button" id="embed-close" class="embed-close" aria-label="Close" title="Close">×</button>',
    );
    expect(html).toContain('<main class="hosted embedded" dir="ltr" aria-labelledby="embed-title"');
  });
  it("draws no bar and no close button when the embedder shows its own (header=embedder), in the page's language", () => {
    const html = renderHostedPage({
      invoiceId: "inv_1",
      sdkKey: "pk_test_demo",
      wordsLocale: "ar",
      embed: { ...origins, embedderHeader: true },
    });
    expect(html).not.toContain(`id="embed-close"`);
    expect(html).toContain('<main class="hosted embedded embedder-header" dir="rtl" aria-labelledby="embed-title"');
    expect(html).toContain('<h1 id="embed-title" class="visually-hidden">الدفع بالعملات الرقمية</h1>');
  });
});

describe("renderDemoPage", () => {
  it("leads the checkout back to the shop and puts it before the page's tools (the wallet, the event log)", () => {
    const html = renderDemoPage({
      sdkKey: "pk_test_demo",
      projectId: "prj_demo_shop",
      sandboxWallet: true,
      returnUrls: {
        successUrl: "http://localhost:4321/?payment=complete",
        failUrl: "http://localhost:4321/?payment=incomplete",
      },
    });
    const checkout = /<crypto-checkout [^>]*>/.exec(html)?.[0] ?? "";
    expect(checkout).toContain('success-url="http://localhost:4321/?payment=complete"');
    expect(checkout).toContain('fail-url="http://localhost:4321/?payment=incomplete"');
    expect(html.indexOf("<crypto-checkout ")).toBeLessThan(html.indexOf("Sandbox wallet"));
    expect(html.indexOf("<crypto-checkout ")).toBeLessThan(html.indexOf('id="events"'));
  });
  it("embeds the widget with the sandbox keys and a fresh order id per view", () => {
    const a = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop" });
    const b = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop" });
    expect(a).toMatch(
      /<crypto-checkout sdk-key="pk_test_demo" project-id="prj_demo_shop" amount="49.00" currency="EUR"/,
    );
    expect(a).toContain("<crypto-pay-button");
    const id = (html: string) => /external-order-id="([^"]+)"><\/crypto-checkout>/.exec(html)?.[1];
    expect(id(a)).toBeTruthy();
    expect(id(a)).not.toBe(id(b));
  });
  it("escapes values and puts the nonce on its module scripts, its own before the widget's", () => {
    const html = renderDemoPage({ sdkKey: "pk_<x>", projectId: "prj_demo_shop", nonce: 'n"1', amount: "1<2" });
    expect(html).toContain('sdk-key="pk_&lt;x&gt;"');
    expect(html).toContain(
      '<script type="module" src="/pages/demo-shop.js" nonce="n&quot;1"></script>\n<script type="module" src="/crypto-checkout.js" nonce="n&quot;1">',
    );
    // No inline script: what the page runs is a typed module (pages/browser/).
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toContain("1<2");
  });
  it("offers the sandbox wallet only when asked (the stub asks when its control API is on), naming the simulate operation", () => {
    const without = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop" });
    const withWallet = renderDemoPage({ sdkKey: "pk_test_demo", projectId: "prj_demo_shop", sandboxWallet: true });
    const simulate = `data-simulate-method="POST" data-simulate-path="${CONTROL_OPERATIONS.simulateInvoice.path}"`;
    for (const text of ["Sandbox wallet", simulate]) {
      expect(without).not.toContain(text);
      expect(withWallet).toContain(text);
    }
    // The hosted page carries the same wallet and loads its script under the page's nonce; without it, no script of its own.
    const hosted = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", nonce: "n1", sandboxWallet: true });
    expect(hosted).toContain(simulate);
    expect(hosted).toContain('<script type="module" src="/pages/sandbox-wallet.js" nonce="n1"></script>');
    const plain = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", nonce: "n1" });
    expect(plain).not.toContain("/pages/");
    expect(plain).not.toContain("<script nonce");
  });
  it("loads the embedded hosted page's script (its messages to the embedding page, and the wallet) and no inline one", () => {
    const embed = { origins: ["https://shop.example"], anyOrigin: false, embedderHeader: false };
    for (const sandboxWallet of [false, true]) {
      const html = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", nonce: "n1", embed, sandboxWallet });
      expect(html).toContain(
        '<script type="module" src="/pages/hosted-embed.js" nonce="n1"></script>\n<script type="module" src="/crypto-checkout.js" nonce="n1">',
      );
      expect(html).not.toContain("/pages/sandbox-wallet.js");
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    }
  });
  it("folds the embedded page's sandbox wallet into one line after the checkout, so the payment view fits the frame", () => {
    const embed = { origins: ["https://shop.example"], anyOrigin: false, embedderHeader: true };
    const html = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", embed, sandboxWallet: true });
    const fold = html.indexOf('<details class="wallet-sim"');
    expect(fold).toBeGreaterThan(html.indexOf("<crypto-checkout "));
    expect(html.slice(fold)).toMatch(/^<details class="wallet-sim"[^>]*>\s*<summary>Sandbox wallet<\/summary>/);
    expect(html).not.toContain('<details class="wallet-sim" open');
    // The plain page has the room: its wallet stays open.
    const plain = renderHostedPage({ invoiceId: "inv_1", sdkKey: "pk_test_demo", sandboxWallet: true });
    expect(plain).toContain('<section class="wallet-sim"');
    expect(plain).not.toContain('<details class="wallet-sim"');
  });
});
