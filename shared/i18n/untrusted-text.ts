/**
 * Text a stranger can set (an order reference, a client id, a shop's name) as the widget, the hosted page and copied
 * text show it: one line, with no character that starts a new line or reorders the text around it.
 */

/**
 * The characters such text must not bring to a page, in two kinds:
 * - (captured) runs of C0 and C1 controls (NUL, tab, line feed, carriage return, next line, …), DEL, and Unicode's line
 *   and paragraph separators: each can break a line, so a value could forge lines that look like the page's own;
 * - the explicit bidi formatting characters, embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069):
 *   an override reverses what follows it (a shop name with U+202E would turn the page's own "TEST MODE" backwards)
 *   and a pop closes an isolate the page opened. The marks (LRM, RLM, ALM) are left alone: they act as a letter would.
 */
const UNSAFE_CHARACTERS = /([\0-\x1f\x7f-\x9f\u2028\u2029]+)|[\u202a-\u202e\u2066-\u2069]/g;

/** Whether `text` holds a control or bidi formatting character: what the stub refuses in a shop's name. */
export function hasControlOrBidiControl(text: string): boolean {
  return text.search(UNSAFE_CHARACTERS) >= 0;
}

/**
 * `text` as one line: each run of controls (a line break, a tab, NUL) one space, the bidi formatting characters
 * dropped, the ends trimmed. Everything else, letters of any script included, is kept as it is.
 */
export function oneLine(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, (_, controls?: string) => (controls ? " " : "")).trim();
}
