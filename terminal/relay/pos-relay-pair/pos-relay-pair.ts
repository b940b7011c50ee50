/**
 * Opening the shop relay's pairing link on this tablet: names the relay (as the settings' pairing names the API host),
 * flags a link that would replace the relay already set, and on one tap trades the link's code for this tablet's own
 * credential; then says what happened, or why not and what to do.
 */
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { baseStyles } from "../../ui/theme.styles.ts";
import { pairingReviewStyles } from "../../pairing/pairing-review.styles.ts";
import { emit } from "../../ui/events.ts";
import { terminalTexts, translator } from "../../i18n/translate.ts";
import { relayEn } from "../../i18n/relay-messages.ts";
import { pairingEn } from "../../i18n/pairing-messages.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { Locale } from "../../i18n/languages.ts";
import { readRelayLink, relayChange, type RelayLinkProblem } from "../relay-link.ts";
import { relayHost } from "../relay-pairing.ts";
import type { RelayController } from "../relay-controller.ts";
import type { RelayPairOutcome } from "../relay-view-model.ts";

/** The relay's words, and the pairing review's it reuses, arrive with this chunk, not with the first load. */
terminalTexts.addEnglish(relayEn);
terminalTexts.addEnglish(pairingEn);

declare module "../../ui/events.ts" {
  interface PosEventDetails {
    /** Staff confirmed pairing with the relay a link names. */
    "pos-pair-relay": { relayUrl: string; code: string };
  }
}

const PROBLEMS = {
  missing: "relay_pair_missing",
  url: "relay_pair_bad_url",
  insecure: "relay_pair_insecure",
  code: "relay_pair_bad_code",
} as const satisfies Record<RelayLinkProblem, MessageKey>;

/** @fires pos-pair-relay - staff confirmed: pair this tablet with the link's relay */
export class PosRelayPair extends LitElement {
  static override styles = [baseStyles, pairingReviewStyles];

  static override properties = {
    query: { type: String },
    locale: { type: String },
    // The shell's controller, the same object each time: every render of the shell renders this again.
    relay: { attribute: false, hasChanged: () => true },
    confirmed: { state: true },
  };

  /** The route's query: `relay=…&code=…`. */
  declare query: string;
  declare locale: Locale;
  /** The relay this tablet is paired with now, whether a code is being traded, what the last trade came to. */
  declare relay: Pick<RelayController, "pairing" | "pairChecking" | "pairOutcome"> | undefined;
  declare confirmed: boolean;

  constructor() {
    super();
    this.query = "";
    this.locale = "en";
    this.relay = undefined;
    this.confirmed = false;
  }

  override render(): TemplateResult {
    const t = translator(this.locale);
    const link = readRelayLink(this.query);
    if (!link.ok) {
      return html`<div class="card" role="alert">
        <h1>${t("pair_refused_title")}</h1>
        <p data-testid="relay-pair-problem">${t(PROBLEMS[link.problem])}</p>
        <p>${t("pair_nothing_changed")}</p>
        <a class="button primary" href="#/sale">${t("pair_back")}</a>
      </div>`;
    }
    const outcome = this.relay?.pairOutcome ?? null;
    const checking = this.relay?.pairChecking ?? false;
    if (outcome?.ok) {
      return html`<div class="card" role="status">
        <h1>${t("relay_pair_done_title")}</h1>
        <p data-testid="relay-paired">${t("relay_pair_done", { host: relayHost(outcome.pairing.url), name: outcome.pairing.name })}</p>
        <a class="button primary" href="#/sale">${t("pair_back")}</a>
      </div>`;
    }
    const host = relayHost(link.relayUrl);
    const current = this.relay?.pairing?.url;
    const change = relayChange(current, link.relayUrl);
    const changed = change === "changed";
    // A code is used once: after the relay said so, the same link cannot pair, whatever is pressed.
    const codeSpent = outcome?.ok === false && outcome.kind === "refused" && outcome.code === "pairing_code_invalid";
    return html`<div class="card">
      <h1 id="relay-pair-title">${t("relay_pair_title")}</h1>
      <p>${t("relay_pair_intro")}</p>
      <dl aria-labelledby="relay-pair-title">
        <dt>${t("relay_pair_relay")}</dt>
        <dd><span dir="ltr" data-testid="relay-pair-host">${host}</span></dd>
        <dt>${t("relay_pair_address")}</dt>
        <dd><span dir="ltr">${link.relayUrl}</span></dd>
      </dl>
      ${
        changed
          ? html`<div class="warn link-warning" data-testid="relay-pair-changed">
              <p>${t("relay_pair_changed", { host, current: relayHost(current ?? "") })}</p>
            </div>
            <label class="check">
              <input type="checkbox" .checked=${this.confirmed} @change=${this.handleConfirm} />
              ${t("relay_pair_confirm", { host })}
            </label>`
          : nothing
      }
      ${outcome && !outcome.ok ? html`<p class="field-error" role="alert" data-testid="relay-pair-refusal">${this.refusal(outcome, host)}</p>` : nothing}
      ${checking ? html`<p role="status">${t("relay_pair_checking")}</p>` : nothing}
      ${codeSpent ? this.renderSpentCodeActions() : this.renderActions(link, changed, checking, outcome)}
    </div>`;
  }

  /** Connect (again, after the relay did not answer or refused for a reason of its own) or cancel. */
  private renderActions(
    link: { relayUrl: string; code: string },
    changed: boolean,
    checking: boolean,
    outcome: RelayPairOutcome | null,
  ): TemplateResult {
    const t = translator(this.locale);
    return html`<div class="actions">
        <button
          class="primary"
          type="button"
          ?disabled=${(changed && !this.confirmed) || checking}
          aria-busy=${checking ? "true" : "false"}
          @click=${() => emit(this, "pos-pair-relay", { relayUrl: link.relayUrl, code: link.code })}
        >
          ${t(outcome?.ok === false ? "relay_pair_retry" : "relay_pair_apply")}
        </button>
        <a class="button" href="#/sale">${t("pair_cancel")}</a>
      </div>`;
  }

  /** The link's code is spent: the way on is a new link from the relay (the refusal says how), not this button again. */
  private renderSpentCodeActions(): TemplateResult {
    return html`<div class="actions">
      <a class="button primary" href="#/sale">${translator(this.locale)("pair_back")}</a>
    </div>`;
  }

  /** Why the relay did not pair this tablet, and what to do. */
  private refusal(outcome: Extract<RelayPairOutcome, { ok: false }>, host: string): string {
    const t = translator(this.locale);
    if (outcome.kind === "unreachable") return t("relay_pair_unreachable", { host, origin: location.origin });
    if (outcome.kind === "refused" && outcome.code === "pairing_code_invalid") return t("relay_pair_code_refused");
    return t("relay_pair_refused", { code: outcome.kind === "refused" ? outcome.code : "unauthorized" });
  }

  private handleConfirm(e: Event) {
    this.confirmed = (e.target as HTMLInputElement).checked;
  }
}

if (!customElements.get("pos-relay-pair")) customElements.define("pos-relay-pair", PosRelayPair);

declare global {
  interface HTMLElementTagNameMap {
    "pos-relay-pair": PosRelayPair;
  }
}
