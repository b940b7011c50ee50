/** Terminal settings: their shape, defaults and the validation run when staff press "Save". */
import { checkId, ID_PREFIXES, isPaymentKeyId } from "../../shared/api/ids.ts";
import { isFiat } from "../../shared/api/networks.ts";
import { parseDecimal, UNSIGNED_DECIMAL } from "../../shared/decimal/plain-decimal.ts";
import type { PinHash } from "./pin.ts";
import type { ConnectionSeal } from "./connection-seal.ts";
import { fromDecimal, minorUnitOf, toDecimal } from "../money/money.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { validLocale, type Locale } from "../i18n/languages.ts";

/** A button set in the settings: a name and a price in the shop currency (decimal string). */
export interface QuickItem {
  readonly name: string;
  readonly price: string;
}

export const MAX_QUICK_ITEMS = 24;

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
  /** Item buttons on the sale screen, in the order staff listed them; empty shows none. */
  quickItems: QuickItem[];
  pin: PinHash | null;
  deviceId: string;
  /** What the PIN last approved of the API address, key and project (connection-seal.ts); absent before a save. */
  seal?: ConnectionSeal;
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
  /** One item per line: "Espresso = 2.40". */
  quickItems: string;
}

export type SettingsField = keyof SettingsForm;

/** Per failing field: a message key (see i18n), or one with the values its placeholders name ("line {line}"). */
export type SettingsError =
  SettingsErrorKey | { readonly key: MessageKey; readonly params: Readonly<Record<string, string | number>> };
export type SettingsErrors = Partial<Record<SettingsField, SettingsError>>;
export type SettingsErrorKey =
  | "error_required"
  | "error_url"
  | "error_insecure_url"
  | "error_sdk_key"
  | "error_project_id"
  | "error_too_long"
  | "error_currency"
  | "error_locale"
  | "error_tips"
  | "error_percent";

/**
 * A sandbox key (pk_test_…, as our form requires keys to start): the terminal shows TEST MODE on every screen and
 * paper. A sale also keeps its invoice's own is_test, which its receipt follows.
 */
export function isTestKey(sdkKey: string): boolean {
  return sdkKey.startsWith("pk_test_");
}

export const MAX_SHOP_NAME = 60;
export const MAX_TIP_PRESETS = 4;
export const MAX_ITEM_NAME = 40;

/** A percent as staff type it (a tip preset, the customer fee): at most "100", at most two decimals ("12.25"). */
const PERCENT_MAX_INTEGER_DIGITS = 3;
const PERCENT_MAX_PLACES = 2;

/**
 * Loopback hosts, the only ones a plain http:// API base may name: traffic to them never leaves the device, so
 * there is nothing to intercept. Anywhere else, http would let anyone on the shop's network read the key and rewrite
 * the payment addresses on their way to the screen.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The rule for every server this tablet talks to (the API base, the shop's relay): an http(s) address, https:// unless
 * it names this device itself (isLoopbackHost). Normalised to origin and path without a trailing slash.
 */
export function checkServiceUrl(
  text: string,
): { ok: true; url: string } | { ok: false; error: "error_url" | "error_insecure_url" } {
  try {
    const u = new URL(text);
    if (u.protocol !== "https:" && u.protocol !== "http:") return { ok: false, error: "error_url" };
    if (u.protocol === "http:" && !isLoopbackHost(u.hostname)) return { ok: false, error: "error_insecure_url" };
    return { ok: true, url: u.origin + u.pathname.replace(/\/+$/, "") };
  } catch {
    return { ok: false, error: "error_url" };
  }
}

/** @param locale the language of a first-run form: the device's own, until staff choose one. */
export function formFromSettings(s: TerminalSettings | undefined, origin: string, locale: Locale = "en"): SettingsForm {
  return {
    apiBase: s?.apiBase ?? origin,
    sdkKey: s?.sdkKey ?? "",
    projectId: s?.projectId ?? "",
    shopName: s?.shopName ?? "",
    currency: s?.currency ?? "EUR",
    locale: s?.locale ?? locale,
    tipPresets: s ? s.tipPresets.join(", ") : "",
    customerFeePercent: s?.customerFeePercent == null ? "" : String(s.customerFeePercent),
    quickItems: (s?.quickItems ?? []).map((i) => `${i.name} = ${i.price}`).join("\n"),
  };
}

