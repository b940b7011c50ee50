/** <pos-app>: the terminal's shell. Loads settings and the sale in progress, routes between screens, owns the sale runner. */
import { LitElement, css, html, nothing } from "lit";
import { baseStyles, themeTokens } from "./theme.styles.ts";
import { parseRoute, routeHash, type Route } from "./routes.ts";
import type { ChargeDetail, SaveSettingsDetail } from "./events.ts";
import { TerminalDb } from "../store/terminal-db.ts";
import { loadLocale, translator } from "../i18n/translate.ts";
import { toDecimal } from "../keypad/amount-entry.ts";
import { newDeviceId, newOrderId } from "../sale/order-id.ts";
import { isFinalSale, type Sale } from "../sale/sale.ts";
import { formFromSettings, minorUnitOf, validateSettings, type SettingsErrors, type SettingsField, type SettingsForm, type TerminalSettings } from "../settings/settings-rules.ts";
import { checkPin, hashPin } from "../settings/pin.ts";
import type { SaleRunner } from "../payment/sale-runner.ts";
import { ServerClock } from "../../shared/client/server-clock.ts";
import { registerServiceWorker, type UpdateHandle } from "../pwa/sw-update.ts";
import { ScreenWakeLock } from "../pwa/wake-lock.ts";
import { signalPaid } from "../pwa/paid-signal.ts";
import type { CheckoutState } from "../../shared/checkout/index.ts";
import "../views/pos-sale.ts";
import "../views/pos-settings.ts";
import "../views/pos-pin-gate.ts";

/**
 * Everything a payment needs (client, checkout session, zod, QR) loads on demand: the keypad paints first and the
 * initial script stays small. The service worker precaches these chunks, so they load offline as well.
 */
const loadPayment = () => Promise.all([import("../payment/sale-runner.ts"), import("../views/pos-payment.ts")]).then(([m]) => m);
const loadHistory = () => Promise.all([import("../payment/sale-runner.ts"), import("../views/pos-history.ts")]).then(([m]) => m);
const loadReceipt = () => import("../views/pos-receipt.ts");

