/** "Pair another tablet": this terminal's configuration (never its PIN) as a QR code and a link to open on the other one. */
import { LitElement, html, nothing } from "lit";
import { posPairShareStyles } from "./pos-pair-share.styles.ts";
import { baseStyles } from "../../ui/theme.styles.ts";
import { terminalTexts, translator } from "../../i18n/translate.ts";
import { pairingEn } from "../../i18n/pairing-messages.ts";
import { pairingLink, type SharedSettings } from "../pairing-code.ts";
import type { Locale } from "../../i18n/languages.ts";
import "../../ui/pos-qr/pos-qr.ts";

/** The pairing screens' words arrive with this chunk, not with the first load. */
terminalTexts.addEnglish(pairingEn);

export class PosPairShare extends LitElement {
  static override styles = [baseStyles, posPairShareStyles];

  static override properties = {
    settings: { attribute: false },
    locale: { type: String },
    link: { state: true },
    copied: { state: true },
  };

  declare settings: SharedSettings | undefined;
  declare locale: Locale;
  declare link: string;
  declare copied: boolean;

  constructor() {
    super();
    this.settings = undefined;
    this.locale = "en";
    this.link = "";
    this.copied = false;
  }

  override willUpdate(changed: Map<string, unknown>) {
    const settings = this.settings;
    if (!changed.has("settings") || !settings) return;
    this.copied = false;
    // This terminal's own address (without its current screen) is where the other tablet opens the link.
    void pairingLink(location.href.split("#")[0] ?? location.href, settings).then((link) => {
      if (this.settings === settings) this.link = link;
    });
  }

  override render() {
    const t = translator(this.locale);
    if (!this.link) return nothing;
    return html`<section class="card" aria-labelledby="pair-title">
      <h2 id="pair-title">${t("pair_share_title")}</h2>
      <p>${t("pair_share_hint")}</p>
      <div class="share">
        <pos-qr .value=${this.link} .label=${t("pair_share_title")} ecl="L" min-module="4"></pos-qr>
        <div class="link">
          <label for="pair-link">${t("pair_link")}</label>
          <input id="pair-link" dir="ltr" readonly .value=${this.link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
          <button type="button" @click=${this.handleCopy}>${t("pair_copy")}</button>
          <span role="status">${this.copied ? t("pair_copied") : ""}</span>
        </div>
      </div>
    </section>`;
  }

  private async handleCopy() {
    try {
      await navigator.clipboard.writeText(this.link);
      this.copied = true;
    } catch {
      // No clipboard permission: the link is selected in its field for a manual copy.
      this.renderRoot.querySelector<HTMLInputElement>("#pair-link")?.select();
    }
  }
}

if (!customElements.get("pos-pair-share")) customElements.define("pos-pair-share", PosPairShare);

declare global {
  interface HTMLElementTagNameMap {
    "pos-pair-share": PosPairShare;
  }
}
