/** A value the customer copies: label, the text (selectable by hand too) and a copy button. */
import { html, LitElement } from "lit";
import { copyFieldStyles } from "./copy-field.styles.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../define.ts";

/**
 * @summary Shows a value with a copy button; copies `value`, shows `display` (defaults to `value`).
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
    copyText: { attribute: "copy-text" },
    copiedText: { attribute: "copied-text" },
    failedText: { attribute: "failed-text" },
    status: { state: true },
  };

  declare label: string;
  declare value: string;
  declare display: string | undefined;
  declare copyText: string;
  declare copiedText: string;
  declare failedText: string;
  declare private status: "" | "copied" | "failed";

  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.label = "";
    this.value = "";
    this.display = undefined;
    this.copyText = "Copy";
    this.copiedText = "Copied";
    this.failedText = "Select the text and copy it by hand";
    this.status = "";
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  override render() {
    return html`
      <span class="label" id="label">${this.label}</span>
      <div class="row">
        <span class="value" part="value">${this.display ?? this.value}</span>
        <button type="button" part="button" class=${this.status === "copied" ? "done" : ""} aria-label="${this.copyText}: ${this.label}" @click=${this.handleCopy}>
          ${this.status === "copied" ? this.copiedText : this.copyText}
        </button>
      </div>
      <div class="status ${this.status === "failed" ? "failed" : ""}" role="status">
        ${this.status === "copied" ? this.copiedText : this.status === "failed" ? this.failedText : ""}
      </div>
    `;
  }

  private async handleCopy(): Promise<void> {
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
