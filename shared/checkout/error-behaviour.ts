/**
 * The error-code → UI table without the developer hints: what a checkout screen does with an error (category,
 * message key, whether retrying helps). Small enough for the widget's bundle; the hints are in error-hints.ts.
 */

import { RETIRED_CODES, type ErrorCode } from "../api/codes.ts";
import type { ClientErrorCode } from "../api/api-error.ts";

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
export function b(category: ErrorCategory, retryable: boolean, messageKey: MessageKey = `error.${category}`): UiErrorBehaviour {
  return { category, messageKey, retryable };
}

// One object per behaviour, shared by its codes (readonly, never mutated): the table is a list of names, not objects.
export const CONFIG = b("merchant_configuration", false);
export const INVALID = b("invalid_request", false);
export const LATER = b("retry_later", true);
export const NOT_FOUND = b("not_found", false);
export const FINAL = b("already_final", false);
export const ANOTHER = b("choose_another_method", false);
export const ANOTHER_NOW = b("choose_another_method", true);
export const UNAVAILABLE = b("unavailable", false);
const OFFLINE = b("offline", true);
const EXPIRED = b("expired", false);

/** Declares a list of catalogued codes, so a misspelt or removed one fails the type check. */
type CodesOf<T extends ErrorCode> = T;

/**
 * Catalogued codes whose HTTP status already says what the screen does (see statusBehaviour): 401/403 are the
 * merchant's configuration, 404 not found, 409 already final, 429 rate limited, 5xx retry later, anything else an
 * invalid request. They are left out of the table below, which the widget downloads: a code's name is the bytes.
 */
export type StatusDecidedCode = CodesOf<
  | "query_parameter_unknown" | "pagination_cursor_invalid" | "forbidden" | "payment_key_required" | "payout_key_required"
  | "internal_error" | "not_found" | "malformed_request" | "payload_too_large" | "unsupported_media_type"
  | "method_not_allowed" | "rate_limited" | "unauthorized" | "authorization_missing" | "authorization_malformed"
  | "timestamp_missing" | "timestamp_expired" | "invalid_credentials" | "ip_not_allowed" | "payout_whitelist_required"
  | "widget_key_missing" | "widget_key_invalid" | "widget_key_not_found" | "origin_not_allowed" | "invoice_not_found"
  | "invoice_deadline_passed" | "exchange_rate_unavailable" | "invoice_not_awaiting_client" | "invoice_cannot_be_cancelled"
  | "widget_inactive" | "terminal_not_enabled" | "embed_not_enabled" | "payment_channel_not_found"
  | "payment_channel_deposit_not_found" | "withdrawal_not_found" | "whitelist_required" | "destination_address_invalid"
  | "withdrawal_amount_below_minimum" | "withdrawal_amount_exceeds_limit" | "withdrawal_cannot_be_cancelled"
  | "withdrawal_network_unavailable"
>;

/**
 * Every other catalogued code: what its status alone would get wrong. With StatusDecidedCode it covers the catalogue
 * (a new code fails the type check until it is placed in one of them); error-ui.test.ts holds both to the full
 * table of error-ui.ts, code by code.
 */
export const UI_BEHAVIOUR_OVERRIDES = {
  // Field codes (400): the merchant's page or terminal sent them, the customer cannot fix them.
  validation_failed: CONFIG,
  field_required: CONFIG,
  field_too_long: CONFIG,
  field_out_of_range: CONFIG,
  field_invalid_enum: CONFIG,
  field_invalid_format: CONFIG,
  entity_id_empty: CONFIG,
  field_must_be_positive: CONFIG,
  field_percentage_out_of_range: CONFIG,
  amount_too_many_decimals: CONFIG,
  amount_too_large: CONFIG,
  requested_amount_invalid: CONFIG,
  withdrawal_not_enabled: CONFIG,
  payment_channel_external_id_invalid: CONFIG,
  // 404 and 409 answers that are the merchant's set-up, not a missing or settled resource.
  route_not_found: CONFIG,
  project_not_found: CONFIG,
  conflict: CONFIG,
  project_state_invalid: CONFIG,
  tokens_required: CONFIG,
  payment_channel_project_has_no_supported_tokens: CONFIG,
  invoice_terminal: FINAL,
  invoice_amount_below_minimum: b("choose_another_method", false, "error.amount_below_minimum"),
  deposit_amount_exceeds_limit: b("choose_another_method", false, "error.amount_above_limit"),
  currency_not_enabled_for_project: ANOTHER,
  client_confirmation_failed: ANOTHER,
  acceptance_disabled: ANOTHER_NOW,
  network_unavailable: ANOTHER_NOW,
  payment_method_unavailable: ANOTHER_NOW,
  simulate_payment_failed: INVALID,
  not_sandbox: INVALID,
  payment_channel_simulation_sandbox_only: INVALID,
  insufficient_balance: INVALID,
  withdrawal_simulation_failed: INVALID,
  withdrawal_quota_exceeded: LATER,
  payment_channels_disabled: UNAVAILABLE,
  merchant_suspended: UNAVAILABLE,
  outbound_frozen: b("unavailable", true),
} satisfies Record<Exclude<ErrorCode, StatusDecidedCode>, UiErrorBehaviour>;

export const UI_BEHAVIOUR_BY_CLIENT_CODE = {
  network_error: OFFLINE,
  timeout: OFFLINE,
  invalid_response: LATER,
  aborted: b("aborted", true),
} satisfies Record<ClientErrorCode, UiErrorBehaviour>;

const own = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(table, key);

/** The 4xx statuses that say more than an invalid request. */
const BEHAVIOUR_BY_STATUS: Readonly<Record<number, UiErrorBehaviour>> = {
  401: CONFIG,
  403: CONFIG,
  404: NOT_FOUND,
  409: FINAL,
  410: EXPIRED,
  429: b("retry_later", true, "error.rate_limited"),
};

/** What an HTTP status says on its own; no answer at all (status 0 or none) is the network. */
function statusBehaviour(status: number | undefined): UiErrorBehaviour {
  if (!status) return OFFLINE;
  return status >= 500 ? LATER : (BEHAVIOUR_BY_STATUS[status] ?? INVALID);
}

/**
 * The UI behaviour for an error and the HTTP status it came with: the overrides above, retired codes through their
 * replacement, client codes (network_error, timeout, invalid_response, aborted), and otherwise the status, which is
 * how a code newer than this build is read too. For a catalogued code answered with its catalogued status this is
 * the full table of error-ui.ts.
 */
export function errorBehaviour(code: string, status?: number): UiErrorBehaviour {
  const current = own(RETIRED_CODES, code) ? RETIRED_CODES[code]! : code;
  if (own(UI_BEHAVIOUR_OVERRIDES, current)) return UI_BEHAVIOUR_OVERRIDES[current];
  if (own(UI_BEHAVIOUR_BY_CLIENT_CODE, code)) return UI_BEHAVIOUR_BY_CLIENT_CODE[code];
  return statusBehaviour(status);
}
