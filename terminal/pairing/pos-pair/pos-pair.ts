/** Opening a pairing link on this tablet: shows what it would set and applies it on one tap, or says why it cannot. */
import { LitElement, html, nothing } from "lit";
import { pairingReviewStyles } from "../pairing-review.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { terminalTexts, translator } from "../../i18n/translate.ts";
import { pairingEn } from "../../i18n/pairing-messages.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import { readPairingCode, type PairingProblem, type PairingResult } from "../pairing-code.ts";
import type { SharedSettings } from "../pairing-types.ts";
import { LANGUAGE_NAMES, type Locale } from "../../i18n/languages.ts";
import { apiAddressChange } from "../../settings/api-address.ts";

/** The pairing screens' words arrive with this chunk, not with the first load. */
terminalTexts.addEnglish(pairingEn);

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** Staff confirmed the settings a pairing link brought. */
    "pos-apply-pairing": SharedSettings;
  }
}

const PROBLEMS = {
  truncated: "pair_truncated",
  damaged: "pair_damaged",
  foreign: "pair_foreign",
  version: "pair_version",
  invalid: "pair_invalid",
} as const satisfies Record<PairingProblem, MessageKey>;

/**
 * Anyone can make a pairing link (its checksum only catches a damaged one), so a link that would send this tablet's
 * sales elsewhere (another API address: scheme, host, port or path; or another key or project) says so and waits for staff to
 * confirm they trust it; the shell then checks the key and project with the API before anything is stored.
 *
 * @fires pos-apply-pairing - staff confirmed: store these settings on this tablet
 */
export class PosPair extends LitElement {
  static override styles = [baseStyles, pairingReviewStyles];

  static override properties = {
    code: { type: String },
    locale: { type: String },
    currentApiBase: { type: String, attribute: "current-api-base" },
    currentSdkKey: { type: String, attribute: "current-sdk-key" },
    currentProjectId: { type: String, attribute: "current-project-id" },
    stored: { attribute: false },
    checking: { type: Boolean },
    refusal: { attribute: false },
    result: { state: true },
    hostConfirmed: { state: true },
  };

  declare code: string;
  declare locale: Locale;
  /** The API base this tablet uses now (before setup: the terminal's own origin, the form's default). */
  declare currentApiBase: string;
  /** The key and project this tablet uses now; empty before setup (nothing to swap then). */
  declare currentSdkKey: string;
  declare currentProjectId: string;
  /**
   * Instead of a link: this tablet's stored settings, changed without the PIN since it last approved them (the current
   * key, project and API address are then what it last approved, or empty when that is unknown). Always confirmed.
   */
  declare stored: SharedSettings | null;
  /** The link's key and project are being checked with the API. */
  declare checking: boolean;
  /** Why the API refused the link's key or project: nothing was stored. */
  declare refusal: string | null;
  declare result: PairingResult | undefined;
  declare hostConfirmed: boolean;

