/** The PIN prompt in front of the settings, so a customer holding the tablet cannot change them. */
import { LitElement, html, nothing } from "lit";
import { posPinGateStyles } from "./pos-pin-gate.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { formatClockTime, terminalTexts, translator } from "../../i18n/translate.ts";
import { pinEn } from "../../i18n/pin-messages.ts";
import type { Locale } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages.ts";

/** The PIN gate's words arrive with this chunk, not with the first load. */
terminalTexts.addEnglish(pinEn);

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** The PIN as typed. */
    "pos-unlock": string;
  }
}

const PIN_REASONS = {
  settings: "pin_title",
  pairing: "pin_pairing_reason",
  relay: "pin_relay_reason",
  review: "pin_review_reason",
} as const satisfies Record<PosPinGate["reason"], MessageKey>;

/**
 * @fires pos-unlock - the PIN typed, for the app to check
 */
export class PosPinGate extends LitElement {
  static override styles = [baseStyles, posPinGateStyles];

  static override properties = {
    locale: { type: String },
    wrong: { type: Boolean },
    retryAt: { type: Number, attribute: "retry-at" },
    checking: { type: Boolean },
    reason: { type: String },
  };

  declare locale: Locale;
  declare wrong: boolean;
  /** After too many wrong PINs: when the next try is allowed (ms since the epoch); 0 when it is now. */
  declare retryAt: number;
  /** The PIN typed is being checked: no other is taken until it is answered. */
  declare checking: boolean;
  /**
   * Why the PIN is asked beyond opening the settings: a pairing link waits behind it, or stored settings changed
   * without the PIN ("review").
   */
  declare reason: "settings" | "pairing" | "relay" | "review";

  #waitTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.locale = "en";
    this.wrong = false;
    this.retryAt = 0;
    this.checking = false;
    this.reason = "settings";
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearTimeout(this.#waitTimer);
  }

  override firstUpdated() {
    this.renderRoot.querySelector("input")?.focus();
  }

  override updated(changed: Map<string, unknown>) {
    // Back to the field once a wrong PIN is answered, ready for the next try.
    if (changed.has("checking") && !this.checking && !this.#waiting) this.renderRoot.querySelector("input")?.focus();
    if (!changed.has("retryAt")) return;
    clearTimeout(this.#waitTimer);
    // Shown again, enabled, the moment the wait ends; focus goes back to the field for the next try.
    if (this.#waiting) {
      this.#waitTimer = setTimeout(() => {
        this.requestUpdate();
        void this.updateComplete.then(() => this.renderRoot.querySelector("input")?.focus());
      }, this.retryAt - Date.now());
    }
  }

  get #waiting(): boolean {
    return this.retryAt > Date.now();
  }

  override render() {
    const t = translator(this.locale);
    const waiting = this.#waiting;
    return html`<div class="card">
      <h1 id="pin-title">${t("pin_title")}</h1>
      ${this.reason !== "settings" ? html`<p id="pin-reason">${t(PIN_REASONS[this.reason])}</p>` : nothing}
      <form aria-labelledby="pin-title" @submit=${this.handleSubmit}>
        <label for="pin">${t("pin_label")}</label>
        <input
          id="pin"
          name="pin"
          type="password"
          inputmode="numeric"
          autocomplete="off"
          maxlength="8"
          ?disabled=${waiting || this.checking}
          aria-invalid=${this.wrong ? "true" : "false"}
          aria-describedby=${this.wrong || waiting ? "pin-error" : nothing}
        />
        ${
          waiting
            ? html`<p class="field-error" id="pin-error" role="alert">${t("pin_wait", { time: formatClockTime(this.retryAt, this.locale) })}</p>`
            : this.wrong
              ? html`<p class="field-error" id="pin-error" role="alert">${t("pin_wrong")}</p>`
              : nothing
        }
        <button class="primary" type="submit" ?disabled=${waiting || this.checking} aria-busy=${this.checking ? "true" : "false"}>${t("pin_unlock")}</button>
      </form>
    </div>`;
  }

  private handleSubmit(e: SubmitEvent) {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).elements.namedItem("pin") as HTMLInputElement;
    emit(this, "pos-unlock", input.value);
    input.value = "";
  }
}

if (!customElements.get("pos-pin-gate")) customElements.define("pos-pin-gate", PosPinGate);

declare global {
  interface HTMLElementTagNameMap {
    "pos-pin-gate": PosPinGate;
  }
}
