/** A value the customer copies: label, the text (selectable by hand too) and a copy button. */
import { html, LitElement, type TemplateResult } from "lit";
import { copyFieldStyles } from "./copy-field.styles.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../define.ts";
import { addressGroups } from "../../../shared/payment-uri/address-groups.ts";
import { translator, type Locale } from "../../i18n/locale.ts";

/**
 * @summary Shows a value with a copy button; copies `value`, shows `display` (defaults to `value`); `locale` for the button's words (English by default; the view has loaded the language's texts); `grouped` shows a long code in groups of four, first and last emphasised, for comparing by eye.
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
    grouped: { type: Boolean },
    locale: { attribute: false },
    status: { state: true },
  };

  declare label: string;
  declare value: string;
  declare display: string | undefined;
  declare grouped: boolean;
  declare locale: Locale | undefined;
  declare private status: "" | "copied" | "failed";

  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.label = "";
    this.value = "";
    this.display = undefined;
    this.grouped = false;
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
        <span class="value" part="value">${this.grouped ? groups(this.value) : (this.display ?? this.value)}</span>
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

/**
 * The value in groups of four characters ("0x" apart), the first and last groups emphasised: where a swapped address
 * differs. The gaps are CSS margins, not spaces, and <wbr> lets lines break between groups, so text selected by hand
 * is the value itself.
 */
function groups(value: string): TemplateResult[] {
  const { prefix, groups: chunks } = addressGroups(value);
  const out = prefix ? [html`<span class="group">${prefix}</span>`] : [];
  chunks.forEach((chunk, i) => {
    const edge = i === 0 || i === chunks.length - 1;
    out.push(html`<wbr><span class=${edge ? "group edge" : "group"}>${chunk}</span>`);
  });
  return out;
}

defineOnce("cc-copy-field", CopyField);

declare global {
  interface HTMLElementTagNameMap {
    "cc-copy-field": CopyField;
  }
}
