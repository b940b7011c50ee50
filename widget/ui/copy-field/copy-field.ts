/** A value the customer copies: label, the text (selectable by hand too) and a copy button. */
import { html, LitElement } from "lit";
import { copyFieldStyles } from "./copy-field.styles.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../define.ts";
import { translator, type Locale } from "../../i18n/locale.ts";

/**
 * @summary Shows a value with a copy button; copies `value`, shows `display` (defaults to `value`); `locale` for the button's words (English by default; the view has loaded the language's texts).
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
    locale: { attribute: false },
    status: { state: true },
  };

  declare label: string;
  declare value: string;
  declare display: string | undefined;
  declare locale: Locale | undefined;
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
    const t = translator(this.locale ?? "en");
    return html`
      <span class="label">${this.label}</span>
      <div class="row">
        <span class="value" part="value">${this.display ?? this.value}</span>
        <button type="button" part="button" class=${status} aria-label="${t("copy")}: ${this.label}" @click=${this.#copy}>
          ${t(status === "copied" ? "copied" : "copy")}
        </button>
      </div>
      <div class=${status === "failed" ? "label" : "visually-hidden"} role="status">${status ? t(status === "copied" ? "copied" : "copy_failed") : ""}</div>
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
