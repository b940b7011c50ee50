/** The setup and settings form: API base, key, project, shop, currency, language, tips, customer fee, PIN. */
import { LitElement, html, nothing, type PropertyValues } from "lit";
import { posSettingsStyles } from "./pos-settings.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { translator } from "../../i18n/translate.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { FIAT_CURRENCIES } from "../../../shared/api/networks.ts";
import { PIN_PATTERN } from "../pin.ts";
import type { SettingsErrors, SettingsField, SettingsForm } from "../settings-rules.ts";
import { LANGUAGE_NAMES, type Locale } from "../../i18n/languages.ts";
import type { UncheckedReason } from "../setup-check.ts";
import type { SaveSettingsRequest } from "../settings-controller.ts";

/** What the "saved" note says when the key and project could not be checked with the payment service. */
const UNCHECKED = {
  offline: "settings_unchecked_offline",
  unreachable: "settings_unchecked_unreachable",
  unsupported: "settings_unchecked_unsupported",
  unavailable: "settings_unchecked_unavailable",
} as const satisfies Record<UncheckedReason, MessageKey>;

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    "pos-save-settings": SaveSettingsRequest;
  }
}

/**
 * @fires pos-save-settings - Save pressed; the app validates, stores and reports errors back through `errors`
 * @slot pairing - what another tablet needs to take these settings over (the shell puts the pairing share there)
 */
export class PosSettings extends LitElement {
  static override styles = [baseStyles, posSettingsStyles];

  static override properties = {
    form: { attribute: false },
    errors: { attribute: false },
    locale: { type: String },
    firstRun: { type: Boolean, attribute: "first-run" },
    pinSet: { type: Boolean, attribute: "pin-set" },
    saved: { type: Boolean },
    checking: { type: Boolean },
    unchecked: { attribute: false },
    pinError: { state: true },
    removePin: { state: true },
  };

  declare form: SettingsForm;
  declare errors: SettingsErrors;
  declare locale: Locale;
  declare firstRun: boolean;
  declare pinSet: boolean;
  declare saved: boolean;
  /** The key and project are being checked with the payment service. */
  declare checking: boolean;
  /** Saved, but the key and project could not be checked, and why. */
  declare unchecked: UncheckedReason | null;
  declare pinError: boolean;
  declare removePin: boolean;

  constructor() {
    super();
    this.form = {
      apiBase: "",
      sdkKey: "",
      projectId: "",
      shopName: "",
      currency: "EUR",
      locale: "en",
      tipPresets: "",
      customerFeePercent: "",
      quickItems: "",
    };
    this.errors = {};
    this.locale = "en";
    this.firstRun = false;
    this.pinSet = false;
    this.saved = false;
    this.checking = false;
    this.unchecked = null;
    this.pinError = false;
    this.removePin = false;
  }

  /** Moves focus to a field, used when an API error points staff at the setting to fix. */
  focusField(field: SettingsField) {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#${field}`)?.focus());
  }

