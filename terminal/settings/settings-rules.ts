/** Terminal settings: their shape, defaults and the validation run when staff press "Save". */
import { FIAT_MINOR_UNITS, isFiat } from "../../shared/api/networks.ts";
import type { PinHash } from "./pin.ts";

export const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];

export interface TerminalSettings {
  apiBase: string;
  sdkKey: string;
  projectId: string;
  shopName: string;
  currency: string;
  locale: Locale;
  /** Percentages offered as one-tap tips; empty hides the tip row. */
  tipPresets: number[];
  customerFeePercent: number | null;
  pin: PinHash | null;
  deviceId: string;
}

/** What the form holds: every field a string, as typed. */
export interface SettingsForm {
  apiBase: string;
  sdkKey: string;
  projectId: string;
  shopName: string;
  currency: string;
  locale: string;
  tipPresets: string;
  customerFeePercent: string;
}

export type SettingsField = keyof SettingsForm;

/** Message keys (see i18n) per failing field. */
export type SettingsErrors = Partial<Record<SettingsField, SettingsErrorKey>>;
export type SettingsErrorKey =
  | "error.required"
  | "error.url"
  | "error.sdkKey"
  | "error.projectId"
  | "error.tooLong"
  | "error.currency"
  | "error.locale"
  | "error.tips"
  | "error.percent";

export const MAX_SHOP_NAME = 60;
export const MAX_TIP_PRESETS = 4;

const KEY_ID = /^pk_(test|live)_[A-Za-z0-9_-]+$/;
const PROJECT_ID = /^prj_[A-Za-z0-9_-]+$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

export function minorUnitOf(currency: string): number {
  return FIAT_MINOR_UNITS[currency] ?? 2;
}

export function formFromSettings(s: TerminalSettings | undefined, origin: string): SettingsForm {
  return {
    apiBase: s?.apiBase ?? origin,
    sdkKey: s?.sdkKey ?? "",
    projectId: s?.projectId ?? "",
    shopName: s?.shopName ?? "",
    currency: s?.currency ?? "EUR",
    locale: s?.locale ?? "en",
    tipPresets: s ? s.tipPresets.join(", ") : "",
    customerFeePercent: s?.customerFeePercent == null ? "" : String(s.customerFeePercent),
  };
}

function parsePercent(text: string): number | null {
  if (!PERCENT.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= 100 ? n : null;
}

export type SettingsResult =
  | { ok: true; value: Omit<TerminalSettings, "pin" | "deviceId"> }
  | { ok: false; errors: SettingsErrors };

export function validateSettings(form: SettingsForm): SettingsResult {
  const errors: SettingsErrors = {};
  const f = { ...form };
  for (const field of Object.keys(f) as SettingsField[]) f[field] = f[field].trim();

  let apiBase = f.apiBase;
  if (!apiBase) errors.apiBase = "error.required";
  else {
    try {
      const u = new URL(apiBase);
      if (u.protocol !== "https:" && u.protocol !== "http:") errors.apiBase = "error.url";
      apiBase = u.origin + u.pathname.replace(/\/+$/, "");
    } catch {
      errors.apiBase = "error.url";
    }
  }

  if (!f.sdkKey) errors.sdkKey = "error.required";
  else if (!KEY_ID.test(f.sdkKey)) errors.sdkKey = "error.sdkKey";

  if (!f.projectId) errors.projectId = "error.required";
  else if (!PROJECT_ID.test(f.projectId)) errors.projectId = "error.projectId";

  if (!f.shopName) errors.shopName = "error.required";
  else if (f.shopName.length > MAX_SHOP_NAME) errors.shopName = "error.tooLong";

  if (!isFiat(f.currency)) errors.currency = "error.currency";
  if (!(LOCALES as readonly string[]).includes(f.locale)) errors.locale = "error.locale";

  const tipPresets: number[] = [];
  if (f.tipPresets) {
    const parts = f.tipPresets.split(/[,;\s]+/).filter(Boolean);
    for (const p of parts) {
      const n = parsePercent(p.replace(/%$/, ""));
      if (n === null || n === 0) {
        errors.tipPresets = "error.tips";
        break;
      }
      if (!tipPresets.includes(n)) tipPresets.push(n);
    }
    if (tipPresets.length > MAX_TIP_PRESETS) errors.tipPresets = "error.tips";
  }

  let customerFeePercent: number | null = null;
  if (f.customerFeePercent) {
    customerFeePercent = parsePercent(f.customerFeePercent);
    if (customerFeePercent === null) errors.customerFeePercent = "error.percent";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      apiBase,
      sdkKey: f.sdkKey,
      projectId: f.projectId,
      shopName: f.shopName,
      currency: f.currency,
      locale: f.locale as Locale,
      tipPresets: tipPresets.sort((a, b) => a - b),
      customerFeePercent,
    },
  };
}
