/** The error-code catalogue: every code of the spec's section 7, with its HTTP status, title and group. */

export type ErrorGroup = "field" | "generic" | "auth" | "invoice" | "widget" | "channel" | "withdrawal";

export interface CatalogueEntry {
  readonly status: number;
  readonly group: ErrorGroup;
  /** When the API answers this code, in the spec's words. */
  readonly condition: string;
}

export const ERROR_CATALOGUE = {
  // Field-level codes (400 unless noted)
  validation_failed: {
    status: 400,
    group: "field",
    condition: "several fields fail (details in errors[]), or a failure with no single field code",
  },
  field_required: { status: 400, group: "field", condition: "required field empty, null or whitespace-only" },
  field_too_long: { status: 400, group: "field", condition: "field exceeds the maximum length" },
  field_out_of_range: { status: 400, group: "field", condition: "numeric value outside the allowed range" },
  field_invalid_enum: {
    status: 400,
    group: "field",
    condition: "value not an accepted member (unknown currency or network, or a token not enabled for the project)",
  },
  field_invalid_format: {
    status: 400,
    group: "field",
    condition: "unparseable id, or amount not a plain decimal string",
  },
  entity_id_empty: { status: 400, group: "field", condition: "id is an all-zero GUID" },
  field_must_be_positive: { status: 400, group: "field", condition: "decimal or integer not greater than 0" },
  field_percentage_out_of_range: { status: 400, group: "field", condition: "percentage outside 0 to 100 inclusive" },
  query_parameter_unknown: {
    status: 400,
    group: "field",
    condition: "list request has an unsupported query parameter",
  },
  pagination_cursor_invalid: {
    status: 400,
    group: "field",
    condition: "cursor malformed, expired, tampered, from another resource, or used with different filters",
  },
  amount_too_many_decimals: {
    status: 400,
    group: "field",
    condition: "amount has more decimals than the currency's minor unit or the token supports",
  },
  amount_too_large: { status: 400, group: "field", condition: "amount beyond the 20-integer-digit ceiling" },

  // Generic and transport codes
  forbidden: {
    status: 403,
    group: "generic",
    condition: "credential's scope or environment does not permit the operation",
  },
  payment_key_required: {
    status: 403,
    group: "generic",
    condition: "endpoint needs a Payment key but a Payout key was used",
  },
  payout_key_required: {
    status: 403,
    group: "generic",
    condition: "endpoint needs a Payout key but a Payment key was used",
  },
  internal_error: { status: 500, group: "generic", condition: "unexpected server failure" },
  not_found: { status: 404, group: "generic", condition: "resource owned by another merchant (generic case)" },
  malformed_request: { status: 400, group: "generic", condition: "body is not valid JSON" },
  payload_too_large: { status: 413, group: "generic", condition: "body over 1 MiB" },
  unsupported_media_type: { status: 415, group: "generic", condition: "Content-Type is not application/json" },
  method_not_allowed: { status: 405, group: "generic", condition: "path exists but not for this method" },
  route_not_found: { status: 404, group: "generic", condition: "no endpoint matches the path" },
  rate_limited: {
    status: 429,
    group: "generic",
    condition: "per-merchant limit exceeded; detail names the limit that tripped",
  },
  conflict: {
    status: 409,
    group: "generic",
    condition: "an idempotency key (external_order_id, external_id) was reused with different fields",
  },
  // Not in the spec: the provider's PHP SDK lists it among its 409s (src/Exception/ConflictException.php).
  concurrency_conflict: {
    status: 409,
    group: "generic",
    condition: "another write changed the same record at the same moment; send the request again",
  },

  // Authentication codes (all 401)
  unauthorized: { status: 401, group: "auth", condition: "no Authorization header or an unknown scheme" },
  authorization_missing: { status: 401, group: "auth", condition: "Authorization header present but blank" },
  authorization_malformed: {
    status: 401,
    group: "auth",
    condition: "colon missing, key id unparseable, or signature empty",
  },
  timestamp_missing: { status: 401, group: "auth", condition: "X-Request-Timestamp absent or not a positive integer" },
  timestamp_expired: { status: 401, group: "auth", condition: "timestamp outside the skew window" },
  invalid_credentials: {
    status: 401,
    group: "auth",
    condition: "unknown or revoked key, environment/type prefix mismatch, or signature does not verify",
  },
  ip_not_allowed: {
    status: 401,
    group: "auth",
    condition: "Payout key whitelist exists and the caller IP is not on it",
  },
  payout_whitelist_required: { status: 401, group: "auth", condition: "Payout key has no IP whitelist yet" },
  widget_key_missing: { status: 401, group: "widget", condition: "X-Sdk-Key absent or empty" },
  widget_key_invalid: { status: 401, group: "widget", condition: "X-Sdk-Key unparseable" },
  widget_key_not_found: { status: 401, group: "widget", condition: "no active Payment credential for X-Sdk-Key" },
  origin_not_allowed: {
    status: 401,
    group: "widget",
    condition: "browser Origin not allowed (identical answer from both checks)",
  },

  // Invoice codes
  invoice_not_found: { status: 404, group: "invoice", condition: "id unknown or owned by another merchant" },
  project_not_found: { status: 404, group: "invoice", condition: "project_id unknown or not visible to the caller" },
  project_state_invalid: { status: 409, group: "invoice", condition: "project is not Active" },
  invoice_terminal: { status: 410, group: "invoice", condition: "confirm-payment on an expired or cancelled invoice" },
  invoice_deadline_passed: { status: 410, group: "invoice", condition: "confirm-payment after the deadline" },
  requested_amount_invalid: {
    status: 400,
    group: "invoice",
    condition: "amount missing, malformed, out of decimal range, or not positive",
  },
  invoice_amount_below_minimum: {
    status: 400,
    group: "invoice",
    condition: "computed USD value below the per-token/per-network minimum",
  },
  deposit_amount_exceeds_limit: {
    status: 400,
    group: "invoice",
    condition: "computed USD value above the merchant's per-deposit cap",
  },
  currency_not_enabled_for_project: {
    status: 400,
    group: "invoice",
    condition: "crypto currency not in the project's enabled tokens",
  },
  tokens_required: { status: 409, group: "invoice", condition: "project has no enabled tokens" },
  acceptance_disabled: { status: 503, group: "invoice", condition: "requested token not accepted now" },
  exchange_rate_unavailable: { status: 503, group: "invoice", condition: "no fresh rate for the token/fiat pair" },
  network_unavailable: { status: 503, group: "invoice", condition: "auto-confirmation cannot use the chosen network" },
  payment_method_unavailable: {
    status: 503,
    group: "invoice",
    condition: "chosen token/network cannot take a payment now",
  },
  client_confirmation_failed: {
    status: 409,
    group: "invoice",
    condition: "customer-side confirmation rejected; detail gives the reason",
  },
  invoice_not_awaiting_client: {
    status: 409,
    group: "invoice",
    condition: "confirm-payment when not in awaiting_client",
  },
  invoice_cannot_be_cancelled: { status: 409, group: "invoice", condition: "cancel when not in awaiting_client" },
  simulate_payment_failed: { status: 409, group: "invoice", condition: "sandbox simulation rejected" },
  not_sandbox: { status: 403, group: "invoice", condition: "simulate-payment on a production invoice" },

  // Widget codes
  widget_inactive: { status: 403, group: "widget", condition: "widget switched off or never initialized" },
  terminal_not_enabled: {
    status: 403,
    group: "widget",
    condition: "source=terminal but project integration is not Terminal",
  },
  embed_not_enabled: {
    status: 403,
    group: "widget",
    condition: "source=embed but project integration is not Low-Code",
  },

  // Payment channel codes
  payment_channels_disabled: {
    status: 503,
    group: "channel",
    condition: "channels not enabled for the account in this environment",
  },
  payment_channel_not_found: {
    status: 404,
    group: "channel",
    condition: "pc_ id unknown, another merchant's, other environment, or outside the key's project scope",
  },
  payment_channel_deposit_not_found: { status: 404, group: "channel", condition: "pcd_ id unresolved" },
  payment_channel_external_id_invalid: {
    status: 400,
    group: "channel",
    condition: "external_id empty, blank, or over 128 characters",
  },
  payment_channel_project_has_no_supported_tokens: {
    status: 409,
    group: "channel",
    condition: "project enables no token a channel can collect",
  },
  payment_channel_simulation_sandbox_only: {
    status: 403,
    group: "channel",
    condition: "simulate-deposit on a production channel",
  },

  // Withdrawal codes
  withdrawal_not_found: { status: 404, group: "withdrawal", condition: "id unknown or owned by another merchant" },
  insufficient_balance: { status: 409, group: "withdrawal", condition: "available balance below amount + fee" },
  whitelist_required: {
    status: 403,
    group: "withdrawal",
    condition: "destination address not on the withdrawal whitelist for the network",
  },
  destination_address_invalid: {
    status: 400,
    group: "withdrawal",
    condition: "address fails network format/checksum validation",
  },
  withdrawal_amount_below_minimum: {
    status: 400,
    group: "withdrawal",
    condition: "below the policy minimum for the token",
  },
  withdrawal_quota_exceeded: {
    status: 409,
    group: "withdrawal",
    condition: "active-withdrawals count reached the merchant's limit",
  },
  withdrawal_amount_exceeds_limit: {
    status: 400,
    group: "withdrawal",
    condition: "USD equivalent of principal above the per-transaction cap",
  },
  withdrawal_not_enabled: { status: 400, group: "withdrawal", condition: "token/network pair not paid out" },
  withdrawal_cannot_be_cancelled: { status: 409, group: "withdrawal", condition: "past the cancellable state" },
  withdrawal_simulation_failed: { status: 409, group: "withdrawal", condition: "sandbox simulate_completion rejected" },
  merchant_suspended: { status: 403, group: "withdrawal", condition: "merchant suspended for outbound flows" },
  outbound_frozen: {
    status: 503,
    group: "withdrawal",
    condition: "outbound transfers frozen platform-wide or for the network and token",
  },
  withdrawal_network_unavailable: {
    status: 503,
    group: "withdrawal",
    condition: "payouts of this token on this network cannot settle now",
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Codes the spec retired in favour of another; a client reading an old answer maps them. */
export const RETIRED_CODES: Readonly<Record<string, ErrorCode>> = {
  no_available_address: "payment_method_unavailable",
  address_lease_failed: "payment_method_unavailable",
  bridge_unavailable: "payment_method_unavailable",
};

export const HTTP_TITLES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** The provider's documentation, where each code's `type` links (its SDKs' AGENTS.md and README examples). */
export const DEFAULT_DOCS_URL = "https://paymos.io/docs";

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}

export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function titleOf(code: ErrorCode): string {
  return HTTP_TITLES[statusOf(code)] ?? "Error";
}

/** The problem `type` URI: `{docs_url}/errors/codes#<code>`, stable per code. */
export function problemType(code: ErrorCode, docsUrl: string = DEFAULT_DOCS_URL): string {
  return `${docsUrl.replace(/\/+$/, "")}/errors/codes#${code}`;
}
