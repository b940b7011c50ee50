/** Choosing what to pay with in two short steps: a token, then (when it has several) the network it is sent on. */
import { html, LitElement, nothing } from "lit";
import { methodChoiceStyles } from "./method-choice.styles.ts";
import { controlStyles } from "../../styles/theme.styles.ts";
import { defineOnce } from "../define.ts";
import { translator, type Locale } from "../../i18n/locale.ts";

export interface NetworkChoice {
  readonly currency: string;
  readonly network: string;
  /** "Tron": the network in words. */
  readonly name: string;
  /** "TRC20 · Minimum 1 USDT", already in the customer's language. */
  readonly detail: string;
  /** The customer's last method on this shop. */
  readonly lastUsed: boolean;
}

export interface TokenChoice {
  readonly currency: string;
  /** "Tether USD", or null when the symbol says it all. */
  readonly name: string | null;
  /** "6 networks" or "on Tron". */
  readonly detail: string;
  readonly lastUsed: boolean;
  readonly networks: readonly NetworkChoice[];
}

export type MethodPick = Pick<NetworkChoice, "currency" | "network">;

type Option = {
  readonly key: string;
  readonly badge?: string;
  readonly title: string;
  readonly detail: string;
  readonly lastUsed: boolean;
};

/**
 * Two listboxes, one at a time: the tokens, then the networks of the chosen token with a way back. A token with one
 * network is picked at once; a shop with one token starts at its networks. Arrow keys, Home and End move between
 * options, Enter, Space or a click picks one. When the step changes, focus moves to the new step's heading.
 *
 * @fires cc-method-pick - a token and network were picked; detail `{ currency, network }` (does not leave the view)
 * @tagname cc-method-choice
 */
export class MethodChoice extends LitElement {
  static override styles = [controlStyles, methodChoiceStyles];

  static override properties = {
    tokens: { attribute: false },
    busy: { type: Boolean },
    locale: { attribute: false },
    token: { state: true },
  };

  declare tokens: readonly TokenChoice[];
  /** A pick is being confirmed: options are shown but cannot be picked. */
  declare busy: boolean;
  declare locale: Locale | undefined;
  /** The token whose networks are shown, or null on the token step. */
  declare private token: string | null;

  #focusHeading = false;

  constructor() {
    super();
    this.tokens = [];
    this.busy = false;
    this.token = null;
  }

  override updated(): void {
    if (!this.#focusHeading) return;
    this.#focusHeading = false;
    this.renderRoot.querySelector<HTMLElement>("h2")?.focus();
  }

  override render() {
    const t = translator(this.locale ?? "en");
    const only = this.tokens.length === 1 ? this.tokens[0] : undefined;
    const chosen = only ?? this.tokens.find((x) => x.currency === this.token);
    if (!chosen) {
      return html`<h2 tabindex="-1" id="heading">${t("choose_method")}</h2>
        <p class="hint">${t("choose_method_hint")}</p>
        ${this.renderListbox(
          this.tokens.map((x) => ({
            key: x.currency,
            badge: x.currency,
            title: x.name ?? "",
            detail: x.detail,
            lastUsed: x.lastUsed,
          })),
          t("last_used"),
          (key) => this.handleToken(key),
        )}`;
    }
    return html`${
      only
        ? nothing
        : html`<button type="button" class="back" @click=${this.handleBack}><i aria-hidden="true">‹</i>${t("back_to_tokens")}</button>`
    }
      <h2 tabindex="-1" id="heading">${t("choose_network", { token: chosen.currency })}</h2>
      <p class="hint">${t("choose_network_hint", { token: chosen.currency })}</p>
      ${this.renderListbox(
        chosen.networks.map((n) => ({ key: n.network, title: n.name, detail: n.detail, lastUsed: n.lastUsed })),
        t("last_used"),
        (key) => this.#emitPick(chosen.currency, key),
      )}`;
  }

  renderListbox(options: readonly Option[], lastUsedText: string, pick: (key: string) => void) {
    // Roving focus: the list is one tab stop, on its first option.
    return html`<div role="listbox" aria-labelledby="heading" aria-busy=${this.busy} @keydown=${this.handleKeydown}>
      ${options.map(
        (o, i) => html`<div
          role="option"
          part="method"
          class="option"
          tabindex=${i === 0 ? 0 : -1}
          aria-selected="false"
          aria-disabled=${this.busy}
          @click=${() => this.handlePick(o.key, pick)}
          @keydown=${(e: KeyboardEvent) => this.handleOptionKey(e, o.key, pick)}
        >
          ${o.badge ? html`<span class="badge">${o.badge}</span>` : nothing}
          <span class="text"><b>${o.title}</b><small>${o.detail}${o.lastUsed ? html` · <em>${lastUsedText}</em>` : nothing}</small></span>
          <i aria-hidden="true">›</i>
        </div>`,
      )}
    </div>`;
  }

  handleToken(currency: string): void {
    const token = this.tokens.find((x) => x.currency === currency);
    const [network, ...more] = token?.networks ?? [];
    if (network && more.length === 0) {
      // One network: nothing to ask.
      this.#emitPick(currency, network.network);
      return;
    }
    this.token = currency;
    this.#focusHeading = true;
  }

  handlePick(key: string, pick: (key: string) => void): void {
    if (!this.busy) pick(key);
  }

  /** Enter and Space pick the focused option, as a button would. */
  handleOptionKey(e: KeyboardEvent, key: string, pick: (key: string) => void): void {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    this.handlePick(key, pick);
  }

  handleBack(): void {
    this.token = null;
    this.#focusHeading = true;
  }

  /** Arrow keys, Home and End move focus among the options of the list. */
  handleKeydown(e: KeyboardEvent): void {
    const options = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>("[role=option]")];
    const at = options.indexOf(e.target as HTMLElement);
    if (at < 0) return;
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: options.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = options[Math.max(0, Math.min(options.length - 1, next))];
    for (const o of options) o.tabIndex = o === target ? 0 : -1;
    target?.focus();
  }

  #emitPick(currency: string, network: string): void {
    this.dispatchEvent(new CustomEvent<MethodPick>("cc-method-pick", { detail: { currency, network } }));
  }
}

defineOnce("cc-method-choice", MethodChoice);

declare global {
  interface HTMLElementTagNameMap {
    "cc-method-choice": MethodChoice;
  }
  interface HTMLElementEventMap {
    "cc-method-pick": CustomEvent<MethodPick>;
  }
}
