/**
 * The facts of the provider's SDK conformance contract, written out by us as test data: Paymos-labs/typescript-sdk
 * `conformance/contract.json` (schema 1, read 2026-11-27 at commit 2947d1b0640516b2a5b82d82863bedc386951e9b), each
 * under the contract's own key so a failing case names the fact it broke. Where a case comes from the SDK's source
 * rather than the contract file, `source` says which file. Test data only.
 */

export const CONTRACT_FILE = "Paymos-labs/typescript-sdk conformance/contract.json";

/** `request_signing`: how a merchant request is signed. */
export const REQUEST_SIGNING = {
  algorithm: "HMAC-SHA256",
  signature_encoding: "base64",
  timestamp_header: "X-Request-Timestamp",
  authorization_format: "HMAC-SHA256 {api_key}:{signature}",
  /** Five components joined by LF, no trailing newline. */
  canonical_format: [
    "{timestamp}",
    "{uppercase_method}",
    "{path}",
    "{query_with_optional_leading_question_mark}",
    "{body_hash}",
  ],
  /** Lowercase hex SHA-256 of the exact body bytes; the empty string when there is no body, never sha256(""). */
  body_hash: { no_body: "", never: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" },
} as const;

/** `query`: how a list request's query is built and signed. */
export const QUERY = {
  encoding: "RFC3986",
  sort_keys: true,
  sort_repeated_values: true,
  include_leading_question_mark_in_signature: true,
} as const;

/** `retry`: the SDK's retry policy (ours differs on purpose in four of these: docs/api-gaps.md). */
export const RETRY = {
  default_max_retries: 2,
  default_base_delay_ms: 150,
  retry_after: true,
  transport_errors: ["GET", "HEAD", "OPTIONS"],
  http_5xx: ["GET", "HEAD", "OPTIONS"],
  http_429: ["GET", "HEAD", "OPTIONS", "POST"],
} as const;

/** `pagination`: the SDK's list iterators. */
export const PAGINATION = {
  default_max_pages: 100,
  next_cursor_field: "next_cursor",
  reject_repeated_cursor: true,
} as const;

/** `errors`: the SDK's error class of each HTTP status. */
export const ERROR_CLASSES = {
  400: "validation",
  401: "authentication",
  403: "authentication",
  404: "not_found",
  409: "conflict",
  410: "gone",
  429: "rate_limit",
  500: "server",
  503: "unavailable",
} as const;

export interface ContractOperation {
  readonly resource: string;
  readonly operation: string;
  readonly method: "GET" | "POST";
  readonly path: string;
}

/** `resources`: the 21 operations, `{id}` for the resource id. */
export const RESOURCES: readonly ContractOperation[] = [
  { resource: "system", operation: "time", method: "GET", path: "/v1/time" },
  { resource: "invoices", operation: "create", method: "POST", path: "/v1/invoices" },
  { resource: "invoices", operation: "get", method: "GET", path: "/v1/invoices/{id}" },
  { resource: "invoices", operation: "list", method: "GET", path: "/v1/invoices" },
  { resource: "invoices", operation: "cancel", method: "POST", path: "/v1/invoices/{id}/cancel" },
  { resource: "invoices", operation: "confirm_payment", method: "POST", path: "/v1/invoices/{id}/confirm-payment" },
  {
    resource: "invoices",
    operation: "simulate_payment",
    method: "POST",
    path: "/v1/sandbox/invoices/{id}/simulate-payment",
  },
  { resource: "withdrawals", operation: "create", method: "POST", path: "/v1/withdrawals" },
  { resource: "withdrawals", operation: "get", method: "GET", path: "/v1/withdrawals/{id}" },
  { resource: "withdrawals", operation: "list", method: "GET", path: "/v1/withdrawals" },
  { resource: "withdrawals", operation: "cancel", method: "POST", path: "/v1/withdrawals/{id}/cancel" },
  {
    resource: "withdrawals",
    operation: "simulate_completion",
    method: "POST",
    path: "/v1/sandbox/withdrawals/{id}/simulate-completion",
  },
  { resource: "balances", operation: "get", method: "GET", path: "/v1/balances" },
  { resource: "payment_channels", operation: "create", method: "POST", path: "/v1/payment-channels" },
  { resource: "payment_channels", operation: "get", method: "GET", path: "/v1/payment-channels/{id}" },
  { resource: "payment_channels", operation: "list", method: "GET", path: "/v1/payment-channels" },
  { resource: "payment_channels", operation: "block", method: "POST", path: "/v1/payment-channels/{id}/block" },
  { resource: "payment_channels", operation: "unblock", method: "POST", path: "/v1/payment-channels/{id}/unblock" },
  {
    resource: "payment_channels",
    operation: "simulate_deposit",
    method: "POST",
    path: "/v1/sandbox/payment-channels/{id}/simulate-deposit",
  },
  { resource: "payment_channel_deposits", operation: "list", method: "GET", path: "/v1/payment-channel-deposits" },
  { resource: "payment_channel_deposits", operation: "get", method: "GET", path: "/v1/payment-channel-deposits/{id}" },
];

export interface SigningVector {
  readonly api_key: string;
  readonly api_secret: string;
  readonly timestamp: string;
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly query: string;
  readonly body: string;
  readonly body_sha256: string;
  readonly signature: string;
}

/** `vectors.post_signing`, `vectors.post_empty_body_signing`, `vectors.get_query_signing`. */
export const SIGNING_VECTORS = {
  post_signing: {
    api_key: "pk_test_key",
    api_secret: "sk_test_secret",
    timestamp: "1700000000",
    method: "POST",
    path: "/v1/invoices",
    query: "",
    body: '{"amount":"10.00"}',
    body_sha256: "e9eb495accbce2a0e95bbe079b9f9e42ccae20371c1516e3ed3036d2a787cf53",
    signature: "AS+pbf8GlSGee9Oh5XhpasBpXB488AGEoqjDMx+dwak=",
  },
  post_empty_body_signing: {
    api_key: "pk_test_key",
    api_secret: "sk_test_secret",
    timestamp: "1700000000",
    method: "POST",
    path: "/v1/invoices/inv_74BPZFhr9qy9Uz2fbRkdJX/cancel",
    query: "",
    body: "",
    body_sha256: "",
    signature: "3vOr/bIyVDPQWapX33E1H5tdzAseP+orHIX0q/HNuR8=",
  },
  get_query_signing: {
    api_key: "pk_test_key",
    api_secret: "sk_test_secret",
    timestamp: "1700000000",
    method: "GET",
    path: "/v1/invoices",
    query: "?limit=50&project_id=prj%2Fa&status=paid&status=paid_over",
    body: "",
    body_sha256: "",
    signature: "O8M5GGSzzJAgj5w1jDViIWS4njJvohvnZi7+twuG+e0=",
  },
} as const satisfies Record<string, SigningVector>;

/** The filters the SDK's own conformance test builds `get_query_signing.query` from (`tests/conformance.test.ts`). */
export const GET_QUERY_FILTERS = { status: ["paid_over", "paid"], project_id: "prj/a", limit: 50 } as const;

/** `vectors.webhook`: two v1 signatures (a rotation), the second one matching. */
export const WEBHOOK_VECTOR = {
  secret: "whsec_test_secret",
  timestamp: 1700000000,
  now: 1700000000,
  tolerance_seconds: 300,
  raw_body:
    '{"event_id":"evt_123","event_type":"invoice.paid","version":1,"occurred_at":1700000000,"data":{"invoice_id":"inv_123"}}',
  signature: "8f62822925c2d12af1b822edcc1e9392ce064c20d003cbbc11f131485348005b",
  header:
    "t=1700000000,v1=ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff,v1=8f62822925c2d12af1b822edcc1e9392ce064c20d003cbbc11f131485348005b",
} as const;

/** `vectors.problem_details`: a flat problem about one field (on a 409) and a multi-field one with one entry. */
export const PROBLEM_VECTORS = {
  flat: {
    type: "about:blank",
    title: "Conflict",
    status: 409,
    detail: "Conflict.",
    code: "conflict",
    field: "client_request_id",
  },
  multi: {
    type: "about:blank",
    title: "Bad Request",
    status: 400,
    detail: "Validation failed.",
    code: "validation_failed",
    errors: [{ code: "field_required", field: "address", message: "Required." }],
  },
} as const;
