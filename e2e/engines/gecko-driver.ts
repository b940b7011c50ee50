/** Gecko: Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (Playwright's own Firefox cannot be had here). */
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from "puppeteer-core";
import { describeQuery, findShownExpression, type DeepQuery, type EngineDriver } from "./engine-driver.ts";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export class GeckoDriver implements EngineDriver {
  /** Where finds, clicks and evaluations act: the page, or a frame in it (withinFrame). */
  private target: Page | Frame;

  private constructor(
    readonly description: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    this.target = page;
  }

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
    return this.target.evaluate(`${findShownExpression(query)} !== null`) as Promise<boolean>;
  }

  async click(query: DeepQuery): Promise<void> {
    const handle = await this.target.evaluateHandle(findShownExpression(query));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`Nothing to click: ${describeQuery(query)}`);
    await element.click();
    await element.dispose();
  }

  async fill(query: DeepQuery, text: string): Promise<void> {
    const handle = await this.target.evaluateHandle(findShownExpression(query));
    const element = handle.asElement() as ElementHandle<HTMLInputElement> | null;
    if (!element) throw new Error(`Nothing to fill: ${describeQuery(query)}`);
    await element.evaluate((field) => field.select());
    await element.press("Backspace");
    await element.type(text);
    await element.dispose();
  }

  async pressEscape(): Promise<void> {
    await this.page.keyboard.press("Escape");
  }

  async withinFrame<T>(frame: DeepQuery, body: () => Promise<T>): Promise<T> {
    const handle = await this.target.evaluateHandle(findShownExpression(frame));
    const element = handle.asElement() as ElementHandle<HTMLIFrameElement> | null;
    const content = await element?.contentFrame();
    if (!content) throw new Error(`No frame to enter: ${describeQuery(frame)}`);
    const outer = this.target;
    this.target = content;
    try {
      return await body();
    } finally {
      this.target = outer;
      await element?.dispose();
    }
  }

  async evaluate<T>(expression: string): Promise<T> {
    return this.target.evaluate(expression) as Promise<T>;
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
