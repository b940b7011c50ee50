/**
 * The terminal's sale on the provider's documented surface in Gecko and WebKit (the Playwright suite checks it in
 * Chromium): the terminal, served from an origin of its own, embeds the hosted payment page, the customer pays inside
 * the frame, and the page's paymos:succeeded reaches the terminal, which says the page reports the sale as paid.
 * Firefox has no location.ancestorOrigins: there the page learns its embedder from the referrer the frame sends.
 * Run by `npm run test:engines` (ENGINES_ONLY=<words> runs the tests whose name has them).
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { SANDBOX, startStub, type RunningStub } from "crypto-checkout-kit/stub";
import {
  clickWhenShown,
  expectShown,
  findShownExpression,
  type DeepQuery,
  type EngineDriver,
} from "./engine-driver.ts";
import { GeckoDriver } from "./gecko-driver.ts";
import { WebKitDriver } from "./webkit-driver.ts";

const TABLET = { width: 1024, height: 768 };
const SCREENSHOTS = "test-results/engines";

const ENGINES: { name: string; launch: () => Promise<EngineDriver> }[] = [
  { name: "gecko", launch: () => GeckoDriver.launch(TABLET) },
  { name: "webkit", launch: () => WebKitDriver.launch(TABLET) },
];

const field = (id: string): DeepQuery => ({ selector: `input#${id}`, within: { selector: "pos-settings" } });
const heading = (text: string): DeepQuery => ({ selector: "h1, h2", text });
const key = (digit: string): DeepQuery => ({ selector: "button", text: digit, within: { selector: "pos-keypad" } });
const hostedFrame: DeepQuery = { selector: "iframe", within: { selector: "pos-hosted-page" } };
const option = (text: string): DeepQuery => ({ selector: '[part="method"]', text });

const only = process.env.ENGINES_ONLY;

for (const engine of ENGINES) {
  void describe(`${engine.name}: the terminal on the provider's surface`, () => {
    let stub: RunningStub;
    let driver: EngineDriver;

    before(async () => {
      stub = await startStub({ port: 0, providerSurface: true });
      driver = await engine.launch();
      console.log(`# ${engine.name}: ${driver.description}`);
    });

    after(async () => {
      await driver?.close();
      await stub?.stop();
    });

    const name = "a sale paid inside the embedded hosted page ends as the page's report on the terminal";
    void it(name, { skip: only !== undefined && !name.includes(only) }, async () => {
      // The stub serves the terminal on an origin of its own, apart from the API's and the hosted page's, as a shop
      // hosts its own terminal: the hosted page lets only allowed origins frame it, and tells only its embedder.
      const terminalOrigin = stub.terminalUrl;
      assert.notEqual(new URL(stub.url).origin, terminalOrigin);
      await stub.control.setAllowedOrigins(SANDBOX.terminalProjectId, [terminalOrigin]);
      try {
        await driver.open(`${terminalOrigin}/terminal/`);
        await expectShown(driver, heading("Set up this terminal"));
        await driver.fill(field("apiBase"), stub.url);
        await driver.fill(field("sdkKey"), SANDBOX.sdkKey);
        await driver.fill(field("projectId"), SANDBOX.terminalProjectId);
        await driver.fill(field("shopName"), "Corner Café");
        await clickWhenShown(driver, { selector: "button", text: "Save", within: { selector: "pos-settings" } });
        await expectShown(driver, { selector: "p", text: "This payment service cannot check the key and project" });
        await clickWhenShown(driver, { selector: 'a[href="#/sale"]' });

        // 12.75 on the keypad (no 0: the "0" key's text is also in "00"), then Charge.
        for (const digit of "1275") await clickWhenShown(driver, key(digit));
        await clickWhenShown(driver, { selector: "button.charge", text: "Charge" });
        await expectShown(driver, heading("The customer pays on the payment page"));
        const reference = await driver.evaluate<string>(
          `${findShownExpression({ selector: "p", text: "inv_", within: { selector: "pos-hosted-page" } })}.textContent`,
        );
        const invoiceId = /inv_[A-Za-z0-9_-]+/.exec(reference)?.[0];
        assert.ok(invoiceId, `an invoice id on the payment screen: "${reference}"`);

        // The customer picks a coin inside the frame and their wallet pays (the stub's sandbox simulation).
        await driver.withinFrame(hostedFrame, async () => {
          // What the page knows of its embedder: the terminal's origin, the one it will post to.
          const embedder = await driver.evaluate<{ referrer: string; ancestor: string | null }>(
            `({ referrer: document.referrer, ancestor: location.ancestorOrigins ? location.ancestorOrigins[0] : null })`,
          );
          assert.equal(
            embedder.referrer,
            `${terminalOrigin}/`,
            "the frame sends the terminal's origin as its referrer",
          );
          if (embedder.ancestor !== null) assert.equal(embedder.ancestor, terminalOrigin);
          await clickWhenShown(driver, option("USDT"));
          await clickWhenShown(driver, option("Tron"));
          await expectShown(driver, { selector: 'svg[role="img"][part="qr"]' });
        });
        await stub.control.simulate(invoiceId, "paid");

        await expectShown(driver, heading("The payment page reports this sale as paid"));
        await expectShown(driver, {
          selector: "p",
          text: "This is a message from the payment page in this browser, not a confirmation from the payment service.",
        });
      } catch (error) {
        await mkdir(SCREENSHOTS, { recursive: true });
        await driver.screenshot(`${SCREENSHOTS}/${engine.name}-terminal-hosted-page.png`).catch(() => {});
        throw error;
      }
    });
  });
}
