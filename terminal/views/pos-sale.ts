/** The sale screen: amount on the keypad, an optional note and tip, then "Charge". */
import { LitElement, css, html, nothing } from "lit";
import { baseStyles } from "../app/theme.styles.ts";
import { emit } from "../app/events.ts";
import { emptyEntry, fromDecimal, pressKey, toDecimal, type AmountEntry, type KeypadKey } from "../keypad/amount-entry.ts";
import { tipMinor, type Tip } from "../sale/tip.ts";
import { translator, type Translate } from "../i18n/translate.ts";
import { formatMoney } from "../../shared/checkout/format-money.ts";
import type { Locale } from "../settings/settings-rules.ts";
import "../ui/pos-keypad.ts";

/**
 * @fires pos-charge - staff pressed Charge with a positive total
 */
export class PosSale extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        gap: 1.5rem;
        align-items: start;
      }
      @media (max-width: 900px), (orientation: portrait) {
        .layout {
          grid-template-columns: 1fr;
        }
      }
      .display {
        text-align: right;
        padding: 0.75rem 1.25rem;
        margin-bottom: 0.75rem;
      }
      .display .label {
        font-size: 1rem;
        color: var(--pos-muted);
        margin: 0;
      }
      .amount {
        font-size: clamp(2.6rem, 7vw, 4rem);
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        margin: 0;
        overflow-wrap: anywhere;
      }
      .side {
        display: flex;
        flex-direction: column;
        gap: 1rem;
      }
      .tips {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        border: none;
        margin: 0;
        padding: 0;
      }
      .tips legend {
        font-weight: 600;
        font-size: 1.05rem;
        margin-bottom: 0.35rem;
        padding: 0;
      }
      .total {
        display: flex;
        justify-content: space-between;
        font-size: 1.4rem;
        font-weight: 700;
      }
      @media (orientation: portrait) {
        .layout {
          gap: 1rem;
        }
        .side {
          gap: 0.75rem;
        }
      }
      .charge {
        min-height: 72px;
        font-size: clamp(1.4rem, 3vw, 1.9rem);
        width: 100%;
      }
    `,
  ];

  static override properties = {
    currency: { type: String },
    minorUnit: { type: Number, attribute: "minor-unit" },
    locale: { type: String },
    tipPresets: { attribute: false },
    online: { type: Boolean },
    entry: { state: true },
    tip: { state: true },
    customTip: { state: true },
    note: { state: true },
  };

  declare currency: string;
  declare minorUnit: number;
  declare locale: Locale;
  declare tipPresets: readonly number[];
  declare online: boolean;
  declare entry: AmountEntry;
  declare tip: Tip;
  declare customTip: string;
  declare note: string;

  constructor() {
    super();
    this.currency = "EUR";
    this.minorUnit = 2;
    this.locale = "en";
    this.tipPresets = [];
    this.online = true;
    this.entry = emptyEntry(2);
    this.tip = { kind: "none" };
    this.customTip = "";
    this.note = "";
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has("minorUnit") && this.entry.minorUnit !== this.minorUnit) this.entry = emptyEntry(this.minorUnit);
  }

  /** Clears the sale after it was charged, so the next customer starts from zero. */
  reset() {
    this.entry = emptyEntry(this.minorUnit);
    this.tip = { kind: "none" };
    this.customTip = "";
    this.note = "";
  }

  /** A custom tip that is not a plain amount in the currency's minor unit ("2.505" in EUR, "2.5" in JPY) counts as none. */
  private get customTipInvalid(): boolean {
    return this.tip.kind === "custom" && this.customTip.trim() !== "" && fromDecimal(this.customTip, this.minorUnit) === null;
  }

  private get t(): Translate {
    return translator(this.locale);
  }

  private money(minor: bigint): string {
    return formatMoney(toDecimal(minor, this.minorUnit), this.currency, this.locale);
  }

  override render() {
    const t = this.t;
    const subtotal = this.entry.minor;
    const tip = tipMinor(subtotal, this.tip);
    const total = subtotal + tip;
    const canCharge = this.online && total > 0n && subtotal > 0n;
    return html`<div class="layout">
      <div>
        <div class="card display">
          <p class="label" id="amount-label">${t("sale.amount")}</p>
          <p class="amount" role="status" aria-labelledby="amount-label" data-testid="amount">${this.money(subtotal)}</p>
        </div>
        <pos-keypad .backLabel=${t("key.back")} @pos-key=${this.handleKey}></pos-keypad>
      </div>
      <div class="side">
        <div>
          <label for="note">${t("sale.note")}</label>
          <input id="note" maxlength="120" autocomplete="off" .value=${this.note} @input=${this.handleNote} />
        </div>
        ${this.tipPresets.length > 0 ? this.renderTips() : nothing}
        <div class="card">
          ${tip > 0n
            ? html`<div class="total"><span>${t("sale.tip")}</span><span>${this.money(tip)}</span></div>`
            : nothing}
          <div class="total"><span>${t("sale.total")}</span><span data-testid="total">${this.money(total)}</span></div>
        </div>
        ${this.online ? nothing : html`<p class="warn" role="alert">${t("sale.offline")}</p>`}
        <button class="primary charge" type="button" ?disabled=${!canCharge} @click=${this.handleCharge}>
          ${total > 0n ? t("sale.charge", { amount: this.money(total) }) : t("sale.enterAmount")}
        </button>
        <button type="button" @click=${() => this.handleKey(new CustomEvent("pos-key", { detail: "clear" }))}>
          ${t("key.clear")}
        </button>
      </div>
    </div>`;
  }

  private renderTips() {
    const t = this.t;
    const pressed = (tip: Tip) =>
      (tip.kind === this.tip.kind && (tip.kind !== "percent" || (this.tip.kind === "percent" && this.tip.percent === tip.percent))) ? "true" : "false";
    return html`<fieldset class="tips">
        <legend>${t("sale.tip")}</legend>
        <button type="button" aria-pressed=${pressed({ kind: "none" })} @click=${() => (this.tip = { kind: "none" })}>
          ${t("sale.noTip")}
        </button>
        ${this.tipPresets.map(
          (p) =>
            html`<button type="button" aria-pressed=${pressed({ kind: "percent", percent: p })} @click=${() => (this.tip = { kind: "percent", percent: p })}>
              ${p} %
            </button>`,
        )}
        <button type="button" aria-pressed=${this.tip.kind === "custom" ? "true" : "false"} @click=${this.handleCustomTip}>
          ${t("sale.customTip")}
        </button>
      </fieldset>
      ${this.tip.kind === "custom"
        ? html`<div>
            <label for="custom-tip">${t("sale.customTipLabel")} (${this.currency})</label>
            <input
              id="custom-tip"
              inputmode="decimal"
              autocomplete="off"
              .value=${this.customTip}
              aria-invalid=${this.customTipInvalid ? "true" : "false"}
              aria-describedby=${this.customTipInvalid ? "custom-tip-error" : nothing}
              @input=${this.handleCustomTipInput}
            />
            ${this.customTipInvalid
              ? html`<p class="field-error" id="custom-tip-error" role="alert">${t("sale.customTipInvalid", { example: toDecimal(250n * 10n ** BigInt(this.minorUnit) / 100n, this.minorUnit) })}</p>`
              : nothing}
          </div>`
        : nothing}`;
  }

  private handleKey = (e: CustomEvent<KeypadKey>) => {
    this.entry = pressKey(this.entry, e.detail);
  };

  private handleNote(e: Event) {
    this.note = (e.target as HTMLInputElement).value;
  }

  private handleCustomTip() {
    this.tip = { kind: "custom", minor: fromDecimal(this.customTip || "0", this.minorUnit) ?? 0n };
  }

  private handleCustomTipInput(e: Event) {
    this.customTip = (e.target as HTMLInputElement).value.replace(",", ".");
    this.tip = { kind: "custom", minor: fromDecimal(this.customTip || "0", this.minorUnit) ?? 0n };
  }

  private handleCharge() {
    const tip = tipMinor(this.entry.minor, this.tip);
    emit(this, "pos-charge", { subtotalMinor: this.entry.minor, tipMinor: tip, note: this.note.trim() });
  }
}

if (!customElements.get("pos-sale")) customElements.define("pos-sale", PosSale);

declare global {
  interface HTMLElementTagNameMap {
    "pos-sale": PosSale;
  }
}
