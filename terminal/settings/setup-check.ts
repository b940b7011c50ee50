/**
 * Asks the payment service, when settings are saved, whether the key and project can take terminal sales, so a wrong
 * one is named at setup rather than at the first Charge. No invoice is made: the check is the API's project route
 * (ours: GET /public/v1/sdk/projects/{id}?source=terminal), answered with the same codes a create would meet.
 */
import { ApiError } from "../../shared/api/api-error.ts";
import { SdkClient } from "../../shared/client/sdk-client.ts";
import { configFixFor } from "./config-fix.ts";
import type { SettingsError, SettingsField, TerminalSettings } from "./settings-rules.ts";

/** Why a setup was saved without a check: no network, no answer, a service without the route, or a busy one. */
export type UncheckedReason = "offline" | "unreachable" | "unsupported" | "unavailable";

export type SetupCheck =
  | { readonly kind: "passed" }
  | { readonly kind: "refused"; readonly field: SettingsField; readonly error: SettingsError }
  | { readonly kind: "unchecked"; readonly reason: UncheckedReason };

export type CheckSetup = (settings: Pick<TerminalSettings, "apiBase" | "sdkKey" | "projectId">) => Promise<SetupCheck>;

/** Long enough for a slow shop network, short enough that staff do not wonder whether "Save" worked. */
const CHECK_TIMEOUT_MS = 8000;

export interface SetupCheckOptions {
  fetch?: typeof fetch;
  /** Whether the device believes it has a network (navigator.onLine). */
  online: () => boolean;
  /** This terminal's own origin, named when the project does not allow it. */
  origin: string;
}

export function setupChecker({ fetch: fetchImpl, online, origin }: SetupCheckOptions): CheckSetup {
  return async (settings) => {
    if (!online()) return { kind: "unchecked", reason: "offline" };
    const client = new SdkClient({
      baseUrl: settings.apiBase,
      sdkKey: settings.sdkKey,
      timeoutMs: CHECK_TIMEOUT_MS,
      retry: { maxRetries: 0 },
      ...(fetchImpl ? { fetch: (input, init) => fetchImpl(input, init) } : {}),
    });
    try {
      await client.checkProject(settings.projectId, "terminal");
      return { kind: "passed" };
    } catch (err) {
      return checkFailure(err, origin);
    }
  };
}

function checkFailure(err: unknown, origin: string): SetupCheck {
  if (!(err instanceof ApiError)) throw err;
  if (err.code === "network_error" || err.code === "timeout") return { kind: "unchecked", reason: "unreachable" };
  // route_not_found here means a service without the route (the provider's contract has none), not a wrong API base:
  // nothing can be learnt before a sale.
  const fix = err.code === "route_not_found" ? null : configFixFor(err.code, err.field);
  if (fix) return { kind: "refused", field: fix.field, error: { key: fix.message, params: { origin } } };
  if (err.status === 404 || err.status === 405) return { kind: "unchecked", reason: "unsupported" };
  return { kind: "unchecked", reason: "unavailable" };
}
