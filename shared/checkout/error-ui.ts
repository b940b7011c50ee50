/**
 * Which behaviour (error-behaviours.ts) a checkout screen gives an error: by the client's own codes, by the statuses,
 * and by the catalogue's table (error-catalogue.ts), which this loads when a request failed with an answer, the only
 * case that needs it. The widget and the terminal read it; the developer's console hints
 * are a table of their own (error-hints.ts), loaded only when one is printed.
 */

import { RETIRED_CODES } from "../api/codes.ts";
import type { ClientErrorCode } from "../api/api-error.ts";
import {
  CONFIG,
  EXPIRED,
  FINAL,
  INVALID,
  LATER,
  NOT_FOUND,
  OFFLINE,
  RATE_LIMITED,
  type UiErrorBehaviour,
} from "./error-behaviours.ts";

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
let catalogue: ReadonlyMap<string, UiErrorBehaviour> | undefined;
let catalogueLoading: Promise<void> | undefined;

/**
 * Loads the catalogue's table (error-catalogue.ts), once: a module of its own, which a checkout whose requests all
 * succeed never fetches. A failed load (the network dropped) is tried again by the next call.
 */
export function loadErrorCatalogue(): Promise<void> {
  catalogueLoading ??= import("./error-catalogue.ts").then(
    (loaded) => {
      catalogue = new Map(Object.entries(loaded.UI_BEHAVIOUR_BY_CODE));
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
  const catalogued = current === undefined ? undefined : catalogue?.get(current);
  if (catalogued) return catalogued;
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
