/** The PIN prompt in front of the settings, so a customer holding the tablet cannot change them. */
import { LitElement, html, nothing } from "lit";
import { posPinGateStyles } from "./pos-pin-gate.styles.ts";
import { baseStyles } from "../../app/theme.styles.ts";
import { emit } from "../../app/events.ts";
import { translator } from "../../i18n/translate.ts";
import type { Locale } from "../../settings/settings-rules.ts";

/**
 * @fires pos-unlock - the PIN typed, for the app to check
 */
export class PosPinGate extends LitElement {
  static override styles = [baseStyles, posPinGateStyles];

  static override properties = {
    locale: { type: String },
    wrong: { type: Boolean },
  };

  declare locale: Locale;
  declare wrong: boolean;

  constructor() {
    super();
    this.locale = "en";
    this.wrong = false;
  }

  override firstUpdated() {
    this.renderRoot.querySelector("input")?.focus();
  }

  override render() {
    const t = translator(this.locale);
    return html`<div class="card">
      <h1 id="pin-title">${t("pin.title")}</h1>
      <form aria-labelledby="pin-title" @submit=${this.handleSubmit}>
        <label for="pin">${t("pin.label")}</label>
        <input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="8" aria-invalid=${this.wrong ? "true" : "false"} />
        ${this.wrong ? html`<p class="field-error" role="alert">${t("pin.wrong")}</p>` : nothing}
        <button class="primary" type="submit">${t("pin.unlock")}</button>
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
