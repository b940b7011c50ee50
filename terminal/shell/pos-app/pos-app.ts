/** <pos-app>: the terminal's shell. Opens the store, routes between screens and passes each screen its controller's data. */
import { LitElement, html } from "lit";
import {
  pairScreen,
  relayPairScreen,
  reviewScreen,
  screenFor,
  settingsScreen,
  type ScreenActions,
  type ScreenContext,
} from "./screens.ts";
import { posAppStyles } from "./pos-app.styles.ts";
import { baseStyles, themeTokens } from "../../ui/theme.styles.ts";
import type { Route } from "../routes.ts";
import { RouteController } from "../route-controller.ts";
import { ConnectivityController } from "../../platform/connectivity-controller.ts";
import { TerminalDb } from "../../platform/terminal-db.ts";
import { applyDocumentLocale, loadLocale } from "../../i18n/translate.ts";
import { isTestKey, type SettingsField, type TerminalSettings } from "../../settings/settings-rules.ts";
import type { PinAttempts } from "../../settings/pin-attempts.ts";
import type { Sale } from "../../sale/sale.ts";
import { clearSaleDraft } from "../../sale/sale-draft.ts";
import { validLocale, type Locale } from "../../i18n/languages.ts";
import { SettingsController, type SaveOutcome } from "../../settings/settings-controller.ts";
import type { CheckSetup, SetupCheck } from "../../settings/setup-check.ts";
import { defaultApiBase } from "../../settings/default-api-base.ts";
import { negotiateLocale } from "../../../shared/i18n/supported-locales.ts";
import { SaleController } from "../../sale/sale-controller.ts";
import type { ChargeDetail, PreparedSale } from "../../sale/sale-request.ts";
import { HistoryController } from "../../history/history-controller.ts";
import { registerServiceWorker, type UpdateHandle } from "../../platform/sw-update.ts";
import { ScreenWakeLock } from "../../platform/wake-lock.ts";
import { focusHeading } from "../../ui/focus-heading.ts";
import { RelayController } from "../../relay/relay-controller.ts";
import type { RelayPairing } from "../../relay/relay-pairing.ts";
import "../pos-header/pos-header.ts";
import "../../sale/pos-sale/pos-sale.ts";
import "../../settings/pos-settings/pos-settings.ts";

