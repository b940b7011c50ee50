/** The template of each screen: what the route shows, filled from the shell's controllers, its events wired to the shell. */
import { html, nothing, type TemplateResult } from "lit";
import type { Route } from "../routes.ts";
import { isTestKey, type SettingsField } from "../../settings/settings-rules.ts";
import { minorUnitOf } from "../../money/money.ts";
import { validLocale } from "../../i18n/languages.ts";
import { translator } from "../../i18n/translate.ts";
import type { SaveSettingsRequest, SettingsController } from "../../settings/settings-controller.ts";
import type { SaleController } from "../../sale/sale-controller.ts";
import type { HistoryController } from "../../history/history-controller.ts";
import type { ChargeDetail, PreparedSale } from "../../sale/sale-request.ts";
import { sharedSettingsOf, type SharedSettings } from "../../pairing/pairing-types.ts";
import type { RelayController } from "../../relay/relay-controller.ts";

/** What the shell does when a screen asks. */
export interface ScreenActions {
  go(route: Route): void;
  /** Shows a screen again (fresh data) without a history entry. */
  show(route: Route): void;
  charge(detail: ChargeDetail): void;
  endSale(): void;
  /** Ends the sale on screen and prepares a new one on the keypad. */
  chargeRest(sale: PreparedSale): void;
  fixSetting(field: SettingsField): void;
  saveSettings(request: SaveSettingsRequest): void;
  applyPairing(settings: SharedSettings): void;
  /** Staff confirmed stored settings that changed without the PIN: check them with the API, then use them. */
  approveStored(settings: SharedSettings): void;
  /** Trade a relay pairing link's code for this tablet's credential. */
  pairRelay(relayUrl: string, code: string): void;
  unpairRelay(): void;
}

export interface ScreenContext {
  readonly settings: SettingsController;
  readonly sale: SaleController;
  readonly history: HistoryController;
  readonly relay: RelayController;
  readonly online: boolean;
  readonly actions: ScreenActions;
}

function pinGate(c: ScreenContext, reason: "settings" | "pairing" | "relay" | "review" = "settings"): TemplateResult {
  return html`<pos-pin-gate
    .locale=${c.settings.locale}
    reason=${reason}
    ?wrong=${c.settings.pinWrong}
    retry-at=${c.settings.pinRetryAt ?? 0}
    ?checking=${c.settings.checkingPin}
    @pos-unlock=${(e: CustomEvent<string>) => void c.settings.unlock(e.detail)}
  ></pos-pin-gate>`;
}

export function settingsScreen(c: ScreenContext, firstRun: boolean): TemplateResult {
  const s = c.settings;
  return html`<pos-settings
    .form=${s.form}
    .errors=${s.errors}
    .locale=${s.settings?.locale ?? validLocale(s.form.locale) ?? "en"}
    ?first-run=${firstRun}
    ?pin-set=${Boolean(s.settings?.pin)}
    ?saved=${s.saved}
    ?checking=${s.checkingSetup}
    .unchecked=${s.unchecked}
    @pos-save-settings=${(e: CustomEvent<SaveSettingsRequest>) => c.actions.saveSettings(e.detail)}
    >${
      s.settings
        ? html`<pos-pair-share slot="pairing" .settings=${sharedSettingsOf(s.settings)} .locale=${s.settings.locale}></pos-pair-share>
<pos-relay-settings slot="pairing" .relay=${c.relay} .locale=${s.settings.locale} @pos-unpair-relay=${() => c.actions.unpairRelay()}></pos-relay-settings>`
        : nothing
    }</pos-settings
  >`;
}

/** The relay's pairing link works before any setup too; on a tablet with a PIN it asks for the PIN first. */
export function relayPairScreen(c: ScreenContext, query: string): TemplateResult {
  if (!c.settings.open) return pinGate(c, "relay");
  return html`<pos-relay-pair
    query=${query}
    .locale=${c.settings.locale}
    .relay=${c.relay}
    @pos-pair-relay=${(e: HTMLElementEventMap["pos-pair-relay"]) => c.actions.pairRelay(e.detail.relayUrl, e.detail.code)}
  ></pos-relay-pair>`;
}

/** The API refused the settings' key or project (checked before anything is stored): the first reason, in words. */
function firstRefusal(c: ScreenContext): string | null {
  const refused = Object.values(c.settings.errors)[0];
  if (refused === undefined) return null;
  const t = translator(c.settings.locale);
  return typeof refused === "string" ? t(refused) : t(refused.key, refused.params);
}

