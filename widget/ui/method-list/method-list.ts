/** The list of payment methods: token and network in words, chain and minimum, one button each. */
import { html, LitElement } from "lit";
import { methodListStyles } from "./method-list.styles.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../define.ts";

export interface MethodItem {
  readonly currency: string;
  readonly network: string;
  /** "USDT on Tron", already in the customer's language. */
  readonly title: string;
  /** "Chain 728126428 · Minimum 1 USDT". */
  readonly detail: string;
}

/**
 * @summary Buttons for each method; fires `cc-method-pick` with the chosen currency and network.
 * @fires cc-method-pick - internal: the customer chose a method
 * @csspart method - each method button
 * @tagname cc-method-list
 */
export class MethodList extends LitElement {
  static override styles = [controlStyles, methodListStyles];

  static override properties = {
    methods: { attribute: false },
    busy: { type: Boolean },
  };

  declare methods: readonly MethodItem[];
  declare busy: boolean;

  constructor() {
    super();
    this.methods = [];
    this.busy = false;
  }

  /** Focus the first method: used when the list replaces the previous screen. */
  override focus(): void {
    this.renderRoot.querySelector("button")?.focus();
  }

  override render() {
    return html`<ul role="list">
      ${this.methods.map(
        (m) => html`<li>
          <button type="button" part="method" ?disabled=${this.busy} @click=${() => this.handlePick(m)}>
            <span class="badge" aria-hidden="true">${m.currency.slice(0, 4)}</span>
            <span class="text"><span class="title">${m.title}</span><span class="detail">${m.detail}</span></span>
            <span class="chevron" aria-hidden="true">›</span>
          </button>
        </li>`,
      )}
    </ul>`;
  }

  private handlePick(m: MethodItem): void {
    this.dispatchEvent(
      new CustomEvent("cc-method-pick", { detail: { currency: m.currency, network: m.network }, bubbles: true, composed: true }),
    );
  }
}

defineOnce("cc-method-list", MethodList);

declare global {
  interface HTMLElementTagNameMap {
    "cc-method-list": MethodList;
  }
  interface HTMLElementEventMap {
    "cc-method-pick": CustomEvent<{ currency: string; network: string }>;
  }
}
