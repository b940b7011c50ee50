/** For errors staff fix in the settings or the dashboard: which setting to open and which explanation to show. */
import type { MessageKey } from "../i18n/messages.ts";
import type { SettingsField } from "./settings-rules.ts";

export interface ConfigFix {
  readonly field: SettingsField;
  readonly message: MessageKey;
}

const BY_CODE: Readonly<Record<string, ConfigFix>> = {
  terminal_not_enabled: { field: "projectId", message: "problem_terminal_not_enabled" },
  widget_inactive: { field: "projectId", message: "problem_widget_inactive" },
  widget_key_missing: { field: "sdkKey", message: "problem_widget_key" },
  widget_key_invalid: { field: "sdkKey", message: "problem_widget_key" },
  widget_key_not_found: { field: "sdkKey", message: "problem_widget_key" },
  // The terminal's own address must be allowed by the project; the API base is where staff check which server that is.
  origin_not_allowed: { field: "apiBase", message: "problem_origin_not_allowed" },
  project_state_invalid: { field: "projectId", message: "problem_project_state_invalid" },
  tokens_required: { field: "projectId", message: "problem_tokens_required" },
  project_not_found: { field: "projectId", message: "problem_project_not_found" },
  route_not_found: { field: "apiBase", message: "problem_merchant_configuration" },
  forbidden: { field: "sdkKey", message: "problem_merchant_configuration" },
  payment_key_required: { field: "sdkKey", message: "problem_widget_key" },
};

/** API field names of the create body → the setting they come from. */
const BY_FIELD: Readonly<Record<string, SettingsField>> = {
  project_id: "projectId",
  currency: "currency",
  customer_fee_percent: "customerFeePercent",
};

export function configFixFor(code: string, field?: string): ConfigFix | null {
  const direct = BY_CODE[code];
  if (direct) return direct;
  const setting = field ? BY_FIELD[field] : undefined;
  return setting ? { field: setting, message: "problem_merchant_configuration" } : null;
}
