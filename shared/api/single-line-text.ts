/**
 * Text a stranger may set through the public route (`external_order_id`, `client_id`) must be one plain line: no
 * control characters (a newline would forge lines under "Details for support"), no bidi embeddings, overrides,
 * isolates or marks (they reorder what the page shows around them), no line or paragraph separators.
 */
import type { ErrorCode } from "./codes.ts";

/** C0 and C1 controls, DEL, ALM, LRM/RLM, LS/PS, LRE…RLO, LRI…PDI. */
const NOT_PLAIN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/u;

/** field_invalid_format for text that is not one plain line, else null. */
export function checkSingleLineText(value: string): ErrorCode | null {
  return NOT_PLAIN.test(value) ? "field_invalid_format" : null;
}
