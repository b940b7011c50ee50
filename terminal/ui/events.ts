/** The terminal's element events: one prefix (pos-), one typed emitter, declared on HTMLElementEventMap. */
import type { NetworkCode } from "../../shared/api/networks.ts";
import type { KeypadKey } from "../sale/keypad/amount-entry.ts";
import type { SettingsField } from "../settings/settings-rules.ts";
import type { SaveSettingsRequest } from "../settings/settings-controller.ts";
import type { Route } from "../shell/routes.ts";
import type { ChargeDetail, PreparedSale } from "../sale/sale-request.ts";
import type { SharedSettings } from "../pairing/pairing-types.ts";

export type { ChargeDetail, PreparedSale } from "../sale/sale-request.ts";


export interface PosEventDetails {
  "pos-key": KeypadKey;
  "pos-charge": ChargeDetail;
  "pos-save-settings": SaveSettingsRequest;
  "pos-unlock": string;
  "pos-navigate": Route;
  "pos-sale-ended": { saleId: string };
  "pos-charge-rest": PreparedSale;
  "pos-print": { saleId: string };
  "pos-select-method": { currency: string; network: NetworkCode };
  "pos-cancel-sale": null;
  "pos-retry": null;
  "pos-fix-setting": { field: SettingsField };
  "pos-refresh": null;
  "pos-apply-update": null;
  "pos-apply-pairing": SharedSettings;
}

export type PosEventName = keyof PosEventDetails;

export function emit<K extends PosEventName>(from: EventTarget, name: K, detail: PosEventDetails[K]): void {
  from.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    "pos-key": CustomEvent<KeypadKey>;
    "pos-charge": CustomEvent<ChargeDetail>;
    "pos-save-settings": CustomEvent<SaveSettingsRequest>;
    "pos-unlock": CustomEvent<string>;
    "pos-navigate": CustomEvent<Route>;
    "pos-sale-ended": CustomEvent<{ saleId: string }>;
    "pos-charge-rest": CustomEvent<PreparedSale>;
    "pos-print": CustomEvent<{ saleId: string }>;
    "pos-select-method": CustomEvent<{ currency: string; network: NetworkCode }>;
    "pos-cancel-sale": CustomEvent<null>;
    "pos-retry": CustomEvent<null>;
    "pos-fix-setting": CustomEvent<{ field: SettingsField }>;
    "pos-refresh": CustomEvent<null>;
    "pos-apply-update": CustomEvent<null>;
    "pos-apply-pairing": CustomEvent<SharedSettings>;
  }
}
