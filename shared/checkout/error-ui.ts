/**
 * What a checkout screen does with an error (category, the customer's message, whether retrying helps): the
 * behaviours, the client's own codes, the statuses, and the loader of the catalogue's table (error-catalogue.ts), which
 * only a request that failed with an answer needs. The widget and the terminal read it; the developer's console hints
 * are a table of their own (error-hints.ts), loaded only when one is printed.
 */

import { RETIRED_CODES } from "../api/codes.ts";
import type { ClientErrorCode } from "../api/api-error.ts";
import type { UI_BEHAVIOUR_BY_CODE } from "./error-catalogue.ts";

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
// catalogue's table (error-catalogue.ts) uses these and a few of its own.
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
/** No answer came while the browser says it is online: the API is down, blocked, or `api-base` is wrong. */
const UNREACHABLE: UiErrorBehaviour = { category: "unreachable", messageKey: "error.unreachable", retryable: true };
const ABORTED: UiErrorBehaviour = { category: "aborted", messageKey: "error.aborted", retryable: true };

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

/** The catalogue's table once loadErrorCatalogue() has brought it; until then an answer's code is read by its status. */
let catalogue: typeof UI_BEHAVIOUR_BY_CODE | undefined;
let catalogueLoading: Promise<void> | undefined;

/**
 * Loads the catalogue's table (error-catalogue.ts), once: a module of its own, which a checkout whose requests all
 * succeed never fetches. A failed load (the network dropped) is tried again by the next call.
 */
export function loadErrorCatalogue(): Promise<void> {
  catalogueLoading ??= import("./error-catalogue.ts").then(
    (loaded) => {
      catalogue = loaded.UI_BEHAVIOUR_BY_CODE;
    },
    () => {
      catalogueLoading = undefined;
    },
  );
  return catalogueLoading;
}

/**
 * Resolves once errorBehaviour() can read what `err` says: at once when no answer came (the client's own codes need
 * no catalogue, and an offline browser could not fetch it), else when the catalogue has loaded, or failed to, in
 * which case the status decides, as it does for a code newer than this build.
 */
export function readyToClassify(err: unknown): Promise<void> {
  const status = (err as { status?: unknown } | null | undefined)?.status;
  return typeof status === "number" && status > 0 ? loadErrorCatalogue() : Promise.resolve();
}

/**
 * The UI behaviour for an error code and the HTTP status it came with: catalogued codes from the catalogue's table
 * (once loaded: see readyToClassify), retired codes through their replacement, client codes (network_error, timeout,
 * invalid_response, aborted), and a code newer than this build by its status (no answer at all: the service could
 * not be reached).
 */
export function errorBehaviour(code: string, status?: number): UiErrorBehaviour {
  const current = isKeyOf(RETIRED_CODES, code) ? RETIRED_CODES[code] : code;
  if (catalogue && current !== undefined && isKeyOf(catalogue, current)) return catalogue[current];
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
