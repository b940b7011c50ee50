/** The error-code → UI-state table: what the customer sees, whether retrying helps, and the fix for the merchant's developer. */

import { CLIENT_ERROR_CODES, RETIRED_CODES, isErrorCode, type ClientErrorCode, type ErrorCode } from "../api/index.ts";

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

export interface UiErrorState {
  readonly category: ErrorCategory;
  readonly messageKey: MessageKey;
  /** Whether sending the same request again (later) can succeed. */
  readonly retryable: boolean;
  /** For the developer console: what to change so the error goes away. */
  readonly hint: string;
}

function ui(category: ErrorCategory, retryable: boolean, hint: string, messageKey: MessageKey = `error.${category}`): UiErrorState {
  return { category, messageKey, retryable, hint };
}

const config = (hint: string) => ui("merchant_configuration", false, hint);
const fieldHint = (what: string) =>
  `${what} Fix the checkout configuration (the problem's \`field\` or \`errors[]\` names the field).`;

export const UI_STATE_BY_CODE = {
  // Field codes: the merchant's page or terminal sent them, the customer cannot fix them.
  validation_failed: config(fieldHint("Several fields of the request are invalid; see errors[].")),
  field_required: config(fieldHint("A required field is missing or blank.")),
  field_too_long: config(fieldHint("A field is longer than allowed.")),
  field_out_of_range: config(fieldHint("A number is outside its allowed range.")),
  field_invalid_enum: config(fieldHint("Unknown currency or network, or a token not enabled for the project; enable it in the dashboard or use a listed code.")),
  field_invalid_format: config(fieldHint("An id or amount is malformed: ids keep their prefix (inv_, prj_), amounts are plain decimal strings like \"10.50\".")),
  entity_id_empty: config(fieldHint("An id is the all-zero GUID; pass the id the API returned.")),
  field_must_be_positive: config(fieldHint("The amount must be greater than 0.")),
  field_percentage_out_of_range: config(fieldHint("customer_fee_percent must be between 0 and 100.")),
  query_parameter_unknown: ui("invalid_request", false, "Remove the unsupported query parameter from the list request."),
  pagination_cursor_invalid: ui("invalid_request", false, "Restart the listing without a cursor; cursors expire after 24 hours and are bound to their filters."),
  amount_too_many_decimals: config(fieldHint("The amount has more decimals than the currency's minor unit (2 for USD/EUR, 0 for JPY).")),
  amount_too_large: config(fieldHint("The amount exceeds 20 integer digits.")),

  // Generic and transport codes
  forbidden: config("The key's environment or scope does not allow this call: use a sandbox key (pk_test_) against the sandbox and a live key against production."),
  payment_key_required: config("Use a Payment key (pk_…) here, not a Payout key (rk_…)."),
  payout_key_required: config("Use a Payout key (rk_…) for withdrawals and balances."),
  internal_error: ui("retry_later", true, "The API failed unexpectedly; retry with backoff and report the correlation id if it persists."),
  not_found: ui("not_found", false, "The resource belongs to another merchant or does not exist; check the id and the key."),
  malformed_request: ui("invalid_request", false, "The request body is not valid JSON; report this as a client bug."),
  payload_too_large: ui("invalid_request", false, "The request body is over 1 MiB; shorten the fields."),
  unsupported_media_type: ui("invalid_request", false, "Send Content-Type: application/json."),
  method_not_allowed: ui("invalid_request", false, "The path exists but not for this HTTP method; check the client version."),
  route_not_found: config("No endpoint at this path: check the API base URL (api-base) points at the payment service."),
  rate_limited: ui("retry_later", true, "Too many requests for this merchant; wait for Retry-After and lower the request rate.", "error.rate_limited"),
  conflict: config("external_order_id was reused with different fields: use a fresh external_order_id for every order."),

  // Authentication codes (signed merchant routes)
  unauthorized: config("Send an Authorization header with the HMAC-SHA256 scheme."),
  authorization_missing: config("The Authorization header is blank; sign the request."),
  authorization_malformed: config("Authorization must read `HMAC-SHA256 <key_id>:<base64 signature>`."),
  timestamp_missing: config("Send X-Request-Timestamp as Unix seconds."),
  timestamp_expired: config("The machine clock is off by more than 5 minutes: sync it or correct the offset from GET /v1/time."),
  invalid_credentials: config("Unknown or revoked key, wrong environment, or the signature does not verify: check the key id, the secret and string_to_sign."),
  ip_not_allowed: config("Add this server's IP to the Payout key's whitelist in the dashboard."),
  payout_whitelist_required: config("Add at least one IP or CIDR to the Payout key's whitelist in the dashboard."),
  widget_key_missing: config("Set the sdk-key attribute to the project's public Payment key id (pk_…)."),
  widget_key_invalid: config("The sdk-key is not a Payment key id: copy the pk_… key id (never the secret) from the dashboard."),
  widget_key_not_found: config("No active Payment key has this id: create or re-activate it in the dashboard, or fix the sdk-key attribute."),
  origin_not_allowed: config("Add this page's origin to the project's allowed origins in the dashboard."),

  // Invoice codes
  invoice_not_found: ui("not_found", false, "No invoice with this id for this key: check the invoice-id and that the key belongs to the same merchant and environment."),
  project_not_found: config("Unknown project-id for this key: copy the prj_… id from the dashboard and use a key of the same merchant and environment."),
  project_state_invalid: config("The project is not Active: restore an archived project in the dashboard; a suspended one is lifted by the operator."),
  invoice_terminal: ui("already_final", false, "The invoice is already expired or cancelled; create a new one."),
  invoice_deadline_passed: ui("expired", false, "The invoice deadline has passed; create a new invoice."),
  requested_amount_invalid: config(fieldHint("The amount is missing, malformed, out of range or not positive.")),
  invoice_amount_below_minimum: ui("choose_another_method", false, "The amount is below the minimum for this token and network; another method or a larger amount may work.", "error.amount_below_minimum"),
  deposit_amount_exceeds_limit: ui("choose_another_method", false, "The amount is above the merchant's per-deposit cap; raise the cap in the dashboard or split the order.", "error.amount_above_limit"),
  currency_not_enabled_for_project: ui("choose_another_method", false, "This token is not enabled for the project: enable it in the dashboard or offer another one."),
  tokens_required: config("The project has no enabled tokens: enable at least one token in the dashboard."),
  acceptance_disabled: ui("choose_another_method", true, "This token is not accepted right now; offer another method or retry later."),
  exchange_rate_unavailable: ui("retry_later", true, "No fresh exchange rate for this pair; retry with backoff."),
  network_unavailable: ui("choose_another_method", true, "This network cannot take payments right now; offer another network or retry later."),
  payment_method_unavailable: ui("choose_another_method", true, "This token/network cannot take a payment right now; offer another method or retry later."),
  client_confirmation_failed: ui("choose_another_method", false, "The confirmation was rejected; the problem's detail gives the reason."),
  invoice_not_awaiting_client: ui("already_final", false, "A method was already chosen for this invoice; reload it to see its status."),
  invoice_cannot_be_cancelled: ui("already_final", false, "Only an invoice still awaiting the customer's choice can be cancelled; reload it to see its status."),
  simulate_payment_failed: ui("invalid_request", false, "The simulation does not fit the invoice's status or amount."),
  not_sandbox: ui("invalid_request", false, "Simulations run only on sandbox invoices; use a pk_test_ key."),

  // Widget codes
  widget_inactive: config("The project's widget is switched off: activate it in the dashboard."),
  terminal_not_enabled: config("source=terminal needs a project whose integration is Terminal: pick such a project or change its integration."),
  embed_not_enabled: config("The widget needs a project whose integration is Low-Code: pick such a project or change its integration."),

  // Payment channel codes
  payment_channels_disabled: ui("unavailable", false, "Payment channels are not enabled for this account in this environment; ask support to enable them."),
  payment_channel_not_found: ui("not_found", false, "No channel with this id for this key's merchant, environment and project scope."),
  payment_channel_deposit_not_found: ui("not_found", false, "No deposit with this id for this key's merchant, environment and project scope."),
  payment_channel_external_id_invalid: config("external_id must be 1 to 128 non-blank characters."),
  payment_channel_project_has_no_supported_tokens: config("Enable a token that channels can collect on the project."),
  payment_channel_simulation_sandbox_only: ui("invalid_request", false, "simulate-deposit runs only on sandbox channels."),

  // Withdrawal codes
  withdrawal_not_found: ui("not_found", false, "No withdrawal with this id for this merchant."),
  insufficient_balance: ui("invalid_request", false, "The available balance is below amount + fee."),
  whitelist_required: config("Add the destination address to the withdrawal whitelist for this network in the dashboard."),
  destination_address_invalid: ui("invalid_request", false, "The destination address fails the network's format or checksum."),
  withdrawal_amount_below_minimum: ui("invalid_request", false, "Below the minimum for this token; the detail gives it."),
  withdrawal_quota_exceeded: ui("retry_later", true, "Too many active withdrawals; retry once some complete."),
  withdrawal_amount_exceeds_limit: ui("invalid_request", false, "Above the per-transaction cap; split the withdrawal."),
  withdrawal_not_enabled: config("Payouts of this token on this network are not enabled."),
  withdrawal_cannot_be_cancelled: ui("already_final", false, "The withdrawal has started executing and can no longer be cancelled."),
  withdrawal_simulation_failed: ui("invalid_request", false, "simulate_completion does not fit the withdrawal's state."),
  merchant_suspended: ui("unavailable", false, "The merchant is suspended for outbound flows; contact support."),
  outbound_frozen: ui("unavailable", true, "Outbound transfers are frozen for this network or token; retry later."),
  withdrawal_network_unavailable: ui("retry_later", true, "Payouts on this network cannot settle now; retry with backoff."),
} satisfies Record<ErrorCode, UiErrorState>;

