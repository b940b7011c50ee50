/**
 * Work in progress kept across a reload on this device (localStorage): read at once, before the first paint, and
 * written on every change. What it holds is the feature's to check (see sale/sale-draft.ts); a store that refuses
 * (private mode, full) loses the draft, never the screen.
 */

export function readDraft(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the draft lives as long as the page.
  }
}
