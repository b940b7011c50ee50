/** The terminal's settings on this device: loading, the settings form with its errors, saving, and the PIN lock. */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import {
  formFromSettings,
  validateSettings,
  type SettingsErrors,
  type SettingsForm,
  type TerminalSettings,
} from "./settings-rules.ts";
import { validLocale, type Locale } from "../i18n/languages.ts";
import { checkPin, hashPin, isOutdated } from "./pin.ts";
import type { CheckSetup, SetupCheck, UncheckedReason } from "./setup-check.ts";
import { onePerDevice } from "../platform/device-lock.ts";
import { afterFailure, nextTryAt, NO_PIN_ATTEMPTS, withClockSetBack, type PinAttempts } from "./pin-attempts.ts";
import { newDeviceId } from "./device-id.ts";
import { checkSeal, sealConnection, type Connection } from "./connection-seal.ts";

/** Where the settings and the count of wrong PINs are kept (the device's database; a map in tests). */
export interface SettingsStore {
  getSettings(): Promise<TerminalSettings | undefined>;
  saveSettings(settings: TerminalSettings): Promise<void>;
  /** Undefined before the first wrong PIN. */
  getPinAttempts(): Promise<PinAttempts | undefined>;
  savePinAttempts(attempts: PinAttempts): Promise<void>;
}

export interface SaveSettingsRequest {
  form: SettingsForm;
  /** "" keeps the PIN, null removes it, digits set a new one. */
  pin: string | null;
  /** Ask the API whether the key and project work before storing (default: when one of them or the API base changed). */
  check?: boolean;
}

export interface SettingsControllerOptions {
  /** The device's clock, for the waits after wrong PINs. */
  now?: () => number;
  /** The language of the first-run form until staff choose one: the device's own (navigator.languages). */
  deviceLocale?: Locale;
  /** Asks the payment service about a key and project; without it, settings are stored unchecked. */
  checkSetup?: CheckSetup;
  /** Runs a PIN check alone among this device's tabs (default: the Web Locks API, platform/device-lock.ts). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** The device-wide lock a PIN check holds while it reads, checks and writes the count of wrong PINs. */
const PIN_LOCK = "crypto-terminal.pin";

/** What a press on "Save" did: nothing stored (errors shown), stored, or stored for the first time (setup done). */
export type SaveOutcome = "invalid" | "saved" | "first-run";

export class SettingsController implements ReactiveController {
  settings: TerminalSettings | undefined = undefined;
  form: SettingsForm;
  errors: SettingsErrors = {};
  /** The "Settings saved." note, until staff leave the settings. */
  saved = false;
  unlocked = false;
  pinWrong = false;
  /** Wrong PINs in a row, as stored: a reload does not reset them. */
  pinAttempts: PinAttempts = NO_PIN_ATTEMPTS;
  /** The key and project are being checked with the payment service after "Save". */
  checkingSetup = false;
  /** Saved without the API's word on the key and project, and why; shown with the "saved" note. */
  unchecked: UncheckedReason | null = null;
  /**
   * Stored settings whose API address, key, project or PIN hash differ from what the PIN last approved (their seal,
   * connection-seal.ts), e.g. rewritten by another page of the terminal's origin. Until staff review them behind the
   * PIN, `settings` stays undefined, so no sale, poll or history call uses them.
   */
  unapproved: TerminalSettings | undefined = undefined;
  /** What the PIN last approved, when the seal itself is intact: the review names what changed. */
  lastApproved: Connection | null = null;

  readonly #host: ReactiveControllerHost;
  readonly #origin: string;
  readonly #now: () => number;
  readonly #deviceLocale: Locale;
  readonly #checkSetup: CheckSetup | undefined;
  readonly #exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  #store: SettingsStore | undefined;
  /** A PIN is being checked: further tries wait for its answer instead of racing the attempt count. */
  #checkingPin = false;

