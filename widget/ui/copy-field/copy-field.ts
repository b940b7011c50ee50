/** A value the customer copies: label, the text (selectable by hand too) and a copy button. */
import { html, LitElement } from "lit";
import { copyFieldStyles } from "./copy-field.styles.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../define.ts";
import { en } from "../../i18n/messages.ts";

/** The copy button's words, in the customer's language. */
export interface CopyTexts {
  readonly copy: string;
  readonly copied: string;
  readonly failed: string;
}

/**
 * @summary Shows a value with a copy button; copies `value`, shows `display` (defaults to `value`); `texts` for the button's words (English by default).
 * @csspart value - the shown text
 * @csspart button - the copy button
 * @tagname cc-copy-field
 */
export class CopyField extends LitElement {
  static override styles = [controlStyles, copyFieldStyles];

  static override properties = {
    label: {},
    value: {},
    display: {},
    texts: { attribute: false },
    status: { state: true },
  };

  declare label: string;
  declare value: string;
  declare display: string | undefined;
  declare texts: CopyTexts | undefined;
  declare private status: "" | "copied" | "failed";

  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.label = "";
    this.value = "";
    this.display = undefined;
    this.status = "";
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  override render() {
    const { status } = this;
    const texts = this.texts ?? { copy: en.copy, copied: en.copied, failed: en.copy_failed };
    return html`
      <span class="label">${this.label}</span>
      <div class="row">
        <span class="value" part="value">${this.display ?? this.value}</span>
        <button type="button" part="button" class=${status} aria-label="${texts.copy}: ${this.label}" @click=${this.#copy}>
          ${status === "copied" ? texts.copied : texts.copy}
        </button>
      </div>
      <div class=${status === "failed" ? "label" : "visually-hidden"} role="status">${status ? texts[status] : ""}</div>
    `;
  }

  async #copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.value);
      this.status = "copied";
    } catch {
      // Clipboard refused (permissions, old browser): select the text so the customer can copy it.
      const node = this.renderRoot.querySelector(".value");
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      this.status = "failed";
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => (this.status = ""), 2500);
  }
}

defineOnce("cc-copy-field", CopyField);

declare global {
  interface HTMLElementTagNameMap {
    "cc-copy-field": CopyField;
  }
}
