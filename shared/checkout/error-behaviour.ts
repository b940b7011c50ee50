/**
 * The error-code → UI table without the developer hints: what a checkout screen does with an error (category,
 * message key, whether retrying helps). Small enough for the widget's bundle; the hints are in error-hints.ts.
 */

import { RETIRED_CODES, type ErrorCode } from "../api/codes.ts";
import { CLIENT_ERROR_CODES, type ClientErrorCode } from "../api/api-error.ts";

/** How a checkout screen treats an error; UI code switches on this, never on the HTTP status. */
export type ErrorCategory =
  | "retry_later"
  | "choose_another_method"
  | "expired"
  | "merchant_configuration"
  | "unavailable"
  | "invalid_request"
  | "offline"
  | "not_found"
  | "already_final"
  | "aborted";

/** Customer-facing message keys; the widget and terminal translate every one of them. */
export const MESSAGE_KEYS = [
  "error.retry_later",
  "error.rate_limited",
  "error.choose_another_method",
  "error.amount_below_minimum",
  "error.amount_above_limit",
  "error.expired",
  "error.merchant_configuration",
  "error.unavailable",
  "error.invalid_request",
  "error.offline",
  "error.not_found",
  "error.already_final",
  "error.aborted",
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** What the customer's screen does with an error. */
export interface UiErrorBehaviour {
  readonly category: ErrorCategory;
  readonly messageKey: MessageKey;
  /** Whether sending the same request again (later) can succeed. */
  readonly retryable: boolean;
}

/* @__NO_SIDE_EFFECTS__ */
function b(category: ErrorCategory, retryable: boolean, messageKey: MessageKey = `error.${category}`): UiErrorBehaviour {
  return { category, messageKey, retryable };
}

// One object per behaviour, shared by its codes (readonly, never mutated): the table is a list of names, not 75 objects.
const CONFIG = b("merchant_configuration", false);
const INVALID = b("invalid_request", false);
const LATER = b("retry_later", true);
const NOT_FOUND = b("not_found", false);
const FINAL = b("already_final", false);
const ANOTHER = b("choose_another_method", false);
const ANOTHER_NOW = b("choose_another_method", true);
const UNAVAILABLE = b("unavailable", false);
const OFFLINE = b("offline", true);

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

export const UI_BEHAVIOUR_BY_CLIENT_CODE = {
  network_error: OFFLINE,
  timeout: OFFLINE,
  invalid_response: LATER,
  aborted: b("aborted", true),
} satisfies Record<ClientErrorCode, UiErrorBehaviour>;

const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(table, key);

/**
 * The UI behaviour for an error code: catalogued codes from the table, retired codes through their replacement,
 * client codes (network_error, timeout, invalid_response, aborted), anything else (a code newer than this build)
 * by the HTTP status group.
 */
export function errorBehaviour(code: string, status?: number): UiErrorBehaviour {
  if (own(UI_BEHAVIOUR_BY_CODE, code)) return UI_BEHAVIOUR_BY_CODE[code];
  const replacement = own(RETIRED_CODES, code) ? RETIRED_CODES[code] : undefined;
  if (replacement) return UI_BEHAVIOUR_BY_CODE[replacement];
  if ((CLIENT_ERROR_CODES as readonly string[]).includes(code)) return UI_BEHAVIOUR_BY_CLIENT_CODE[code as ClientErrorCode];
  if (status === undefined || status === 0) return OFFLINE;
  if (status === 429) return b("retry_later", true, "error.rate_limited");
  if (status >= 500) return LATER;
  if (status === 401 || status === 403) return CONFIG;
  if (status === 404) return NOT_FOUND;
  if (status === 409) return FINAL;
  if (status === 410) return b("expired", false);
  return INVALID;
}
