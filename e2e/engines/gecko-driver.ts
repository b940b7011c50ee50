/** Gecko: Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (Playwright's own Firefox cannot be had here). */
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { describeQuery, findShownExpression, type DeepQuery, type EngineDriver } from "./engine-driver.ts";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export class GeckoDriver implements EngineDriver {
  private constructor(
    readonly description: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async launch(viewport: { width: number; height: number }): Promise<GeckoDriver> {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX_PATH,
      headless: true,
      protocol: "webDriverBiDi",
      // The updater, telemetry and remote settings would reach for the network, which this machine does not have.
      extraPrefsFirefox: { "app.update.enabled": false, "datareporting.policy.dataSubmissionEnabled": false },
    });
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const version = (await browser.version()).replace(/^firefox\//, "");
    return new GeckoDriver(`Gecko (Firefox ESR ${version})`, browser, page);
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  async isShown(query: DeepQuery): Promise<boolean> {
    return this.page.evaluate(`${findShownExpression(query)} !== null`) as Promise<boolean>;
  }

  async click(query: DeepQuery): Promise<void> {
    const handle = await this.page.evaluateHandle(findShownExpression(query));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`Nothing to click: ${describeQuery(query)}`);
    await element.click();
    await element.dispose();
  }

  async pressEscape(): Promise<void> {
    await this.page.keyboard.press("Escape");
  }

  async evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
