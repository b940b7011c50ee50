/**
 * The error-code → UI-state table: what the customer sees, whether retrying helps, and the fix for the merchant's
 * developer. Built from error-behaviour.ts (the part a browser bundle needs) and error-hints.ts (console text).
 */

import { RETIRED_CODES, type ErrorCode } from "../api/codes.ts";
import type { ClientErrorCode } from "../api/api-error.ts";
import {
  errorBehaviour, UI_BEHAVIOUR_BY_CLIENT_CODE, UI_BEHAVIOUR_BY_CODE, type UiErrorBehaviour,
} from "./error-behaviour.ts";
import { CLIENT_DEVELOPER_HINTS, DEVELOPER_HINTS, developerHint } from "./error-hints.ts";

export {
  errorBehaviour, MESSAGE_KEYS, UI_BEHAVIOUR_BY_CLIENT_CODE, UI_BEHAVIOUR_BY_CODE,
  type ErrorCategory, type MessageKey, type UiErrorBehaviour,
} from "./error-behaviour.ts";
export { CLIENT_DEVELOPER_HINTS, DEVELOPER_HINTS, developerHint, UNKNOWN_CODE_HINT } from "./error-hints.ts";

export interface UiErrorState extends UiErrorBehaviour {
  /** For the developer console: what to change so the error goes away. */
  readonly hint: string;
}

/* @__NO_SIDE_EFFECTS__ */
function withHints<K extends string>(behaviours: Record<K, UiErrorBehaviour>, hints: Record<K, string>): Record<K, UiErrorState> {
  const out = {} as Record<K, UiErrorState>;
  for (const code of Object.keys(behaviours) as K[]) out[code] = { ...behaviours[code], hint: hints[code] };
  return out;
}

export const UI_STATE_BY_CODE: Readonly<Record<ErrorCode, UiErrorState>> = withHints(UI_BEHAVIOUR_BY_CODE, DEVELOPER_HINTS);
export const UI_STATE_BY_CLIENT_CODE: Readonly<Record<ClientErrorCode, UiErrorState>> = withHints(
  UI_BEHAVIOUR_BY_CLIENT_CODE,
  CLIENT_DEVELOPER_HINTS,
);

/**
 * The UI state for an error code: catalogued codes from the table, retired codes through their
 * replacement, client codes (network_error, timeout, invalid_response, aborted), anything else by HTTP status.
 */
export function uiStateForError(code: string, status?: number): UiErrorState {
  const current = Object.prototype.hasOwnProperty.call(RETIRED_CODES, code) ? RETIRED_CODES[code] : undefined;
  return { ...errorBehaviour(code, status), hint: developerHint(current ?? code, status) };
}
