/** <pos-app>: the terminal's shell. Opens the store, routes between screens and passes each screen its controller's data. */
import { LitElement, html, nothing } from "lit";
import { posAppStyles } from "./pos-app.styles.ts";
import { baseStyles, themeTokens } from "../theme.styles.ts";
import { routeHash, type Route } from "../routes.ts";
import { RouteController } from "../route-controller.ts";
import { ConnectivityController } from "../../pwa/connectivity-controller.ts";
import type { ChargeDetail } from "../events.ts";
import { TerminalDb } from "../../store/terminal-db.ts";
import { loadLocale, translator } from "../../i18n/translate.ts";
import { minorUnitOf, validLocale } from "../../settings/settings-rules.ts";
import { SettingsController, type SaveSettingsRequest } from "../../settings/settings-controller.ts";
import { SaleController } from "../../sale/sale-controller.ts";
import { HistoryController } from "../../history/history-controller.ts";
import { registerServiceWorker, type UpdateHandle } from "../../pwa/sw-update.ts";
import { ScreenWakeLock } from "../../pwa/wake-lock.ts";
import { signalPaid } from "../../pwa/paid-signal.ts";
import type { SettingsField } from "../../settings/settings-rules.ts";
import "../../views/pos-sale/pos-sale.ts";
import "../../views/pos-settings/pos-settings.ts";
import "../../views/pos-pin-gate/pos-pin-gate.ts";

/** Screens off the keypad's path load on demand; the service worker precaches them, so they load offline too. */
const loadPaymentView = () => import("../../views/pos-payment/pos-payment.ts");
const loadHistoryView = () => import("../../views/pos-history/pos-history.ts");
const loadReportView = () => import("../../views/pos-report/pos-report.ts");
const loadReceiptView = () => import("../../views/pos-receipt/pos-receipt.ts");

export class PosApp extends LitElement {
  static override styles = [themeTokens, baseStyles, posAppStyles];

  static override properties = {
    ready: { state: true },
    pendingUpdate: { state: true },
    storageError: { state: true },
  };

  declare ready: boolean;
  declare pendingUpdate: UpdateHandle | null;
  declare storageError: string;

