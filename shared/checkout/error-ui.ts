/**
 * The error-code → UI-state table: what the customer sees, whether retrying helps, and the fix for the merchant's
 * developer. Built from error-behaviour.ts (the part a browser bundle needs) and error-hints.ts (console text).
 */

import { RETIRED_CODES, type ErrorCode } from "../api/codes.ts";
import type { ClientErrorCode } from "../api/api-error.ts";
import {
  ANOTHER, ANOTHER_NOW, b, CONFIG, errorBehaviour, FINAL, INVALID, LATER, NOT_FOUND, UI_BEHAVIOUR_BY_CLIENT_CODE, UNAVAILABLE,
  type UiErrorBehaviour,
} from "./error-behaviour.ts";
import { CLIENT_DEVELOPER_HINTS, DEVELOPER_HINTS, developerHint } from "./error-hints.ts";

export {
  errorBehaviour, MESSAGE_KEYS, UI_BEHAVIOUR_BY_CLIENT_CODE, UI_BEHAVIOUR_OVERRIDES,
  type ErrorCategory, type MessageKey, type StatusDecidedCode, type UiErrorBehaviour,
} from "./error-behaviour.ts";
export { CLIENT_DEVELOPER_HINTS, DEVELOPER_HINTS, developerHint, UNKNOWN_CODE_HINT } from "./error-hints.ts";


/**
 * What the screen does with each catalogued code, in full. The widget carries only errorBehaviour, which gets the
 * same answer from the code's overrides or its status (error-ui.test.ts checks every code); this table is the one to
 * read, and what uiStateForError answers when it is not given the status.
 */
export const UI_BEHAVIOUR_BY_CODE = {
  // Field codes: the merchant's page or terminal sent them, the customer cannot fix them.
  validation_failed: CONFIG,
  field_required: CONFIG,
  field_too_long: CONFIG,
  field_out_of_range: CONFIG,
  field_invalid_enum: CONFIG,
  field_invalid_format: CONFIG,
  entity_id_empty: CONFIG,
  field_must_be_positive: CONFIG,
  field_percentage_out_of_range: CONFIG,
  query_parameter_unknown: INVALID,
  pagination_cursor_invalid: INVALID,
  amount_too_many_decimals: CONFIG,
  amount_too_large: CONFIG,
  // Generic and transport codes
  forbidden: CONFIG,
  payment_key_required: CONFIG,
  payout_key_required: CONFIG,
  internal_error: LATER,
  not_found: NOT_FOUND,
  malformed_request: INVALID,
  payload_too_large: INVALID,
  unsupported_media_type: INVALID,
  method_not_allowed: INVALID,
  route_not_found: CONFIG,
  rate_limited: b("retry_later", true, "error.rate_limited"),
  conflict: CONFIG,
  // Authentication codes (signed merchant routes)
  unauthorized: CONFIG,
  authorization_missing: CONFIG,
  authorization_malformed: CONFIG,
  timestamp_missing: CONFIG,
  timestamp_expired: CONFIG,
  invalid_credentials: CONFIG,
  ip_not_allowed: CONFIG,
  payout_whitelist_required: CONFIG,
  widget_key_missing: CONFIG,
  widget_key_invalid: CONFIG,
  widget_key_not_found: CONFIG,
  origin_not_allowed: CONFIG,
  // Invoice codes
  invoice_not_found: NOT_FOUND,
  project_not_found: CONFIG,
  project_state_invalid: CONFIG,
  invoice_terminal: FINAL,
  invoice_deadline_passed: b("expired", false),
  requested_amount_invalid: CONFIG,
  invoice_amount_below_minimum: b("choose_another_method", false, "error.amount_below_minimum"),
  deposit_amount_exceeds_limit: b("choose_another_method", false, "error.amount_above_limit"),
  currency_not_enabled_for_project: ANOTHER,
  tokens_required: CONFIG,
  acceptance_disabled: ANOTHER_NOW,
  exchange_rate_unavailable: LATER,
  network_unavailable: ANOTHER_NOW,
  payment_method_unavailable: ANOTHER_NOW,
  client_confirmation_failed: ANOTHER,
  invoice_not_awaiting_client: FINAL,
  invoice_cannot_be_cancelled: FINAL,
  simulate_payment_failed: INVALID,
  not_sandbox: INVALID,
  // Widget codes
  widget_inactive: CONFIG,
  terminal_not_enabled: CONFIG,
  embed_not_enabled: CONFIG,
  // Payment channel codes
  payment_channels_disabled: UNAVAILABLE,
  payment_channel_not_found: NOT_FOUND,
  payment_channel_deposit_not_found: NOT_FOUND,
  payment_channel_external_id_invalid: CONFIG,
  payment_channel_project_has_no_supported_tokens: CONFIG,
  payment_channel_simulation_sandbox_only: INVALID,
  // Withdrawal codes
  withdrawal_not_found: NOT_FOUND,
  insufficient_balance: INVALID,
  whitelist_required: CONFIG,
  destination_address_invalid: INVALID,
  withdrawal_amount_below_minimum: INVALID,
  withdrawal_quota_exceeded: LATER,
  withdrawal_amount_exceeds_limit: INVALID,
  withdrawal_not_enabled: CONFIG,
  withdrawal_cannot_be_cancelled: FINAL,
  withdrawal_simulation_failed: INVALID,
  merchant_suspended: UNAVAILABLE,
  outbound_frozen: b("unavailable", true),
  withdrawal_network_unavailable: LATER,
} satisfies Record<ErrorCode, UiErrorBehaviour>;

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
 * The UI state for an error code: catalogued codes from the table, retired codes through their replacement, client
 * codes (network_error, timeout, invalid_response, aborted), anything else by HTTP status.
 */
export function uiStateForError(code: string, status?: number): UiErrorState {
  const current = Object.prototype.hasOwnProperty.call(RETIRED_CODES, code) ? RETIRED_CODES[code] : undefined;
  const key = current ?? code;
  const behaviour = Object.prototype.hasOwnProperty.call(UI_BEHAVIOUR_BY_CODE, key)
    ? UI_BEHAVIOUR_BY_CODE[key as ErrorCode]
    : errorBehaviour(code, status);
  return { ...behaviour, hint: developerHint(key, status) };
}
