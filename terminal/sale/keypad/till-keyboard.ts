/**
 * A physical keyboard at the till: it types on the sale's keypad wherever focus is, except in a text field (the note,
 * a custom tip), whose keys stay its own. Digits (Latin, Arabic-Indic or Persian), the decimal separator ("." or ","),
 * Backspace, Escape (or Delete) to clear, and Enter to charge unless focus is on another control that Enter presses
 * (an item, a tip, a link). Loaded just after the sale screen's first frame; the sale screen keeps the keys pressed
 * before it arrives (pos-sale.ts), which it then acts on.
 */
import type { KeypadKey } from "./amount-entry.ts";

export interface TillKeyboardActions {
  press(key: KeypadKey): void;
  charge(): void;
}

/** The keypad key a keyboard's key stands for, or null. */
export function keypadKeyOf(key: string): KeypadKey | null {
  if (/^[0-9]$/.test(key)) return key as KeypadKey;
  const code = key.length === 1 ? key.charCodeAt(0) : 0;
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660) as KeypadKey;
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0) as KeypadKey;
  if (key === "." || key === "," || key === "Decimal" || key === "٫") return "point";
  if (key === "Backspace") return "back";
  if (key === "Escape" || key === "Delete") return "clear";
  return null;
}

/** A key pressed before this module had loaded, with the path it took (an event's path is empty once dispatched). */
export interface EarlyKey {
  readonly event: KeyboardEvent;
  readonly path: readonly EventTarget[];
}

/**
 * Listens on the document; returns what stops listening. The keys in `early`, typed while this module was on its way,
 * are acted on first, in order, by the same rules (a key typed in a text field stays the field's).
 */
export function listenToTillKeyboard(actions: TillKeyboardActions, early: readonly EarlyKey[] = []): () => void {
  const act = (e: KeyboardEvent, path: readonly EventTarget[]) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    const target = path[0];
    if (target instanceof HTMLElement && (target.matches("input, textarea, select") || target.isContentEditable))
      return;
    const onKeypad = path.some((node) => node instanceof HTMLElement && node.localName === "pos-keypad");
    if (e.key === "Enter") {
      if (!onKeypad && target instanceof HTMLElement && target.matches("button, a[href], summary")) return;
      e.preventDefault();
      actions.charge();
      return;
    }
    const key = keypadKeyOf(e.key);
    if (key === null) return;
    e.preventDefault();
    actions.press(key);
  };
  for (const { event, path } of early) act(event, path);
  const onKey = (e: KeyboardEvent) => act(e, e.composedPath());
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
