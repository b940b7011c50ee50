/**
 * Screenshots for a person to look at (the guide's review of every screen: phone, tablets, light and dark, right to
 * left), kept in the test's output folder. They assert nothing, so `npm test` does not take them: run the specs with
 * E2E_SCREENSHOTS=1 to have them (`E2E_SCREENSHOTS=1 E2E_WORKERS=1 npx playwright test e2e/terminal/screens.spec.ts`).
 * A picture a test reads (a QR code it scans) is not one of these: take that one with the locator's own screenshot().
 */
import { test, type Locator, type Page } from "@playwright/test";

/** Whether this run keeps the review screenshots (E2E_SCREENSHOTS=1, or a project's `metadata.reviewShots`). */
export function reviewShotsWanted(): boolean {
  return process.env.E2E_SCREENSHOTS === "1" || test.info().project.metadata["reviewShots"] === true;
}

/** Saves a screenshot of the page (or of one element) as `name` in the test's output folder, when wanted. */
export async function reviewShot(target: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  if (!reviewShotsWanted()) return;
  const path = test.info().outputPath(name);
  await ("goto" in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
