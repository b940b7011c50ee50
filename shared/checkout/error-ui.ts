/**
 * The error-code → UI table: for every code of the catalogue, what a checkout screen does with it (category, the
 * customer's message, whether retrying helps). The widget and the terminal read it; the developer's console hints
 * are a table of their own (error-hints.ts), loaded only when one is printed.
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
  | "unreachable"
  | "not_found"
  | "already_final"
  | "aborted";

/** Customer-facing message keys; the widget and the terminal translate every one of them. */
export const ERROR_MESSAGE_KEYS = [
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
  "error.unreachable",
  "error.not_found",
  "error.already_final",
  "error.aborted",
] as const;
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

/** What the customer's screen does with an error. */
export interface UiErrorBehaviour {
  readonly category: ErrorCategory;
  readonly messageKey: ErrorMessageKey;
  /** Whether sending the same request again (later) can succeed. */
  readonly retryable: boolean;
}

// One object per behaviour, shared by its codes (readonly, never mutated), so the table below reads as a list of names.
const CONFIG: UiErrorBehaviour = { category: "merchant_configuration", messageKey: "error.merchant_configuration", retryable: false };
const INVALID: UiErrorBehaviour = { category: "invalid_request", messageKey: "error.invalid_request", retryable: false };
const LATER: UiErrorBehaviour = { category: "retry_later", messageKey: "error.retry_later", retryable: true };
const RATE_LIMITED: UiErrorBehaviour = { category: "retry_later", messageKey: "error.rate_limited", retryable: true };
const NOT_FOUND: UiErrorBehaviour = { category: "not_found", messageKey: "error.not_found", retryable: false };
const FINAL: UiErrorBehaviour = { category: "already_final", messageKey: "error.already_final", retryable: false };
const EXPIRED: UiErrorBehaviour = { category: "expired", messageKey: "error.expired", retryable: false };
const ANOTHER: UiErrorBehaviour = { category: "choose_another_method", messageKey: "error.choose_another_method", retryable: false };
const ANOTHER_NOW: UiErrorBehaviour = { category: "choose_another_method", messageKey: "error.choose_another_method", retryable: true };
const BELOW_MINIMUM: UiErrorBehaviour = { category: "choose_another_method", messageKey: "error.amount_below_minimum", retryable: false };
const ABOVE_LIMIT: UiErrorBehaviour = { category: "choose_another_method", messageKey: "error.amount_above_limit", retryable: false };
const UNAVAILABLE: UiErrorBehaviour = { category: "unavailable", messageKey: "error.unavailable", retryable: false };
const UNAVAILABLE_FOR_NOW: UiErrorBehaviour = { category: "unavailable", messageKey: "error.unavailable", retryable: true };
/** The browser says it has no network (navigator.onLine, the offline event): see withBrowserOffline. */
export const OFFLINE: UiErrorBehaviour = { category: "offline", messageKey: "error.offline", retryable: true };
/** No answer came while the browser says it is online: the API is down, blocked, or `api-base` is wrong. */
const UNREACHABLE: UiErrorBehaviour = { category: "unreachable", messageKey: "error.unreachable", retryable: true };
const ABORTED: UiErrorBehaviour = { category: "aborted", messageKey: "error.aborted", retryable: true };

/** What the screen does with each catalogued code; a new code in the catalogue fails the type check until it is placed. */
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
  rate_limited: RATE_LIMITED,
  conflict: CONFIG,
  concurrency_conflict: LATER,
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
  invoice_deadline_passed: EXPIRED,
  requested_amount_invalid: CONFIG,
  invoice_amount_below_minimum: BELOW_MINIMUM,
  deposit_amount_exceeds_limit: ABOVE_LIMIT,
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
  outbound_frozen: UNAVAILABLE_FOR_NOW,
  withdrawal_network_unavailable: LATER,
} satisfies Record<ErrorCode, UiErrorBehaviour>;

/** Codes the client makes up when no answer from the API could be read. */
export const UI_BEHAVIOUR_BY_CLIENT_CODE = {
  network_error: UNREACHABLE,
  timeout: UNREACHABLE,
  invalid_response: LATER,
  aborted: ABORTED,
} satisfies Record<ClientErrorCode, UiErrorBehaviour>;

/** The 4xx statuses that say more than an invalid request, for codes newer than this build. */
const BEHAVIOUR_BY_STATUS: Readonly<Record<number, UiErrorBehaviour>> = {
  401: CONFIG,
  403: CONFIG,
  404: NOT_FOUND,
  409: FINAL,
  410: EXPIRED,
  429: RATE_LIMITED,
};

const isKeyOf = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, key);

/**
 * The UI behaviour for an error code and the HTTP status it came with: catalogued codes from the table, retired
 * codes through their replacement, client codes (network_error, timeout, invalid_response, aborted), and a code
 * newer than this build by its status (no answer at all: the service could not be reached).
 */
export function errorBehaviour(code: string, status?: number): UiErrorBehaviour {
  const current = isKeyOf(RETIRED_CODES, code) ? RETIRED_CODES[code] : code;
  if (current !== undefined && isKeyOf(UI_BEHAVIOUR_BY_CODE, current)) return UI_BEHAVIOUR_BY_CODE[current];
  if (isKeyOf(UI_BEHAVIOUR_BY_CLIENT_CODE, code)) return UI_BEHAVIOUR_BY_CLIENT_CODE[code];
  if (!status) return UNREACHABLE;
  return status >= 500 ? LATER : (BEHAVIOUR_BY_STATUS[status] ?? INVALID);
}

/**
 * A request that got no answer, as the customer should read it: "you are offline" only when the browser says so
 * (`online` false), otherwise the service itself could not be reached. Two different states, two different texts.
 */
export function withBrowserOffline(ui: UiErrorBehaviour, online: boolean): UiErrorBehaviour {
  return ui.category === "unreachable" && !online ? OFFLINE : ui;
}
