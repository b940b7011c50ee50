/**
 * What screen readers hear from live regions, for the announce-once checks of both apps: every live region on the
 * page (role status, alert or log, or aria-live) read through the shadow roots, and what a step made them say anew.
 */
import type { Page } from "@playwright/test";

/** Every live region on the page, through the shadow roots, as "role: its text". */
export function liveRegions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot): void => {
      for (const element of root.querySelectorAll("*")) {
        const live = element.getAttribute("aria-live");
        const role = element.getAttribute("role") ?? "";
        if (live ? live !== "off" : ["status", "alert", "log"].includes(role))
          found.push(`${role || "live"}: ${(element.textContent ?? "").replace(/\s+/g, " ").trim()}`);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
}

/** What the live regions say after a step that they did not say before it: what a screen reader hears from them. */
export function newlySaid(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((region) => {
    const at = left.indexOf(region);
    if (at >= 0) left.splice(at, 1);
    return at < 0 && !region.endsWith(": ");
  });
}
