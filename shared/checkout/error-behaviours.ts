/**
 * The behaviours a checkout screen gives an error (its category, the customer's message, whether retrying helps), one
 * object each, which the status rules (error-ui.ts) and the catalogue's table (error-catalogue.ts) both name.
 */

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

// One object per behaviour, shared by its codes (readonly, never mutated), so the tables read as lists of names; the
// catalogue's table (error-catalogue.ts) uses these and a few of its own; error-ui.ts adds the client's own.
export const CONFIG: UiErrorBehaviour = {
  category: "merchant_configuration",
  messageKey: "error.merchant_configuration",
  retryable: false,
};
export const INVALID: UiErrorBehaviour = {
  category: "invalid_request",
  messageKey: "error.invalid_request",
  retryable: false,
};
export const LATER: UiErrorBehaviour = { category: "retry_later", messageKey: "error.retry_later", retryable: true };
export const RATE_LIMITED: UiErrorBehaviour = {
  category: "retry_later",
  messageKey: "error.rate_limited",
  retryable: true,
};
export const NOT_FOUND: UiErrorBehaviour = { category: "not_found", messageKey: "error.not_found", retryable: false };
export const FINAL: UiErrorBehaviour = {
  category: "already_final",
  messageKey: "error.already_final",
  retryable: false,
};
export const EXPIRED: UiErrorBehaviour = { category: "expired", messageKey: "error.expired", retryable: false };
/** The browser says it has no network (navigator.onLine, the offline event): see withBrowserOffline. */
export const OFFLINE: UiErrorBehaviour = { category: "offline", messageKey: "error.offline", retryable: true };