export class PosApp extends LitElement {
  static override styles = [
    themeTokens,
    baseStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 100vh;
        min-height: 100dvh;
        background: var(--pos-bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 1rem;
        padding: 0.6rem 1.25rem;
        background: var(--pos-surface);
        border-bottom: 1px solid var(--pos-border);
      }
      .shop {
        font-size: 1.3rem;
        font-weight: 700;
        margin: 0 auto 0 0;
        /* On a phone the name takes its own row above the navigation instead of being squeezed to nothing. */
        min-width: min(12rem, 100%);
        flex: 1 1 auto;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      nav {
        display: flex;
        gap: 0.5rem;
      }
      nav a {
        white-space: nowrap;
      }
      main {
        flex: 1;
        padding: 1.25rem;
        width: 100%;
        max-width: 1280px;
        margin: 0 auto;
      }
      .banner {
        padding: 0.7rem 1.25rem;
        font-weight: 600;
        font-size: 1.1rem;
        display: flex;
        align-items: center;
        gap: 1rem;
        flex-wrap: wrap;
      }
      .offline {
        background: var(--pos-warn-bg);
        color: var(--pos-warn);
      }
      .update {
        background: var(--pos-surface);
        border-bottom: 1px solid var(--pos-border);
      }
      @media print {
        header,
        .banner {
          display: none;
        }
        :host {
          background: #fff;
        }
        main {
          padding: 0;
        }
      }
    `,
  ];

  static override properties = {
    ready: { state: true },
    settings: { state: true },
    route: { state: true },
    online: { state: true },
    pendingUpdate: { state: true },
    unlocked: { state: true },
    pinWrong: { state: true },
    settingsForm: { state: true },
    settingsErrors: { state: true },
    saved: { state: true },
    checkout: { state: true },
    sale: { state: true },
    resumed: { state: true },
    sales: { state: true },
    refreshing: { state: true },
    receiptSale: { state: true },
    storageError: { state: true },
  };

  declare ready: boolean;
  declare settings: TerminalSettings | undefined;
  declare route: Route;
  declare online: boolean;
  declare pendingUpdate: UpdateHandle | null;
  declare unlocked: boolean;
  declare pinWrong: boolean;
  declare settingsForm: SettingsForm;
  declare settingsErrors: SettingsErrors;
  declare saved: boolean;
  declare checkout: CheckoutState | undefined;
  declare sale: Sale | undefined;
  declare resumed: boolean;
  declare sales: Sale[];
  declare refreshing: boolean;
  declare receiptSale: Sale | undefined;
  declare storageError: string;

  #db: TerminalDb | undefined;
  #runner: SaleRunner | undefined;
  readonly #wakeLock = new ScreenWakeLock();
  /** Server time − tablet time for every countdown; tablets in shops are often set minutes wrong. */
  readonly #clock = new ServerClock();
  #focusField: SettingsField | undefined;

  constructor() {
    super();
    this.ready = false;
    this.settings = undefined;
    this.route = parseRoute(location.hash);
    this.online = navigator.onLine;
    this.pendingUpdate = null;
    this.unlocked = false;
    this.pinWrong = false;
    this.settingsForm = formFromSettings(undefined, location.origin);
    this.settingsErrors = {};
    this.saved = false;
    this.checkout = undefined;
    this.sale = undefined;
    this.resumed = false;
    this.sales = [];
    this.refreshing = false;
    this.receiptSale = undefined;
    this.storageError = "";
  }

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener("hashchange", this.#onHash);
    window.addEventListener("online", this.#onOnline);
    window.addEventListener("offline", this.#onOnline);
    document.addEventListener("visibilitychange", this.#onVisibility);
    void this.#load();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.#onHash);
    window.removeEventListener("online", this.#onOnline);
    window.removeEventListener("offline", this.#onOnline);
    document.removeEventListener("visibilitychange", this.#onVisibility);
    this.#runner?.dispose();
  }

  private get t() {
    return translator(this.settings?.locale ?? "en");
  }

  /** The sale in progress blocks a new sale and any update until it ends. */
  private get saleInProgress(): boolean {
    return this.#runner !== undefined && this.sale !== undefined && !isFinalSale(this.sale.status);
  }

  async #load() {
    try {
      this.#db = await TerminalDb.open();
      this.settings = await this.#db.getSettings();
      if (this.settings) await loadLocale(this.settings.locale);
      this.settingsForm = formFromSettings(this.settings, location.origin);
      const active = await this.#db.activeSale();
      if (active && this.settings) {
        // Crash, reload or a closed app: pick the sale up again and ask the API where it stands.
        this.resumed = true;
        await this.#run(active);
        this.#go({ name: "pay" });
      }
    } catch (err) {
      this.storageError = String(err);
    }
    this.ready = true;
    document.documentElement.lang = this.settings?.locale ?? "en";
    void registerServiceWorker((update) => (this.pendingUpdate = update));
    // Warm the payment chunk while staff type the amount, so "Charge" answers at once.
    if (this.settings) setTimeout(() => void loadPayment(), 0);
  }

  async #run(sale: Sale) {
    const db = this.#db;
    const settings = this.settings;
    if (!db || !settings) return;
    const { SaleRunner } = await loadPayment();
    this.#runner?.dispose();
    this.#syncClock();
    this.sale = sale;
    this.checkout = undefined;
    const runner = new SaleRunner(
      db,
      settings,
      sale,
      (state, updated) => {
        if (this.#runner !== runner) return;
        const wasPaid = this.checkout?.status === "paid" || this.checkout?.status === "paid_over";
        this.checkout = state;
        this.sale = updated;
        if (!wasPaid && (state.status === "paid" || state.status === "paid_over")) signalPaid();
      },
      { clock: this.#clock },
    );
    this.#runner = runner;
    this.checkout = runner.session.getState();
    runner.start();
  }

  /** Reads GET /v1/time (same origin as the stub); elsewhere the next fresh invoice's created_at sets the clock. */
  #syncClock() {
    const settings = this.settings;
    if (!settings || !navigator.onLine) return;
    // The client lives in the sale's chunk, which a sale loads anyway; the first screen does not wait for it.
    void loadPayment().then(({ sdkClientFor }) => this.#clock.sync(sdkClientFor(settings, { clock: this.#clock })));
  }

  #go(route: Route) {
    const hash = routeHash(route);
    if (location.hash !== hash) history.pushState(null, "", hash);
    this.#setRoute(route);
  }

  #setRoute(route: Route) {
    // While a sale runs, "new sale" means "back to that sale".
    if (route.name === "sale" && this.saleInProgress) route = { name: "pay" };
    if (route.name === "pay" && !this.#runner) route = { name: "sale" };
    if (this.route.name === "settings" && route.name !== "settings") {
      // Leaving the settings locks them again and forgets the "saved" note.
      this.unlocked = false;
      this.pinWrong = false;
      this.saved = false;
    }
    this.route = route;
    if (route.name === "history") void this.#loadHistory(true);
    if (route.name === "receipt") void this.#loadReceipt(route.saleId);
    if (route.name === "pay") void loadPayment();
    if (route.name === "pay") void this.#wakeLock.acquire();
    else void this.#wakeLock.release();
  }

  #onHash = () => this.#setRoute(parseRoute(location.hash));

  #onOnline = () => {
    this.online = navigator.onLine;
    this.#runner?.session.setOnline(this.online);
    if (this.online && this.saleInProgress) this.#syncClock();
  };

  #onVisibility = () => this.#runner?.session.setHidden(document.hidden);

  override updated() {
    if (this.#focusField && this.route.name === "settings") {
      this.renderRoot.querySelector("pos-settings")?.focusField(this.#focusField);
      this.#focusField = undefined;
    }
  }

  override render() {
    // Until the settings are read, the static shell from index.html (light DOM) stays on screen: no flash.
    if (!this.ready) return html`<slot></slot>`;
    if (this.storageError) return html`<main><p role="alert">${this.storageError}</p></main>`;
    const t = this.t;
    if (!this.settings) {
      return html`<main>${this.renderSettings(true)}</main>`;
    }
    const onPay = this.route.name === "pay";
    return html`<header>
        <p class="shop">${this.settings.shopName}</p>
        <nav aria-label=${t("app.title")}>
          ${this.renderNav("sale", onPay || this.route.name === "sale", t("nav.sale"))}
          ${this.renderNav("history", this.route.name === "history" || this.route.name === "receipt", t("nav.history"))}
          ${this.renderNav("settings", this.route.name === "settings", t("nav.settings"))}
        </nav>
      </header>
      ${this.online ? nothing : html`<div class="banner offline" role="status">${t("offline.banner")}</div>`}
      ${this.pendingUpdate ? this.renderUpdate() : nothing}
      <main>${this.renderRoute()}</main>`;
  }

  private renderNav(name: "sale" | "history" | "settings", current: boolean, label: string) {
    return html`<a class="button" href=${routeHash({ name })} aria-current=${current ? "page" : "false"}>${label}</a>`;
  }

  private renderUpdate() {
    const t = this.t;
    // Never during a payment: the prompt waits for the sale to end.
    if (this.saleInProgress || this.route.name === "pay") return nothing;
    return html`<div class="banner update" role="status">
      <span>${t("update.ready")}</span>
      <button class="primary" type="button" @click=${() => this.pendingUpdate?.apply()}>${t("update.apply")}</button>
    </div>`;
  }

  private renderRoute() {
    const s = this.settings;
    if (!s) return nothing;
    switch (this.route.name) {
      case "sale":
        return html`<pos-sale
          .currency=${s.currency}
          .minorUnit=${minorUnitOf(s.currency)}
          .locale=${s.locale}
          .tipPresets=${s.tipPresets}
          .online=${this.online}
          @pos-charge=${this.handleCharge}
        ></pos-sale>`;
      case "pay":
        return html`<pos-payment
          .state=${this.checkout}
          .sale=${this.sale}
          .locale=${s.locale}
          ?resumed=${this.resumed}
          @pos-select-method=${(e: HTMLElementEventMap["pos-select-method"]) => this.#runner?.session.selectMethod(e.detail)}
          @pos-cancel-sale=${() => this.#runner?.session.cancel()}
          @pos-retry=${() => this.#runner?.session.retry()}
          @pos-fix-setting=${this.handleFixSetting}
          @pos-sale-ended=${this.handleSaleEnded}
          @pos-print=${this.handlePrint}
        ></pos-payment>`;
      case "history":
        return html`<pos-history
          .sales=${this.sales}
          .locale=${s.locale}
          active-sale-id=${this.saleInProgress ? (this.sale?.id ?? "") : ""}
          ?refreshing=${this.refreshing}
          @pos-print=${this.handlePrint}
          @pos-navigate=${(e: CustomEvent<Route>) => this.#go(e.detail)}
          @pos-refresh=${() => void this.#loadHistory(true)}
        ></pos-history>`;
      case "receipt":
        return html`<pos-receipt .sale=${this.receiptSale} .locale=${s.locale} shop-name=${s.shopName}></pos-receipt>`;
      case "settings":
        if (s.pin && !this.unlocked) {
          return html`<pos-pin-gate .locale=${s.locale} ?wrong=${this.pinWrong} @pos-unlock=${this.handleUnlock}></pos-pin-gate>`;
        }
        return this.renderSettings(false);
    }
  }

  private renderSettings(firstRun: boolean) {
    return html`<pos-settings
      .form=${this.settingsForm}
      .errors=${this.settingsErrors}
      .locale=${this.settings?.locale ?? (this.settingsForm.locale === "de" ? "de" : "en")}
      ?first-run=${firstRun}
      ?pin-set=${Boolean(this.settings?.pin)}
      ?saved=${this.saved}
      @pos-save-settings=${this.handleSaveSettings}
    ></pos-settings>`;
  }

  private async handleSaveSettings(e: CustomEvent<SaveSettingsDetail>) {
    const db = this.#db;
    if (!db) return;
    this.settingsForm = e.detail.form;
    const result = validateSettings(e.detail.form);
    this.saved = false;
    if (!result.ok) {
      this.settingsErrors = result.errors;
      return;
    }
    this.settingsErrors = {};
    const pin = e.detail.pin === null ? null : e.detail.pin ? await hashPin(e.detail.pin) : (this.settings?.pin ?? null);
    const firstRun = !this.settings;
    const next: TerminalSettings = { ...result.value, pin, deviceId: this.settings?.deviceId ?? newDeviceId() };
    await loadLocale(next.locale);
    await db.saveSettings(next);
    this.settings = next;
    this.settingsForm = formFromSettings(next, location.origin);
    document.documentElement.lang = next.locale;
    this.saved = true;
    if (firstRun) this.#go({ name: "sale" });
  }

  private async handleUnlock(e: CustomEvent<string>) {
    const pin = this.settings?.pin;
    if (!pin) return;
    const ok = await checkPin(e.detail, pin);
    this.unlocked = ok;
    this.pinWrong = !ok;
  }

  private async handleCharge(e: CustomEvent<ChargeDetail>) {
    const db = this.#db;
    const s = this.settings;
    if (!db || !s || this.saleInProgress || !navigator.onLine) return;
    const unit = minorUnitOf(s.currency);
    const id = newOrderId(s.deviceId, new Date());
    const amount = toDecimal(e.detail.subtotalMinor + e.detail.tipMinor, unit);
    const now = Date.now();
    const sale: Sale = {
      id,
      createdAt: now,
      updatedAt: now,
      body: {
        source: "terminal",
        project_id: s.projectId,
        amount,
        currency: s.currency,
        external_order_id: id,
        ...(s.customerFeePercent !== null ? { customer_fee_percent: s.customerFeePercent } : {}),
      },
      subtotal: toDecimal(e.detail.subtotalMinor, unit),
      tip: toDecimal(e.detail.tipMinor, unit),
      note: e.detail.note,
      status: "pending",
    };
    // Stored before the request leaves: a crash or a lost answer can only ever resend this same order id.
    await db.beginSale(sale);
    this.resumed = false;
    this.renderRoot.querySelector("pos-sale")?.reset();
    await this.#run(sale);
    this.#go({ name: "pay" });
  }

  private async handleSaleEnded() {
    const runner = this.#runner;
    if (runner) {
      runner.dispose();
      await runner.settled();
    }
    this.#runner = undefined;
    await this.#db?.endActiveSale();
    this.sale = undefined;
    this.checkout = undefined;
    this.resumed = false;
    this.#go({ name: "sale" });
  }

  private handleFixSetting(e: CustomEvent<{ field: SettingsField }>) {
    this.#focusField = e.detail.field;
    void this.handleSaleEnded().then(() => this.#go({ name: "settings" }));
  }

  private handlePrint(e: CustomEvent<{ saleId: string }>) {
    this.#go({ name: "receipt", saleId: e.detail.saleId });
  }

  async #loadReceipt(id: string) {
    await loadReceipt();
    this.receiptSale = (await this.#db?.getSale(id)) ?? undefined;
  }

  /** Lists this device's sales and, when online, asks the API for the status of each one still open. */
  async #loadHistory(refresh: boolean) {
    const db = this.#db;
    const s = this.settings;
    if (!db || !s) return;
    const { saleFromInvoice, sdkClientFor } = await loadHistory();
    this.sales = await db.listSales();
    if (!refresh || !navigator.onLine) return;
    const open = this.sales.filter((x) => x.invoiceId && !isFinalSale(x.status) && x.id !== this.#runner?.sale.id);
    if (open.length === 0) return;
    this.refreshing = true;
    const client = sdkClientFor(s);
    await Promise.all(
      open.map(async (sale) => {
        try {
          const invoice = await client.getInvoice(sale.invoiceId ?? "");
          await db.putSale(saleFromInvoice(sale, invoice, Date.now()));
        } catch {
          // Left as last known; the next refresh tries again.
        }
      }),
    );
    this.sales = await db.listSales();
    this.refreshing = false;
  }
}

if (!customElements.get("pos-app")) customElements.define("pos-app", PosApp);

declare global {
  interface HTMLElementTagNameMap {
    "pos-app": PosApp;
  }
}
