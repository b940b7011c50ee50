/**
 * Text a stranger may set (`external_order_id`, `client_id` on the public route, a shop's name) must be one plain line,
 * and is shown as one: no control characters (a newline would forge lines under "Details for support"), no bidi
 * embeddings, overrides, isolates or marks (they reorder what the page shows around them, an override turns the
 * page's own "TEST MODE" backwards, a pop ends the translator's isolate), no line or paragraph separators. One rule,
 * applied twice: the stub refuses such text where it is set, the widget and the hosted page neutralize it (oneLine)
 * wherever it comes from.
 */
import type { ErrorCode } from "./codes.ts";

/** C0 and C1 controls, DEL, ALM, LRM/RLM, LS/PS, LRE…RLO, LRI…PDI. */
const NOT_PLAIN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/u;

/** The same characters in two kinds: (captured) runs of those that break a line, and the bidi formatting ones. */
const NOT_PLAIN_BY_KIND =
  /([\u0000-\u001f\u007f-\u009f\u2028\u2029]+)|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** field_invalid_format for text that is not one plain line, else null. */
export function checkSingleLineText(value: string): ErrorCode | null {
  return NOT_PLAIN.test(value) ? "field_invalid_format" : null;
}

/**
 * `text` as one plain line, for a page to show or copy: each run of controls and separators (a line break, a tab,
 * NUL) one space, the bidi formatting characters dropped, the ends trimmed. Letters of every script are kept.
 */
export function oneLine(text: string): string {
  return text.replace(NOT_PLAIN_BY_KIND, (_, breaks?: string) => (breaks ? " " : "")).trim();
}
