/**
 * The terminal under its own CSP in Gecko and WebKit (the Playwright suite checks it in Chromium): the shell starts,
 * Lit's styles are adopted sheets (its `<style>` fallback is what `style-src 'self'` would refuse), the paper size's
 * `@page` rule is accepted as a constructable sheet, and the service worker, registered through the terminal's
 * Trusted Types policy, controls the page. Run by `npm run test:engines`.
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startStub, type RunningStub } from "crypto-checkout-kit/stub";
import { expectShown, waitUntil, type EngineDriver } from "./engine-driver.ts";
import { GeckoDriver } from "./gecko-driver.ts";
import { WebKitDriver } from "./webkit-driver.ts";

const TABLET = { width: 1024, height: 768 };

const ENGINES: { name: string; launch: () => Promise<EngineDriver> }[] = [
  { name: "gecko", launch: () => GeckoDriver.launch(TABLET) },
  { name: "webkit", launch: () => WebKitDriver.launch(TABLET) },
];

/** What the terminal's page says about its styles, as plain JSON from the page. */
interface StyleState {
  readonly cspHeader: string | null;
  readonly adoptedSheets: number;
  readonly styleTags: number;
  readonly buttonRadius: string | null;
  readonly pageRule: string | null;
}

/** Every open shadow root under <pos-app>: where Lit puts each element's styles. */
const STYLE_STATE = `(async () => {
  const roots = [];
  const walk = (root) => { roots.push(root); for (const el of root.querySelectorAll("*")) if (el.shadowRoot) walk(el.shadowRoot); };
  const app = document.querySelector("pos-app");
  if (app && app.shadowRoot) walk(app.shadowRoot);
  const button = roots.map((r) => r.querySelector("button")).find(Boolean);
  const answer = await fetch(location.href);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("@page { size: 58mm 297mm; margin: 2mm; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return {
    cspHeader: answer.headers.get("content-security-policy"),
    adoptedSheets: roots.reduce((n, r) => n + r.adoptedStyleSheets.length, 0),
    styleTags: roots.reduce((n, r) => n + r.querySelectorAll("style").length, document.querySelectorAll("style").length),
    buttonRadius: button ? getComputedStyle(button).borderTopLeftRadius : null,
    pageRule: sheet.cssRules[0] ? sheet.cssRules[0].cssText : null,
  };
})()`;

for (const engine of ENGINES) {
  void describe(`${engine.name}: the terminal`, () => {
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

    void it("starts under its script/style CSP: Lit's sheets adopted, the paper's @page accepted, the worker in control", async () => {
      await driver.open(`${stub.url}/terminal/`);
      await expectShown(driver, { selector: "h1, h2", text: "Set up this terminal" });
      const state = await driver.evaluate<StyleState>(STYLE_STATE);
      assert.match(state.cspHeader ?? "", /script-src 'self'; style-src 'self';.*require-trusted-types-for 'script'/);
      assert.ok(state.adoptedSheets > 0, "Lit's styles are adopted sheets");
      assert.equal(state.styleTags, 0, "no <style> element, which the CSP would refuse");
      // The setup form's buttons have the terminal's rounded corners: its styles apply.
      assert.notEqual(state.buttonRadius, "0px");
      assert.match(state.pageRule ?? "", /size: 58mm 297mm/);
      await waitUntil("the service worker to control the page", () =>
        driver.evaluate<boolean>("navigator.serviceWorker.controller !== null"),
      );
    });
  });
}