  /** @param origin where this terminal is served: the default API base on first run. */
  constructor(host: ReactiveControllerHost, origin: string, options: SettingsControllerOptions = {}) {
    this.#host = host;
    this.#origin = origin;
    this.#now = options.now ?? Date.now;
    this.#deviceLocale = options.deviceLocale ?? "en";
    this.#checkSetup = options.checkSetup;
    this.#exclusive = options.exclusive ?? ((task) => onePerDevice(PIN_LOCK, task));
    this.form = formFromSettings(undefined, origin, this.#deviceLocale);
    host.addController(this);
  }

  hostConnected(): void {}

  /** The stored language; before setup, the one chosen in the form (once saved or tried), else the device's. */
  get locale(): Locale {
    return this.settings?.locale ?? validLocale(this.form.locale) ?? this.#deviceLocale;
  }

  /** The settings can be opened: no PIN set, or the right one typed since staff came to the settings. */
  get open(): boolean {
    return !(this.settings ?? this.unapproved)?.pin || this.unlocked;
  }

  /** A PIN is being hashed and compared (about half a second): the gate takes no other until it is answered. */
  get checkingPin(): boolean {
    return this.#checkingPin;
  }

  /** When the PIN may be tried again after too many wrong ones (ms since the epoch), or null when it may now. */
  get pinRetryAt(): number | null {
    return nextTryAt(this.pinAttempts, this.#now());
  }

  async load(store: SettingsStore): Promise<TerminalSettings | undefined> {
    this.#store = store;
    const stored = await store.getSettings();
    this.pinAttempts = (await store.getPinAttempts()) ?? NO_PIN_ATTEMPTS;
    // Settings saved before quick items existed have none.
    const settings = stored && { ...stored, quickItems: stored.quickItems ?? [] };
    const seal = settings && (await checkSeal(settings));
    this.settings = seal?.approved ? settings : undefined;
    this.unapproved = seal?.approved === false ? settings : undefined;
    this.lastApproved = seal?.approved === false ? seal.previous : null;
    this.form = formFromSettings(settings, this.#origin, this.#deviceLocale);
    this.#host.requestUpdate();
    return this.settings;
  }

  async save(request: SaveSettingsRequest): Promise<SaveOutcome> {
    const store = this.#store;
    if (!store) throw new Error("settings are not loaded yet");
    this.form = request.form;
    this.saved = false;
    const result = validateSettings(request.form);
    if (!result.ok) {
      this.errors = result.errors;
      this.#host.requestUpdate();
      return "invalid";
    }
    this.errors = {};
    // Stored settings under review keep their PIN and device id; what they connect to is checked afresh.
    const previous = this.settings ?? this.unapproved;
    const connection = result.value;
    const changed =
      !this.settings || (["apiBase", "sdkKey", "projectId"] as const).some((k) => previous?.[k] !== connection[k]);
    const check = await this.#runSetupCheck(request.check ?? changed, connection);
    if (check.kind === "refused") {
      this.errors = { [check.field]: check.error };
      this.#host.requestUpdate();
      return "invalid";
    }
    const pin = request.pin === null ? null : request.pin ? await hashPin(request.pin) : (previous?.pin ?? null);
    const unsealed = { ...result.value, pin, deviceId: previous?.deviceId ?? newDeviceId() };
    const next: TerminalSettings = { ...unsealed, seal: await sealConnection(unsealed) };
    await store.saveSettings(next);
    this.settings = next;
    this.unapproved = undefined;
    this.lastApproved = null;
    this.form = formFromSettings(next, this.#origin, this.#deviceLocale);
    this.saved = true;
    this.unchecked = check.kind === "unchecked" ? check.reason : null;
    // A first setup saved unchecked stays on the settings for its note (see pos-app): whoever typed it is there
    // already, so a PIN set just now does not lock them out of it. Leaving the settings locks them as ever.
    if (!previous && this.unchecked) this.unlocked = true;
    this.#host.requestUpdate();
    return previous ? "saved" : "first-run";
  }

  /**
   * Takes over what a pairing link carries; this tablet keeps its own PIN and device id. Checked with the API as a
   * saved form is, whenever it changes the API base, the key or the project: a link naming a key or project the API
   * refuses stores nothing (the screen has shown what changes, and staff confirmed it).
   */
  async adopt(shared: Omit<TerminalSettings, "pin" | "deviceId">): Promise<SaveOutcome> {
    const form = formFromSettings({ ...shared, pin: null, deviceId: "" }, this.#origin);
    const outcome = await this.save({ form, pin: "" });
    // Refused: the settings form keeps this tablet's own values; the reason stays in `errors` for the pairing screen.
    if (outcome === "invalid")
      this.form = formFromSettings(this.settings ?? this.unapproved, this.#origin, this.#deviceLocale);
    return outcome;
  }

  async #runSetupCheck(
    wanted: boolean,
    settings: Pick<TerminalSettings, "apiBase" | "sdkKey" | "projectId">,
  ): Promise<SetupCheck> {
    if (!wanted) return { kind: "passed" };
    if (!this.#checkSetup) return { kind: "unchecked", reason: "unsupported" };
    this.checkingSetup = true;
    this.#host.requestUpdate();
    try {
      return await this.#checkSetup(settings);
    } finally {
      this.checkingSetup = false;
    }
  }

  /**
   * Checks a PIN unless a wait after wrong ones is running (then it is not even hashed) or another check is under way.
   * A wrong PIN is counted in storage before the answer shows; a right one clears the count and, when the stored hash
   * is of an older, cheaper kind, replaces it (the PIN is known only now). The count is one per device: each check
   * holds a device-wide lock and reads the stored count afresh, so other tabs' wrong PINs count and none writes an
   * older count back.
   */
  async unlock(pin: string): Promise<boolean> {
    const stored = (this.settings ?? this.unapproved)?.pin;
    if (!stored) return true;
    const store = this.#store;
    if (!store || this.#checkingPin) return false;
    this.#checkingPin = true;
    this.#host.requestUpdate();
    try {
      const ok = await this.#exclusive(async () => {
        const current = (await store.getPinAttempts()) ?? NO_PIN_ATTEMPTS;
        this.pinAttempts = current;
        const attempts = withClockSetBack(current, this.#now());
        if (attempts !== current) await this.#savePinAttempts(store, attempts);
        if (nextTryAt(attempts, this.#now()) !== null) return false;
        const right = await checkPin(pin, stored);
        if (!right) await this.#savePinAttempts(store, afterFailure(attempts, this.#now()));
        else {
          if (attempts.failures > 0) await this.#savePinAttempts(store, NO_PIN_ATTEMPTS);
          // Only approved settings are sealed anew with the new hash: settings under review stay under review.
          if (isOutdated(stored) && this.settings) {
            const pinHash = await hashPin(pin);
            const next: TerminalSettings = {
              ...this.settings,
              pin: pinHash,
              seal: await sealConnection({ ...this.settings, pin: pinHash }),
            };
            await store.saveSettings(next);
            this.settings = next;
          }
        }
        return right;
      });
      this.unlocked = ok;
      this.pinWrong = !ok;
      // Unlocked anew: a "Settings saved." from before the lock belongs to an earlier visit, not to this one.
      if (ok) {
        this.saved = false;
        this.unchecked = null;
      }
      return ok;
    } finally {
      this.#checkingPin = false;
      this.#host.requestUpdate();
    }
  }

  async #savePinAttempts(store: SettingsStore, attempts: PinAttempts): Promise<void> {
    await store.savePinAttempts(attempts);
    this.pinAttempts = attempts;
  }

  /** Leaving the settings locks them again and forgets the "saved" note. */
  lock(): void {
    this.unlocked = false;
    this.pinWrong = false;
    this.saved = false;
    this.unchecked = null;
    this.#host.requestUpdate();
  }
}
