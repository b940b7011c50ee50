/** Serves a relay on a socket: what `crypto-checkout-relay` runs, and what tests and `npm start` start. */
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { closeServers, listenOn, portOf, serverUrl } from "../node-server/start-up.ts";
import { createRelay, type Relay, type RelayOptions } from "./create-relay.ts";

export interface StartRelayOptions {
  /** TCP port; 0 picks a free one. */
  readonly port?: number;
  /** Address to listen on; default loopback only (127.0.0.1, and ::1 where the machine has it). */
  readonly host?: string;
  /** The relay's options; `publicUrl` defaults to the URL it listens on. */
  readonly relay: Omit<RelayOptions, "publicUrl"> & { readonly publicUrl?: string };
}

export interface RunningRelay {
  /** The URL it listens on, e.g. http://localhost:4020. */
  readonly url: string;
  readonly port: number;
  readonly relay: Relay;
  /** Closes the event streams, the store and the sockets. */
  stop(): Promise<void>;
}

/** Listens, then opens the store; rejects with one readable sentence (port taken, store unreachable). */
export async function startRelay(options: StartRelayOptions): Promise<RunningRelay> {
  const made: { relay?: Relay } = {};
  const listener = getRequestListener((request) => made.relay!.fetch(request));
  const servers = await listenOn(options.port ?? 0, options.host, () =>
    createServer((req, res) => void listener(req, res)),
  );
  const port = portOf(servers);
  const url = serverUrl("http", options.host, port);
  const relay = createRelay({ ...options.relay, publicUrl: options.relay.publicUrl ?? url });
  made.relay = relay;
  try {
    await relay.ready;
  } catch (error) {
    await closeServers(servers);
    throw error;
  }
  return {
    url,
    port,
    relay,
    async stop() {
      await relay.close();
      await closeServers(servers);
    },
  };
}