  readonly #settings = new SettingsController(this, location.origin);
  readonly #sale = new SaleController(this, { onPaid: signalPaid });
  readonly #history = new HistoryController(this);
  readonly #wakeLock = new ScreenWakeLock();
  readonly #router = new RouteController(this, {
    redirect: (route) => {
      // While a sale runs, "new sale" means "back to that sale".
      if (route.name === "sale" && this.#sale.inProgress) return { name: "pay" };
      if (route.name === "pay" && !this.#sale.running) return { name: "sale" };
      return route;
    },
    entered: (route, from) => this.#entered(route, from),
  });
  readonly #network = new ConnectivityController(this, {
    online: (online) => this.#sale.setOnline(online, this.#settings.settings?.apiBase),
    hidden: (hidden) => this.#sale.setHidden(hidden),
  });
  #db: TerminalDb | undefined;
  #focusField: SettingsField | undefined;

  constructor() {
    super();
    this.ready = false;
    this.pendingUpdate = null;
    this.storageError = "";
  }

  override connectedCallback() {
    super.connectedCallback();
    void this.#load();
  }

  async #load() {
    try {
      this.#db = await TerminalDb.open();
      const settings = await this.#settings.load(this.#db);
      if (settings) await loadLocale(settings.locale);
      const active = await this.#db.activeSale();
      if (active && settings) {
        await this.#sale.resume(this.#db, settings, active);
        this.#router.go({ name: "pay" });
      } else this.#router.show(this.#router.route);
    } catch (err) {
      this.storageError = String(err);
    }
    this.ready = true;
    document.documentElement.lang = this.#settings.locale;
    void registerServiceWorker((update) => (this.pendingUpdate = update));
    // Warm the payment chunk while staff type the amount, so "Charge" answers at once.
    if (this.#settings.settings) setTimeout(() => void loadPaymentView(), 0);
  }

  /** What arriving on a screen starts: its data, its chunk, the wake lock on the payment screen. */
  #entered(route: Route, from: Route) {
    if (from.name === "settings" && route.name !== "settings") this.#settings.lock();
    const db = this.#db;
    const settings = this.#settings.settings;
    if ((route.name === "history" || route.name === "report") && db && settings) {
      void (route.name === "report" ? loadReportView() : loadHistoryView());
      void this.#history.load(db, settings, { refresh: true, online: navigator.onLine, runningSaleId: this.#sale.sale?.id });
    }
    if (route.name === "receipt" && db) void loadReceiptView().then(() => this.#history.openReceipt(db, route.saleId));
    if (route.name === "pay") {
      void loadPaymentView();
      void this.#wakeLock.acquire();
    } else void this.#wakeLock.release();
  }

  override updated() {
    if (this.#focusField && this.#router.is("settings")) {
      this.renderRoot.querySelector("pos-settings")?.focusField(this.#focusField);
      this.#focusField = undefined;
    }
  }

  override render() {
    // Until the settings are read, the static shell from index.html (light DOM) stays on screen: no flash.
    if (!this.ready) return html`<slot></slot>`;
    if (this.storageError) return html`<main><p role="alert">${this.storageError}</p></main>`;
    const settings = this.#settings.settings;
    if (!settings) return html`<main>${this.renderSettings(true)}</main>`;
    const t = translator(settings.locale);
    const at = (...names: Route["name"][]) => this.#router.is(...names);
    return html`<header>
        <p class="shop">${settings.shopName}</p>
        <nav aria-label=${t("app.title")}>
          ${this.renderNav("sale", at("sale", "pay"), t("nav.sale"))} ${this.renderNav("history", at("history", "receipt"), t("nav.history"))}
          ${this.renderNav("report", at("report"), t("nav.report"))} ${this.renderNav("settings", at("settings"), t("nav.settings"))}
        </nav>
      </header>
      ${this.#network.online ? nothing : html`<div class="banner offline" role="status">${t("offline.banner")}</div>`}
      ${this.renderUpdate()}
      <main>${this.renderRoute()}</main>`;
  }

  private renderNav(name: "sale" | "history" | "report" | "settings", current: boolean, label: string) {
    return html`<a class="button" href=${routeHash({ name })} aria-current=${current ? "page" : "false"}>${label}</a>`;
  }

  private renderUpdate() {
    // Never during a payment: the prompt waits for the sale to end.
    if (!this.pendingUpdate || this.#sale.inProgress || this.#router.is("pay")) return nothing;
    const t = translator(this.#settings.locale);
    return html`<div class="banner update" role="status">
      <span>${t("update.ready")}</span>
      <button class="primary" type="button" @click=${() => this.pendingUpdate?.apply()}>${t("update.apply")}</button>
    </div>`;
  }

  private renderRoute() {
    const s = this.#settings.settings;
    if (!s) return nothing;
    const sale = this.#sale;
    switch (this.#router.route.name) {
      case "sale":
        return html`<pos-sale
          .currency=${s.currency}
          .minorUnit=${minorUnitOf(s.currency)}
          .locale=${s.locale}
          .tipPresets=${s.tipPresets}
          .quickItems=${s.quickItems}
          .online=${this.#network.online}
          @pos-charge=${this.handleCharge}
        ></pos-sale>`;
      case "pay":
        return html`<pos-payment
          .state=${sale.checkout}
          .sale=${sale.sale}
          .locale=${s.locale}
          ?resumed=${sale.resumed}
          @pos-select-method=${(e: HTMLElementEventMap["pos-select-method"]) => sale.selectMethod(e.detail)}
          @pos-cancel-sale=${() => sale.cancel()}
          @pos-retry=${() => sale.retry()}
          @pos-fix-setting=${this.handleFixSetting}
          @pos-sale-ended=${this.handleSaleEnded}
          @pos-print=${this.handlePrint}
        ></pos-payment>`;
      case "history":
        return html`<pos-history
          .sales=${this.#history.sales}
          .locale=${s.locale}
          active-sale-id=${sale.inProgress ? (sale.sale?.id ?? "") : ""}
          ?refreshing=${this.#history.refreshing}
          @pos-print=${this.handlePrint}
          @pos-navigate=${(e: CustomEvent<Route>) => this.#router.go(e.detail)}
          @pos-refresh=${() => this.#router.show({ name: "history" })}
        ></pos-history>`;
      case "report":
        return html`<pos-report
          .sales=${this.#history.sales}
          .currency=${s.currency}
          .locale=${s.locale}
          shop-name=${s.shopName}
          ?refreshing=${this.#history.refreshing}
          @pos-refresh=${() => this.#router.show({ name: "report" })}
        ></pos-report>`;
      case "receipt":
        return html`<pos-receipt .sale=${this.#history.receiptSale} .locale=${s.locale} shop-name=${s.shopName}></pos-receipt>`;
      case "settings":
        if (!this.#settings.open) {
          return html`<pos-pin-gate .locale=${s.locale} ?wrong=${this.#settings.pinWrong} @pos-unlock=${(e: CustomEvent<string>) => void this.#settings.unlock(e.detail)}></pos-pin-gate>`;
        }
        return this.renderSettings(false);
    }
  }

  private renderSettings(firstRun: boolean) {
    const c = this.#settings;
    return html`<pos-settings
      .form=${c.form}
      .errors=${c.errors}
      .locale=${c.settings?.locale ?? validLocale(c.form.locale) ?? "en"}
      ?first-run=${firstRun}
      ?pin-set=${Boolean(c.settings?.pin)}
      ?saved=${c.saved}
      @pos-save-settings=${this.handleSaveSettings}
    ></pos-settings>`;
  }

  private async handleSaveSettings(e: CustomEvent<SaveSettingsRequest>) {
    if (!this.#db) return;
    const locale = validLocale(e.detail.form.locale);
    if (locale) await loadLocale(locale);
    const outcome = await this.#settings.save(e.detail);
    document.documentElement.lang = this.#settings.locale;
    if (outcome === "first-run") this.#router.go({ name: "sale" });
  }

  private async handleCharge(e: CustomEvent<ChargeDetail>) {
    const db = this.#db;
    const settings = this.#settings.settings;
    if (!db || !settings || !navigator.onLine) return;
    const started = await this.#sale.charge(db, settings, e.detail);
    if (!started) return;
    this.renderRoot.querySelector("pos-sale")?.reset();
    this.#router.go({ name: "pay" });
  }

  private async handleSaleEnded() {
    if (this.#db) await this.#sale.end(this.#db);
    this.#router.go({ name: "sale" });
  }

  private handleFixSetting(e: CustomEvent<{ field: SettingsField }>) {
    this.#focusField = e.detail.field;
    void this.handleSaleEnded().then(() => this.#router.go({ name: "settings" }));
  }

  private handlePrint = (e: CustomEvent<{ saleId: string }>) => this.#router.go({ name: "receipt", saleId: e.detail.saleId });
}

if (!customElements.get("pos-app")) customElements.define("pos-app", PosApp);

declare global {
  interface HTMLElementTagNameMap {
    "pos-app": PosApp;
  }
}
