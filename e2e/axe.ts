/**
 * axe for the e2e specs: `axeBuilder(page)` takes AxeBuilder's calls (include, exclude, withTags, withRules,
 * disableRules) and `analyze()` resolves to axe's results, of which the specs read the violations.
 *
 * A page of one frame is analysed in the page itself (axe.run, AxeBuilder's "legacy mode"): AxeBuilder's default run
 * (axe.runPartial in every frame, axe.finishRun to merge) opens a new blank tab and injects axe into it a second time
 * on every analyze(), and on the 2-core CI machine that tab costs more than the rules; with one frame there is nothing
 * to merge, and axe.run applies the same rules to the same nodes with the same results (compared rule by rule on the
 * terminal's walk, docs/figures.md). AxeBuilder's legacy mode still evaluates axe's 600 KB source twice per
 * analyze(); here it is evaluated once per document and the walks' later analyses reuse it.
 *
 * Every run asks axe only for the violations in full (`resultTypes`): axe then builds a selector and an HTML excerpt for
 * one node per passed or inapplicable rule instead of for every node, which is most of its time on a large screen. No
 * spec reads the passes. The violations are the same, node for node (compared on a widget and a terminal screen with
 * deliberate violations added, docs/figures.md).
 *
 * A page that holds a frame (the hosted page embedded by the widget or the terminal, on another origin) keeps
 * AxeBuilder's default run, the mode that descends into a frame of another origin.
 */
import AxeBuilder from "@axe-core/playwright";
import type { AxeResults, RunOptions, SerialFrameSelector } from "axe-core";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** The axe-core that @axe-core/playwright injects (its own dependency), for the in-page run. */
const axeCore = createRequire(import.meta.resolve("@axe-core/playwright"))("axe-core") as {
  source: string;
  version: string;
};

/** Whether the page's document already holds this axe (injected by an earlier analyze()). */
const HAS_AXE = `window.axe?.version === ${JSON.stringify(axeCore.version)}`;
/** Configured as AxeBuilder configures it after injecting. */
const CONFIGURE = `axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`;

export class PageAxe {
  readonly #page: Page;
  readonly #include: SerialFrameSelector[] = [];
  readonly #exclude: SerialFrameSelector[] = [];
  readonly #options: RunOptions = { resultTypes: ["violations"] };

  constructor(page: Page) {
    this.#page = page;
  }

  include(selector: SerialFrameSelector): this {
    this.#include.push(selector);
    return this;
  }

  exclude(selector: SerialFrameSelector): this {
    this.#exclude.push(selector);
    return this;
  }

  withTags(tags: string | string[]): this {
    this.#options.runOnly = { type: "tag", values: [tags].flat() };
    return this;
  }

  withRules(rules: string | string[]): this {
    this.#options.runOnly = { type: "rule", values: [rules].flat() };
    return this;
  }

  disableRules(rules: string | string[]): this {
    this.#options.rules = Object.fromEntries([rules].flat().map((rule) => [rule, { enabled: false }]));
    return this;
  }

  async analyze(): Promise<AxeResults> {
    const page = this.#page;
    if (page.frames().length > 1) {
      const builder = new AxeBuilder({ page }).options(this.#options);
      for (const selector of this.#include) builder.include(selector);
      for (const selector of this.#exclude) builder.exclude(selector);
      return builder.analyze();
    }
    if (!(await page.evaluate(HAS_AXE))) {
      await page.evaluate(axeCore.source);
      await page.evaluate(CONFIGURE);
    }
    // The context as AxeBuilder gives it (an empty include is the whole document).
    const context = { include: [...this.#include], exclude: [...this.#exclude] };
    return page.evaluate(
      ([context, options]) =>
        (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
          context,
          options,
        ),
      [context, this.#options] as const,
    );
  }
}

export function axeBuilder(page: Page): PageAxe {
  return new PageAxe(page);
}
