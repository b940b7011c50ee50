/**
 * `crypto-checkout-kit/relay`: the shop's own small server that holds the API secret, takes the payment service's
 * signed webhooks and tells each paired tablet its sale is confirmed. Mount `createRelay(options).fetch` in any
 * fetch-style server, or serve it with `startRelay` / the `crypto-checkout-relay` command. See docs/relay.md.
 */
export { createRelay, type Pairing, type Relay, type RelayOptions, type StoreLocation } from "./create-relay.ts";
export { startRelay, type RunningRelay, type StartRelayOptions } from "./start-relay.ts";
export { parseCommand, ConfigError, type Command } from "./config.ts";
export type { InvoiceEventData } from "./event-hub.ts";
