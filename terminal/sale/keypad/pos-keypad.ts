/** The sale keypad: twelve large keys; presentational, it only reports which key was pressed. */
import { LitElement, html } from "lit";
import { posKeypadStyles } from "./pos-keypad.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import type { KeypadKey } from "./amount-entry.ts";

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    "pos-key": KeypadKey;
  }
}

const DIGIT_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/**
 * @fires pos-key - a key was pressed (the sale screen takes a physical keyboard's keys itself, wherever focus is)
 */
export class PosKeypad extends LitElement {
  static override styles = [baseStyles, posKeypadStyles];

  static override properties = {
    backLabel: { type: String, attribute: "back-label" },
    disabled: { type: Boolean },
  };

  declare backLabel: string;
  declare disabled: boolean;

  constructor() {
    super();
    this.backLabel = "Delete last digit";
    this.disabled = false;
  }

  override render() {
    return html`<div class="grid" role="group">
      ${DIGIT_KEYS.map((k) => this.renderKey(k, k))} ${this.renderKey("00", "00")} ${this.renderKey("0", "0")}
      <button class="back" type="button" aria-label=${this.backLabel} ?disabled=${this.disabled} @click=${() => this.#emitKey("back")}>
        ⌫
      </button>
    </div>`;
  }

  private renderKey(key: KeypadKey, label: string) {
    return html`<button type="button" ?disabled=${this.disabled} @click=${() => this.#emitKey(key)}>${label}</button>`;
  }

  #emitKey(key: KeypadKey) {
    if (!this.disabled) emit(this, "pos-key", key);
  }
}

if (!customElements.get("pos-keypad")) customElements.define("pos-keypad", PosKeypad);

declare global {
  interface HTMLElementTagNameMap {
    "pos-keypad": PosKeypad;
  }
}