/** The pairing screen works before any setup too; on a tablet with a PIN it asks for the PIN first. */
export function pairScreen(c: ScreenContext, code: string): TemplateResult {
  if (!c.settings.open) return pinGate(c, "pairing");
  const current = c.settings.settings;
  return html`<pos-pair
    code=${code}
    .locale=${c.settings.locale}
    current-api-base=${current?.apiBase ?? c.settings.form.apiBase}
    current-sdk-key=${current?.sdkKey ?? ""}
    current-project-id=${current?.projectId ?? ""}
    ?checking=${c.settings.checkingSetup}
    .refusal=${firstRefusal(c)}
    @pos-apply-pairing=${(e: CustomEvent<SharedSettings>) => c.actions.applyPairing(e.detail)}
  ></pos-pair>`;
}

/**
 * Stored settings changed without the PIN (settings-controller.ts `unapproved`): the PIN first, then the same review
 * a changed pairing link gets, against what the PIN last approved. The settings form is the other way out.
 */
export function reviewScreen(c: ScreenContext, route: Route): TemplateResult {
  const stored = c.settings.unapproved;
  if (!stored || !c.settings.open) return pinGate(c, "review");
  if (route.name === "settings") return settingsScreen(c, false);
  const approved = c.settings.lastApproved;
  return html`<pos-pair
    .stored=${sharedSettingsOf(stored)}
    .locale=${c.settings.locale}
    current-api-base=${approved?.apiBase ?? ""}
    current-sdk-key=${approved?.sdkKey ?? ""}
    current-project-id=${approved?.projectId ?? ""}
    ?checking=${c.settings.checkingSetup}
    .refusal=${firstRefusal(c)}
    @pos-apply-pairing=${(e: CustomEvent<SharedSettings>) => c.actions.approveStored(e.detail)}
  ></pos-pair>`;
}

export function screenFor(route: Route, c: ScreenContext): TemplateResult | typeof nothing {
  const s = c.settings.settings;
  if (!s) return nothing;
  const { sale, history, actions } = c;
  const print = (e: CustomEvent<{ saleId: string }>) => actions.go({ name: "receipt", saleId: e.detail.saleId });
  switch (route.name) {
    case "sale":
      return html`<pos-sale
        .currency=${s.currency}
        .minorUnit=${minorUnitOf(s.currency)}
        .locale=${s.locale}
        .tipPresets=${s.tipPresets}
        .quickItems=${s.quickItems}
        .online=${c.online}
        @pos-charge=${(e: CustomEvent<ChargeDetail>) => actions.charge(e.detail)}
      ></pos-sale>`;
    case "pay":
      return html`<pos-payment
        .state=${sale.checkout}
        .sale=${sale.sale}
        .locale=${s.locale}
        ?resumed=${sale.resumed}
        relay=${c.relay.state}
        @pos-select-method=${(e: HTMLElementEventMap["pos-select-method"]) => sale.selectMethod(e.detail)}
        @pos-cancel-sale=${() => sale.cancel()}
        @pos-page-message=${(e: HTMLElementEventMap["pos-page-message"]) => sale.reportFromPage(e.detail)}
        @pos-retry=${() => sale.retry()}
        @pos-fix-setting=${(e: HTMLElementEventMap["pos-fix-setting"]) => actions.fixSetting(e.detail.field)}
        @pos-sale-ended=${() => actions.endSale()}
        @pos-charge-rest=${(e: HTMLElementEventMap["pos-charge-rest"]) => actions.chargeRest(e.detail)}
        @pos-print=${print}
      ></pos-payment>`;
    case "history":
      return html`<pos-history
        .sales=${history.sales}
        .locale=${s.locale}
        active-sale-id=${sale.inProgress ? (sale.sale?.id ?? "") : ""}
        ?refreshing=${history.refreshing}
        @pos-print=${print}
        @pos-resume-sale=${() => actions.go({ name: "pay" })}
        @pos-refresh=${() => actions.show({ name: "history" })}
      ></pos-history>`;
    case "report":
      return html`<pos-report
        .sales=${history.sales}
        .currency=${s.currency}
        .locale=${s.locale}
        shop-name=${s.shopName}
        ?test-mode=${isTestKey(s.sdkKey)}
        ?refreshing=${history.refreshing}
        .loadShopDay=${c.relay.pairing ? (date: string) => c.relay.use((agent) => agent.shopDay(date)) : null}
        @pos-refresh=${() => actions.show({ name: "report" })}
      ></pos-report>`;
    case "receipt":
      return html`<pos-receipt
        .sale=${history.receiptSale}
        .locale=${s.locale}
        shop-name=${s.shopName}
        ?test-mode=${history.receiptSale?.test ?? isTestKey(s.sdkKey)}
      ></pos-receipt>`;
    case "settings":
      return c.settings.open ? settingsScreen(c, false) : pinGate(c);
    case "pair":
      return pairScreen(c, route.code);
    case "relay-pair":
      return relayPairScreen(c, route.query);
  }
}
