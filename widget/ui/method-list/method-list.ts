/** The list of payment methods: token and network in words, the token's kind and the minimum, one button each. */
import { html, type TemplateResult } from "lit";

export interface MethodItem {
  readonly currency: string;
  readonly network: string;
  /** "USDT on Tron", already in the customer's language. */
  readonly title: string;
  /** "TRC-20 token · Minimum 1 USDT", or "" when there is nothing to add. */
  readonly detail: string;
}

/**
 * The methods as one button each, rendered in the view's shadow root with methodListStyles (pure markup: no element
 * of its own). `pick` gets the chosen item; `busy` disables every button while a choice is being confirmed.
 */
export function methodList(methods: readonly MethodItem[], busy: boolean, pick: (m: MethodItem) => void): TemplateResult {
  return html`<ul class="methods" aria-busy=${busy}>
    ${methods.map(
      (m) => html`<li>
        <button type="button" part="method" ?disabled=${busy} @click=${() => pick(m)}>
          <span class="method-badge" aria-hidden="true">${m.currency.slice(0, 4)}</span>
          <span><b class="method-title">${m.title}</b>${m.detail ? html`<small class="method-detail">${m.detail}</small>` : ""}</span>
          <i class="method-arrow" aria-hidden="true">›</i>
        </button>
      </li>`,
    )}
  </ul>`;
}
