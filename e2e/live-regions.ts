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

/**
 * Records every text any live region takes from now on, however briefly it holds it (words put in a region and taken
 * back a moment later may still be spoken), through every shadow root as it is attached. An init script: call it
 * before the page opens; read and clear the record with `takeLiveWords`.
 */
export async function recordLiveWords(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __liveWords: string[] };
    w.__liveWords = [];
    const isLive = (el: Element): boolean => {
      const live = el.getAttribute("aria-live");
      return live ? live !== "off" : ["status", "alert", "log"].includes(el.getAttribute("role") ?? "");
    };
    const regionOf = (node: Node | null): Element | null => {
      for (let at: Node | null = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null)
        if (at instanceof Element && isLive(at)) return at;
      return null;
    };
    const last = new WeakMap<Element, string>();
    const note = (records: MutationRecord[]): void => {
      const regions = new Set<Element>();
      for (const record of records) {
        const region = regionOf(record.target);
        if (region) regions.add(region);
        for (const added of record.addedNodes)
          if (added instanceof Element)
            for (const el of [added, ...added.querySelectorAll("*")]) if (isLive(el)) regions.add(el);
      }
      for (const region of regions) {
        const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text && last.get(region) !== text) w.__liveWords.push(text);
        last.set(region, text);
      }
    };
    const observe = (root: Node): void =>
      new MutationObserver(note).observe(root, { childList: true, subtree: true, characterData: true });
    observe(document);
    const attachShadow = Object.getOwnPropertyDescriptor(Element.prototype, "attachShadow")!.value as (
      this: Element,
      init: ShadowRootInit,
    ) => ShadowRoot;
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      observe(root);
      return root;
    };
  });
}

/** The texts live regions took since the last call (see `recordLiveWords`), and a fresh record from here on. */
export function takeLiveWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __liveWords?: string[] };
    const words = w.__liveWords ?? [];
    w.__liveWords = [];
    return words;
  });
}
