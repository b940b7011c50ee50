/**
 * A physical keyboard at the till: it types on the sale's keypad wherever focus is, except in a text field (the note,
 * a custom tip), whose keys stay its own. Digits (Latin, Arabic-Indic or Persian), the decimal separator ("." or ","),
 * Backspace, Escape (or Delete) to clear, and Enter to charge unless focus is on another control that Enter presses
 * (an item, a tip, a link). Loaded just after the sale screen's first frame.
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

/** Listens on the document; returns what stops listening. */
export function listenToTillKeyboard(actions: TillKeyboardActions): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    const path = e.composedPath();
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
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
