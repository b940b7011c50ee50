/** The terminal's header: shop name, the four sections, and the offline and update banners below it. */
import { LitElement, html, nothing, svg, type SVGTemplateResult } from "lit";
import { posHeaderStyles } from "./pos-header.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { routeHash } from "../routes.ts";
import { translator } from "../../i18n/translate.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { Locale } from "../../i18n/languages.ts";

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** Staff apply the waiting new version. */
    "pos-apply-update": null;
  }
}

export type Section = "sale" | "history" | "report" | "settings";

const SECTIONS = {
  sale: "nav_sale",
  history: "nav_history",
  report: "nav_report",
  settings: "nav_settings",
} as const satisfies Record<Section, MessageKey>;

/**
 * Each section's picture, which stands for its words on a phone (the words stay its link's name): a plus for a new
 * sale, a clock for the history, bars for the report, sliders for the settings. Drawn with the text's colour, and alike
 * both ways, so right to left needs no mirror.
 */
const ICONS: Record<Section, SVGTemplateResult> = {
  sale: svg`<path d="M12 5v14M5 12h14"/>`,
  history: svg`<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>`,
  report: svg`<path d="M4 20h16M7 16v-4M12 16V6M17 16V9"/>`,
  settings: svg`<path d="M4 8h9M17 8h3M4 16h3M11 16h9"/><circle cx="15" cy="8" r="2"/><circle cx="9" cy="16" r="2"/>`,
};

/**
 * @fires pos-apply-update - staff chose to load the new version now
 */
export class PosHeader extends LitElement {
  static override styles = [baseStyles, posHeaderStyles];

  static override properties = {
    shopName: { type: String, attribute: "shop-name" },
    locale: { type: String },
    section: { type: String },
    online: { attribute: false },
    updateReady: { type: Boolean, attribute: "update-ready" },
    testMode: { type: Boolean, attribute: "test-mode" },
  };

  declare shopName: string;
  declare locale: Locale;
  declare section: Section;
  declare online: boolean;
  /** A new version waits; the shell leaves this off during a payment. */
  declare updateReady: boolean;
  /** A sandbox project: no sale here moves real money. */
  declare testMode: boolean;

  constructor() {
    super();
    this.shopName = "";
    this.locale = "en";
    this.section = "sale";
    this.online = true;
    this.updateReady = false;
    this.testMode = false;
  }

  override render() {
    const t = translator(this.locale);
    return html`<header>
        <p class="shop" title=${this.shopName}>${this.shopName}</p>
        ${this.testMode ? html`<span class="test-mode" data-testid="test-mode">${t("test_mode")}</span>` : nothing}
        <nav aria-label=${t("app_title")}>
          ${(Object.keys(SECTIONS) as Section[]).map(
            (name) =>
              html`<a class="button" href=${routeHash({ name })} aria-current=${name === this.section ? "page" : "false"}><svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS[name]}</svg><span class="label">${t(SECTIONS[name])}</span></a>`,
          )}
        </nav>
      </header>
      ${this.online ? nothing : html`<div class="banner offline" role="status">${t("offline_banner")}</div>`}
      ${
        this.updateReady
          ? html`<div class="banner update" role="status">
            <span>${t("update_ready")}</span>
            <button class="primary" type="button" @click=${() => emit(this, "pos-apply-update", null)}>${t("update_apply")}</button>
          </div>`
          : nothing
      }`;
  }
}

if (!customElements.get("pos-header")) customElements.define("pos-header", PosHeader);

declare global {
  interface HTMLElementTagNameMap {
    "pos-header": PosHeader;
  }
}
