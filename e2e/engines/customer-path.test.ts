/**
 * The customer's main path in Gecko and WebKit, the engines behind Firefox and Safari (the Playwright suites run in
 * Chromium): choosing a method up to the QR code and "Payment complete" on the demo shop, a configuration error, the
 * hosted payment page, and the pay button's modal. Run by `npm run test:engines` with node's test runner.
 */
import { after, before, beforeEach, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MerchantClient } from "crypto-checkout-kit/client";
import { startStub, type RunningStub } from "crypto-checkout-kit/stub";
import { clickWhenShown, expectShown, findShownExpression, waitUntil, type EngineDriver } from "./engine-driver.ts";
import { GeckoDriver } from "./gecko-driver.ts";
import { WebKitDriver } from "./webkit-driver.ts";

const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOTS = "test-results/engines";

const ENGINES: { name: string; launch: () => Promise<EngineDriver> }[] = [
  { name: "gecko", launch: () => GeckoDriver.launch(DESKTOP) },
  { name: "webkit", launch: () => WebKitDriver.launch(DESKTOP) },
];

const checkoutCard = { selector: "crypto-checkout" };
const option = (text: string) => ({ selector: '[part="method"]', text });
const heading = (text: string) => ({ selector: "h2", text });
const paymentQr = { selector: 'svg[role="img"][part="qr"]' };
const amountToSend = { selector: '[part="value"]', within: { selector: "cc-copy-field[emphasis]" } };
const payButton = { selector: 'button[part="button"]', within: { selector: "crypto-pay-button" } };
const sandboxWalletButton = (text: string) => ({ selector: ".wallet-sim button:not([disabled])", text });

/** Picks USDT on Tron as a customer does, and waits for the payment screen's QR code. */
async function choosePayment(driver: EngineDriver): Promise<void> {
  await clickWhenShown(driver, option("USDT"));
  await clickWhenShown(driver, option("Tron"));
  await expectShown(driver, paymentQr);
  await expectShown(driver, amountToSend);
}

/** A sandbox invoice made as a merchant's server makes one, through the signed API; its payment_url is the hosted page. */
async function createInvoice(stub: RunningStub) {
  const merchant = new MerchantClient({ baseUrl: stub.url, keyId: "pk_test_demo", secret: "sk_test_demo_secret" });
  return merchant.createInvoice({ project_id: "prj_demo_shop", amount: "12.00", currency: "EUR", external_order_id: `engines-${randomUUID()}` });
}

/**
 * A shop's page on its own origin (127.0.0.1 on a port of its own) that frames `src` as the provider's hosted-checkout
 * page recommends and keeps every message it hears in `window.heard`.
 */
async function embeddingShop(): Promise<{ origin: string; frame: (src: string) => void; server: Server }> {
  let src = "about:blank";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><body><iframe id="checkout" title="Payment" src="${src}" allow="clipboard-write"
  sandbox="allow-scripts allow-same-origin allow-forms" style="display:block;width:100%;max-width:460px;height:800px;border:0"></iframe>
<script>window.heard = []; const frame = document.getElementById("checkout"); frame.addEventListener("load", () => (window.frameLoaded = true));
addEventListener("message", (e) => window.heard.push({ origin: e.origin, fromTheFrame: e.source === frame.contentWindow, data: e.data }));</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, frame: (next) => (src = next), server };
}

