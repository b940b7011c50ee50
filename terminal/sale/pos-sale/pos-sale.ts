/** The sale screen: amount on the keypad, an optional note and tip, then "Charge". */
import { LitElement, html, nothing } from "lit";
import { posSaleStyles } from "./pos-sale.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import type { ChargeDetail, PreparedSale } from "../sale-request.ts";
import {
  emptyEntry,
  KEYPAD_MAX_INTEGER_DIGITS,
  pressExceedsCap,
  pressKey,
  type AmountEntry,
  type KeypadKey,
} from "../keypad/amount-entry.ts";
import { fromDecimal, toDecimal } from "../../money/money.ts";
import { tipMinor, type Tip } from "../tip.ts";
import { addItem, setQuantity, type Cart } from "../cart.ts";
import type { QuickItem } from "../../settings/settings-rules.ts";
import { itemsTotalMinor, lineTotalMinor } from "../sale-sums.ts";
import type { SaleItem } from "../sale.ts";
import { translator, type Translate } from "../../i18n/translate.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import type { Locale } from "../../i18n/languages.ts";
import { draftFromJson, draftToJson, isEmptyDraft, SALE_DRAFT_KEY, type SaleDraft } from "../sale-draft.ts";
import { readDraft, writeDraft } from "../../platform/local-draft.ts";
import type { EarlyKey } from "../keypad/till-keyboard.ts";
import "../keypad/pos-keypad.ts";

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** Charge the sale as entered. */
    "pos-charge": ChargeDetail;
  }
}

/**
 * @fires pos-charge - staff pressed Charge with a positive total
 */
export class PosSale extends LitElement {
  static override styles = [baseStyles, posSaleStyles];

  static override properties = {
    currency: { type: String },
    minorUnit: { type: Number, attribute: "minor-unit" },
    locale: { type: String },
    tipPresets: { attribute: false },
    quickItems: { attribute: false },
    cart: { state: true },
    online: { type: Boolean },
    entry: { state: true },
    tip: { state: true },
    customTip: { state: true },
    note: { state: true },
    prefilled: { state: true },
    refusedAtCap: { state: true },
    linesOutOfView: { state: true },
  };

  declare currency: string;
  declare minorUnit: number;
  declare locale: Locale;
  declare tipPresets: readonly number[];
  declare quickItems: readonly QuickItem[];
  declare cart: Cart;
  declare online: boolean;
  declare entry: AmountEntry;
  declare tip: Tip;
  declare customTip: string;
  declare note: string;
  /** The amount on the keypad was put there (the rest of an underpaid sale): the first digit typed replaces it. */
  declare prefilled: boolean;
  /** The last key press was ignored because the amount has KEYPAD_MAX_INTEGER_DIGITS: staff are told why. */
  declare refusedAtCap: boolean;
  /** Lines of the basket scrolled out of its box, told beneath it. */
  declare linesOutOfView: number;
  #resize: ResizeObserver | undefined;
  #stopKeyboard: (() => void) | undefined;
  /** The draft kept across a reload has been read (once, when the shop's currency is known). */
  #draftRead = false;

  constructor() {
    super();
    this.currency = "EUR";
    this.minorUnit = 2;
    this.locale = "en";
    this.tipPresets = [];
    this.quickItems = [];
    this.cart = [];
    this.online = true;
    this.entry = emptyEntry(2);
    this.tip = { kind: "none" };
    this.customTip = "";
    this.note = "";
    this.prefilled = false;
    this.refusedAtCap = false;
    this.linesOutOfView = 0;
  }

  /** The amount as the screen appeared, until it first changes (then null); undefined before the first render. */
  #unsaidAmount: string | null | undefined = undefined;