  override render() {
    const t = translator(this.locale);
    return html`<h1 id="settings-title">${t(this.firstRun ? "setup_title" : "settings_title")}</h1>
      ${this.firstRun ? html`<p>${t("setup_intro")}</p>` : nothing}
      <form novalidate aria-labelledby="settings-title" @submit=${this.handleSubmit}>
        ${this.renderInput("apiBase", "settings_api_base", "url")} ${this.renderInput("sdkKey", "settings_sdk_key")}
        ${this.renderInput("projectId", "settings_project_id")} ${this.renderInput("shopName", "settings_shop_name", "text", "settings_shop_name_hint")}
        <div>
          <label for="currency">${t("settings_currency")}</label>
          <select id="currency" name="currency" aria-invalid=${this.errors.currency ? "true" : "false"}>
            ${FIAT_CURRENCIES.map((c) => html`<option value=${c} ?selected=${c === this.form.currency}>${c}</option>`)}
          </select>
          ${this.renderError("currency")}
        </div>
        <div>
          <label for="locale">${t("settings_locale")}</label>
          <select id="locale" name="locale">
            ${(Object.keys(LANGUAGE_NAMES) as Locale[]).map(
              (l) =>
                html`<option value=${l} lang=${l} ?selected=${l === this.form.locale}>${LANGUAGE_NAMES[l]}</option>`,
            )}
          </select>
          ${this.renderError("locale")}
        </div>
        ${this.renderInput("tipPresets", "settings_tip_presets", "text", "settings_tip_presets_hint")}
        ${this.renderInput("customerFeePercent", "settings_customer_fee", "text")}
        <div class="wide">
          <label for="quickItems">${t("settings_quick_items")}</label>
          <textarea
            id="quickItems"
            name="quickItems"
            rows="5"
            spellcheck="false"
            .value=${this.form.quickItems}
            aria-invalid=${this.errors.quickItems ? "true" : "false"}
            aria-describedby=${this.errors.quickItems ? "quickItems-hint quickItems-error" : "quickItems-hint"}
          ></textarea>
          <p class="hint" id="quickItems-hint">${t("settings_quick_items_hint")}</p>
          ${this.renderError("quickItems")}
        </div>
        <fieldset class="wide">
          <legend>${t("settings_pin")}</legend>
          <p>${t(this.pinSet ? "settings_pin_set" : "settings_pin_none")}</p>
          <label for="pin">${t("settings_pin")}</label>
          <input
            id="pin"
            name="pin"
            type="password"
            inputmode="numeric"
            autocomplete="new-password"
            maxlength="8"
            aria-describedby="pin-hint"
            aria-invalid=${this.pinError ? "true" : "false"}
          />
          <p class="hint" id="pin-hint">${t(this.pinSet ? "settings_pin_hint" : "settings_pin_hint_first")}</p>
          ${this.pinError ? html`<p class="field-error" role="alert">${t("settings_pin_invalid")}</p>` : nothing}
          ${
            this.pinSet
              ? html`<label class="check"
                ><input type="checkbox" name="removePin" .checked=${this.removePin} @change=${(e: Event) => (this.removePin = (e.target as HTMLInputElement).checked)} />
                ${t("settings_pin_remove")}</label
              >`
              : nothing
          }
        </fieldset>
        <div class="actions wide">
          <button class="primary" type="submit" ?disabled=${this.checking}>${t("settings_save")}</button>
          <span class="saved" role="status">${this.checking ? t("settings_checking") : this.saved && !this.unchecked ? t("settings_saved") : ""}</span>
        </div>
        ${this.saved && this.unchecked ? html`<p class="warn wide" role="status" data-testid="settings-unchecked">${t(UNCHECKED[this.unchecked])}</p>` : nothing}
      </form>
      <slot name="pairing"></slot>`;
  }

  /** A text field; all but the shop's name hold addresses, keys and numbers, written left to right in every language. */
  private renderInput(field: SettingsField, label: MessageKey, type = "text", hint?: MessageKey) {
    const t = translator(this.locale);
    const error = this.errors[field];
    const describedBy = [hint ? `${field}-hint` : "", error ? `${field}-error` : ""].filter(Boolean).join(" ");
    return html`<div>
      <label for=${field}>${t(label)}</label>
      <input
        id=${field}
        name=${field}
        type=${type}
        dir=${field === "shopName" ? "auto" : "ltr"}
        autocomplete="off"
        spellcheck="false"
        .value=${this.form[field]}
        aria-invalid=${error ? "true" : "false"}
        aria-describedby=${describedBy || nothing}
      />
      ${hint ? html`<p class="hint" id="${field}-hint">${t(hint)}</p>` : nothing} ${this.renderError(field)}
    </div>`;
  }

  private renderError(field: SettingsField) {
    const error = this.errors[field];
    if (!error) return nothing;
    const t = translator(this.locale);
    return html`<p class="field-error" id="${field}-error">${typeof error === "string" ? t(error) : t(error.key, error.params)}</p>`;
  }

  override updated(changed: PropertyValues<this>): void {
    // After a save with mistakes, focus goes to the first field to fix (it may be above the fold); its error is read with it.
    const mistakes =
      (changed.has("errors") && Object.keys(this.errors).length > 0) || (changed.has("pinError") && this.pinError);
    if (mistakes) this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Save is disabled while the key is checked, which drops focus to the page: once the check is over it is back on
    // Save, beside the note that says how it went.
    else if (changed.get("checking") === true && !this.checking)
      this.renderRoot.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }

  private handleSubmit(e: SubmitEvent) {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    // Every field of this form is text; a File (none here) would read as empty.
    const get = (k: string) => {
      const value = data.get(k);
      return typeof value === "string" ? value : "";
    };
    const form: SettingsForm = {
      apiBase: get("apiBase"),
      sdkKey: get("sdkKey"),
      projectId: get("projectId"),
      shopName: get("shopName"),
      currency: get("currency"),
      locale: get("locale"),
      tipPresets: get("tipPresets"),
      customerFeePercent: get("customerFeePercent"),
      quickItems: get("quickItems"),
    };
    const pinText = get("pin").trim();
    this.pinError = pinText !== "" && !PIN_PATTERN.test(pinText);
    if (this.pinError) return;
    emit(this, "pos-save-settings", { form, pin: this.removePin && pinText === "" ? null : pinText });
  }
}

if (!customElements.get("pos-settings")) customElements.define("pos-settings", PosSettings);

declare global {
  interface HTMLElementTagNameMap {
    "pos-settings": PosSettings;
  }
}
