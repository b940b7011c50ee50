/**
 * axe for the e2e specs: `new AxeBuilder({ page })`, run in the page itself when the page has no frames.
 *
 * AxeBuilder's default run (axe.runPartial in every frame, axe.finishRun to merge) opens a new blank tab, injects axe
 * into it a second time and closes it, on every analyze(): on the 2-core CI machine that tab costs more than the rules.
 * A page of one frame has nothing to merge, and axe.run in the page ("legacy mode") applies the same rules to the same
 * nodes with the same results (compared rule by rule on the terminal's walk, docs/figures.md). A page that holds a
 * frame (the hosted page embedded by the widget or the terminal, on another origin) keeps the default, which is the
 * mode that descends into a frame of another origin.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}