for (const engine of ENGINES) {
  void describe(engine.name, () => {
    let stub: RunningStub;
    let driver: EngineDriver;

    before(async () => {
      stub = await startStub({ port: 0 });
      driver = await engine.launch();
      console.log(`# ${engine.name}: ${driver.description}`);
    });

    after(async () => {
      await driver?.close();
      await stub?.stop();
    });

    beforeEach(async () => {
      await stub.control.reset();
    });

    /**
     * A test of the customer's path: a failing one leaves a picture of what the customer saw in test-results/engines,
     * and with ENGINES_SCREENSHOTS=1 every one does.
     */
    const customerTest = (name: string, body: () => Promise<void>) =>
      it(name, async () => {
        const picture = () => {
          const file = `${SCREENSHOTS}/${engine.name}-${name.replace(/\W+/g, "-").slice(0, 60)}.png`;
          return mkdir(SCREENSHOTS, { recursive: true }).then(() => driver.screenshot(file));
        };
        try {
          await body();
        } catch (error) {
          await picture().catch(() => {});
          throw error;
        }
        if (process.env.ENGINES_SCREENSHOTS === "1") await picture();
      });

    void customerTest("the demo shop's checkout goes from the method choice to the QR code to Payment complete", async () => {
      await driver.open(`${stub.url}/`);
      await choosePayment(driver);
      await clickWhenShown(driver, sandboxWalletButton("Pay in full"));
      await expectShown(driver, heading("Payment complete"));
    });

    void customerTest("a widget switched off in the dashboard shows the customer that crypto payment is not available", async () => {
      await stub.control.setWidgetActive("prj_demo_shop", false);
      await driver.open(`${stub.url}/`);
      await expectShown(driver, heading("Crypto payment is not available"));
      assert.equal(await driver.isShown(option("USDT")), false, "no method to choose");
    });

    void customerTest("the hosted payment page follows an invoice made through the signed API", async () => {
      const invoice = await createInvoice(stub);
      await driver.open(invoice.payment_url);
      await choosePayment(driver);
      await stub.control.simulate(invoice.invoice_id, "paid");
      await expectShown(driver, heading("Payment complete"));
    });

    void customerTest("the hosted payment page in Arabic reads right to left", async () => {
      const invoice = await createInvoice(stub);
      await driver.open(`${invoice.payment_url}?locale=ar`);
      const card = { selector: '[part="card"]', within: { selector: "crypto-checkout" } };
      await expectShown(driver, option("USDT"));
      const direction = await driver.evaluate<string>(`getComputedStyle(${findShownExpression(card)}).direction`);
      assert.equal(direction, "rtl");
    });

    void customerTest("the hosted page embedded on an allowed origin tells that page alone the payment succeeded", async () => {
      // Firefox has no location.ancestorOrigins: the page learns its embedder from the referrer there.
      const shop = await embeddingShop();
      try {
        await stub.control.setAllowedOrigins("prj_demo_shop", ["https://another-shop.example", shop.origin]);
        const invoice = await stub.control.merchant.createInvoice({
          project_id: "prj_demo_shop", amount: "25", currency: "USDT", network: "TRC20", external_order_id: `engines-embed-${randomUUID()}`,
        });
        shop.frame(`${invoice.payment_url}?embed=true`);
        await driver.open(`${shop.origin}/`);
        // Whether it loads before or after the payment, the page reports the invoice's final status once.
        await waitUntil("the embedded page to load", () => driver.evaluate<boolean>("window.frameLoaded === true"));
        await stub.control.simulate(invoice.invoice_id, "paid");
        await waitUntil("paymos:succeeded to reach the shop's page", () => driver.evaluate<boolean>("window.heard.length > 0"));
        const heard = await driver.evaluate<unknown[]>("window.heard");
        assert.deepEqual(heard, [{ origin: stub.url, fromTheFrame: true, data: { type: "paymos:succeeded", invoice_id: invoice.invoice_id, reason: "paid" } }]);
      } finally {
        shop.server.close();
      }
    });

    void customerTest("the pay button opens the checkout in a modal dialog that Escape closes, giving focus back", async () => {
      await driver.open(`${stub.url}/`);
      await expectShown(driver, checkoutCard);
      await clickWhenShown(driver, payButton);
      await expectShown(driver, { ...option("USDT"), within: { selector: "dialog[open]" } });
      await driver.pressEscape();
      await waitUntil("the dialog to close and focus to return to the pay button", () =>
        driver.evaluate<boolean>(
          `(() => { const b = document.querySelector("crypto-pay-button"); return !b.shadowRoot.querySelector("dialog[open]") && document.activeElement === b && b.shadowRoot.activeElement?.getAttribute("part") === "button"; })()`,
        ),
      );
    });
  });
}