/** Screens off the keypad's path load on demand; the service worker precaches them, so they load offline too. */
const loadPaymentView = () => import("../../sale/pos-payment/pos-payment.ts");
const loadHistoryView = () => import("../../history/pos-history/pos-history.ts");
const loadReportView = () => import("../../report/pos-report/pos-report.ts");
const loadReceiptView = () => import("../../sale/pos-receipt/pos-receipt.ts");
const loadPairView = () => import("../../pairing/pos-pair/pos-pair.ts");
const loadPairShare = () => import("../../pairing/pos-pair-share/pos-pair-share.ts");
const loadSetupCheck = () => import("../../settings/setup-check.ts");
/** The PIN gate: only a tablet with a settings PIN shows it, on the way to the settings or a pairing link. */
const loadPinGate = () => import("../../settings/pos-pin-gate/pos-pin-gate.ts");
const loadRelayViews = () => import("../../relay/relay-views.ts");

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

  readonly #settings = new SettingsController(this, defaultApiBase(), {
    deviceLocale: negotiateLocale(null, navigator.languages),
    checkSetup: (settings) => this.#checkSetup(settings),
  });
  readonly #relay = new RelayController(this, {
    // The service's word on the sale on screen goes through its run, so its screen changes at once.
    onSaleOnScreen: (saleId, change) => {
      const onScreen = this.#sale.running && this.#sale.sale?.id === saleId;
      if (onScreen) this.#sale.reportFromService(change);
      return onScreen;
    },
    storedSaleChanged: () => {
      if (this.#router.is("history", "report")) this.#router.show(this.#router.route);
    },
  });
  readonly #sale = new SaleController(this, {
    // The chime is for the end of a payment, not the first frame: its module loads then (precached for offline).
    onPaid: () => void import("../../platform/paid-signal.ts").then(({ signalPaid }) => signalPaid()),
    onSaleChange: (sale) => {
      if (this.#relay.pairing) void this.#relay.use((agent) => agent.saleChanged(sale));
    },
  });
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
    online: (online) => {
      this.#sale.setOnline(online, this.#settings.settings);
      if (online && this.#relay.pairing) void this.#relay.use((agent) => agent.online());
    },
    hidden: (hidden) => this.#sale.setHidden(hidden),
  });
  #db: TerminalDb<TerminalSettings, PinAttempts, Sale, RelayPairing> | undefined;
  #focusField: SettingsField | undefined;
  /** A screen was entered: its heading takes focus once it is drawn (the payment screen moves focus itself, step by step). */
  #focusScreen = false;

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
      this.#db = await TerminalDb.open<TerminalSettings, PinAttempts, Sale, RelayPairing>();
      await this.#settings.load(this.#db);
      await this.#relay.load(this.#db);
      // Before setup, the tablet's own language (navigator.languages) until staff choose one. Never throws: a
      // language whose chunk cannot load is spoken in English, so it never turns into the storage-error screen.
      await loadLocale(this.#settings.locale);
      // Settings changed without the PIN wait for their review (reviewScreen): no sale resumes on them until then.
      if (this.#settings.unapproved) void loadPairView().then(() => loadPinGate());
      await this.#resumeSale();
    } catch (err) {
      this.storageError = String(err);
    }
    this.ready = true;
    applyDocumentLocale(this.#settings.locale);
    void registerServiceWorker((update) => (this.pendingUpdate = update));
    // Warm the payment chunk while staff type the amount, so "Charge" answers at once.
    if (this.#settings.settings) setTimeout(() => void loadPaymentView(), 0);
  }

  /** The sale in progress when the tablet was closed, if any, on approved settings; else the screen the URL names. */
  async #resumeSale() {
    const settings = this.#settings.settings;
    const active = await this.#db?.activeSale();
    if (this.#db && active && settings) {
      await this.#sale.resume(this.#db, settings, active);
      this.#router.go({ name: "pay" });
    } else this.#router.show(this.#router.route);
  }

  /**
   * The check needs the API client, which the keypad's first paint does not: its chunk loads when settings are saved.
   * Offline, or when that chunk cannot load (a first visit cut off before the service worker cached it), the settings
   * are saved unchecked rather than not at all.
   */
  async #checkSetup(settings: Parameters<CheckSetup>[0]): Promise<SetupCheck> {
    if (!navigator.onLine) return { kind: "unchecked", reason: "offline" };
    const checker = await loadSetupCheck().then(
      (m) => m.setupChecker({ online: () => navigator.onLine, origin: location.origin }),
      () => null,
    );
    return checker ? checker(settings) : { kind: "unchecked", reason: "unreachable" };
  }

  /** What arriving on a screen starts: its data, its chunk, the wake lock on the payment screen. */
  #entered(route: Route, from: Route) {
    // Not on the first screen after a load: focus starts where the browser puts it.
    this.#focusScreen = this.ready && route.name !== from.name && route.name !== "pay";
    // Leaving the settings (or a pairing link) locks them again and forgets the "saved" note.
    const locked = ["settings", "pair", "relay-pair"];
    if (locked.includes(from.name) && route.name !== from.name) this.#settings.lock();
    if (route.name === "pair") void loadPairView();
    if (route.name === "relay-pair") {
      // Another link on screen: the last pairing's outcome is not its.
      if (from.name !== "relay-pair" || route.query !== from.query) this.#relay.pairOutcome = null;
      void loadRelayViews();
    }
    if (route.name === "settings") {
      void loadPairShare();
      void loadRelayViews();
    }
    if (route.name === "settings" || route.name === "pair" || route.name === "relay-pair") void loadPinGate();
    const db = this.#db;
    const settings = this.#settings.settings;
    if ((route.name === "history" || route.name === "report") && db && settings) {
      void (route.name === "report" ? loadReportView() : loadHistoryView());
      void this.#history.load(db, settings, {
        refresh: true,
        online: navigator.onLine,
        runningSaleId: this.#sale.sale?.id,
      });
    }
    if (route.name === "receipt" && db) void loadReceiptView().then(() => this.#history.openReceipt(db, route.saleId));
    if (route.name === "pay") {
      void loadPaymentView();
      void this.#wakeLock.acquire();
    } else void this.#wakeLock.release();
  }

  /** The header's height as --pos-header-block, so a screen can be exactly as tall as what is left (the sale's side). */
  readonly #headerSize = new ResizeObserver(([entry]) => {
    if (entry)
      this.style.setProperty(
        "--pos-header-block",
        `${entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height}px`,
      );
  });

  override willUpdate() {
    // The payment screen is the customer's: on a phone the header gives way to it (pos-app.styles.ts).
    this.toggleAttribute("paying", this.#router.is("pay"));
  }

  override updated() {
    const header = this.renderRoot.querySelector("pos-header");
    if (header) this.#headerSize.observe(header);
    if (this.#focusField && this.#router.is("settings")) {
      this.renderRoot.querySelector("pos-settings")?.focusField(this.#focusField);
      this.#focusField = undefined;
      this.#focusScreen = false;
    }
    if (this.#focusScreen) {
      this.#focusScreen = false;
      const screen = this.renderRoot.querySelector("main > *");
      if (screen instanceof LitElement) void screen.updateComplete.then(() => focusHeading(screen.renderRoot));
    }
  }

  override render() {
    // Until the settings are read, the static shell from index.html (light DOM) stays on screen: no flash.
    if (!this.ready) return html`<slot></slot>`;
    if (this.storageError) return html`<main><p role="alert">${this.storageError}</p></main>`;
    const r = this.#router;
    const context: ScreenContext = {
      settings: this.#settings,
      sale: this.#sale,
      history: this.#history,
      relay: this.#relay,
      online: this.#network.online,
      actions: this.#actions,
    };
    const settings = this.#settings.settings;
    if (!settings && this.#settings.unapproved) return html`<main>${reviewScreen(context, r.route)}</main>`;
    if (!settings)
      return html`<main>${
        r.route.name === "pair"
          ? pairScreen(context, r.route.code)
          : r.route.name === "relay-pair"
            ? relayPairScreen(context, r.route.query)
            : settingsScreen(context, true)
      }</main>`;
    const section = r.is("history", "receipt") ? "history" : r.is("report", "settings") ? r.route.name : "sale";
    // Never during a payment: the update prompt waits for the sale to end.
    const updateReady = this.pendingUpdate !== null && !this.#sale.inProgress && !r.is("pay");
    // The screen comes first in the document, so the keypad and the items come before the sections in the tab order;
    // the header is drawn above it (pos-app.styles.ts).
    return html`<main>${screenFor(r.route, context)}</main>
      <pos-header
        shop-name=${settings.shopName}
        .locale=${settings.locale}
        section=${section}
        .online=${this.#network.online}
        ?update-ready=${updateReady}
        ?test-mode=${isTestKey(settings.sdkKey) || this.#sale.sale?.test === true}
        @pos-apply-update=${() => this.pendingUpdate?.apply()}
      ></pos-header>`;
  }

  readonly #actions: ScreenActions = {
    go: (route) => this.#router.go(route),
    show: (route) => this.#router.show(route),
    charge: (detail) => void this.#charge(detail),
    endSale: () => void this.#endSale(),
    chargeRest: (sale) => void this.#endSale().then(() => this.#prepareSale(sale)),
    fixSetting: (field) => {
      this.#focusField = field;
      void this.#endSale().then(() => this.#router.go({ name: "settings" }));
    },
    saveSettings: (request) => void this.#saved(() => this.#settings.save(request), validLocale(request.form.locale)),
    applyPairing: (shared) => void this.#saved(() => this.#settings.adopt(shared), shared.locale),
    approveStored: (shared) => void this.#approveStored(shared),
    pairRelay: (relayUrl, code) => void this.#relay.use((agent) => agent.pair(relayUrl, code)),
    unpairRelay: () => void this.#relay.use((agent) => agent.unpair()),
  };

  async #charge(detail: ChargeDetail) {
    const db = this.#db;
    const settings = this.#settings.settings;
    if (!db || !settings || !navigator.onLine || !(await this.#sale.charge(db, settings, detail))) return;
    clearSaleDraft();
    this.renderRoot.querySelector("pos-sale")?.reset();
    this.#router.go({ name: "pay" });
  }

  async #endSale() {
    if (this.#db) await this.#sale.end(this.#db);
    // Staff may already have tapped another section while the sale was being closed: that choice stands.
    if (this.#router.is("pay")) this.#router.go({ name: "sale" });
  }

  /** The sale screen, once shown, starts from `sale` (Charge is still the staff's to press). */
  async #prepareSale(sale: PreparedSale) {
    if (!this.#router.is("sale")) return;
    await this.updateComplete;
    this.renderRoot.querySelector("pos-sale")?.prepare(sale);
  }

  /** Stored settings confirmed after their review: checked and sealed like a pairing link, then the sale resumes. */
  async #approveStored(shared: Parameters<ScreenActions["approveStored"]>[0]) {
    const outcome = await this.#settings.adopt(shared);
    this.requestUpdate();
    if (outcome === "invalid") return;
    this.#settings.lock();
    await this.#resumeSale();
  }

  /** After a save: the new language's messages, the page's lang, and the keypad once set up (or paired). */
  async #saved(save: () => Promise<SaveOutcome>, locale: Locale | null) {
    // The language first: the screens re-render in it as soon as the settings change. A chunk that fails to load
    // leaves the terminal in English and the save goes on (loadLocale never rejects).
    if (locale) await loadLocale(locale);
    const outcome = await save();
    applyDocumentLocale(this.#settings.locale);
    // A first setup saved without the API's word stays on the settings, so its warning is read before the first sale.
    const firstRunDone = outcome === "first-run" && this.#settings.unchecked === null;
    if (firstRunDone || (outcome !== "invalid" && this.#router.is("pair"))) {
      this.#router.go({ name: "sale" });
      // The keypad replaced the setup form (the route was already "sale"): its heading takes focus.
      this.#focusScreen = true;
    } else if (outcome === "first-run") this.#router.go({ name: "settings" });
    this.requestUpdate();
  }
}

if (!customElements.get("pos-app")) customElements.define("pos-app", PosApp);

declare global {
  interface HTMLElementTagNameMap {
    "pos-app": PosApp;
  }
}
