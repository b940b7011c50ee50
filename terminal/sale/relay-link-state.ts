/**
 * Where the shop relay's link stands, as staff are told it: no relay paired ("off"), or the state of its event stream.
 * The payment screen reads it; the relay's own code (terminal/relay/) sets it.
 */
export type RelayLinkState = "off" | "connecting" | "live" | "unreachable" | "revoked";