  constructor() {
    super();
    this.code = "";
    this.locale = "en";
    this.currentApiBase = "";
    this.currentSdkKey = "";
    this.currentProjectId = "";
    this.stored = null;
    this.checking = false;
    this.refusal = null;
    this.result = undefined;
    this.hostConfirmed = false;
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has("stored") && this.stored !== null) {
      this.result = { ok: true, settings: this.stored };
      this.hostConfirmed = false;
      return;
    }
    if (!changed.has("code") || this.stored !== null) return;
    const code = this.code;
    this.result = undefined;
    this.hostConfirmed = false;
    void readPairingCode(code).then((result) => {
      if (this.code === code) this.result = result;
    });
  }

  override render() {
    const t = translator(this.locale);
    const result = this.result;
    if (!result) return html`<p role="status">${t("pair_reading")}</p>`;
    if (!result.ok) {
      return html`<div class="card" role="alert">
        <h1>${t("pair_refused_title")}</h1>
        <p data-testid="pair-problem">${t(PROBLEMS[result.problem])}</p>
        <p>${t("pair_nothing_changed")}</p>
        <a class="button primary" href="#/sale">${t("pair_back")}</a>
      </div>`;
    }
    const s = result.settings;
    const row = (label: MessageKey, value: string) => html`<dt>${t(label)}</dt><dd>${value}</dd>`;
    const stored = this.stored !== null;
    // Stored settings whose approved address is unknown: nothing to compare with, the confirmation says it all.
    const addressChange =
      stored && this.currentApiBase === "" ? null : apiAddressChange(s.apiBase, this.currentApiBase);
    const hostChanged = addressChange !== null;
    const { next: host, current } = addressChange ?? { next: "", current: "" };
    const accountChanged =
      this.currentSdkKey !== "" && (s.sdkKey !== this.currentSdkKey || s.projectId !== this.currentProjectId);
    const confirmNeeded = stored || hostChanged || accountChanged;
    // What changed comes before the list of every setting, which would push it below the fold on a phone.
    return html`<div class="card">
      <h1 id="pair-title">${t(stored ? "pair_stored_title" : "pair_title")}</h1>
      <p data-testid=${stored ? "pair-stored-intro" : nothing}>${t(stored ? "pair_stored_intro" : "pair_intro")}</p>
      ${
        hostChanged
          ? html`<div class="warn link-warning" data-testid="pair-host-warning">
            <p>${t(stored ? "pair_stored_host_changed" : "pair_host_changed", { host, current })}</p>
          </div>`
          : nothing
      }
      ${
        accountChanged
          ? html`<div class="warn link-warning" data-testid="pair-account-warning">
            <p>${
              stored
                ? t("pair_stored_account_changed", {
                    project: s.projectId,
                    key: s.sdkKey,
                    current: this.currentProjectId,
                    currentKey: this.currentSdkKey,
                  })
                : t("pair_account_changed", { project: s.projectId, key: s.sdkKey, current: this.currentProjectId })
            }</p>
          </div>`
          : nothing
      }
      <dl aria-labelledby="pair-title">
        ${row("settings_shop_name", s.shopName)} ${row("settings_api_base", s.apiBase)} ${row("settings_sdk_key", s.sdkKey)}
        ${row("settings_project_id", s.projectId)} ${row("settings_currency", s.currency)} ${row("settings_locale", LANGUAGE_NAMES[s.locale])}
        ${row("pair_tip_presets", s.tipPresets.length > 0 ? s.tipPresets.map((p) => `${p} %`).join(", ") : "—")}
        ${s.customerFeePercent !== null ? row("pair_customer_fee", `${s.customerFeePercent} %`) : nothing}
        ${row("pair_quick_items", s.quickItems.length > 0 ? s.quickItems.map((i) => `${i.name} ${formatMoney(i.price, s.currency, this.locale)}`).join(" · ") : "—")}
      </dl>
      ${stored ? nothing : html`<p class="hint">${t("pair_pin_note")}</p>`}
      ${
        confirmNeeded
          ? html`<label class="check">
            <input type="checkbox" .checked=${this.hostConfirmed} @change=${this.handleHostConfirm} />
            ${
              hostChanged
                ? t("pair_host_confirm", { host })
                : t(stored ? "pair_stored_confirm" : "pair_account_confirm", { project: s.projectId })
            }
          </label>`
          : nothing
      }
      ${this.refusal ? html`<p class="field-error" role="alert" data-testid="pair-refusal">${this.refusal}</p>` : nothing}
      <div class="actions">
        <button
          class="primary"
          type="button"
          ?disabled=${(confirmNeeded && !this.hostConfirmed) || this.checking}
          aria-busy=${this.checking ? "true" : "false"}
          @click=${() => emit(this, "pos-apply-pairing", s)}
        >
          ${t("pair_apply")}
        </button>
        ${
          stored
            ? html`<a class="button" href="#/settings">${t("pair_stored_edit")}</a>`
            : html`<a class="button" href="#/sale">${t("pair_cancel")}</a>`
        }
      </div>
    </div>`;
  }

  private handleHostConfirm(e: Event) {
    this.hostConfirmed = (e.target as HTMLInputElement).checked;
  }
}

if (!customElements.get("pos-pair")) customElements.define("pos-pair", PosPair);

declare global {
  interface HTMLElementTagNameMap {
    "pos-pair": PosPair;
  }
}