  override connectedCallback() {
    super.connectedCallback();
    this.#unsaidAmount = undefined;
    this.#resize = new ResizeObserver(() => this.#countLinesOutOfView());
    // The till's physical keyboard: not needed for the first frame, so its module loads just after it. Keys pressed
    // before it arrives are kept, with where they were pressed, and acted on when it does: none is lost.
    const early: EarlyKey[] = [];
    const keep = (event: KeyboardEvent) => early.push({ event, path: event.composedPath() });
    const stopKeeping = () => document.removeEventListener("keydown", keep);
    document.addEventListener("keydown", keep);
    // If the module cannot be had, the on-screen keypad still works: nothing goes on keeping keys for it.
    void import("../keypad/till-keyboard.ts").then(({ listenToTillKeyboard }) => {
      stopKeeping();
      if (!this.isConnected) return;
      this.#stopKeyboard?.();
      this.#stopKeyboard = listenToTillKeyboard(
        {
          press: (key) => this.press(key),
          charge: () => {
            if (this.canCharge) this.handleCharge();
          },
        },
        early,
      );
    }, stopKeeping);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#stopKeyboard?.();
    this.#stopKeyboard = undefined;
  }

  override updated(changed: Map<string, unknown>) {
    // Every change to the sale being entered is kept, so a reload (or a crash) before Charge loses nothing.
    if (["cart", "entry", "tip", "customTip", "note", "prefilled"].some((name) => changed.has(name))) {
      const draft = this.#draft();
      writeDraft(SALE_DRAFT_KEY, isEmptyDraft(draft) ? null : draftToJson(draft, this.minorUnit));
    }
    // The big figure's length sets its size (pos-sale.styles.ts). Through the CSSOM: the terminal's CSP refuses a style
    // attribute, which is what a style binding writes on the first render.
    const amount = this.renderRoot.querySelector<HTMLElement>(".amount");
    amount?.style.setProperty("--chars", String(amount.textContent?.length ?? 1));
    const list = this.renderRoot.querySelector<HTMLElement>(".cart-lines");
    if (list) {
      this.#resize?.observe(list);
      // A line just added (the basket grew) is scrolled into view: staff see what they tapped.
      const before = changed.get("cart") as Cart | undefined;
      if (changed.has("cart") && before && this.cart.length > before.length) list.scrollTop = list.scrollHeight;
    }
    this.#countLinesOutOfView();
  }

  #draft(): SaleDraft {
    const { currency, cart: items, prefilled, tip, customTip, note } = this;
    return { currency, items, keyedMinor: this.entry.minor, prefilled, tip, customTip, note };
  }

  #restore(draft: SaleDraft) {
    this.cart = draft.items;
    this.entry = { minor: draft.keyedMinor, minorUnit: this.minorUnit };
    this.prefilled = draft.prefilled;
    this.tip = draft.tip;
    this.customTip = draft.customTip;
    this.note = draft.note;
  }

  /** How many lines of the basket are not whole inside its box (scrolled above or below). */
  #countLinesOutOfView = () => {
    const list = this.renderRoot.querySelector<HTMLElement>(".cart-lines");
    let hidden = 0;
    if (list && list.scrollHeight > list.clientHeight + 1) {
      const box = list.getBoundingClientRect();
      for (const line of list.querySelectorAll(".line, .total")) {
        const r = line.getBoundingClientRect();
        if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) hidden += 1;
      }
    }
    if (hidden !== this.linesOutOfView) this.linesOutOfView = hidden;
  };

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has("minorUnit") && this.entry.minorUnit !== this.minorUnit) this.entry = emptyEntry(this.minorUnit);
    if (!this.#draftRead) {
      this.#draftRead = true;
      const draft = draftFromJson(readDraft(SALE_DRAFT_KEY), this.currency, this.minorUnit);
      if (draft) this.#restore(draft);
    }
  }

  /** Clears the sale after it was charged, so the next customer starts from zero. */
  reset() {
    this.entry = emptyEntry(this.minorUnit);
    this.refusedAtCap = false;
    this.cart = [];
    this.tip = { kind: "none" };
    this.customTip = "";
    this.note = "";
    this.prefilled = false;
  }

  /** Starts from a prepared sale (the rest of an underpaid one): its amount on the keypad and its note. */
  prepare(sale: PreparedSale) {
    this.reset();
    this.entry = { minor: fromDecimal(sale.amount, this.minorUnit) ?? 0n, minorUnit: this.minorUnit };
    this.note = sale.note;
    this.prefilled = true;
  }

  /** The quick items plus the amount typed on the keypad. */
  private get subtotal(): bigint {
    return itemsTotalMinor(this.cart, this.minorUnit) + this.entry.minor;
  }

  /** A custom tip that is not a plain amount in the currency's minor unit ("2.505" in EUR, "2.5" in JPY) counts as none. */
  private get customTipInvalid(): boolean {
    return (
      this.tip.kind === "custom" && this.customTip.trim() !== "" && fromDecimal(this.customTip, this.minorUnit) === null
    );
  }

  /** Charge can be pressed: online, with a positive amount before the tip. */
  private get canCharge(): boolean {
    return this.online && this.subtotal > 0n;
  }

  private get t(): Translate {
    return translator(this.locale);
  }

  private money(minor: bigint): string {
    return formatMoney(toDecimal(minor, this.minorUnit), this.currency, this.locale);
  }

  override render() {
    const t = this.t;
    const subtotal = this.subtotal;
    const tip = tipMinor(subtotal, this.tip);
    const total = subtotal + tip;
    const canCharge = this.canCharge;
    // With items or a tip the big figure is what will be charged; what is being typed stays readable beneath it.
    const composed = this.cart.length > 0 || tip > 0n;
    const shown = this.money(total);
    // Announced once: the figure the screen appeared with is left unsaid (the heading taking focus says the screen, and
    // the figure is in view); every change after it is said by the live region beside the figure.
    if (this.#unsaidAmount === undefined) this.#unsaidAmount = shown;
    else if (this.#unsaidAmount !== shown) this.#unsaidAmount = null;
    const said = shown === this.#unsaidAmount ? "" : shown;
    const capHint = t("sale_max_digits", { count: KEYPAD_MAX_INTEGER_DIGITS });
    return html`<div class="layout">
      <h1 class="visually-hidden" tabindex="-1">${t("nav_sale")}</h1>
      <div class="keys">
        <div class="card display">
          <p class="label" id="amount-label">${t(composed ? "sale_total" : "sale_amount")}</p>
          <p class="amount" data-testid="amount">${shown}</p>
          <p class="visually-hidden" role="status" aria-labelledby="amount-label">${said}</p>
          ${composed ? html`<p class="keyed" data-testid="keyed">${t("sale_keyed")}: ${this.money(this.entry.minor)}</p>` : nothing}
          <p class="cap-hint">
            <span class="cap-hint-room" aria-hidden="true">${capHint}</span>
            <span aria-live="polite" data-testid="keypad-hint">${this.refusedAtCap ? capHint : nothing}</span>
          </p>
        </div>
        <pos-keypad .backLabel=${t("key_back")} @pos-key=${this.handleKey}></pos-keypad>
        <button type="button" class="clear" @click=${() => this.press("clear")}>
          ${t("key_clear")}
        </button>
      </div>
      ${this.quickItems.length > 0 ? this.renderItems() : nothing}
      ${this.tipPresets.length > 0 ? html`<div class="extras">${this.renderTips()}</div>` : nothing}
      <div class="basket">
        <div class="note">
          <label for="note">${t("sale_note")}</label>
          <input id="note" maxlength="120" autocomplete="off" .value=${this.note} @input=${this.handleNote} />
        </div>
        <div class="card cart">
          ${
            this.cart.length > 0 || (this.entry.minor > 0n && tip > 0n)
              ? html`<div class="cart-lines" @scroll=${this.#countLinesOutOfView}>
                ${this.cart.map((line) => this.renderLine(line))}
                ${
                  this.entry.minor > 0n
                    ? html`<div class="total" data-testid="keyed-line"><span>${t("sale_keyed")}</span><span>${this.money(this.entry.minor)}</span></div>`
                    : nothing
                }
              </div>`
              : nothing
          }
          ${
            this.linesOutOfView > 0
              ? html`<p class="more" data-testid="more-lines">${t("sale_more_lines", { count: this.linesOutOfView })}</p>`
              : nothing
          }
          ${
            tip > 0n
              ? html`<div class="total"><span>${t("sale_tip")}</span><span>${this.money(tip)}</span></div>`
              : nothing
          }
          <div class="total"><span>${t("sale_total")}</span><span data-testid="total">${this.money(total)}</span></div>
        </div>
      </div>
      <div class="charge-bar">
        ${this.online ? nothing : html`<p class="warn" role="alert">${t("sale_offline")}</p>`}
        <button class="primary charge" type="button" ?disabled=${!canCharge} @click=${this.handleCharge}>
          ${total > 0n ? t("sale_charge", { amount: this.money(total) }) : t("sale_enter_amount")}
        </button>
      </div>
    </div>`;
  }

  private renderItems() {
    const t = this.t;
    return html`<fieldset class="items">
      <legend>${t("sale_items")}</legend>
      ${this.quickItems.map(
        (item) => html`<button type="button" @click=${() => (this.cart = addItem(this.cart, item))}>
          <span dir="auto">${item.name}</span><small>${formatMoney(item.price, this.currency, this.locale)}</small>
        </button>`,
      )}
    </fieldset>`;
  }

  private renderLine(line: SaleItem) {
    const t = this.t;
    return html`<div class="line" data-testid="cart-line">
      <span class="line-name" dir="auto">${line.name}</span>
      <button type="button" aria-label=${t("sale_item_less", { name: line.name })} @click=${() => (this.cart = setQuantity(this.cart, line, line.quantity - 1))}>−</button>
      <span class="qty" aria-label=${t("sale_item_quantity", { name: line.name, quantity: line.quantity })}>${line.quantity}</span>
      <button type="button" aria-label=${t("sale_item_more", { name: line.name })} @click=${() => (this.cart = setQuantity(this.cart, line, line.quantity + 1))}>+</button>
      <span class="line-total">${this.money(lineTotalMinor(line, this.minorUnit))}</span>
    </div>`;
  }

  private renderTips() {
    const t = this.t;
    const pressed = (tip: Tip) =>
      tip.kind === this.tip.kind &&
      (tip.kind !== "percent" || (this.tip.kind === "percent" && this.tip.percent === tip.percent))
        ? "true"
        : "false";
    return html`<fieldset class="tips">
        <legend>${t("sale_tip")}</legend>
        <button type="button" aria-pressed=${pressed({ kind: "none" })} @click=${() => (this.tip = { kind: "none" })}>
          ${t("sale_no_tip")}
        </button>
        ${this.tipPresets.map(
          (p) =>
            html`<button type="button" aria-pressed=${pressed({ kind: "percent", percent: p })} @click=${() => (this.tip = { kind: "percent", percent: p })}>
              ${p} %
            </button>`,
        )}
        <button type="button" aria-pressed=${this.tip.kind === "custom" ? "true" : "false"} @click=${this.handleCustomTip}>
          ${t("sale_custom_tip")}
        </button>
      </fieldset>
      ${
        this.tip.kind === "custom"
          ? html`<div>
            <label for="custom-tip">${t("sale_custom_tip_label")} (${this.currency})</label>
            <input
              id="custom-tip"
              inputmode="decimal"
              autocomplete="off"
              .value=${this.customTip}
              aria-invalid=${this.customTipInvalid ? "true" : "false"}
              aria-describedby=${this.customTipInvalid ? "custom-tip-error" : nothing}
              @input=${this.handleCustomTipInput}
            />
            ${
              this.customTipInvalid
                ? html`<p class="field-error" id="custom-tip-error" role="alert">${t("sale_custom_tip_invalid", { example: toDecimal((250n * 10n ** BigInt(this.minorUnit)) / 100n, this.minorUnit) })}</p>`
                : nothing
            }
          </div>`
          : nothing
      }`;
  }

  private handleKey = (e: CustomEvent<KeypadKey>) => this.press(e.detail);

  /** One key, from the keypad on screen or the keyboard at the till. */
  private press(key: KeypadKey) {
    // A prefilled amount is a suggestion: the first digit starts a new amount instead of being appended to it.
    const digit = key !== "back" && key !== "clear";
    const from = this.prefilled && digit ? emptyEntry(this.minorUnit) : this.entry;
    this.prefilled = false;
    // A press past the cap is ignored; the hint says why and stays until a key that counts.
    this.refusedAtCap = pressExceedsCap(from, key);
    this.entry = pressKey(from, key);
  }

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
    const subtotal = this.subtotal;
    emit(this, "pos-charge", {
      subtotalMinor: subtotal,
      tipMinor: tipMinor(subtotal, this.tip),
      note: this.note.trim(),
      items: this.cart,
    });
  }
}

if (!customElements.get("pos-sale")) customElements.define("pos-sale", PosSale);

declare global {
  interface HTMLElementTagNameMap {
    "pos-sale": PosSale;
  }
}
