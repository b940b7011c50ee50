/**
 * What a checkout screen does with each code of the API's error catalogue. Only a request that failed with an answer
 * needs it, so the session loads it then (loadErrorCatalogue in error-ui.ts): in the widget a chunk of its own, which
 * a checkout whose requests all succeed never fetches.
 */

import type { ErrorCode } from "../api/codes.ts";
import {
  CONFIG,
  EXPIRED,
  FINAL,
  INVALID,
  LATER,
  NOT_FOUND,
  RATE_LIMITED,
  type UiErrorBehaviour,
} from "./error-behaviours.ts";

// The behaviours only catalogued codes have; the others are error-ui.ts's, which the client's codes and the statuses use too.
const ANOTHER: UiErrorBehaviour = {
  category: "choose_another_method",
  messageKey: "error.choose_another_method",
  retryable: false,
};
const ANOTHER_NOW: UiErrorBehaviour = {
  category: "choose_another_method",
  messageKey: "error.choose_another_method",
  retryable: true,
};
const BELOW_MINIMUM: UiErrorBehaviour = {
  category: "choose_another_method",
  messageKey: "error.amount_below_minimum",
  retryable: false,
};
const ABOVE_LIMIT: UiErrorBehaviour = {
  category: "choose_another_method",
  messageKey: "error.amount_above_limit",
  retryable: false,
};
const UNAVAILABLE: UiErrorBehaviour = { category: "unavailable", messageKey: "error.unavailable", retryable: false };
const UNAVAILABLE_FOR_NOW: UiErrorBehaviour = {
  category: "unavailable",
  messageKey: "error.unavailable",
  retryable: true,
};

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
