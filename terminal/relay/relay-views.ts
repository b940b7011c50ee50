/** The relay's two screens (its pairing link's review, the settings' section) as one chunk: one fetch for either. */
import "./pos-relay-pair/pos-relay-pair.ts";
import "./pos-relay-settings/pos-relay-settings.ts";
