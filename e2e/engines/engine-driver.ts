/**
 * One small interface over the browsers the cross-engine suite drives (Gecko through puppeteer-core over WebDriver
 * BiDi, WebKit through WebKitWebDriver), so the customer's path is written once. Elements are found through open
 * shadow roots by a CSS selector and the text they show, and clicked with the engine's own input events.
 */

/** An element as a person finds it: what it is (a CSS selector) and, optionally, the text it shows. */
export interface DeepQuery {
  readonly selector: string;
  readonly text?: string;
  /** Look only inside the first shown match of this (its children and its shadow root). */
  readonly within?: DeepQuery;
}

export interface EngineDriver {
  /** "Gecko (Firefox ESR 153.7.0)", "WebKit (WebKitGTK 2.50.6)": what the suite ran on. */
  readonly description: string;
  open(url: string): Promise<void>;
  /** Whether a visible element matches now. */
  isShown(query: DeepQuery): Promise<boolean>;
  /** Clicks the first visible match (the caller waits for it first). */
  click(query: DeepQuery): Promise<void>;
  /** Empties the first visible match (a text field) and types `text` into it with the engine's own key events. */
  fill(query: DeepQuery, text: string): Promise<void>;
  pressEscape(): Promise<void>;
  /**
   * Runs `body` inside the first shown iframe matching `frame` (found through shadow roots, like any element): every
   * find, click and evaluate in it acts on that frame's page, as a customer's clicks would; then back to the page.
   */
  withinFrame<T>(frame: DeepQuery, body: () => Promise<T>): Promise<T>;
  /** Runs `expression` (a JavaScript expression) in the page and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The in-page finder, as source text so each engine runs the very same code: every element under `document` and the
 * open shadow roots inside it that matches `selector`, is rendered (has a box, is not `visibility: hidden`) and, when
 * `text` is given, shows that text (whitespace collapsed). Plain JavaScript on purpose: it is sent to the page as is.
 */
const FIND_SHOWN_SOURCE = `function findShown(query) {
  const scope = query.within ? findShown(query.within) : document;
  if (!scope) return null;
  const all = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll(query.selector)) all.push(el);
    for (const el of root.querySelectorAll("*")) if (el.shadowRoot) walk(el.shadowRoot);
  };
  walk(scope);
  if (scope.shadowRoot) walk(scope.shadowRoot);
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const says = (el) => query.text === undefined || (el.textContent || "").replace(/\\s+/g, " ").includes(query.text);
  return all.find((el) => shown(el) && says(el)) || null;
}`;

/** An expression that evaluates to the first shown match of `query`, or null. */
export function findShownExpression(query: DeepQuery): string {
  return `(${FIND_SHOWN_SOURCE})(${JSON.stringify(query)})`;
}

export function describeQuery(query: DeepQuery): string {
  const what = query.text === undefined ? query.selector : `${query.selector} showing "${query.text}"`;
  return query.within ? `${what} inside ${describeQuery(query.within)}` : what;
}

/** Polls `check` until it holds or `timeoutMs` passes; then fails naming what was awaited. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Waits until `query` shows, then clicks it. */
export async function clickWhenShown(driver: EngineDriver, query: DeepQuery): Promise<void> {
  await waitUntil(describeQuery(query), () => driver.isShown(query));
  await driver.click(query);
}

export async function expectShown(driver: EngineDriver, query: DeepQuery): Promise<void> {
  await waitUntil(describeQuery(query), () => driver.isShown(query));
}
