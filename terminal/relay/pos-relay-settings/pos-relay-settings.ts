/**
 * The settings' "Shop relay" section: which relay this tablet is paired with, as what, how its connection stands,
 * how many finished sales still wait for it, and the way to unpair; without one, how to connect one.
 */
import { LitElement, css, html, nothing } from "lit";
import { baseStyles } from "../../ui/theme.styles.ts";
import { emit } from "../../ui/events.ts";
import { terminalTexts, translator } from "../../i18n/translate.ts";
import { relayEn } from "../../i18n/relay-messages.ts";
import { pairingEn } from "../../i18n/pairing-messages.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { Locale } from "../../i18n/languages.ts";
import { relayHost } from "../relay-pairing.ts";
import type { RelayController } from "../relay-controller.ts";
import type { RelayState } from "../relay-view-model.ts";

/** The relay's words, and the pairing review's it reuses, arrive with this chunk, not with the first load. */
terminalTexts.addEnglish(relayEn);
terminalTexts.addEnglish(pairingEn);

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** Staff confirmed: forget the relay on this tablet. */
    "pos-unpair-relay": null;
  }
}

const STATES = {
  off: "relay_settings_none",
  connecting: "relay_state_connecting",
  live: "relay_state_live",
  unreachable: "relay_state_unreachable",
  revoked: "relay_revoked",
} as const satisfies Record<RelayState, MessageKey>;

/** @fires pos-unpair-relay - staff confirmed unpairing this tablet from its relay */
export class PosRelaySettings extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
        align-items: center;
      }
      code {
        overflow-wrap: anywhere;
      }
    `,
  ];

  static override properties = {
    // The shell's controller, the same object each time: every render of the shell renders this again.
    relay: { attribute: false, hasChanged: () => true },
    locale: { type: String },
    confirming: { state: true },
  };

  /** The relay this tablet is paired with, how its connection stands, how many finished sales wait for it. */
  declare relay: Pick<RelayController, "pairing" | "state" | "unsent"> | undefined;
  declare locale: Locale;
  declare confirming: boolean;

  constructor() {
    super();
    this.relay = undefined;
    this.locale = "en";
    this.confirming = false;
  }

  override render() {
    const t = translator(this.locale);
    const pairing = this.relay?.pairing;
    const state = this.relay?.state ?? "off";
    const unsent = this.relay?.unsent ?? 0;
    if (!pairing)
      return html`<section class="card" aria-labelledby="relay-title">
        <h2 id="relay-title">${t("relay_settings_title")}</h2>
        <p>${t("relay_settings_none")}</p>
      </section>`;
    const problem = state === "unreachable" || state === "revoked";
    return html`<section class="card" aria-labelledby="relay-title" data-testid="relay-settings">
      <h2 id="relay-title">${t("relay_settings_title")}</h2>
      <p>${t("relay_settings_paired", { host: relayHost(pairing.url), name: pairing.name })}</p>
      <p><code dir="ltr">${pairing.url}</code></p>
      <p class=${problem ? "warn" : "muted"} role="status" data-testid="relay-state">${t(STATES[state])}</p>
      ${unsent > 0 ? html`<p class="muted">${t("relay_unsent", { count: unsent })}</p>` : nothing}
      <div class="actions">
        ${
          this.confirming
            ? html`<span role="group" aria-labelledby="unpair-text" class="confirm">
                <strong id="unpair-text">${t("relay_unpair_confirm")}</strong>
                <button class="danger" type="button" @click=${this.handleUnpair}>${t("relay_unpair_yes")}</button>
                <button type="button" @click=${() => (this.confirming = false)}>${t("pair_cancel")}</button>
              </span>`
            : html`<button type="button" @click=${() => (this.confirming = true)}>${t("relay_unpair")}</button>`
        }
      </div>
    </section>`;
  }

  private handleUnpair() {
    this.confirming = false;
    emit(this, "pos-unpair-relay", null);
  }
}

if (!customElements.get("pos-relay-settings")) customElements.define("pos-relay-settings", PosRelaySettings);

declare global {
  interface HTMLElementTagNameMap {
    "pos-relay-settings": PosRelaySettings;
  }
}
