/**
 * Developer hints: for each error code, what to change so it goes away. Printed to the console next to the error,
 * never shown to a customer; the widget loads this module only when it has a hint to print.
 */

import type { ErrorCode } from "../api/codes.ts";
import type { ClientErrorCode } from "../api/api-error.ts";
import type { CheckoutError } from "./checkout-error.ts";
import type { DeveloperLog } from "./developer-log.ts";

const field = (what: string) =>
  `${what} Fix the checkout configuration (the problem's \`field\` or \`errors[]\` names the field).`;

export const DEVELOPER_HINTS = {
  // Field codes: the merchant's page or terminal sent them, the customer cannot fix them.
  validation_failed: field("Several fields of the request are invalid; see errors[]."),
  field_required: field("A required field is missing or blank."),
  field_too_long: field("A field is longer than allowed."),
  field_out_of_range: field("A number is outside its allowed range."),
  field_invalid_enum: field(
    "Unknown currency or network, or a token not enabled for the project; enable it in the dashboard or use a listed code.",
  ),
  field_invalid_format: field(
    'An id or amount is malformed: ids keep their prefix (inv_, prj_), amounts are plain decimal strings like "10.50".',
  ),
  entity_id_empty: field("An id is the all-zero GUID; pass the id the API returned."),
  field_must_be_positive: field("The amount must be greater than 0."),
  field_percentage_out_of_range: field("customer_fee_percent must be between 0 and 100."),
  query_parameter_unknown: "Remove the unsupported query parameter from the list request.",
  pagination_cursor_invalid:
    "Restart the listing without a cursor; cursors expire after 24 hours and are bound to their filters.",
  amount_too_many_decimals: field(
    "The amount has more decimals than the currency's minor unit (2 for USD/EUR, 0 for JPY).",
  ),
  amount_too_large: field("The amount exceeds 20 integer digits."),
  // Generic and transport codes
  forbidden:
    "The key's environment or scope does not allow this call: use a sandbox key (pk_test_) against the sandbox and a live key against production.",
  payment_key_required: "Use a Payment key (pk_…) here, not a Payout key (rk_…).",
  payout_key_required: "Use a Payout key (rk_…) for withdrawals and balances.",
  internal_error: "The API failed unexpectedly; retry with backoff and report the correlation id if it persists.",
  not_found: "The resource belongs to another merchant or does not exist; check the id and the key.",
  malformed_request: "The request body is not valid JSON; report this as a client bug.",
  payload_too_large: "The request body is over 1 MiB; shorten the fields.",
  unsupported_media_type: "Send Content-Type: application/json.",
  method_not_allowed: "The path exists but not for this HTTP method; check the client version.",
  route_not_found: "No endpoint at this path: check the API base URL (api-base) points at the payment service.",
  rate_limited: "Too many requests for this merchant; wait for Retry-After and lower the request rate.",
  conflict: "external_order_id was reused with different fields: use a fresh external_order_id for every order.",
  concurrency_conflict: "Another request changed the same record at the same moment; sending this one again is safe.",
  // Authentication codes (signed merchant routes)
  unauthorized: "Send an Authorization header with the HMAC-SHA256 scheme.",
  authorization_missing: "The Authorization header is blank; sign the request.",
  authorization_malformed: "Authorization must read `HMAC-SHA256 <key_id>:<base64 signature>`.",
  timestamp_missing: "Send X-Request-Timestamp as Unix seconds.",
  timestamp_expired:
    "The machine clock is off by more than 5 minutes: sync it or correct the offset from GET /v1/time.",
  invalid_credentials:
    "Unknown or revoked key, wrong environment, or the signature does not verify: check the key id, the secret and string_to_sign.",
  ip_not_allowed: "Add this server's IP to the Payout key's whitelist in the dashboard.",
  payout_whitelist_required: "Add at least one IP or CIDR to the Payout key's whitelist in the dashboard.",
  widget_key_missing: "Set the sdk-key attribute to the project's public Payment key id (pk_…).",
  widget_key_invalid:
    "The sdk-key is not a Payment key id: copy the pk_… key id (never the secret) from the dashboard.",
  widget_key_not_found:
    "No active Payment key has this id: create or re-activate it in the dashboard, or fix the sdk-key attribute.",
  origin_not_allowed: "Add this page's origin to the project's allowed origins in the dashboard.",
  // Invoice codes
  invoice_not_found:
    "No invoice with this id for this key: check the invoice-id and that the key belongs to the same merchant and environment.",
  project_not_found:
    "Unknown project-id for this key: copy the prj_… id from the dashboard and use a key of the same merchant and environment.",
  project_state_invalid:
    "The project is not Active: restore an archived project in the dashboard; a suspended one is lifted by the operator.",
  invoice_terminal: "The invoice is already expired or cancelled; create a new one.",
  invoice_deadline_passed: "The invoice deadline has passed; create a new invoice.",
  requested_amount_invalid: field("The amount is missing, malformed, out of range or not positive."),
  invoice_amount_below_minimum:
    "The amount is below the minimum for this token and network; another method or a larger amount may work.",
  deposit_amount_exceeds_limit:
    "The amount is above the merchant's per-deposit cap; raise the cap in the dashboard or split the order.",
  currency_not_enabled_for_project:
    "This token is not enabled for the project: enable it in the dashboard or offer another one.",
  tokens_required: "The project has no enabled tokens: enable at least one token in the dashboard.",
  acceptance_disabled: "This token is not accepted right now; offer another method or retry later.",
  exchange_rate_unavailable: "No fresh exchange rate for this pair; retry with backoff.",
  network_unavailable: "This network cannot take payments right now; offer another network or retry later.",
  payment_method_unavailable:
    "This token/network cannot take a payment right now; offer another method or retry later.",
  client_confirmation_failed: "The confirmation was rejected; the problem's detail gives the reason.",
  invoice_not_awaiting_client: "A method was already chosen for this invoice; reload it to see its status.",
  invoice_cannot_be_cancelled:
    "Only an invoice still awaiting the customer's choice can be cancelled; reload it to see its status.",
  simulate_payment_failed: "The simulation does not fit the invoice's status or amount.",
  not_sandbox: "Simulations run only on sandbox invoices; use a pk_test_ key.",
  // Widget codes
  widget_inactive: "The project's widget is switched off: activate it in the dashboard.",
  terminal_not_enabled:
    "source=terminal needs a project whose integration is Terminal: pick such a project or change its integration.",
  embed_not_enabled:
    "The widget needs a project whose integration is Low-Code: pick such a project or change its integration.",
  // Payment channel codes
  payment_channels_disabled:
    "Payment channels are not enabled for this account in this environment; ask support to enable them.",
  payment_channel_not_found: "No channel with this id for this key's merchant, environment and project scope.",
  payment_channel_deposit_not_found: "No deposit with this id for this key's merchant, environment and project scope.",
  payment_channel_external_id_invalid: "external_id must be 1 to 128 non-blank characters.",
  payment_channel_project_has_no_supported_tokens: "Enable a token that channels can collect on the project.",
  payment_channel_simulation_sandbox_only: "simulate-deposit runs only on sandbox channels.",
  // Withdrawal codes
  withdrawal_not_found: "No withdrawal with this id for this merchant.",
  insufficient_balance: "The available balance is below amount + fee.",
  whitelist_required: "Add the destination address to the withdrawal whitelist for this network in the dashboard.",
  destination_address_invalid: "The destination address fails the network's format or checksum.",
  withdrawal_amount_below_minimum: "Below the minimum for this token; the detail gives it.",
  withdrawal_quota_exceeded: "Too many active withdrawals; retry once some complete.",
  withdrawal_amount_exceeds_limit: "Above the per-transaction cap; split the withdrawal.",
  withdrawal_not_enabled: "Payouts of this token on this network are not enabled.",
  withdrawal_cannot_be_cancelled: "The withdrawal has started executing and can no longer be cancelled.",
  withdrawal_simulation_failed: "simulate_completion does not fit the withdrawal's state.",
  merchant_suspended: "The merchant is suspended for outbound flows; contact support.",
  outbound_frozen: "Outbound transfers are frozen for this network or token; retry later.",
  withdrawal_network_unavailable: "Payouts on this network cannot settle now; retry with backoff.",
} satisfies Record<ErrorCode, string>;