function parsePercent(text: string): number | null {
  const parts = parseDecimal(text, UNSIGNED_DECIMAL);
  if (!parts || parts.integer.length > PERCENT_MAX_INTEGER_DIGITS || parts.fraction.length > PERCENT_MAX_PLACES)
    return null;
  const n = Number(text);
  return n >= 0 && n <= 100 ? n : null;
}

/**
 * "Name = price" per line, up to 24, each price a positive plain amount in the currency's minor unit (normalised to
 * it: "2.4" in EUR is stored as "2.40"). Any wrong line refuses the whole list (nothing is half applied), and the
 * error names the first wrong line (counted as staff see them, blank ones included) or the limit passed.
 */
export function parseQuickItems(
  text: string,
  currency: string,
): { ok: true; items: QuickItem[] } | { ok: false; error: SettingsError } {
  const unit = minorUnitOf(currency);
  const items: QuickItem[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.lastIndexOf("=");
    const name = line.slice(0, at).trim();
    const minor =
      at < 0
        ? null
        : fromDecimal(
            line
              .slice(at + 1)
              .trim()
              .replace(",", "."),
            unit,
          );
    if (name.length > MAX_ITEM_NAME)
      return { ok: false, error: { key: "error_item_name", params: { line: index + 1, count: MAX_ITEM_NAME } } };
    if (!name || minor === null || minor <= 0n)
      return { ok: false, error: { key: "error_item_line", params: { line: index + 1 } } };
    items.push({ name, price: toDecimal(minor, unit) });
  }
  if (items.length > MAX_QUICK_ITEMS)
    return {
      ok: false,
      error: { key: "error_items_too_many", params: { limit: MAX_QUICK_ITEMS, count: items.length } },
    };
  return { ok: true, items };
}

export type SettingsResult =
  { ok: true; value: Omit<TerminalSettings, "pin" | "deviceId"> } | { ok: false; errors: SettingsErrors };

export function validateSettings(form: SettingsForm): SettingsResult {
  const errors: SettingsErrors = {};
  const f = { ...form };
  for (const field of Object.keys(f) as SettingsField[]) f[field] = f[field].trim();

  let apiBase = f.apiBase;
  if (!apiBase) errors.apiBase = "error_required";
  else {
    const checked = checkServiceUrl(apiBase);
    if (checked.ok) apiBase = checked.url;
    else errors.apiBase = checked.error;
  }

  if (!f.sdkKey) errors.sdkKey = "error_required";
  else if (!isPaymentKeyId(f.sdkKey)) errors.sdkKey = "error_sdk_key";

  if (!f.projectId) errors.projectId = "error_required";
  else if (checkId(f.projectId, ID_PREFIXES.project) !== null) errors.projectId = "error_project_id";

  if (!f.shopName) errors.shopName = "error_required";
  else if (f.shopName.length > MAX_SHOP_NAME) errors.shopName = "error_too_long";

  if (!isFiat(f.currency)) errors.currency = "error_currency";
  const locale = validLocale(f.locale);
  if (!locale) errors.locale = "error_locale";

  const tipPresets: number[] = [];
  if (f.tipPresets) {
    const parts = f.tipPresets.split(/[,;\s]+/).filter(Boolean);
    for (const p of parts) {
      const n = parsePercent(p.replace(/%$/, ""));
      if (n === null || n === 0) {
        errors.tipPresets = "error_tips";
        break;
      }
      if (!tipPresets.includes(n)) tipPresets.push(n);
    }
    if (tipPresets.length > MAX_TIP_PRESETS) errors.tipPresets = "error_tips";
  }

  let customerFeePercent: number | null = null;
  if (f.customerFeePercent) {
    customerFeePercent = parsePercent(f.customerFeePercent);
    if (customerFeePercent === null) errors.customerFeePercent = "error_percent";
  }

  // From the form as typed, not trimmed: line numbers must match what staff see.
  const quickItems = parseQuickItems(form.quickItems, isFiat(f.currency) ? f.currency : "EUR");
  if (!quickItems.ok) errors.quickItems = quickItems.error;

  if (Object.keys(errors).length > 0 || !locale || !quickItems.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      apiBase,
      sdkKey: f.sdkKey,
      projectId: f.projectId,
      shopName: f.shopName,
      currency: f.currency,
      locale,
      tipPresets: tipPresets.sort((a, b) => a - b),
      customerFeePercent,
      quickItems: quickItems.items,
    },
  };
}