export const UI_STATE_BY_CLIENT_CODE = {
  network_error: ui("offline", true, "The API could not be reached: check the connection, the API base URL and that the service answers CORS preflights for this origin."),
  timeout: ui("offline", true, "The API did not answer in time; the request is retried with backoff."),
  invalid_response: ui("retry_later", true, "The API answered something the client cannot read: check the API base URL and any proxy in between."),
  aborted: ui("aborted", true, "The request was aborted by the page."),
} satisfies Record<ClientErrorCode, UiErrorState>;

/** Unknown codes (newer than this build) fall back on the HTTP status group. */
function byStatus(status: number | undefined): UiErrorState {
  const hint = "Unknown error code: update the checkout kit; the problem's detail explains it.";
  if (status === undefined || status === 0) return ui("offline", true, UI_STATE_BY_CLIENT_CODE.network_error.hint);
  if (status === 429) return ui("retry_later", true, hint, "error.rate_limited");
  if (status >= 500) return ui("retry_later", true, hint);
  if (status === 401 || status === 403) return ui("merchant_configuration", false, hint);
  if (status === 404) return ui("not_found", false, hint);
  if (status === 409) return ui("already_final", false, hint);
  if (status === 410) return ui("expired", false, hint);
  return ui("invalid_request", false, hint);
}

/**
 * The UI state for an error code: catalogued codes from the table, retired codes through their
 * replacement, client codes (network_error, timeout, invalid_response, aborted), anything else by HTTP status.
 */
export function uiStateForError(code: string, status?: number): UiErrorState {
  if (isErrorCode(code)) return UI_STATE_BY_CODE[code];
  const replacement = Object.prototype.hasOwnProperty.call(RETIRED_CODES, code) ? RETIRED_CODES[code] : undefined;
  if (replacement) return UI_STATE_BY_CODE[replacement];
  if ((CLIENT_ERROR_CODES as readonly string[]).includes(code)) return UI_STATE_BY_CLIENT_CODE[code as ClientErrorCode];
  return byStatus(status);
}