export const CLIENT_DEVELOPER_HINTS = {
  network_error:
    "The API could not be reached: check the connection, the API base URL and that the service answers CORS preflights for this origin.",
  timeout: "The API did not answer in time; the request is retried with backoff.",
  invalid_response:
    "The API answered something the client cannot read: check the API base URL and any proxy in between.",
  aborted: "The request was aborted by the page.",
} satisfies Record<ClientErrorCode, string>;

export const UNKNOWN_CODE_HINT = "Unknown error code: update the checkout kit; the problem's detail explains it.";

/**
 * The hint for a code as ApiError reports it (retired codes already mapped to their replacement); codes newer than
 * this build get a generic one. Imports nothing at run time, so in the widget it is a chunk that stands alone.
 */
export function developerHint(code: string, status?: number): string {
  const own = (table: object) => Object.prototype.hasOwnProperty.call(table, code);
  if (own(DEVELOPER_HINTS)) return DEVELOPER_HINTS[code as ErrorCode];
  if (own(CLIENT_DEVELOPER_HINTS)) return CLIENT_DEVELOPER_HINTS[code as ClientErrorCode];
  // No answer at all reads like a network failure; any other status is a code this build does not know yet.
  return status === undefined || status === 0 ? CLIENT_DEVELOPER_HINTS.network_error : UNKNOWN_CODE_HINT;
}

/**
 * The console line a checkout prints for a failed request: operation, code, status, the fix, and the server's detail
 * beside it. Here rather than in the session so a checkout that never fails never downloads the wording.
 */
export function reportCheckoutError(log: DeveloperLog, error: CheckoutError): void {
  const hint = developerHint(error.code, error.status);
  const line = `[crypto-checkout] ${error.operation} failed: ${error.code}${error.status ? ` (${error.status})` : ""}.${hint ? ` ${hint}` : ""}`;
  const extra = { detail: error.detail, field: error.field, errors: error.errors, correlationId: error.correlationId };
  // The merchant's own set-up is an error to fix; anything else (network, rate limits) a warning that may pass.
  if (error.ui.category === "merchant_configuration" || error.ui.category === "invalid_request") log.error(line, extra);
  else log.warn(line, extra);
}
